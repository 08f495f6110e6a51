import type { Request } from '../request';
import { type AddressSuggestion, decodeAddressSuggestions } from './decode-handover';

export interface AddressSearchOptions {
  postalCode?: string | null;
  city?: string | null;
  /** How many results; 5 by default (spec section 9: 100 in autocomplete). */
  size?: number;
  signal?: AbortSignal;
}

export const ADDRESS_SEARCH_DEFAULT_SIZE = 5;
export const ADDRESS_AUTOCOMPLETE_SIZE = 100;

/**
 * Spec section 7: `GET /api/postalcode/address/search`, the address with a trailing wildcard; spec section 5: only
 * results with street and city are kept.
 */
export function searchAddresses(request: Request, query: string, options: AddressSearchOptions = {}): Promise<AddressSuggestion[]> {
  return request({
    path: '/api/postalcode/address/search',
    query: {
      address: `${query.trim().replace(/\*+$/, '')}*`,
      postalCode: options.postalCode || undefined,
      city: options.city || undefined,
      size: options.size ?? ADDRESS_SEARCH_DEFAULT_SIZE,
    },
    decode: decodeAddressSuggestions,
    noncritical: true,
    signal: options.signal,
  });
}
