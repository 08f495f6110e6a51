import { describe, expect, it, vi } from 'vitest';
import { object, string } from './decode';
import type { PrefetchedCall } from './prefetch';
import { createRequest } from './request';

const decodeName = object({ name: string });
const URL_OF_STORE = 'http://platform.test/api/stores/1300/1';
const HEADERS = { Accept: 'application/json', 'X-Chain-Id': '1300', 'X-Client-Platform': 'chainsite' };

const answer = (name: string) => new Response(JSON.stringify({ name }), { status: 200 });

function requestWith(calls: PrefetchedCall[]) {
  const fetch = vi.fn(async () => answer('sent by the runtime'));
  const request = createRequest({
    baseUrl: 'http://platform.test',
    chainId: '1300',
    platform: 'chainsite',
    fetch,
    prefetched: () => calls,
  });
  const getStore = () => request({ path: '/api/stores/{chainid}/1', decode: decodeName });
  return { fetch, request, getStore };
}

describe('a call the loader prefetched', () => {
  it('is adopted by the matching call: same URL, headers and credentials, and nothing is sent again', async () => {
    const calls: PrefetchedCall[] = [[URL_OF_STORE, { ...HEADERS }, undefined, Promise.resolve(answer('prefetched'))]];
    const { fetch, getStore } = requestWith(calls);
    await expect(getStore()).resolves.toEqual({ name: 'prefetched' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('is used once: the next same call is sent', async () => {
    const calls: PrefetchedCall[] = [[URL_OF_STORE, { ...HEADERS }, undefined, Promise.resolve(answer('prefetched'))]];
    const { fetch, getStore } = requestWith(calls);
    await getStore();
    await expect(getStore()).resolves.toEqual({ name: 'sent by the runtime' });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(calls).toEqual([]);
  });

  it.each([
    ['another URL', ['http://platform.test/api/stores/1300/2', HEADERS, undefined]],
    ['a header less', [URL_OF_STORE, { Accept: 'application/json', 'X-Chain-Id': '1300' }, undefined]],
    ['a header more', [URL_OF_STORE, { ...HEADERS, 'X-Api-Key': 'key' }, undefined]],
    ['a header with another value', [URL_OF_STORE, { ...HEADERS, 'X-Chain-Id': '1100' }, undefined]],
    ['other credentials', [URL_OF_STORE, HEADERS, 'include']],
  ] as const)('is not used by a call with %s, which is sent as usual', async (_, [url, headers, credentials]) => {
    const calls: PrefetchedCall[] = [[url, headers, credentials, Promise.resolve(answer('prefetched'))]];
    const { fetch, getStore } = requestWith(calls);
    await expect(getStore()).resolves.toEqual({ name: 'sent by the runtime' });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(1);
  });

  it('is not used by a POST to its URL', async () => {
    const calls: PrefetchedCall[] = [[URL_OF_STORE, { ...HEADERS }, undefined, Promise.resolve(answer('prefetched'))]];
    const { fetch, request } = requestWith(calls);
    await request({ path: '/api/stores/{chainid}/1', method: 'POST', decode: decodeName });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(1);
  });

  it('that failed (no answer) is sent again by the runtime, once', async () => {
    const failed = Promise.reject(new TypeError('Failed to fetch'));
    failed.catch(() => undefined);
    const { fetch, getStore } = requestWith([[URL_OF_STORE, { ...HEADERS }, undefined, failed]]);
    await expect(getStore()).resolves.toEqual({ name: 'sent by the runtime' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('with an HTTP error is the platform’s answer to that call: the shopper sees the same error', async () => {
    const serverError = new Response(JSON.stringify({ message: 'Feil hos oss' }), { status: 503, statusText: 'Service Unavailable' });
    const { fetch, getStore } = requestWith([[URL_OF_STORE, { ...HEADERS }, undefined, Promise.resolve(serverError)]]);
    await expect(getStore()).rejects.toMatchObject({ status: 503 });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps the call’s timeout while it has not answered', async () => {
    vi.useFakeTimers();
    try {
      const never = new Promise<Response>(() => undefined);
      const fetch = vi.fn(async () => answer('sent by the runtime'));
      const request = createRequest({
        baseUrl: 'http://platform.test',
        chainId: '1300',
        platform: 'chainsite',
        fetch,
        timeoutMs: 1000,
        prefetched: () => [[URL_OF_STORE, { ...HEADERS }, undefined, never]],
      });
      const call = request({ path: '/api/stores/{chainid}/1', decode: decodeName });
      const outcome = expect(call).rejects.toMatchObject({ kind: 'timeout' });
      await vi.advanceTimersByTimeAsync(1000);
      await outcome;
      expect(fetch).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
