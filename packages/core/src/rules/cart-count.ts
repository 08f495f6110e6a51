import type { CartItem } from '../domain/cart';

/** The number of units in the cart: the sum of quantities (weight products count as pieces). */
export function countCartUnits(items: readonly Pick<CartItem, 'quantity'>[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}
