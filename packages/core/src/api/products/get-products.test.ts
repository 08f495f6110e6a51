import { describe, expect, it } from 'vitest';
import type { Request, RequestOptions } from '../request';
import { getProducts } from './get-products';
import { MAX_EANS_PER_PRODUCT_LOOKUP } from './product-lookup-calls';

const eansUpTo = (count: number) => Array.from({ length: count }, (_, index) => `7070900${String(index).padStart(6, '0')}`);

describe('getProducts', () => {
  it('asks for the EANs it is given in one call, in their order: its caller splits a longer lookup', async () => {
    const asked: RequestOptions<unknown>[] = [];
    const request = (async (options: RequestOptions<unknown>) => {
      asked.push(options);
      return { products: [] };
    }) as Request;
    const eans = eansUpTo(MAX_EANS_PER_PRODUCT_LOOKUP + 1);
    expect(await getProducts(request, eans, '7080001150039')).toEqual([]);
    expect(asked).toHaveLength(1);
    expect(asked[0]?.query).toEqual({ eans: eans.join(','), gln: '7080001150039' });
  });
});
