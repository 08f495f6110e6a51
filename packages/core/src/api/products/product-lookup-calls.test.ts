import { describe, expect, it } from 'vitest';
import { PRODUCT_LOOKUP_MAX_URL_LENGTH } from '../../domain/product';
import { resolveRequestUrl } from '../request';
import { MAX_EANS_PER_PRODUCT_LOOKUP, productLookupCalls } from './product-lookup-calls';

const eansUpTo = (count: number) => Array.from({ length: count }, (_, index) => `7070900${String(index).padStart(6, '0')}`);

describe('productLookupCalls', () => {
  it.each([
    [0, []],
    [1, [1]],
    [12, [12]],
    [99, [99]],
    [100, [100]],
    [101, [100, 1]],
    [200, [100, 100]],
    [201, [100, 100, 1]],
    [250, [100, 100, 50]],
  ])('%i EANs go in calls of %j', (count, sizes) => {
    const eans = eansUpTo(count);
    const calls = productLookupCalls(eans);
    expect(calls.map((call) => call.length)).toEqual(sizes);
    // In their order, each EAN once.
    expect(calls.flat()).toEqual(eans);
  });

  it.each([
    [5, 2, [2, 2, 1]],
    [3, 1, [1, 1, 1]],
    [3, 3, [3]],
  ])('%i EANs at most %i a call go in calls of %j', (count, most, sizes) => {
    expect(productLookupCalls(eansUpTo(count), most).map((call) => call.length)).toEqual(sizes);
  });

  it('keeps a full call’s address, with a store’s gln, under the longest address', () => {
    const url = resolveRequestUrl(
      { path: '/api/products/{chainid}', query: { eans: eansUpTo(MAX_EANS_PER_PRODUCT_LOOKUP).join(','), gln: '7080001150039' } },
      { baseUrl: 'https://platform-api.example.no/sylinder', chainId: '1300', apiVersion: 1 },
    );
    expect(url.length).toBeLessThanOrEqual(PRODUCT_LOOKUP_MAX_URL_LENGTH);
    expect(url.length).toBeGreaterThan(PRODUCT_LOOKUP_MAX_URL_LENGTH * 0.75);
  });
});
