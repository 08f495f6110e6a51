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

/** Whether two carts hold the same lines (quantities and line options), in whatever order. */
export function sameSyncedLines(a: readonly SyncedCartLine[], b: readonly SyncedCartLine[]): boolean {
  if (a.length !== b.length) {
    return false;
  }
  const byEan = new Map(b.map((line) => [line.ean, line]));
  return a.every((line) => {
    const other = byEan.get(line.ean);
    return other !== undefined && sameLine(line, other);
  });
}

function sameLine(a: SyncedCartLine | undefined, b: SyncedCartLine | undefined): boolean {
  if (a === undefined || b === undefined) {
    return a === b;
  }
  return a.quantity === b.quantity && a.substitute === b.substitute && a.shouldSlice === b.shouldSlice;
}

/** The three carts a change notification's merge reads, each as lines. */
export interface NotifiedCartSides {
  /** What the platform was last known to hold: the last cart read from it, or the last upload it confirmed. */
  known: readonly SyncedCartLine[];
  /** This device's cart now. */
  local: readonly SyncedCartLine[];
  /** The platform's cart now, read after the notification. */
  remote: readonly SyncedCartLine[];
}

/**
 * How the member's cart on the platform comes into this device's after a change notification (the spec says only that
 * the cart is synchronised). Line by line against what the platform was known to hold: a line this device changed
 * (added, removed, another quantity or line option) that the platform has not confirmed keeps this device's version,
 * also where the platform changed it too; every other line is the platform's (another device's change, a removal
 * included). So a notification never drops a change the platform has not seen, and a notification of this device's own
 * upload changes nothing. The platform's lines first, in its order, then the lines only this device added.
 */
export function mergeNotifiedMemberCart({ known, local, remote }: NotifiedCartSides): SyncedCartLine[] {
  const knownByEan = new Map(known.map((line) => [line.ean, line]));
  const localByEan = new Map(local.map((line) => [line.ean, line]));
  const changedHere = (ean: string) => !sameLine(localByEan.get(ean), knownByEan.get(ean));
  const fromPlatform = remote.flatMap((line) => {
    if (!changedHere(line.ean)) {
      return [{ ...line }];
    }
    const mine = localByEan.get(line.ean);
    // Removed here, not yet confirmed: stays removed.
    return mine === undefined ? [] : [{ ...mine }];
  });
  const remoteEans = new Set(remote.map((line) => line.ean));
  // A line the platform lacks stays only when this device added or changed it (the platform removed the others).
  const onlyHere = local.filter((line) => !remoteEans.has(line.ean) && changedHere(line.ean)).map((line) => ({ ...line }));
  return [...fromPlatform, ...onlyHere];
}

/**
 * The lines of the member's cart on the platform that can be a cart's: a line without a positive, finite quantity (a
 * malformed answer; the platform refuses to store one) goes, as a stored line does (stored-cart-limits.ts), so that the
 * cart stays valid for the calculator and the window fetch (spec section 5: "a cart-validity check runs first").
 */
export function validSyncedLines(lines: readonly SyncedCartLine[]): SyncedCartLine[] {
  return lines.filter((line) => Number.isFinite(line.quantity) && line.quantity > 0);
}
