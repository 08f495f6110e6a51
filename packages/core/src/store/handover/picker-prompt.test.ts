import { describe, expect, it } from 'vitest';
import { createMemoryCookieJar } from '../../storage/cookies';
import { createFixtureStore } from '../testing/shop-store.fixtures';
import { serveSimulator } from '../testing/simulator.fixtures';

serveSimulator();

const SEEN = 'WEBSHOP_HAS_SEEN_HANDOVER_PICKER_PROMPT';

describe('the handover picker prompt (cookie WEBSHOP_HAS_SEEN_HANDOVER_PICKER_PROMPT)', () => {
  it('prompts a shopper who has not seen the picker, once; the opening notes it for a year', () => {
    const { store, cookies } = createFixtureStore({ cookies: createMemoryCookieJar() });
    store.getState().openHandoverPicker('type', { prompt: true });
    expect(store.getState().handover.picker.open).toBe(true);
    expect((cookies as ReturnType<typeof createMemoryCookieJar>).values.get(SEEN)).toEqual({
      value: 'true',
      maxAgeSeconds: 365 * 24 * 60 * 60,
    });
    store.getState().closeHandoverPicker();
    store.getState().openHandoverPicker('type', { prompt: true });
    expect(store.getState().handover.picker.open).toBe(false);
  });

  it('any opening counts as seen; a plain opening opens whatever the cookie says', () => {
    const cookies = createMemoryCookieJar();
    cookies.set(SEEN, 'true', { maxAgeSeconds: 60 });
    const { store } = createFixtureStore({ cookies });
    store.getState().openHandoverPicker('type', { prompt: true });
    expect(store.getState().handover.picker.open).toBe(false);
    store.getState().openHandoverPicker();
    expect(store.getState().handover.picker.open).toBe(true);
  });
});
