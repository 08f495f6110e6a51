import { describe, expect, it, vi } from 'vitest';
import { invalidateUserCache } from '../../api/extended-user/invalidate-cache';
import { getNotifications } from '../../api/notifications/get-notifications';
import { simLogin, storeWithSiteSession } from '../testing/session.fixtures';
import { createFixtureStore } from '../testing/shop-store.fixtures';
import { serveSimulator } from '../testing/simulator.fixtures';

const { base, requestsTo } = serveSimulator();

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
