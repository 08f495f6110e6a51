import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../../storage/storage-keys';
import { createLocalTabChannel } from '../../tabs/tab-channel';
import { simLogin, storeWithSiteSession } from '../testing/session.fixtures';
import { createFixtureStore } from '../testing/shop-store.fixtures';
import { serveSimulator } from '../testing/simulator.fixtures';

const { sim, server, base, requestsTo } = serveSimulator();

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

    // The same token logged out in another tab: that tab told the server; this one only follows (issue 36: one logout).
    const tabs = createLocalTabChannel();
    const other = createFixtureStore({ tabs });
    await other.store.getState().login(endless);
    tabs.receive({ type: 'logged-out' });
    await vi.waitFor(() => expect(other.store.getState().session.token).toBeNull());
    expect(other.calls.filter((call) => call.method === 'DELETE' && call.url.endsWith('/oauth/users/token'))).toHaveLength(0);
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

  it('follows a login in another tab that does not tell its token, with a token of its own from the site', async () => {
    const { sid } = await simLogin('member');
    const tabs = createLocalTabChannel();
    const fixture = storeWithSiteSession(sid, { tabs });
    // The site's session was not there when this tab started: it starts anonymous.
    fixture.store.setState({ settings: { ...fixture.store.getState().settings, accessTokenUrl: null } });
    await fixture.store.getState().startSession();
    fixture.store.setState({ settings: { ...fixture.store.getState().settings, accessTokenUrl: `${base}/oauth/access-token` } });
    expect(fixture.store.getState().session.loginLevel).toBe(0);
    tabs.receive({ type: 'logged-in', token: null });
    await vi.waitFor(() => expect(fixture.store.getState().session.loginLevel).toBe(2));
  });
});
