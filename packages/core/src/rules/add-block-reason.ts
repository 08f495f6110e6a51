import type { Product } from '../domain/product';
import { type OutOfStockOverrides, overridesOutOfStock } from './availability';

/** Why a product cannot be added to the cart at all, or null when it can. */
export type AddBlockReason = 'notForSale' | 'notInCurrentStore' | 'outOfStock';

/**
 * Spec section 4 (availability codes 3, 5 and 4, in the precedence of AVAILABILITY_PRECEDENCE): not for sale blocks
 * first, then not in the current store, then out of stock (flagged, or inventory at or below 0) unless an override lets
 * it be added (`overridesOutOfStock`, as the availability rules ask). The full 0–8 availability rules extend this.
 */
export function addBlockReason(
  product: Pick<Product, 'isForSale' | 'isOutOfStock' | 'availableInventory'> & Partial<Pick<Product, 'existsInStore'>>,
  overrides?: OutOfStockOverrides,
): AddBlockReason | null {
  if (!product.isForSale) {
    return 'notForSale';
  }
  if (product.existsInStore === false) {
    return 'notInCurrentStore';
  }
  if (
    (product.isOutOfStock || (product.availableInventory !== null && product.availableInventory <= 0)) &&
    !overridesOutOfStock(overrides)
  ) {
    return 'outOfStock';
  }
  return null;
}
