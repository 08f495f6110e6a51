// @vitest-environment jsdom
// The page services read and write `window`, `document` and the page's storage.

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOG_FLUSH_DELAY_MS } from '../constants';
import { parseSiteSettings } from '../settings/site-settings';
import { createBrowserLogService } from './browser-log-service';

describe('createBrowserLogService', () => {
  const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
  const beacon = vi.fn((_url: string, _body?: BodyInit | null) => true);

  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', fetchMock);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    fetchMock.mockClear();
    beacon.mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('keeps and sends nothing without an endpoint', async () => {
    const service = createBrowserLogService(parseSiteSettings({ environment: 'local' }));
    service.log('calculator', new Error('x'));
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(LOG_FLUSH_DELAY_MS);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(beacon).not.toHaveBeenCalled();
  });

  it('posts a batch to the endpoint without credentials', async () => {
    const service = createBrowserLogService(parseSiteSettings({ environment: 'local', loggingEndpoint: '/api/log' }));
    service.log('coverage', new Error('x'));
    // The service's code comes with the first failure; the failure waits for it.
    await vi.dynamicImportSettled();
    await vi.advanceTimersByTimeAsync(LOG_FLUSH_DELAY_MS);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/log');
    expect(init).toMatchObject({ method: 'POST', credentials: 'omit', keepalive: true });
    expect(JSON.parse(String(init.body)).entries[0].kind).toBe('coverage');
  });

  it('sends what waits by beacon when the page is hidden', async () => {
    const service = createBrowserLogService(parseSiteSettings({ environment: 'local', loggingEndpoint: '/api/log' }));
    service.log('login', new Error('x'));
    await vi.dynamicImportSettled();
    // On the prototype, where the service reads it (a named element cannot shadow it there: page/dom.ts).
    vi.spyOn(Document.prototype, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(beacon.mock.calls[0]?.[0]).toBe('/api/log');
    expect(JSON.parse(String(beacon.mock.calls[0]?.[1])).entries[0].kind).toBe('login');
  });
});
