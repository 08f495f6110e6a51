import { describe, expect, it, vi } from 'vitest';
import type { Product } from '../../domain/product';
import { MAX_EANS_PER_PRODUCT_LOOKUP } from './product-lookup-calls';
import { sendProductLookups } from './product-lookups';

const eansUpTo = (count: number) => Array.from({ length: count }, (_, index) => `7070900${String(index).padStart(6, '0')}`);
/** One platform call: a product for each EAN asked for. */
const answeringEach = () => vi.fn(async (eans: readonly string[], _gln?: string | null) => eans.map((ean) => ({ ean }) as Product));

describe('sendProductLookups', () => {
  it('sends a long lookup in calls of at most MAX_EANS_PER_PRODUCT_LOOKUP, all at once, in the EANs’ order', () => {
    const getProducts = answeringEach();
    const eans = eansUpTo(2 * MAX_EANS_PER_PRODUCT_LOOKUP + 1);
    const calls = sendProductLookups(getProducts, eans, '7080001150039');
    expect(calls.map(([asked]) => asked.length)).toEqual([MAX_EANS_PER_PRODUCT_LOOKUP, MAX_EANS_PER_PRODUCT_LOOKUP, 1]);
    expect(getProducts.mock.calls).toEqual(calls.map(([asked]) => [asked, '7080001150039']));
    expect(calls.flatMap(([asked]) => asked)).toEqual(eans);
  });

  it('sends nothing for no EANs', () => {
    const getProducts = answeringEach();
    expect(sendProductLookups(getProducts, [], null)).toEqual([]);
    expect(getProducts).not.toHaveBeenCalled();
  });
});
