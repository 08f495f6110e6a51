import { UNKNOWN_POST_AREA, UNKNOWN_POSTAL_CODE, UNKNOWN_STORE_NAME } from '../constants';

function orFallback(value: string | null | undefined, fallback: string): string {
  const text = value?.trim() ?? '';
  return text === '' ? fallback : text;
}

/** Spec section 9: a store's name, or 'Ukjent' when it is missing or blank. */
export function storeNameOrFallback(name: string | null | undefined): string {
  return orFallback(name, UNKNOWN_STORE_NAME);
}

/** Spec sections 5 and 9: a postal code, or '9999' when it is missing or blank. */
export function postalCodeOrFallback(postalCode: string | null | undefined): string {
  return orFallback(postalCode, UNKNOWN_POSTAL_CODE);
}

/** Spec sections 5 and 9: a post area (city), or 'Unknown' when it is missing or blank. */
export function postAreaOrFallback(postArea: string | null | undefined): string {
  return orFallback(postArea, UNKNOWN_POST_AREA);
}
