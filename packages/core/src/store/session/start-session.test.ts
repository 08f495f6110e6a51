import { describe, expect, it } from 'vitest';
import { EMPTY_HANDOVER_INFO } from '../../domain/extended-user';
import { createMemoryCookieJar } from '../../storage/cookies';
import { createMemoryStorage } from '../../storage/guarded-storage';
import { storageKeys } from '../../storage/storage-keys';
import { simLogin, storeWithSiteSession } from '../testing/session.fixtures';
import { createFixtureStore } from '../testing/shop-store.fixtures';
import { serveSimulator } from '../testing/simulator.fixtures';

const { sim, base } = serveSimulator();

describe('startSession', () => {
  it('starts anonymous with the default store, kept in session storage and a 3-hour cookie', async () => {
    const fixture = createFixtureStore();
    await fixture.store.getState().startSession();
    expect(fixture.store.getState().session.loginLevel).toBe(0);
    expect(fixture.store.getState().user.extendedUser?.store.name).toBe('MENY Storo');
    const cookies = fixture.cookies as ReturnType<typeof createMemoryCookieJar>;
    expect(cookies.values.get('kurv_anonymous_gln')).toEqual({ value: '7080001150015', maxAgeSeconds: 0.125 * 24 * 60 * 60 });
    expect(JSON.parse(fixture.sessionStorage.getItem(storageKeys.anonymousProfile('1300')) ?? '{}')).toMatchObject({
      store: { gln: '7080001150015' },
      handoverInfo: { handoverType: 'Store' },
    });
  });

  it('a new tab (empty session storage) takes the store and handover from the copy beside the cookie', async () => {
    const first = createFixtureStore();
    await first.store.getState().startSession();
    const deadline = new Date(Date.now() + 24 * 3_600_000).toISOString();
    const chosen = { ...EMPTY_HANDOVER_INFO, handoverType: 'Store' as const, windowId: 'w-kept', from: deadline, to: deadline, deadline };
    await first.store.getState().saveStoreAndHandover({ storeGln: '7080001150101', handoverInfo: chosen });
    expect(first.cookies.get('kurv_anonymous_gln')).toBe('7080001150101');

    // The same browser (cookies, local storage), a new tab (its own session storage).
    const second = createFixtureStore({ cookies: first.cookies, storage: first.storage });
    await second.store.getState().startSession();
    expect(second.store.getState().user.extendedUser?.store.name).toBe('MENY Ullevål');
    expect(second.store.getState().user.extendedUser?.handoverInfo).toMatchObject({ windowId: 'w-kept', deadline });
    expect(second.cookies.get('kurv_anonymous_gln')).toBe('7080001150101');
  });

  it('a new tab with only the cookie (no copy) looks up the cookie’s store', async () => {
    const cookies = createMemoryCookieJar();
    cookies.set('kurv_anonymous_gln', '7080001150101', { maxAgeSeconds: 10_800 });
    const fixture = createFixtureStore({ cookies });
    await fixture.store.getState().startSession();
    expect(fixture.store.getState().user.extendedUser?.store.name).toBe('MENY Ullevål');
    expect(fixture.store.getState().user.extendedUser?.handoverInfo.handoverType).toBe('Store');
  });

  it('uses the site’s userToken first', async () => {
    const { token } = await simLogin('member');
    const fixture = createFixtureStore({ settings: { userToken: token } });
    await fixture.store.getState().startSession();
    expect(fixture.store.getState().session.loginLevel).toBe(2);
  });

  it('takes a token from the access-token URL when the site has a logged-in shopper', async () => {
    const { sid } = await simLogin('associated');
    const fixture = storeWithSiteSession(sid);
    await fixture.store.getState().startSession();
    expect(fixture.store.getState().user.extendedUser?.currentMember?.membershipType).toBe('associated');
  });

  it('a login the host page makes while the start waits for the site’s token decides who is logged in: the start drops that token', async () => {
    const site = await simLogin('associated');
    const host = await simLogin('member');
    let answerTokenCall: () => void = () => undefined;
    const tokenCallHeld = new Promise<void>((resolve) => {
      answerTokenCall = resolve;
    });
    const fixture = storeWithSiteSession(site.sid, {
      fetch: async (input, init) => {
        if ((input instanceof Request ? input.url : String(input)).includes('/oauth/access-token')) {
          await tokenCallHeld;
        }
        return globalThis.fetch(input, {
          ...init,
          headers: { ...(init?.headers as Record<string, string>), cookie: `kurv_sim_session=${site.sid}` },
        });
      },
    });

    const starting = fixture.store.getState().startSession();
    await fixture.store.getState().login(host.token);
    answerTokenCall();
    await starting;

    expect(fixture.store.getState().session.token?.claims.memberId).toBe(host.memberId);
    expect(fixture.store.getState().user.extendedUser?.currentMember?.membershipType).toBe('primary');
    expect(fixture.events.filter((event) => event.name === 'kurv:logged-out')).toEqual([]);
  });

  it('starts anonymous when the access-token URL says nobody is logged in (204, no content)', async () => {
    const fixture = storeWithSiteSession(null);
    await fixture.store.getState().startSession();
    expect(fixture.store.getState().session.loginLevel).toBe(0);
    expect(fixture.store.getState().user.extendedUser?.store.gln).toBe('7080001150015');
    expect(fixture.store.getState().session.error).toBeNull();
  });

  it('also starts anonymous when a site answers 401 for nobody logged in', async () => {
    sim.state.faults.push({ route: 'GET /oauth/access-token', status: 401, times: 1 });
    const fixture = storeWithSiteSession(null);
    await expect(fixture.api.fetchAccessToken(`${base}/oauth/access-token`)).resolves.toBeNull();
    await fixture.store.getState().startSession();
    expect(fixture.store.getState().session.loginLevel).toBe(0);
  });

  it('resumes this tab’s stored session after a reload', async () => {
    const { token } = await simLogin('member');
    const sessionStorage = createMemoryStorage();
    await createFixtureStore({ sessionStorage }).store.getState().login(token);
    const reloaded = createFixtureStore({ sessionStorage });
    await reloaded.store.getState().startSession();
    expect(reloaded.store.getState().session.loginLevel).toBe(2);
  });

  it('starts anonymous when the stored session is corrupt', async () => {
    const sessionStorage = createMemoryStorage();
    sessionStorage.setItem(storageKeys.session('1300'), '{"token": ');
    const fixture = createFixtureStore({ sessionStorage });
    await fixture.store.getState().startSession();
    expect(fixture.store.getState().session.loginLevel).toBe(0);
    expect(fixture.store.getState().user.extendedUser).not.toBeNull();
  });

  it('logs in even when session storage throws on every write', async () => {
    const { token } = await simLogin('member');
    const sessionStorage = createMemoryStorage();
    sessionStorage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    const fixture = createFixtureStore({ sessionStorage, settings: { userToken: token } });
    await fixture.store.getState().startSession();
    expect(fixture.store.getState().session.loginLevel).toBe(2);
  });
});

describe('startSession with a site session', () => {
  it('follows the site when the shopper switched user there, whatever this tab stored', async () => {
    const first = await simLogin('simplified');
    const sessionStorage = createMemoryStorage();
    await storeWithSiteSession(first.sid, { sessionStorage }).store.getState().startSession();
    const second = await simLogin('corporate');
    const reloaded = storeWithSiteSession(second.sid, { sessionStorage });
    await reloaded.store.getState().startSession();
    expect(reloaded.store.getState().user.extendedUser?.currentMember?.firstName).toBe('Per');
  });

  it('starts anonymous when the shopper logged out on the site, and forgets the stored token', async () => {
    const { sid } = await simLogin('member');
    const sessionStorage = createMemoryStorage();
    await storeWithSiteSession(sid, { sessionStorage }).store.getState().startSession();
    await fetch(`${base}/__sim/logout`, { method: 'POST' });
    const reloaded = storeWithSiteSession(sid, { sessionStorage });
    await reloaded.store.getState().startSession();
    expect(reloaded.store.getState().session.loginLevel).toBe(0);
    expect(sessionStorage.getItem(storageKeys.session('1300'))).toBeNull();
  });
});
