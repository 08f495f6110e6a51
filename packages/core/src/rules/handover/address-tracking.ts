import type { AddressTrackingEvent } from '../../events/tracking-event';

/**
 * Spec section 7: "Tracking events pushed to a data layer for … address search". The spec does not show the payload. Ours
 * carries no part of the address (not the text typed, the street, the number, the postal code or the city: a postal code
 * with a street narrows a shopper down to a few households), only how many suggestions the search answered.
 */
export function addressSearchEvent(resultCount: number): AddressTrackingEvent {
  return { event: 'address_search', kurv: { source: 'handoverPicker', resultCount } };
}

/**
 * A suggestion picked from a list of `resultCount`, once its coverage is known: `covered` whether the platform delivers
 * there (spec section 5's coverage), left out when the coverage check failed (null).
 */
export function addressSelectedEvent(resultCount: number, covered: boolean | null): AddressTrackingEvent {
  return {
    event: 'address_selected',
    kurv: covered === null ? { source: 'handoverPicker', resultCount } : { source: 'handoverPicker', resultCount, covered },
  };
}
