import { describe, expect, it, vi } from 'vitest';
import { simLogin, storeWithSiteSession } from '../testing/session.fixtures';
import { serveSimulator } from '../testing/simulator.fixtures';

const { sim, base, requestsTo } = serveSimulator();

describe('timers', () => {
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

  it('backs off 1, 2, 4, 8 and 10 s on network failures, then gives up with one refresh-failed', async () => {
    const { token, sid } = await simLogin('member');
    const waits: number[] = [];
    const fixture = storeWithSiteSession(sid, {
      settings: { chainId: '1100' },
      wait: async (ms) => {
        waits.push(ms);
      },
    });
    await fixture.store.getState().login(token);
    const before = fixture.store.getState().session.token;
    sim.state.faults.push({ route: 'GET /oauth/access-token', networkError: true });
    expect(await fixture.store.getState().refreshToken()).toBeNull();
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 10_000]);
    expect(requestsTo('/oauth/access-token')).toHaveLength(6);
    expect(fixture.events.filter((event) => event.name === 'kurv:refresh-failed')).toEqual([
      { name: 'kurv:refresh-failed', detail: { status: 0 } },
    ]);
    expect(fixture.store.getState().session.token).toBe(before);
  });

  it('lets a call near expiry go on with its token while the refresh waits to try again', async () => {
    const { token, sid } = await simLogin('member', { expiresInSeconds: 8 });
    const waits: number[] = [];
    const fixture = storeWithSiteSession(sid, {
      settings: { chainId: '1100' },
      // The retry's wait never ends: the refresh stays between two tries.
      wait: (ms) => {
        waits.push(ms);
        return new Promise<void>(() => undefined);
      },
    });
    sim.state.faults.push({ route: 'GET /oauth/access-token', networkError: true });
    await fixture.store.getState().login(token);
    fixture.calls.length = 0;
    await fixture.store.getState().loadUser();
    expect(waits).toEqual([1_000]);
    const userCalls = fixture.calls.filter((call) => call.url.includes('/api/extended-user/'));
    expect(userCalls.length).toBeGreaterThan(0);
    expect(userCalls.every((call) => call.authorization === `Bearer ${token}`)).toBe(true);
  });

  it('does not refresh a token again once its refresh gave up', async () => {
    const { token, sid } = await simLogin('member', { expiresInSeconds: 8 });
    const fixture = storeWithSiteSession(sid, { settings: { chainId: '1100' }, wait: async () => undefined });
    sim.state.faults.push({ route: 'GET /oauth/access-token', networkError: true });
    await fixture.store.getState().login(token);
    await fixture.store.getState().refreshToken();
    expect(requestsTo('/oauth/access-token')).toHaveLength(6);
    await fixture.store.getState().loadUser();
    await fixture.store.getState().loadUser();
    expect(requestsTo('/oauth/access-token')).toHaveLength(6);
    expect(fixture.events.filter((event) => event.name === 'kurv:refresh-failed')).toHaveLength(1);
    expect(fixture.store.getState().session.token?.value).toBe(`Bearer ${token}`);
  });

  it('starts a refresh that gave up over once the browser is back online, and keeps the member logged in', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const { token, sid } = await simLogin('member', { expiresInSeconds: 100 });
    const online: (() => void)[] = [];
    const fixture = storeWithSiteSession(sid, {
      settings: { chainId: '1100' },
      wait: async () => undefined,
      dependencies: {
        network: {
          isOnline: () => true,
          whenOnline: () => Promise.resolve(),
          onOnline: (listener) => {
            online.push(listener);
            return () => undefined;
          },
        },
      },
    });
    sim.state.faults.push({ route: 'GET /oauth/access-token', networkError: true, times: 6 });
    await fixture.store.getState().login(token);
    // The refresh due after a quarter of the 100 s fails six times and gives up; nothing tries again by itself, not
    // even the calls of the token's last 10 s.
    await vi.advanceTimersByTimeAsync(26_000);
    expect(requestsTo('/oauth/access-token')).toHaveLength(6);
    await vi.advanceTimersByTimeAsync(68_000);
    expect(requestsTo('/oauth/access-token')).toHaveLength(6);

    for (const listener of online) {
      listener();
    }
    // Scheduled as any refresh (the fake timers move, the test's Date does not: a quarter of the 100 s).
    await vi.advanceTimersByTimeAsync(26_000);

    expect(requestsTo('/oauth/access-token')).toHaveLength(7);
    expect(fixture.store.getState().session.token?.value).not.toBe(`Bearer ${token}`);
    expect(fixture.store.getState().session.loginLevel).toBeGreaterThan(0);
  });

  it('waits for the browser to be online before fetching a token', async () => {
    const { token, sid } = await simLogin('member');
    let online = false;
    let goOnline: () => void = () => undefined;
    const fixture = storeWithSiteSession(sid, {
      settings: { chainId: '1100' },
      dependencies: {
        network: {
          isOnline: () => online,
          whenOnline: () => new Promise<void>((resolve) => (goOnline = resolve)),
          onOnline: () => () => undefined,
        },
      },
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
