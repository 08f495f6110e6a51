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
