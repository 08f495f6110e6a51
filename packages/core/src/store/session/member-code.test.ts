import { SEED_PRODUCTS } from '@kurv/platform-sim';
import { describe, expect, it } from 'vitest';
import { simLogin } from '../testing/session.fixtures';
import { createFixtureStore } from '../testing/shop-store.fixtures';
import { serveSimulator } from '../testing/simulator.fixtures';

serveSimulator();
const milk = SEED_PRODUCTS[0]?.ean ?? '';

describe("the member's code, as the page store fetches it once a token is known", () => {
  /** A member code source that counts the times it is asked and fails while `offline` is set. */
  function countedMemberCode() {
    const source = { asked: 0, offline: false };
    const memberCode = () => {
      source.asked += 1;
      return source.offline ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : import('./member-code');
    };
    return { source, memberCode };
  }

  it('an anonymous shopper starts, adds to the cart and logs out without it', async () => {
    const { source, memberCode } = countedMemberCode();
    const { store } = createFixtureStore({ memberCode });

    await store.getState().startSession();
    await store.getState().addItem(milk);
    await store.getState().logout();

    expect(store.getState().user.extendedUser?.currentMember).toBeNull();
    expect(store.getState().cart.items).toHaveLength(1);
    expect(source.asked).toBe(0);
  });

  it('the site’s token fetches it and logs the member in, a 401 and a logout go through it', async () => {
    const { token, memberId } = await simLogin('member');
    const { source, memberCode } = countedMemberCode();
    const fixture = createFixtureStore({ memberCode, settings: { userToken: token } });

    await fixture.store.getState().startSession();

    expect(source.asked).toBeGreaterThan(0);
    expect(fixture.store.getState().user.extendedUser?.currentMember?.memberId).toBe(memberId);
    expect(fixture.events).toContainEqual({ name: 'kurv:logged-in', detail: { loginLevel: 2, memberId } });
    await fixture.store.getState().logout();
    expect(fixture.store.getState().session.token).toBeNull();
    expect(fixture.events).toContainEqual({ name: 'kurv:logged-out', detail: { reason: 'user' } });
  });

  it('code that cannot be fetched starts the shopper anonymous with the login failure told; the next login fetches again', async () => {
    const { token, memberId } = await simLogin('member');
    const { source, memberCode } = countedMemberCode();
    source.offline = true;
    const fixture = createFixtureStore({ memberCode, settings: { userToken: token } });

    await fixture.store.getState().startSession();

    const { session, user } = fixture.store.getState();
    expect(session).toMatchObject({ token: null, loginLevel: 0, status: 'idle', error: { operation: 'login' } });
    expect(user.extendedUser).toMatchObject({ currentMember: null, store: { gln: expect.any(String) } });
    expect(fixture.events.map((event) => event.name)).toContain('kurv:login-error');
    expect(fixture.logged.map((entry) => entry.kind)).toContain('login');

    source.offline = false;
    await fixture.store.getState().login(token);
    expect(fixture.store.getState().user.extendedUser?.currentMember?.memberId).toBe(memberId);
  });
});
