/**
 * Spec section 5: setup needs usable local storage (failure code 1, possibly private browsing)
 * and cross-domain request support (failure code 2). A full storage is usable (storageRefusal).
 */
export class EnvironmentSupportError extends Error {
  constructor(
    readonly code: 1 | 2,
    message: string,
  ) {
    super(message);
    this.name = 'EnvironmentSupportError';
  }
}

export interface EnvironmentProbe {
  localStorage?: () => Storage | undefined;
  fetch?: unknown;
  XMLHttpRequest?: unknown;
}

/**
 * Why a storage refused the check's write: 'full' when it refused for its quota while it holds entries (the site, or
 * other scripts, filled it), else 'unusable' (no storage, access denied, or a quota of nothing: the private browsing of
 * older Safari answers every write with a quota error on an empty storage).
 */
export function storageRefusal(error: unknown, storedEntries: number): 'full' | 'unusable' {
  const { name, code } = (typeof error === 'object' && error !== null ? error : {}) as { name?: unknown; code?: unknown };
  // QuotaExceededError (code 22); NS_ERROR_DOM_QUOTA_REACHED (code 1014) in older Firefox.
  const quota = name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014;
  return quota && storedEntries > 0 ? 'full' : 'unusable';
}

/**
 * Throws EnvironmentSupportError with code 1 or 2 when the browser cannot run the shop.
 *
 * Spec section 5 asks for "usable local storage, else failure code 1 (possibly private browsing)". Our reading (issue 35):
 * a storage that is there but full is usable, not a failure: the shop starts from memory and the platform, keeps the
 * cart in memory and tells the shopper it cannot be saved (store/cart/store-cart.ts). Only a storage that cannot be
 * reached or written at all fails with code 1.
 */
export function checkEnvironmentSupport(probe: EnvironmentProbe = defaultProbe()): void {
  let storage: Storage | undefined;
  try {
    storage = probe.localStorage?.();
    if (!storage) {
      throw new Error('no localStorage');
    }
    const key = '__kurv_storage_check__';
    storage.setItem(key, '1');
    storage.removeItem(key);
  } catch (error) {
    if (storage === undefined || storageRefusal(error, storedEntriesOf(storage)) === 'unusable') {
      throw new EnvironmentSupportError(1, 'Local storage is not usable (possibly private browsing): the shop needs it');
    }
  }
  const hasCors =
    typeof probe.fetch === 'function' ||
    (typeof probe.XMLHttpRequest === 'function' && 'withCredentials' in (probe.XMLHttpRequest as { prototype: object }).prototype);
  if (!hasCors) {
    throw new EnvironmentSupportError(2, 'This browser cannot make cross-domain requests: the shop needs them');
  }
}

/** How many entries the storage holds; 0 when it cannot say. */
function storedEntriesOf(storage: Storage): number {
  try {
    return typeof storage.length === 'number' ? storage.length : 0;
  } catch {
    return 0;
  }
}

function defaultProbe(): EnvironmentProbe {
  return {
    localStorage: () => globalThis.localStorage,
    fetch: globalThis.fetch,
    XMLHttpRequest: globalThis.XMLHttpRequest,
  };
}
