import { COUPON_STATUSES, type Product, type ProductCoupon } from '../../domain/product';
import { array, boolean, type Decoder, idString, nullable, number, object, oneOf, string, withDefault } from '../decode';
import type { Request } from '../request';

export const decodeProduct: Decoder<Product> = object<Product>({
  ean: idString,
  title: string,
  subtitle: withDefault(string, ''),
  brand: withDefault(string, ''),
  vendor: withDefault(string, ''),
  categoryName: withDefault(string, ''),
  price: number,
  priceOriginal: nullable(number),
  pricePerUnit: number,
  pricePerUnitOriginal: nullable(number),
  unit: withDefault(string, 'stk'),
  unitRule: withDefault(number, 1),
  productSoldByWeight: withDefault(boolean, false),
  weight: withDefault(number, 0),
  isForSale: withDefault(boolean, true),
  isOutOfStock: withDefault(boolean, false),
  availableInventory: nullable(number),
  maxQuantityPerOrder: nullable(number),
  maxQuantityPerOrderFrom: nullable(string),
  maxQuantityPerOrderTo: nullable(string),
  drug: nullable(
    object({
      isForChildren: withDefault(boolean, false),
      atcCode: string,
      restriction: nullable(number),
    }),
  ),
  isOffer: withDefault(boolean, false),
  isBreadAndCanSlice: withDefault(boolean, false),
  existsInStore: withDefault(boolean, true),
  coupon: withDefault(
    nullable(
      object<ProductCoupon>({
        couponId: idString,
        status: oneOf(COUPON_STATUSES),
        validTo: withDefault(nullable(string), null),
      }),
    ),
    null,
  ),
  bonusPercent: withDefault(nullable(number), null),
  mustOrderFromSupplier: withDefault(boolean, false),
  leadTime: nullable(number),
  ageLimit: nullable(number),
  containsAlcohol: withDefault(boolean, false),
  promotionDisplayName: nullable(string),
  campaignId: withDefault(nullable(string), null),
  notForSaleText: nullable(string),
  imageUrl: nullable(string),
});

const decodeProductList = object({ products: array(decodeProduct) });

/**
 * Looks up products by EAN in the chain's assortment for a store, in one call. Unknown EANs are left out of the answer.
 * The product lookup is "not shown" in the spec: this path is ours and the simulator's
 * (`GET /api/products/{chainid}?eans=...&gln=...`). A call asks for at most MAX_EANS_PER_PRODUCT_LOOKUP EANs: its caller
 * splits a longer lookup (product-lookups.ts, the one place that does).
 */
export async function getProducts(request: Request, eans: readonly string[], gln?: string | null): Promise<Product[]> {
  const answer = await request({
    path: '/api/products/{chainid}',
    query: { eans: eans.join(','), gln },
    decode: decodeProductList,
  });
  return answer.products;
}
