import type { StoreLocation } from '../../domain/store';

type DeviationFields = Pick<StoreLocation, 'deviationInfo' | 'deviationInfoDisplayFrom' | 'deviationInfoDisplayTo'>;

/**
 * Spec section 8: "Store deviation warning shows while display-to date is in the future". Answers the store's deviation
 * text (platform markup, to be shown through the safe-HTML component) while it shows at `now`, else null. Our readings:
 * a missing or unreadable display-to shows nothing (the warning needs an end); a display-from in the future holds the
 * warning back until then (the field exists for that, spec section 3); an empty text shows nothing.
 */
export function storeDeviationText(store: DeviationFields | null | undefined, now: Date): string | null {
  const text = store?.deviationInfo?.trim() ?? '';
  if (text === '') {
    return null;
  }
  const displayTo = Date.parse(store?.deviationInfoDisplayTo ?? '');
  if (Number.isNaN(displayTo) || displayTo <= now.getTime()) {
    return null;
  }
  const displayFrom = Date.parse(store?.deviationInfoDisplayFrom ?? '');
  if (!Number.isNaN(displayFrom) && displayFrom > now.getTime()) {
    return null;
  }
  return text;
}
