import type { Product } from '../../domain/product';
import { productLookupCalls } from './product-lookup-calls';

/** One product lookup call (the api client's `getProducts`). */
type GetProducts = (eans: readonly string[], gln?: string | null) => Promise<Product[]>;

/** One platform call of a product lookup: the EANs it asks for, and its answer (a pair: fewer first-load bytes). */
export type ProductLookupCall = readonly [eans: string[], products: Promise<Product[]>];

/**
 * Sends a product lookup in as few platform calls as the platform allows (MAX_EANS_PER_PRODUCT_LOOKUP EANs each,
 * productLookupCalls), all at once, in the EANs' order: the one place a lookup is split. Each call's answer comes (or
 * fails) alone, so the catalog shows each call's products when they come.
 */
export function sendProductLookups(getProducts: GetProducts, eans: readonly string[], gln: string | null | undefined): ProductLookupCall[] {
  return productLookupCalls(eans).map((call) => [call, getProducts(call, gln)]);
}
