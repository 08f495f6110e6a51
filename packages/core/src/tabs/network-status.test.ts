import { describe, expect, it } from 'vitest';
import { createNetworkStatus } from './network-status';

describe('createNetworkStatus', () => {
  function host(onLine: boolean) {
    const target = new EventTarget();
    return Object.assign(target, { navigator: { onLine } }) as unknown as typeof globalThis;
  }

  it('calls a listener at each online event until it unsubscribes', () => {
    const browser = host(false);
    const calls: string[] = [];
    const stop = createNetworkStatus(browser).onOnline(() => calls.push('online'));

    browser.dispatchEvent(new Event('offline'));
    browser.dispatchEvent(new Event('online'));
    browser.dispatchEvent(new Event('online'));
    stop();
    browser.dispatchEvent(new Event('online'));

    expect(calls).toEqual(['online', 'online']);
  });

  it('says whether the browser is online', () => {
    expect(createNetworkStatus(host(true)).isOnline()).toBe(true);
    expect(createNetworkStatus(host(false)).isOnline()).toBe(false);
  });
});
