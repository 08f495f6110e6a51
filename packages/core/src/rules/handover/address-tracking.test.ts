import { describe, expect, it } from 'vitest';
import { addressSearchEvent, addressSelectedEvent } from './address-tracking';

describe('address tracking: counts and coverage, never the address', () => {
  it.each([0, 1, 100])('a search answering %i suggestions', (resultCount) => {
    expect(addressSearchEvent(resultCount)).toEqual({ event: 'address_search', kurv: { source: 'handoverPicker', resultCount } });
  });

  it.each<[string, boolean | null, object]>([
    ['a covered address', true, { source: 'handoverPicker', resultCount: 3, covered: true }],
    ['an address not delivered to', false, { source: 'handoverPicker', resultCount: 3, covered: false }],
    ['a failed coverage check', null, { source: 'handoverPicker', resultCount: 3 }],
  ])('%s', (_situation, covered, kurv) => {
    expect(addressSelectedEvent(3, covered)).toEqual({ event: 'address_selected', kurv });
  });
});
