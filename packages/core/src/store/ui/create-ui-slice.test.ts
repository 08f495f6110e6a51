import { describe, expect, it } from 'vitest';
import { createMemoryCookieJar } from '../../storage/cookies';
import { crisps, milk, pizza } from '../testing/cart.fixtures';
import { createFixtureStore } from '../testing/shop-store.fixtures';
import { serveSimulator } from '../testing/simulator.fixtures';

serveSimulator();

describe('the guest login prompt (spec section 6)', () => {
  it('shows after the configured number of items, and not again for 30 days once closed', async () => {
    const cookies = createMemoryCookieJar();
    const { store } = createFixtureStore({ settings: { loginPopupItemCount: 3, paths: { login: '/logg-inn' } }, cookies });
    await store.getState().addItem(milk.ean);
    await store.getState().addItem(pizza.ean);
    expect(store.getState().ui.loginPromptEan).toBeNull();

    await store.getState().addItem(crisps.ean);
    expect(store.getState().ui.loginPromptEan).toBe(crisps.ean);

    store.getState().dismissLoginPrompt();
    expect(store.getState().ui.loginPromptEan).toBeNull();
    // Spec section 9: closed for 30 days.
    expect(cookies.values.get('WEBSHOP_CLOSED_LOGIN_PROMPT')?.maxAgeSeconds).toBe(30 * 24 * 60 * 60);
    await store.getState().addItem(milk.ean);
    expect(store.getState().ui.loginPromptEan).toBeNull();
  });

  it.each([
    ['a chain site without paths.login', { paths: {} }, false],
    ['the native app without paths.login', { platform: 'native' as const, paths: {} }, true],
  ])('issue 36: %s shows it %s (it asks only a guest who can log in)', async (_site, site, shown) => {
    const { store } = createFixtureStore({ settings: { loginPopupItemCount: 1, ...site } });
    await store.getState().addItem(milk.ean);
    expect(store.getState().ui.loginPromptEan).toBe(shown ? milk.ean : null);
  });

  it('does not show when the site turns the login popup off', async () => {
    const { store } = createFixtureStore({ settings: { loginPopupItemCount: 1, features: { loginPopup: false } } });
    await store.getState().addItem(milk.ean);
    expect(store.getState().ui.loginPromptEan).toBeNull();
  });
});
