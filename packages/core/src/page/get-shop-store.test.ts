// @vitest-environment jsdom
// The page services read and write `window`, `document` and the page's storage.

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHOP_STORE_KEY } from './get-shop-store';

type Host = Record<symbol, unknown> & { kurvSettings?: unknown; kurv?: unknown };
const host = globalThis as unknown as Host;
const quiet = { warn: () => undefined, error: () => undefined };

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 503 })),
  );
});

afterEach(() => {
  delete host[SHOP_STORE_KEY];
  delete host[Symbol.for('kurv.settingsFailure')];
  delete host.kurvSettings;
  delete host.kurv;
  vi.unstubAllGlobals();
  document.getElementById('kurv-settings')?.remove();
  vi.resetModules();
});

describe('getShopStore', () => {
  it('gives two separately loaded copies of the library one store', async () => {
    host.kurvSettings = { environment: 'local' };
    const firstBundle = await import('./get-shop-store');
    vi.resetModules();
    const secondBundle = await import('./get-shop-store');
    expect(secondBundle.getShopStore).not.toBe(firstBundle.getShopStore);

    const first = firstBundle.getShopStore(quiet);
    const second = secondBundle.getShopStore(quiet);
    expect(second).toBe(first);
    expect(host[Symbol.for('kurv.store')]).toEqual({ version: '0.1.0', store: first });
  });

  it('warns when the store on the page comes from another major version', async () => {
    host.kurvSettings = { environment: 'local' };
    const { getShopStore } = await import('./get-shop-store');
    const store = getShopStore(quiet);
    host[SHOP_STORE_KEY] = { version: '9.0.0', store };
    const logger = { warn: vi.fn(), error: vi.fn() };
    expect(getShopStore(logger)).toBe(store);
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('Kurv 9.0.0'));
  });

  it('reads the settings from a JSON script element', async () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'kurv-settings';
    script.textContent = JSON.stringify({ environment: 'local', chainId: 1210 });
    document.head.append(script);
    const { getShopStore } = await import('./get-shop-store');
    expect(getShopStore(quiet).getState().settings.chainId).toBe('1210');
  });

  it('names the missing setting when the page has none', async () => {
    const { getShopStore } = await import('./get-shop-store');
    expect(() => getShopStore(quiet)).toThrow('kurvSettings.environment');
  });

  it('reports settings it cannot use once, however many elements ask (issue 36)', async () => {
    Object.defineProperty(host, 'kurvSettings', {
      configurable: true,
      get() {
        throw new Error('boom from host');
      },
    });
    const { getShopStore, tryGetShopStore } = await import('./get-shop-store');
    const logger = { warn: vi.fn(), error: vi.fn() };
    expect(() => getShopStore(logger)).toThrow('kurvSettings: could not be read (Error: boom from host)');
    expect(tryGetShopStore(logger)).toBeNull();
    expect(tryGetShopStore(logger)).toBeNull();
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(logger.error).toHaveBeenCalledWith(
      'kurvSettings: could not be read (Error: boom from host); the widgets show the default error',
      expect.any(Error),
    );
  });

  it('starts on the defaults of a key whose getter throws, naming the key once (issue 36)', async () => {
    host.kurvSettings = {
      environment: 'local',
      get texts() {
        throw new Error('boom from host');
      },
    };
    const { getShopStore } = await import('./get-shop-store');
    const logger = { warn: vi.fn(), error: vi.fn() };
    expect(getShopStore(logger).getState().settings.textOverrides).toEqual({});
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining('kurvSettings.texts could not be read'));
  });
});

describe('window.kurv', () => {
  it('gives host pages login and logout', async () => {
    host.kurvSettings = { environment: 'local' };
    const { getShopStore } = await import('./get-shop-store');
    const store = getShopStore(quiet);
    const api = host.kurv as { version: string; logout: () => Promise<void> };
    expect(api.version).toBe('0.1.0');
    await expect(api.logout()).resolves.toBeUndefined();
    expect(store.getState().session.loginLevel).toBe(0);
  });

  it('refuses to start without usable local storage, with code 1', async () => {
    host.kurvSettings = { environment: 'local' };
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    const { getShopStore } = await import('./get-shop-store');
    expect(() => getShopStore(quiet)).toThrow(expect.objectContaining({ code: 1 }));
  });

  it('opens the handover picker from window.kurv and from the host page’s event, fetching the handover code first', async () => {
    host.kurvSettings = { environment: 'local' };
    const { getShopStore } = await import('./get-shop-store');
    const store = getShopStore(quiet);
    const kurv = (host as { kurv?: { openHandoverPicker: (page?: string) => void } }).kurv;
    // The page store defers the handover code: the first open waits for it.
    kurv?.openHandoverPicker();
    expect(store.getState().handover.picker.open).toBe(false);
    await vi.waitFor(() => expect(store.getState().handover.picker).toMatchObject({ open: true, page: 'type' }));
    store.getState().closeHandoverPicker();

    document.dispatchEvent(new CustomEvent('kurv:open-handover-picker', { detail: { page: 'location' } }));
    expect(store.getState().handover.picker).toMatchObject({ open: true, page: 'location' });
    store.getState().closeHandoverPicker();

    // A page name Kurv does not know opens the first page.
    document.dispatchEvent(new CustomEvent('kurv:open-handover-picker', { detail: { page: '<img src=x onerror=alert(1)>' } }));
    expect(store.getState().handover.picker).toMatchObject({ open: true, page: 'type' });
  });
});
