import { array, boolean, DecodeError, type Decoder, nullable, number, object, oneOf, string, withDefault } from '../../api/decode';
import { decodeProduct } from '../../api/products/get-products';
import {
  BAG_TYPES,
  type CartFees,
  type CartItem,
  type CartOptionPrices,
  type CartTotals,
  NO_CART_FEES,
  ORDER_DEFAULTS,
  SERVICE_FEE_TYPES,
  SUBSTITUTE_PREFERENCES,
} from '../../domain/cart';
import type { Logger } from '../../logger';
import type { CartRevision } from '../../rules/cart-revision';
import { clampStoredLines } from '../../rules/stored-cart-limits';
import { normalizeSubstitutes } from '../../rules/substitutes';
import type { GuardedStorage } from '../../storage/guarded-storage';
import type { CartContents, CartPriceBreakdown } from './cart-state';

/**
 * The cart as kept in local storage, so that it survives a reload. The spec lists the stored
 * keys but not their names; ours is `kurv.cart.<chainId>`.
 */
export interface StoredCart extends CartContents {
  version: 1;
  persistedId: string;
  /** The change these contents are (its priced write has the revision of its first, unpriced one); absent before revisions. */
  revision?: CartRevision;
}

export function cartStorageKey(chainId: string): string {
  return `kurv.cart.${chainId}`;
}

/** The option prices as the cart stored them (only numbers kept). */
const decodeOptionPrices: Decoder<CartOptionPrices> = (value) => {
  const record = (part: unknown): Record<string, number> =>
    typeof part === 'object' && part !== null
      ? Object.fromEntries(Object.entries(part).filter((entry): entry is [string, number] => typeof entry[1] === 'number'))
      : {};
  const prices = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  return { bagTypes: record(prices.bagTypes), serviceFeeTypes: record(prices.serviceFeeTypes) };
};

/** A change's revision as stored (or sent by another tab); none in a cart stored before revisions. */
export const decodeStoredRevision: Decoder<CartRevision | undefined> = withDefault(
  object<CartRevision>({ count: number, tab: string }),
  undefined,
);

const decodeStoredCart: Decoder<StoredCart> = object<StoredCart>({
  version: (value, path) => {
    if (value !== 1) {
      throw new DecodeError(path, 'version 1');
    }
    return 1;
  },
  persistedId: string,
  revision: decodeStoredRevision,
  items: array(
    object<CartItem>({
      id: string,
      ean: string,
      quantity: number,
      product: decodeProduct,
      lineTotal: nullable(number),
      lineTotalOriginal: nullable(number),
      // Fields added after the first stored carts: a cart stored before them reads with the defaults.
      substitute: withDefault(boolean, true),
      shouldSlice: withDefault(boolean, false),
      doesNotExistInCurrentStore: withDefault(boolean, false),
      calculatedQuantity: withDefault(nullable(number), null),
      unitPrice: withDefault(nullable(number), null),
    }),
  ),
  totals: object<CartTotals>({ calculatorTotal: number, totalWeight: number, totalToPay: number }),
  fees: withDefault(object<CartFees>({ bag: number, service: number, handover: withDefault(nullable(number), null) }), NO_CART_FEES),
  minimumPurchase: nullable(number),
  bagType: withDefault(nullable(oneOf(BAG_TYPES)), ORDER_DEFAULTS.bagType),
  serviceFeeType: nullable(oneOf(SERVICE_FEE_TYPES)),
  substitutePreference: withDefault(oneOf(SUBSTITUTE_PREFERENCES), ORDER_DEFAULTS.substitutePreference),
  substituteComment: withDefault(string, ''),
  breakdown: withDefault(
    nullable(
      object<CartPriceBreakdown>({
        itemsTotal: number,
        discount: number,
        optionPrices: withDefault(nullable(decodeOptionPrices), null),
        pricedFor: string,
      }),
    ),
    null,
  ),
});

/**
 * Decodes a cart stored or sent by another tab, its lines within the limits at `now` (clampStoredLines); a missing, old
 * or corrupt one answers null (and is logged).
 */
export function decodeStoredCartValue(value: unknown, logger: Logger, now: Date): StoredCart | null {
  if (value === undefined || value === null) {
    return null;
  }
  try {
    const cart = decodeStoredCart(value, 'storedCart');
    // Spec section 4: a preference other than SIMILAR (stored by an older version) reads as SIMILAR, substitutes on.
    return normalizeSubstitutes({ ...cart, items: clampStoredLines(cart.items, now) });
  } catch (error) {
    logger.warn('Ignoring a stored cart that cannot be read', error);
    return null;
  }
}

/** Reads the stored cart, within the limits at `now`; a missing, old or corrupt one answers null (and is logged). */
export function readStoredCart(storage: GuardedStorage, chainId: string, logger: Logger, now: Date): StoredCart | null {
  return decodeStoredCartValue(storage.read(cartStorageKey(chainId)), logger, now);
}

export function writeStoredCart(storage: GuardedStorage, chainId: string, cart: StoredCart): boolean {
  return storage.write(cartStorageKey(chainId), cart);
}
