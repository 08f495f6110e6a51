import { createPlatformSim, resetSimState, SEED_PRODUCTS } from '@kurv/platform-sim';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { invalidateUserCache } from '../../api/extended-user/invalidate-cache';
import { getNotifications } from '../../api/notifications/get-notifications';
import { EMPTY_HANDOVER_INFO } from '../../domain/extended-user';
import { createMemoryCookieJar } from '../../storage/cookies';
import { createMemoryStorage } from '../../storage/guarded-storage';
import { storageKeys } from '../../storage/storage-keys';
import { createLocalTabChannel } from '../../tabs/tab-channel';
import { createFixtureStore, type FixtureStoreOptions } from '../testing/shop-store.fixtures';

const sim = createPlatformSim();
const server = setupServer(...sim.handlers);
const base = 'http://kurv.test';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  vi.useRealTimers();
  server.resetHandlers();
  resetSimState(sim.state);
});
afterAll(() => server.close());

interface SimLogin {
  token: string;
  sid: string;
  memberId: string;
  expiresAt: string;
}

async function simLogin(kind: string, extra: Record<string, unknown> = {}): Promise<SimLogin> {
  const answer = await fetch(`${base}/__sim/login`, { method: 'POST', body: JSON.stringify({ kind, ...extra }) });
  return (await answer.json()) as SimLogin;
}

/** A store whose fetch sends the chain site's session cookie, like a browser on the site would. */
function storeWithSiteSession(sid: string | null, options: FixtureStoreOptions = {}) {
  return createFixtureStore({
    ...options,
    settings: { accessTokenUrl: `${base}/oauth/access-token`, ...options.settings },
    fetch: (input, init) =>
      globalThis.fetch(input, {
        ...init,
        headers: { ...(init?.headers as Record<string, string>), ...(sid ? { cookie: `kurv_sim_session=${sid}` } : {}) },
      }),
  });
}

const requestsTo = (path: string) => sim.state.requests.filter((request) => request.path === path);
const milk = SEED_PRODUCTS[0]?.ean ?? '';

describe('login', () => {
  it('logs a member in: level 2, the profile loaded, event, no anonymous traces left', async () => {
    const { token, memberId } = await simLogin('member');
    const fixture = createFixtureStore();
    fixture.cookies.set('kurv_anonymous_gln', '7080001150015', { maxAgeSeconds: 10_800 });
    fixture.storage.setItem(storageKeys.profileUpdatedBeforeLogin('1300'), 'true');

    await fixture.store.getState().login(token);

    const { session, user } = fixture.store.getState();
    expect(session.loginLevel).toBe(2);
    expect(session.token?.value).toBe(`Bearer ${token}`);
    expect(user.extendedUser?.currentMember).toMatchObject({ memberId, firstName: 'Kari', lastName: 'Nordmann' });
    expect(user.extendedUser?.household?.addresses).toHaveLength(1);
    expect(fixture.events).toContainEqual({ name: 'kurv:logged-in', detail: { loginLevel: 2, memberId } });
    expect(fixture.cookies.get('kurv_anonymous_gln')).toBeNull();
    expect(fixture.storage.getItem(storageKeys.profileUpdatedBeforeLogin('1300'))).toBeNull();
    expect(JSON.parse(fixture.sessionStorage.getItem(storageKeys.session('1300')) ?? '{}')).toMatchObject({
      token: `Bearer ${token}`,
      memberId,
      householdId: 'H-200001',
    });
    expect(fixture.calls.find((call) => call.url.endsWith('/api/extended-user/1300'))?.authorization).toBe(`Bearer ${token}`);
  });

  it('logs a simplified-login user in at level 1 with a Simplified token', async () => {
    const { token } = await simLogin('simplified');
    const { store } = createFixtureStore();
    await store.getState().login(`Bearer ${token}`);
    expect(store.getState().session.loginLevel).toBe(1);
    expect(store.getState().session.token?.value).toBe(`Simplified ${token}`);
  });

  it('rejects assurance level none and logs out, broadcasting the login error', async () => {
    const { token: memberToken } = await simLogin('member');
    const { token } = await simLogin('associated', { assurance: 'none' });
    const fixture = createFixtureStore();
    await fixture.store.getState().login(memberToken);
    await expect(fixture.store.getState().login(token)).rejects.toThrow('assurance level none');
    expect(fixture.store.getState().session.token).toBeNull();
    expect(fixture.events).toContainEqual({ name: 'kurv:login-error', detail: { message: 'The token has assurance level none' } });
    expect(fixture.events).toContainEqual({ name: 'kurv:logged-out', detail: { reason: 'assurance' } });
    expect(fixture.store.getState().session.error).toEqual({ operation: 'login', message: 'The token has assurance level none' });
  });

  it('refreshes an expired token first', async () => {
    const { token, sid } = await simLogin('member', { expiresInSeconds: 60 });
    await fetch(`${base}/__sim/clock`, { method: 'POST', body: JSON.stringify({ advanceMinutes: 2 }) });
    const fixture = storeWithSiteSession(sid, { dependencies: { now: () => new Date(Date.now() + 2 * 60_000) } });
    await fixture.store.getState().login(token);
    expect(requestsTo('/oauth/access-token')).toHaveLength(1);
    expect(fixture.store.getState().session.token?.value).not.toBe(`Bearer ${token}`);
    expect(fixture.store.getState().session.loginLevel).toBe(2);
  });

  it('fails with «Expired token could not be refreshed» when there is no fresh token', async () => {
    const { token } = await simLogin('member', { expiresInSeconds: 60 });
    const fixture = createFixtureStore({ dependencies: { now: () => new Date(Date.now() + 5 * 60_000) } });
    await expect(fixture.store.getState().login(token)).rejects.toThrow('Expired token could not be refreshed');
    expect(fixture.store.getState().session.token).toBeNull();
  });

  it('logs the old session out first when the token changes', async () => {
    const first = await simLogin('member');
    const second = await simLogin('corporate');
    const fixture = createFixtureStore();
    await fixture.store.getState().login(first.token);
    await fixture.store.getState().login(second.token);
    expect(fixture.events).toContainEqual({ name: 'kurv:logged-out', detail: { reason: 'token-changed' } });
    expect(fixture.store.getState().user.extendedUser?.household?.isOrganization).toBe(true);
  });

  it('takes a changed token without logging out when verification is skipped', async () => {
    const first = await simLogin('member');
    const second = await simLogin('member');
    const fixture = createFixtureStore();
    await fixture.store.getState().login(first.token);
    await fixture.store.getState().login(second.token, { skipVerification: true });
    expect(fixture.events.filter((event) => event.name === 'kurv:logged-out')).toEqual([]);
  });

  it('stores and rethrows a token the platform refuses, and stays anonymous', async () => {
    const { token } = await simLogin('member');
    await fetch(`${base}/__sim/logout`, { method: 'POST' });
    const fixture = createFixtureStore();
    await expect(fixture.store.getState().login(token)).rejects.toMatchObject({ status: 401 });
    expect(fixture.store.getState().session.token).toBeNull();
    expect(fixture.store.getState().session.error?.operation).toBe('login');
  });
});

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

describe('timers', () => {
  it('refreshes the token 60 s before it expires', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const { token, sid } = await simLogin('member', { expiresInSeconds: 600 });
    const fixture = storeWithSiteSession(sid, { settings: { chainId: '1100' } });
    await fixture.store.getState().login(token);
    const before = fixture.store.getState().session.token?.expiresAt ?? 0;
    const delay = before - Date.now() - 60_000;

    await vi.advanceTimersByTimeAsync(delay - 1_000);
    expect(requestsTo('/oauth/access-token')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(requestsTo('/oauth/access-token')).toHaveLength(1);
    expect(fixture.store.getState().session.token?.expiresAt).toBeGreaterThan(before);
  });

  it('refreshes after a quarter of the remaining time when under 120 s remain', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const { token, sid } = await simLogin('member', { expiresInSeconds: 100 });
    const fixture = storeWithSiteSession(sid, { settings: { chainId: '1100' } });
    await fixture.store.getState().login(token);
    const remaining = (fixture.store.getState().session.token?.expiresAt ?? 0) - Date.now();

    await vi.advanceTimersByTimeAsync(remaining * 0.25 - 500);
    expect(requestsTo('/oauth/access-token')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(requestsTo('/oauth/access-token')).toHaveLength(1);
  });

  it('after a 401 says the member will be logged out, and removes the token 3 s later', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const { token } = await simLogin('member');
    const fixture = createFixtureStore({ settings: { chainId: '1100' } });
    await fixture.store.getState().login(token);
    await fetch(`${base}/__sim/logout`, { method: 'POST' });

    await fixture.store.getState().loadUser();
    expect(fixture.events).toContainEqual({ name: 'kurv:will-be-logged-out', detail: { inMs: 3_000 } });
    expect(fixture.store.getState().session.token).not.toBeNull();

    await vi.advanceTimersByTimeAsync(2_999);
    expect(fixture.store.getState().session.token).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(fixture.store.getState().session.token).toBeNull();
    expect(fixture.events).toContainEqual({ name: 'kurv:logged-out', detail: { reason: 'unauthorized' } });
  });

  it('does not log out after a 401 of a noncritical call', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const { token } = await simLogin('member');
    const fixture = createFixtureStore({ settings: { chainId: '1100' } });
    await fixture.store.getState().login(token);
    await fetch(`${base}/__sim/logout`, { method: 'POST' });
    await invalidateUserCache(fixture.api.request);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fixture.store.getState().session.token).not.toBeNull();
  });

  it('polls notifications every 10 s for a webshop chain and acts on the newest of each type', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const { token, memberId } = await simLogin('member');
    const fixture = createFixtureStore();
    await fixture.store.getState().login(token);
    const polls = () => requestsTo('/api/client-notifications/1300').length;

    await vi.advanceTimersByTimeAsync(9_999);
    expect(polls()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(polls()).toBe(1);

    for (const type of ['SHOPPING_CART_UPDATED', 'SHOPPING_CART_UPDATED', 'EXTENDED_USER_UPDATED']) {
      await fetch(`${base}/__sim/notifications`, { method: 'POST', body: JSON.stringify({ memberId, type }) });
    }
    await vi.advanceTimersByTimeAsync(10_000);
    expect(polls()).toBe(2);
    expect(fixture.events.filter((event) => event.name === 'kurv:shopping-cart-updated')).toHaveLength(1);
    expect(fixture.events).toContainEqual({ name: 'kurv:extended-user-updated', detail: { source: 'sync', storeChanged: false } });
    expect(requestsTo('/api/extended-user/invalidateCache')).toHaveLength(1);
    expect(fixture.storage.getItem(storageKeys.notificationsSince(memberId))).toMatch(/^"\d{4}-/);

    await vi.advanceTimersByTimeAsync(10_000);
    expect(fixture.events.filter((event) => event.name === 'kurv:shopping-cart-updated')).toHaveLength(1);
  });

  it('does not poll for chains without the webshop', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const { token } = await simLogin('member');
    const fixture = createFixtureStore({ settings: { chainId: '1100' } });
    await fixture.store.getState().login(token);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(sim.state.requests.filter((request) => request.path.startsWith('/api/client-notifications'))).toHaveLength(0);
  });

  it('retries the token fetch on HTTP 500 after 30, 60 and 120 ms', async () => {
    const { sid } = await simLogin('member');
    const waits: number[] = [];
    const fixture = storeWithSiteSession(sid, {
      wait: async (ms) => {
        waits.push(ms);
      },
    });
    sim.state.faults.push({ route: 'GET /oauth/access-token', status: 500, times: 3 });
    const token = await fixture.api.fetchAccessToken(`${base}/oauth/access-token`);
    expect(token).toMatch(/^Bearer /);
    expect(waits).toEqual([30, 60, 120]);
    expect(requestsTo('/oauth/access-token')).toHaveLength(4);
  });

  it('gives up on the token fetch after 3 retries', async () => {
    const { sid } = await simLogin('member');
    const fixture = storeWithSiteSession(sid);
    sim.state.faults.push({ route: 'GET /oauth/access-token', status: 500, times: 4 });
    await expect(fixture.api.fetchAccessToken(`${base}/oauth/access-token`)).rejects.toMatchObject({ status: 500 });
    expect(requestsTo('/oauth/access-token')).toHaveLength(4);
  });

  it('publishes refresh-failed when the token fetch answers an HTTP error', async () => {
    const { token, sid } = await simLogin('member');
    const fixture = storeWithSiteSession(sid);
    await fixture.store.getState().login(token);
    sim.state.faults.push({ route: 'GET /oauth/access-token', status: 503, times: 1 });
    expect(await fixture.store.getState().refreshToken()).toBeNull();
    expect(fixture.events).toContainEqual({ name: 'kurv:refresh-failed', detail: { status: 503 } });
    expect(fixture.store.getState().session.token).not.toBeNull();
  });

  it('retries a token fetch that failed on the network after 1 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const { token, sid } = await simLogin('member');
    const fixture = storeWithSiteSession(sid, { settings: { chainId: '1100' } });
    await fixture.store.getState().login(token);
    sim.state.faults.push({ route: 'GET /oauth/access-token', networkError: true, times: 1 });
    const refreshed = fixture.store.getState().refreshToken();
    await vi.advanceTimersByTimeAsync(999);
    expect(requestsTo('/oauth/access-token')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await refreshed).not.toBeNull();
    expect(requestsTo('/oauth/access-token')).toHaveLength(2);
  });

  it('waits for the browser to be online before fetching a token', async () => {
    const { token, sid } = await simLogin('member');
    let online = false;
    let goOnline: () => void = () => undefined;
    const fixture = storeWithSiteSession(sid, {
      settings: { chainId: '1100' },
      dependencies: { network: { isOnline: () => online, whenOnline: () => new Promise<void>((resolve) => (goOnline = resolve)) } },
    });
    online = true;
    await fixture.store.getState().login(token);
    online = false;
    const refreshed = fixture.store.getState().refreshToken();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requestsTo('/oauth/access-token')).toHaveLength(0);
    online = true;
    goOnline();
    expect(await refreshed).not.toBeNull();
  });
});

describe('a fresh token', () => {
  it('is fetched once for ten concurrent calls when under 10 s remain', async () => {
    const { token, sid } = await simLogin('member');
    let now = Date.now();
    const fixture = storeWithSiteSession(sid, { settings: { chainId: '1100' }, dependencies: { now: () => new Date(now) } });
    await fixture.store.getState().login(token);
    now = (fixture.store.getState().session.token?.expiresAt ?? 0) - 5_000;

    await Promise.all(Array.from({ length: 10 }, () => getNotifications(fixture.api.request, null)));

    expect(requestsTo('/oauth/access-token')).toHaveLength(1);
    const sent = fixture.calls.filter((call) => call.url.includes('/api/client-notifications/'));
    expect(new Set(sent.map((call) => call.authorization)).size).toBe(1);
    expect(sent[0]?.authorization).toBe(fixture.store.getState().session.token?.value);
  });
});

describe('logout', () => {
  it('clears the session, stops the timers, broadcasts, and reloads the anonymous user', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const { token, memberId } = await simLogin('member');
    const tabs = createLocalTabChannel();
    const fixture = createFixtureStore({ tabs });
    await fixture.store.getState().login(token);
    fixture.storage.setItem(storageKeys.seenWelcomeScreen, 'true');
    fixture.storage.setItem(storageKeys.seenNoDelivery, 'true');

    await fixture.store.getState().logout();

    const { session, user } = fixture.store.getState();
    expect(session).toMatchObject({ token: null, loginLevel: 0 });
    expect(user.extendedUser?.currentMember).toBeNull();
    expect(user.extendedUser?.store.gln).toBe('7080001150015');
    expect(fixture.sessionStorage.getItem(storageKeys.session('1300'))).toBeNull();
    expect(fixture.storage.getItem(storageKeys.seenWelcomeScreen)).toBeNull();
    expect(fixture.storage.getItem(storageKeys.seenNoDelivery)).toBeNull();
    expect(fixture.storage.getItem(storageKeys.notificationsSince(memberId))).toBeNull();
    expect(fixture.events).toContainEqual({ name: 'kurv:logged-out', detail: { reason: 'user' } });
    expect(tabs.sent).toContainEqual({ type: 'logged-out' });

    await vi.advanceTimersByTimeAsync(60_000);
    expect(requestsTo('/api/client-notifications/1300')).toHaveLength(0);
    expect(requestsTo('/oauth/access-token')).toHaveLength(0);
  });

  it('forced: ends the session on the server with the token’s sid and sub first', async () => {
    const { token, sid } = await simLogin('member');
    const fixture = createFixtureStore();
    await fixture.store.getState().login(token);
    await fixture.store.getState().logout({ force: true });
    expect(requestsTo('/trumfid/logout/force')).toHaveLength(1);
    const state = await (await fetch(`${base}/__sim/state`)).json();
    expect(state.sessions[sid].active).toBe(false);
    expect(fixture.events).toContainEqual({ name: 'kurv:logged-out', detail: { reason: 'forced' } });
  });

  it('ignores a server failure and logs out all the same', async () => {
    const { token } = await simLogin('member');
    const fixture = createFixtureStore();
    await fixture.store.getState().login(token);
    sim.state.faults.push({ route: 'POST /trumfid/logout/force', status: 500 });
    await fixture.store.getState().logout({ force: true });
    expect(fixture.store.getState().session.token).toBeNull();
  });

  it('invalidates a token without expiry on the server', async () => {
    const base64Url = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
    const endless = `${base64Url({ alg: 'none' })}.${base64Url({ sub: 's', sid: 'x', acr: 'substantial', member_id: 'M-100001' })}.sig`;
    const { token } = await simLogin('member');
    const profile = await (await fetch(`${base}/api/extended-user/1300`, { headers: { authorization: `Bearer ${token}` } })).json();
    server.use(
      http.get('*/api/extended-user/:chainId', () => HttpResponse.json(profile)),
      http.delete('*/oauth/users/token', () => new HttpResponse(null, { status: 204 })),
    );
    const fixture = createFixtureStore();
    await fixture.store.getState().login(endless);
    await fixture.store.getState().logout();
    expect(fixture.calls.filter((call) => call.method === 'DELETE' && call.url.endsWith('/oauth/users/token'))).toHaveLength(1);
  });

  it('follows a logout in another tab', async () => {
    const { token } = await simLogin('member');
    const tabs = createLocalTabChannel();
    const fixture = createFixtureStore({ tabs });
    await fixture.store.getState().login(token);
    tabs.receive({ type: 'logged-out' });
    await vi.waitFor(() => expect(fixture.store.getState().session.token).toBeNull());
    expect(fixture.events).toContainEqual({ name: 'kurv:logged-out', detail: { reason: 'other-tab' } });
    expect(tabs.sent.filter((message) => message.type === 'logged-out')).toHaveLength(0);
  });

  it('follows a login in another tab', async () => {
    const { token } = await simLogin('member');
    const tabs = createLocalTabChannel();
    const fixture = createFixtureStore({ tabs });
    await fixture.store.getState().startSession();
    tabs.receive({ type: 'logged-in', token: `Bearer ${token}` });
    await vi.waitFor(() => expect(fixture.store.getState().session.loginLevel).toBe(2));
  });
});

describe('bad answers leave session and cart as they were', () => {
  it.each([
    ['a 500', { status: 500 }],
    ['a network error', { networkError: true }],
    ['malformed JSON', { malformed: 'json' as const }],
    ['JSON of the wrong shape', { malformed: 'shape' as const }],
  ])('when reloading the member’s profile gets %s', async (_situation, fault) => {
    const { token } = await simLogin('member');
    const fixture = createFixtureStore();
    await fixture.store.getState().login(token);
    await fixture.store.getState().addItem(milk);
    const before = fixture.store.getState();

    sim.state.faults.push({ route: 'GET /api/extended-user/:chainId', times: 1, ...fault });
    await fixture.store.getState().loadUser();

    const after = fixture.store.getState();
    expect(after.session.token).toBe(before.session.token);
    expect(after.user.extendedUser).toBe(before.user.extendedUser);
    expect(after.cart.items).toEqual(before.cart.items);
    expect(after.user.error).toEqual({ operation: 'userLoad', message: 'Det har skjedd en feil. Vennligst prøv igjen senere.' });
  });

  it('when reloading the profile times out', async () => {
    const { token } = await simLogin('member');
    const fixture = createFixtureStore({ timeoutMs: 200 });
    await fixture.store.getState().login(token);
    sim.state.faults.push({ route: 'GET /api/extended-user/:chainId', times: 1, delayMs: 1_000 });
    await fixture.store.getState().loadUser();
    expect(fixture.store.getState().session.loginLevel).toBe(2);
    expect(fixture.store.getState().user.extendedUser?.currentMember?.firstName).toBe('Kari');
    expect(fixture.store.getState().user.error?.operation).toBe('userLoad');
  });

  it('when the profile answers 204 with no body', async () => {
    const { token } = await simLogin('member');
    const fixture = createFixtureStore();
    await fixture.store.getState().login(token);
    server.use(http.get('*/api/extended-user/:chainId', () => new HttpResponse(null, { status: 204 })));
    await fixture.store.getState().loadUser();
    expect(fixture.store.getState().user.extendedUser?.currentMember?.firstName).toBe('Kari');
    expect(fixture.store.getState().user.error?.operation).toBe('userLoad');
  });
});

describe('the user', () => {
  it('keeps an anonymous store change in this browser, flagged, with a local-change event', async () => {
    const fixture = createFixtureStore();
    await fixture.store.getState().startSession();
    const handoverInfo = fixture.store.getState().user.extendedUser?.handoverInfo ?? null;
    await fixture.store.getState().saveStoreAndHandover({ storeGln: '7080001150022', handoverInfo });

    expect(fixture.store.getState().user.extendedUser?.store.name).toBe('MENY Bergen Storsenter');
    expect(fixture.storage.getItem(storageKeys.profileUpdatedBeforeLogin('1300'))).toBe('true');
    expect(fixture.cookies.get('kurv_anonymous_gln')).toBe('7080001150022');
    expect(fixture.events).toContainEqual({ name: 'kurv:extended-user-updated', detail: { source: 'local', storeChanged: true } });
    expect(fixture.events).toContainEqual({
      name: 'kurv:handover-changed',
      detail: expect.objectContaining({
        handoverType: 'Store',
        storeGln: '7080001150022',
        storeName: 'MENY Bergen Storsenter',
        windowId: null,
      }),
    });
    expect(sim.state.requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
  });

  it('saves a member’s store to the platform, waits 2 s, reloads, and skips an unchanged save', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { token } = await simLogin('member');
    const fixture = createFixtureStore({ settings: { chainId: '1100' } });
    await fixture.store.getState().login(token);
    const handoverInfo = fixture.store.getState().user.extendedUser?.handoverInfo ?? null;

    const saving = fixture.store.getState().saveStoreAndHandover({ storeGln: '7080001150039', handoverInfo, deliveryComment: null });
    await vi.advanceTimersByTimeAsync(1_999);
    expect(sim.state.requests.filter((request) => request.method === 'PUT')).toHaveLength(1);
    const loadsBefore = requestsTo('/api/extended-user/1100').length;
    await vi.advanceTimersByTimeAsync(1);
    await saving;
    expect(requestsTo('/api/extended-user/1100').length).toBe(loadsBefore + 1);
    expect(fixture.store.getState().user.extendedUser?.store.name).toBe('MENY Solsiden');

    await fixture.store.getState().saveStoreAndHandover({ storeGln: '7080001150039', handoverInfo, deliveryComment: null });
    expect(sim.state.requests.filter((request) => request.method === 'PUT')).toHaveLength(1);
  });

  it('refuses a store change without handoverInfo with the spec’s message', async () => {
    const fixture = createFixtureStore();
    await expect(fixture.store.getState().saveStoreAndHandover({ storeGln: '1', handoverInfo: undefined })).rejects.toThrow(
      'Invalid input, «storeGln» and «handoverInfo» are both required',
    );
    expect(fixture.store.getState().user.error?.operation).toBe('save');
  });

  it('updates the profile with the platform’s Norwegian names', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { token, memberId } = await simLogin('member');
    const fixture = createFixtureStore({ settings: { chainId: '1100' } });
    await fixture.store.getState().login(token);
    const updating = fixture.store.getState().updateProfile({
      firstName: 'Kari Anne',
      lastName: 'Nordmann',
      email: 'kari@example.no',
      mobile: '91234567',
      dateOfBirth: '12.04.1985',
      gender: 'K',
      address: 'Karl Johans gate 2',
      postalCode: '',
      city: '',
    });
    await vi.advanceTimersByTimeAsync(2_000);
    await updating;
    expect(requestsTo('/trumf/husstand')).toHaveLength(1);
    expect(requestsTo(`/trumf/husstand/medlemmer/${memberId}`)).toHaveLength(1);
    expect(fixture.store.getState().user.extendedUser?.currentMember?.firstName).toBe('Kari Anne');
    expect(fixture.store.getState().user.extendedUser?.household).toMatchObject({
      address: 'Karl Johans gate 2',
      postalCode: '9999',
      city: 'Unknown',
    });
  });

  it('refuses member-only calls for anonymous shoppers with «Missing memberId»', async () => {
    const fixture = createFixtureStore();
    await fixture.store.getState().startSession();
    await expect(fixture.store.getState().loadTriggerBonuses()).rejects.toThrow('Missing memberId');
    await fixture.store.getState().updateAttributes({ productRelevancePreference: 'NG' });
    expect(fixture.store.getState().user.error).toEqual({
      operation: 'attributeUpdate',
      message: 'Det har skjedd en feil. Vennligst prøv igjen senere.',
    });
  });

  it('loads the member’s trigger bonuses', async () => {
    const { token } = await simLogin('member');
    const fixture = createFixtureStore({ settings: { chainName: 'MENY' } });
    await fixture.store.getState().login(token);
    const bonuses = await fixture.store.getState().loadTriggerBonuses();
    expect(bonuses.map((bonus) => bonus.status).sort()).toEqual(['01', '02']);
  });

  it('keeps a corporate user’s home delivery with its delivery info', async () => {
    const { token } = await simLogin('corporate');
    const fixture = createFixtureStore();
    await fixture.store.getState().login(token);
    expect(fixture.store.getState().user.extendedUser?.handoverInfo.handoverType).toBe('Delivery');
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
