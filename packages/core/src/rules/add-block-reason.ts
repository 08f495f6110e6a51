import type { Product } from '../domain/product';
import type { Texts } from '../texts/nb';

/** Why a product cannot be added to the cart at all, or null when it can. */
export type AddBlockReason = 'notForSale' | 'outOfStock';

/**
 * Spec section 4 (availability codes 3 and 4): not for sale blocks first, then out of stock
 * (flagged, or inventory at or below 0). The full 0–8 availability rules extend this.
 */
export function addBlockReason(product: Pick<Product, 'isForSale' | 'isOutOfStock' | 'availableInventory'>): AddBlockReason | null {
  if (!product.isForSale) {
    return 'notForSale';
  }
  if (product.isOutOfStock || (product.availableInventory !== null && product.availableInventory <= 0)) {
    return 'outOfStock';
  }
  return null;
}

/** The text shown for a blocked product: its own not-for-sale text, else the spec's defaults. */
export function addBlockText(
  reason: AddBlockReason,
  product: Pick<Product, 'notForSaleText'> | null,
  texts: Pick<Texts, 'notForSale' | 'outOfStock'>,
): string {
  switch (reason) {
    case 'notForSale':
      return product?.notForSaleText ?? texts.notForSale;
    case 'outOfStock':
      return texts.outOfStock;
    default:
      return reason satisfies never;
  }
}
