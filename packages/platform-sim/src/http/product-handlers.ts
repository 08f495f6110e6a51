import { PRODUCT_LOOKUP_MAX_URL_LENGTH, type ProductCoupon } from '@kurv/core/domain';
import { HttpResponse, http } from 'msw';
import { addCalendarDays, osloDate, simNow } from '../clock';
import { authenticateRequest } from '../model/sessions';
import type { SimState } from '../model/sim-state';
import type { SeedProduct } from '../seed/seed-types';
import { storeProductOverride } from '../seed/store-assortment';
import { seededProductImage } from './image-handlers';

/** The platform's product payload: the seeded fields with the platform's defaults filled in. */
export function toProductPayload(seeded: SeedProduct) {
  // The promotion's type code is the calculator's; the platform's product names only promotionDisplayName.
  const { promotionTypeCode: _typeCode, ...product } = seeded;
  return {
    unitRule: 1,
    productSoldByWeight: false,
    isForSale: true,
    isOutOfStock: false,
    availableInventory: 200,
    maxQuantityPerOrder: null,
    maxQuantityPerOrderFrom: null,
    maxQuantityPerOrderTo: null,
    drug: null,
    isOffer: false,
    isBreadAndCanSlice: false,
    existsInStore: true,
    coupon: null as ProductCoupon | null,
    bonusPercent: null,
    mustOrderFromSupplier: false,
    leadTime: null,
    ageLimit: null,
    containsAlcohol: false,
    promotionDisplayName: null,
    notForSaleText: null,
    imageUrl: seededProductImage(product.ean),
    ...product,
  };
}

/** The member's coupon on a product (the first whose productEan it is), or null. */
export function memberProductCoupon(state: SimState, memberId: string | null, ean: string): ProductCoupon | null {
  const coupon = memberId === null ? undefined : state.coupons[memberId]?.find((candidate) => candidate.productEan === ean);
  if (!coupon) {
    return null;
  }
  // The coupon's last valid day (spec section 3's Coupon validTo), as the coupon list answers it.
  return { couponId: coupon.couponId, status: coupon.status, validTo: addCalendarDays(osloDate(simNow(state)), coupon.validToInDays) };
}

/**
 * A product as one request sees it: the store's changes for the `gln` asked for (seed/store-assortment.ts), and the
 * coupon of the member whose token the request carries.
 */
function productForRequest(state: SimState, product: SeedProduct, gln: string | null, memberId: string | null) {
  return {
    ...toProductPayload(product),
    ...storeProductOverride(gln, product.ean),
    coupon: memberProductCoupon(state, memberId, product.ean),
  };
}

/** The request's `gln` query parameter, or null when it is absent or empty. */
function requestedGln(url: URL): string | null {
  const gln = url.searchParams.get('gln');
  return gln === null || gln === '' ? null : gln;
}

/**
 * Product lookup ("not shown" in the spec): by a list of EANs, or one EAN (404 when unknown). With `?gln=` the store's
 * assortment applies; with a member's bearer token the member's coupons are attached (an invalid token just attaches
 * none: the lookup is public). An address longer than the platform's gateway takes (PRODUCT_LOOKUP_MAX_URL_LENGTH) is
 * answered 414, as the gateway would: a client that asks for too many EANs at once finds out here.
 */
export function productHandlers(state: SimState) {
  return [
    http.get('*/api/products/:chainId', ({ request }) => {
      if (request.url.length > PRODUCT_LOOKUP_MAX_URL_LENGTH) {
        return HttpResponse.json({ code: 414, message: 'URI Too Long' }, { status: 414 });
      }
      const url = new URL(request.url);
      const gln = requestedGln(url);
      const memberId = authenticateRequest(state, request)?.memberId ?? null;
      const eans = (url.searchParams.get('eans') ?? '').split(',').filter(Boolean);
      const products = eans.flatMap((ean) => {
        const product = state.products.get(ean);
        return product ? [productForRequest(state, product, gln, memberId)] : [];
      });
      return HttpResponse.json({ products });
    }),
    http.get('*/api/products/:chainId/:ean', ({ request, params }) => {
      const product = state.products.get(String(params.ean));
      if (!product) {
        return HttpResponse.json({ code: 404, message: 'Not found' }, { status: 404 });
      }
      const memberId = authenticateRequest(state, request)?.memberId ?? null;
      return HttpResponse.json(productForRequest(state, product, requestedGln(new URL(request.url)), memberId));
    }),
  ];
}
