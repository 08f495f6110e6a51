/**
 * The most EANs one product lookup (`GET /api/products/{chainid}?eans=...&gln=...`) asks for. An EAN-13 takes 16
 * characters of the address (13 digits and the comma, which the query writes as `%2C`): 100 of them are 1,600, which
 * leaves 400 for the platform's base address, the path, the chain and `&gln=` with a store's 13 digits, under
 * PRODUCT_LOOKUP_MAX_URL_LENGTH (domain/product.ts). A page of 200 products is looked up in two calls.
 */
export const MAX_EANS_PER_PRODUCT_LOOKUP = 100;

/**
 * The EANs of one lookup split into the platform calls that ask for them: in their order, each call at most `most`
 * EANs (MAX_EANS_PER_PRODUCT_LOOKUP; a positive whole number, the callers' constant), all full but the last. No EANs,
 * no call.
 */
export function productLookupCalls(eans: readonly string[], most = MAX_EANS_PER_PRODUCT_LOOKUP): string[][] {
  const calls: string[][] = [];
  for (let start = 0; start < eans.length; start += most) {
    calls.push(eans.slice(start, start + most));
  }
  return calls;
}
