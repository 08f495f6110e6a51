// @vitest-environment jsdom

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHOP_STORE_KEY } from '../page/shop-store-key';
import { createCookieJar } from '../storage/index';
import { createApiClient } from './api-client';
import { PREFETCH_KEY, pagePrefetchedCalls } from './prefetch';
import { prefetchSessionStart } from './prefetch-session-start';

type Host = typeof globalThis & Record<symbol, unknown>;

const SETTINGS = { environment: 'local', chainId: 1300, accessTokenUrl: '/oauth/access-token' };
const TOKEN_URL = `${location.origin}/oauth/access-token`;
const DEFAULT_URL = `${location.origin}/api/extended-user/1300/default`;
const DEFAULT_USER = {
  chainId: '1300',
  store: { gln: '7080001150015', name: 'MENY Storo', storeId: '1', address: 'Storo', postalCode: '0485', city: 'Oslo' },
  handoverInfo: { handoverType: 'Store', storeGln: '7080001150015' },
};

/** The page's fetch: the site answers the token call with `tokenStatus`, the platform the default user. */
function stubFetch(tokenStatus: number) {
  const fetch = vi.fn(async (url: string) =>
    url === TOKEN_URL
      ? new Response(tokenStatus === 200 ? JSON.stringify({ access_token: 'abc', token_type: 'Bearer' }) : null, { status: tokenStatus })
      : new Response(JSON.stringify(DEFAULT_USER), { status: 200 }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The api client as the runtime makes it for these settings (page/browser-dependencies.ts), with its own fetch. */
function runtimeApi(extra: { apiKey?: string; clientId?: string } = {}) {
  const fetch = vi.fn(async () => new Response(null, { status: 500 }));
  const api = createApiClient({
    baseUrl: location.origin,
    chainId: '1300',
    platform: 'chainsite',
    apiKey: extra.apiKey ?? null,
    clientId: extra.clientId ?? null,
    fetch,
    prefetched: pagePrefetchedCalls,
  });
  return { api, fetch };
}

/** The cookies as the runtime's store writes them (storage/cookies.ts). */
const cookies = createCookieJar(() => document);
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const sentUrls = (fetch: ReturnType<typeof vi.fn>) => fetch.mock.calls.map(([url]) => url);

beforeEach(() => {
  sessionStorage.clear();
  cookies.remove('kurv_anonymous_gln');
});

afterEach(() => {
  delete (globalThis as Host)[PREFETCH_KEY];
  delete (globalThis as Host)[SHOP_STORE_KEY];
  vi.unstubAllGlobals();
});

describe('the loader’s prefetch of the session’s first calls', () => {
  it('asks the site for the token and, nobody logged in, the platform for the default user; the runtime adopts both', async () => {
    const pageFetch = stubFetch(204);
    prefetchSessionStart({ ...SETTINGS, apiKey: 'key', clientId: 'site' }, true);
    await flush();
    expect(sentUrls(pageFetch)).toEqual([TOKEN_URL, DEFAULT_URL]);

    const { api, fetch } = runtimeApi({ apiKey: 'key', clientId: 'site' });
    await expect(api.fetchAccessToken('/oauth/access-token')).resolves.toBeNull();
    await expect(api.getDefaultUser()).resolves.toMatchObject({ store: { gln: '7080001150015' } });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends nothing once the runtime has made the page’s store (a host page’s early `window.kurv` call): its session sent its own', async () => {
    const pageFetch = stubFetch(204);
    (globalThis as Host)[SHOP_STORE_KEY] = { version: '0.1.0', store: {} };
    prefetchSessionStart(SETTINGS, true);
    await flush();
    expect(pageFetch).not.toHaveBeenCalled();
    expect(pagePrefetchedCalls()).toBeUndefined();
  });

  it('sends no default user call when the site says a member is logged in (the session loads the member instead)', async () => {
    const pageFetch = stubFetch(200);
    prefetchSessionStart(SETTINGS, true);
    await flush();
    expect(sentUrls(pageFetch)).toEqual([TOKEN_URL]);
    const { api, fetch } = runtimeApi();
    await expect(api.fetchAccessToken('/oauth/access-token')).resolves.toBe('Bearer abc');
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    ['this tab keeps an anonymous profile', () => sessionStorage.setItem('kurv.anonymousProfile.1300', '{}')],
    ['the store cookie is set', () => cookies.set('kurv_anonymous_gln', '7080001150015', { maxAgeSeconds: 3600 })],
  ])('sends no default user call when %s (the stored profile decides first)', async (_, keep) => {
    keep();
    const pageFetch = stubFetch(204);
    prefetchSessionStart(SETTINGS, true);
    await flush();
    expect(sentUrls(pageFetch)).toEqual([TOKEN_URL]);
  });

  it('without an access-token URL, asks for the default user at once unless this tab keeps a member session', async () => {
    const pageFetch = stubFetch(204);
    prefetchSessionStart({ environment: 'local', chainId: 1300 }, true);
    await flush();
    expect(sentUrls(pageFetch)).toEqual([DEFAULT_URL]);

    delete (globalThis as Host)[PREFETCH_KEY];
    pageFetch.mockClear();
    sessionStorage.setItem('kurv.session.1300', JSON.stringify({ token: 'Bearer abc' }));
    prefetchSessionStart({ environment: 'local', chainId: 1300 }, true);
    await flush();
    expect(pageFetch).not.toHaveBeenCalled();
  });

  it.each([
    ['the page’s settings carry a user token', { ...SETTINGS, userToken: 'Bearer abc' }, true],
    ['the page has no Kurv tag', SETTINGS, false],
    ['the page has no settings', undefined, true],
    ['the chain id is not one', { ...SETTINGS, chainId: 'meny' }, true],
  ])('sends nothing when %s', async (_, settings, hasTag) => {
    const pageFetch = stubFetch(204);
    prefetchSessionStart(settings, hasTag);
    await flush();
    expect(pageFetch).not.toHaveBeenCalled();
  });

  it('sends no default user call for an environment without a known API base', async () => {
    const pageFetch = stubFetch(204);
    prefetchSessionStart({ ...SETTINGS, environment: 'production' }, true);
    await flush();
    expect(sentUrls(pageFetch)).toEqual([TOKEN_URL]);
  });
});
