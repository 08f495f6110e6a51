import type { CartItem } from '../../domain/cart';
import { cartItemOf } from '../../domain/cart-item';
import type { OrderLine } from '../../domain/order';
import type { ShopState } from '../shop-state';

/** The order's lines as cart lines, for the products the catalog has. */
export function toCartLines(lines: readonly OrderLine[], state: ShopState): CartItem[] {
  return lines.flatMap((line): CartItem[] => {
    const product = state.catalog.products[line.ean];
    return product ? [cartItemOf(product, line)] : [];
  });
}
