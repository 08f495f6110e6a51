import type { CartItem } from '../domain/cart';
import type { Product } from '../domain/product';
import { availabilityLimits, drugGroupQuantity } from './availability';

/** A line quantity the cart changes because a limit of the product no longer allows it. */
export interface ExcessItemAdjustment {
  ean: string;
  from: number;
  /** 0: the line is removed. */
  to: number;
}

/**
 * Spec section 4: "Excess items can be cut down or removed". After the products are read anew (another store, a reload),
 * a line above what its product allows now (inventory, the per-order maximum in force, the drug group's limit) is cut
 * down to it, or removed when nothing is left. Lines are taken in cart order, so of one drug group the earlier lines keep
 * their quantity. Our readings: a product that cannot be added at all (not for sale, not in the store, out of stock) is
 * not "excess": it stays for the unavailable-products dialog and the shopper's choice; a limit only ever lowers a line.
 */
export function excessItemAdjustments(
  items: readonly Pick<CartItem, 'ean' | 'quantity' | 'product'>[],
  now: Date,
  originalOrderItems: readonly Pick<CartItem, 'ean' | 'quantity'>[] | null = null,
): ExcessItemAdjustment[] {
  const kept: { ean: string; quantity: number; product: Pick<Product, 'drug'> }[] = [];
  const adjustments: ExcessItemAdjustment[] = [];
  for (const item of items) {
    const limits = availabilityLimits({
      product: item.product,
      otherGroupQuantity: item.product.drug === null ? 0 : drugGroupQuantity(item.product.drug, item.ean, kept),
      doesNotExistInCurrentStore: false,
      originalOrderItems,
      now,
    });
    let quantity = item.quantity;
    if (limits.productBlock === null && limits.maxQuantity !== null && quantity > limits.maxQuantity) {
      quantity = limits.maxQuantity;
      adjustments.push({ ean: item.ean, from: item.quantity, to: quantity });
    }
    if (quantity > 0) {
      kept.push({ ean: item.ean, quantity, product: item.product });
    }
  }
  return adjustments;
}

/** A line of a cart kept on the platform for a member (our shape: the spec says only that the cart is synchronised). */
export interface SyncedCartLine {
  ean: string;
  quantity: number;
  substitute: boolean;
  shouldSlice: boolean;
}

/**
 * How a cart on this device and the member's cart on the platform become one at login (the spec does not show it). Our
 * choice, so nothing the shopper put in either is lost and nothing doubles: the platform's lines first, then the lines
 * only this device has; a product in both keeps the larger quantity and this device's line options.
 */
export function mergeMemberCart(local: readonly SyncedCartLine[], remote: readonly SyncedCartLine[]): SyncedCartLine[] {
  const localByEan = new Map(local.map((line) => [line.ean, line]));
  const merged = remote.map((line) => {
    const mine = localByEan.get(line.ean);
    return mine ? { ...mine, quantity: Math.max(mine.quantity, line.quantity) } : { ...line };
  });
  const remoteEans = new Set(remote.map((line) => line.ean));
  return [...merged, ...local.filter((line) => !remoteEans.has(line.ean)).map((line) => ({ ...line }))];
}
