import { FROZEN_FOOD_CATEGORY } from '../../constants';
import type { CartItem, CartTotals } from '../../domain/cart';
import type { Product } from '../../domain/product';

/** Spec section 7: the window call's `cartInfo`. */
export interface WindowCartInfo {
  numberOfItemsOrdered: number;
  totalWeight: number;
  totalToPay: number;
  containsFrozenFood: boolean;
}

/** Our reading of spec section 3 (the product has no frozen flag): a product of the frozen-food category is frozen. */
export function isFrozenFood(product: Pick<Product, 'categoryName'>): boolean {
  return product.categoryName.trim().toLocaleLowerCase('nb') === FROZEN_FOOD_CATEGORY.toLocaleLowerCase('nb');
}

/**
 * Spec section 7: `cartInfo{numberOfItemsOrdered, totalWeight, totalToPay, containsFrozenFood}` of the window call, from
 * the cart: the units in it, its weight, its total to pay (the cart's `totals.totalToPay`, not the price-interval total),
 * and whether a line (with a quantity) is frozen food.
 */
export function windowCartInfo(cart: {
  items: readonly Pick<CartItem, 'quantity' | 'product'>[];
  totals: Pick<CartTotals, 'totalWeight' | 'totalToPay'>;
}): WindowCartInfo {
  const ordered = cart.items.filter((item) => item.quantity > 0);
  return {
    numberOfItemsOrdered: ordered.reduce((sum, item) => sum + item.quantity, 0),
    totalWeight: cart.totals.totalWeight,
    totalToPay: cart.totals.totalToPay,
    containsFrozenFood: ordered.some((item) => isFrozenFood(item.product)),
  };
}
