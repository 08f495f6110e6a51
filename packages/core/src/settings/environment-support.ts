/**
 * Spec section 5: setup needs usable local storage (failure code 1, possibly private browsing)
 * and cross-domain request support (failure code 2).
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

/** Throws EnvironmentSupportError with code 1 or 2 when the browser cannot run the shop. */
export function checkEnvironmentSupport(probe: EnvironmentProbe = defaultProbe()): void {
  try {
    const storage = probe.localStorage?.();
    if (!storage) {
      throw new Error('no localStorage');
    }
    const key = '__kurv_storage_check__';
    storage.setItem(key, '1');
    storage.removeItem(key);
  } catch {
    throw new EnvironmentSupportError(1, 'Local storage is not usable (possibly private browsing): the shop needs it');
  }
  const hasCors =
    typeof probe.fetch === 'function' ||
    (typeof probe.XMLHttpRequest === 'function' && 'withCredentials' in (probe.XMLHttpRequest as { prototype: object }).prototype);
  if (!hasCors) {
    throw new EnvironmentSupportError(2, 'This browser cannot make cross-domain requests: the shop needs them');
  }
}

function defaultProbe(): EnvironmentProbe {
  return {
    localStorage: () => globalThis.localStorage,
    fetch: globalThis.fetch,
    XMLHttpRequest: globalThis.XMLHttpRequest,
  };
}
