import type { HandoverInfo } from '../../domain/extended-user';

/** The user's saved store (gln and pickup gln) and handover. */
export interface SavedStoreAndHandover {
  storeGln: string;
  pickupGln: string;
  handoverInfo: HandoverInfo;
}

/** A value as JSON with its objects' keys sorted: equal values give equal strings, whatever order they were built in. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/**
 * 'Avbryt' on the time page leaves the store and window as they were when the picker opened (issue 34: the location
 * page's 'Bekreft' saves the store before the time page, spec section 2). Answers what must be saved back: the store and
 * handover of the opening when the saved ones differ from them now (store, pickup point, type, window, delivery), else
 * null (nothing to put back, or no user at the opening or now).
 */
export function handoverToRestoreOnCancel(
  onOpen: SavedStoreAndHandover | null,
  now: SavedStoreAndHandover | null,
): SavedStoreAndHandover | null {
  if (onOpen === null || now === null) {
    return null;
  }
  return canonical(onOpen) === canonical(now) ? null : onOpen;
}
