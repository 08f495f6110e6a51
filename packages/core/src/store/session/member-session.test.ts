import { describe, expect, it, vi } from 'vitest';
import { invalidateUserCache } from '../../api/extended-user/invalidate-cache';
import { getNotifications } from '../../api/notifications/get-notifications';
import type { TabLeader } from '../../tabs/tab-leader';
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

/**
 * A tab of the site as tabs/tab-leader.ts makes it, leading or waiting to; `lead()` hands it the lead, as the browser
 * does when the leading tab closes. What it shares, the tabs it is `link`ed to receive.
 */
interface TestTab extends TabLeader {
  lead: () => void;
  link: (other: TestTab) => void;
  receive: (token: string) => void;
}

function tab(leading: boolean): TestTab {
  const waiting: (() => void)[] = [];
  const handlers: ((token: string) => void)[] = [];
  const others: TestTab[] = [];
  return {
    isLeading: () => leading,
    whenLeading: (run) => {
      if (leading) {
        run();
      } else {
        waiting.push(run);
      }
    },
    shareToken: (token) => {
      for (const other of others) {
        other.receive(token);
      }
    },
    onSharedToken: (handler) => {
      handlers.push(handler);
    },
    receive: (token) => {
      for (const handler of handlers) {
        handler(token);
      }
    },
    link: (other) => {
      others.push(other);
    },
    lead: () => {
      leading = true;
      for (const run of waiting.splice(0)) {
        run();
      }
    },
  };
}

describe('two tabs (issue 36)', () => {
  it('refresh the token once: the leading tab refreshes, the other takes its token', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const { token, sid } = await simLogin('member', { expiresInSeconds: 600 });
    const [firstTab, secondTab] = [tab(true), tab(false)];
    firstTab.link(secondTab);
    secondTab.link(firstTab);
    const first = storeWithSiteSession(sid, { settings: { chainId: '1100' }, dependencies: { tabLeader: firstTab } });
    const second = storeWithSiteSession(sid, { settings: { chainId: '1100' }, dependencies: { tabLeader: secondTab } });
    await second.store.getState().login(token);
    await first.store.getState().login(token);
    const before = first.store.getState().session.token?.expiresAt ?? 0;

    await vi.advanceTimersByTimeAsync(before - Date.now() - 60_000 + 1_000);
    expect(requestsTo('/oauth/access-token')).toHaveLength(1);
    const refreshed = first.store.getState().session.token;
    expect(refreshed?.expiresAt).toBeGreaterThan(before);
    expect(second.store.getState().session.token?.value).toBe(refreshed?.value);

    // Up to the old token's expiry and past it: no other refresh, in either tab.
    await vi.advanceTimersByTimeAsync(65_000);
    expect(requestsTo('/oauth/access-token')).toHaveLength(1);
  });

  it('a tab that comes to lead refreshes the token it holds as it is due then', async () => {
    // The clock too: the refresh is timed from the moment the tab comes to lead.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const { token, sid } = await simLogin('member', { expiresInSeconds: 600 });
    const leader = tab(false);
    const fixture = storeWithSiteSession(sid, { settings: { chainId: '1100' }, dependencies: { tabLeader: leader } });
    await fixture.store.getState().login(token);
    const before = fixture.store.getState().session.token?.expiresAt ?? 0;

    await vi.advanceTimersByTimeAsync(before - Date.now() - 60_000 + 1_000);
    expect(requestsTo('/oauth/access-token')).toHaveLength(0);
    leader.lead();
    // 59 s left: a quarter of that (spec section 4).
    await vi.advanceTimersByTimeAsync(14_000);
    expect(requestsTo('/oauth/access-token')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(requestsTo('/oauth/access-token')).toHaveLength(1);
    expect(fixture.store.getState().session.token?.expiresAt).toBeGreaterThan(before);
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
