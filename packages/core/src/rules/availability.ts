import type { CartItem } from '../domain/cart';
import type { Product } from '../domain/product';
import { osloDate } from '../time/oslo';
import type { AddBlockReason } from './add-block-reason';

/**
 * Spec section 9: the inventory notice (code 8) shows when the inventory is below this many steps of the
 * unit rule. 0 or less disables this check.
 */
export const INVENTORY_VISIBLE_IF_LESS_THAN = 4;
/**
 * Spec section 9: the inventory notice (code 8) shows when the wanted quantity is within this many steps of
 * the inventory. 0 or less disables this check.
 */
export const INVENTORY_VISIBLE_IF_QUANTITY_STEPS_AWAY = 2;

/** Spec section 4, "Product availability on add to cart (codes)": the codes by name. */
export const AVAILABILITY = {
  none: 0,
  /** Edit mode: the desired quantity is not above the original order's. */
  editing: 1,
  drugLimit: 2,
  notForSale: 3,
  outOfStock: 4,
  notInCurrentStore: 5,
  lowInventory: 6,
  quantityLimit: 7,
  inventoryNotice: 8,
} as const;

/** Spec section 4: an add-to-cart availability code, 0–8. */
export type AvailabilityCode = (typeof AVAILABILITY)[keyof typeof AVAILABILITY];

/**
 * The order in which the codes are decided, first applicable wins (the spec is silent on it). Blocking
 * reasons come before the rest: product-level blocks (not for sale, not in this store, out of stock), then
 * the quantity limits from the strictest kind of rule (the drug law, the chain's per-order maximum, the stock);
 * then editing, which is more specific than the generic inventory notice; none last.
 */
export const AVAILABILITY_PRECEDENCE: readonly AvailabilityCode[] = [
  AVAILABILITY.notForSale,
  AVAILABILITY.notInCurrentStore,
  AVAILABILITY.outOfStock,
  AVAILABILITY.drugLimit,
  AVAILABILITY.quantityLimit,
  AVAILABILITY.lowInventory,
  AVAILABILITY.editing,
  AVAILABILITY.inventoryNotice,
  AVAILABILITY.none,
];

/** The product facts the rule reads (a subset of spec section 3's Product). */
export type AvailabilityProduct = Pick<
  Product,
  | 'ean'
  | 'isForSale'
  | 'isOutOfStock'
  | 'availableInventory'
  | 'unitRule'
  | 'maxQuantityPerOrder'
  | 'maxQuantityPerOrderFrom'
  | 'maxQuantityPerOrderTo'
  | 'drug'
>;

/** A cart line as the rule reads it: a CartItem fits. */
export interface AvailabilityCartLine {
  ean: string;
  quantity: number;
  product: Pick<Product, 'drug'>;
}

/**
 * Spec section 4: "A non-orderable product can still be added only if ignoreOutOfStock or allowAddingOutOfStockToCart
 * applies or the product exists in the store." Our reading: they lift code 4 (out of stock) and the inventory as a
 * limit, nothing else: not for sale (3), not in the current store (5), the per-order maximum and the drug limit still
 * hold. {@link overridesOutOfStock} is their one test.
 */
export interface OutOfStockOverrides {
  /** `<add-to-cart-button ignore-out-of-stock="true">`: this button may add its product while it is out of stock. */
  ignoreOutOfStock?: boolean;
  /** Feature flag `allowAddingOutOfStockToCart` (default off): every button and the cart's add accept it. */
  allowAddingOutOfStockToCart?: boolean;
  /**
   * The product is known to be on the current store's shelves although the online stock says otherwise. Our reading:
   * not the product's `existsInStore` (spec section 3): that one says whether the current store carries the product at
   * all (code 5) and is true for nearly every product, so it would lift code 4 everywhere, against "Out of stock gives
   * 4". The platform's product has no field for the shelf, so no element passes it; a caller that knows may.
   */
  existsInStore?: boolean;
}

/**
 * Whether an override lets an out-of-stock product be added (spec section 4): the one test of the exceptions, for the
 * button's view, the cart popup's lines and the cart's add. Any object with the flags fits: the site's `features`
 * (`allowAddingOutOfStockToCart`), the button's input (with its `ignoreOutOfStock`).
 */
export function overridesOutOfStock(overrides: OutOfStockOverrides = {}): boolean {
  return !!(overrides.ignoreOutOfStock || overrides.allowAddingOutOfStockToCart || overrides.existsInStore);
}

/** Spec section 9: the inventory notice thresholds (0 or less disables each). */
export interface InventoryThresholds {
  inventoryVisibleIfLessThan: number;
  inventoryVisibleIfQuantityStepsAway: number;
}

/** Everything the availability of one product depends on, apart from the quantity wanted. */
export interface AvailabilityLimitsInput {
  product: AvailabilityProduct;
  /**
   * The cart quantity of the product's drug group on the cart's other lines ({@link drugGroupQuantity}); it counts
   * towards the group's restriction. 0 for a product that is not a drug.
   */
  otherGroupQuantity: number;
  /** Spec section 3, Cart item: the current store does not carry the product. */
  doesNotExistInCurrentStore: boolean;
  /** The lines of the order being edited, or null when the cart is not in edit mode. */
  originalOrderItems?: readonly Pick<CartItem, 'ean' | 'quantity'>[] | null;
  outOfStockOverrides?: OutOfStockOverrides;
  now: Date;
}

/** The availability question: may the product's cart line hold `desiredQuantity`? */
export interface AvailabilityInput extends AvailabilityLimitsInput {
  /** The quantity the product's line would hold after the change (for the add button: the current quantity plus one step). */
  desiredQuantity: number;
  /** Defaults: {@link INVENTORY_VISIBLE_IF_LESS_THAN} and {@link INVENTORY_VISIBLE_IF_QUANTITY_STEPS_AWAY}. */
  thresholds?: Partial<InventoryThresholds>;
}

/** The answer of {@link productAvailability}. */
export interface Availability {
  code: AvailabilityCode;
  /** Whether the line may hold the desired quantity: false exactly for the blocking codes (2–7). */
  canAdd: boolean;
  /** The greatest line quantity the stepper may reach (a whole number of steps), or null when nothing limits it. */
  maxQuantity: number | null;
  /** The inventory offered to this cart (with the edited order's quantity added, never below 0), or null when unknown. */
  inventory: number | null;
  /** Out of stock (flagged, or inventory at or below 0), whether or not an override lets it be added. */
  isOutOfStock: boolean;
  /** The number the code's message names: the drug group's restriction (2), the per-order maximum (7), the inventory (6, 8), the original quantity (1); else null. */
  limit: number | null;
}

/** The limits on a product's cart line, before any quantity is wanted. */
export interface AvailabilityLimits {
  /** The reason the product cannot be added at all (3, 5 or 4), or null. */
  productBlock: typeof AVAILABILITY.notForSale | typeof AVAILABILITY.notInCurrentStore | typeof AVAILABILITY.outOfStock | null;
  /** Quantity of one step of the stepper (the unit rule; 1 when the product has none). */
  step: number;
  /** The edited order's quantity of the product: 0 outside edit mode. */
  originalQuantity: number;
  isEditing: boolean;
  inventory: number | null;
  isOutOfStock: boolean;
  /** The inventory as a limit: null when unknown, or when an override lets an out-of-stock product be added. */
  inventoryLimit: number | null;
  /** The per-order maximum when it applies today, else null. */
  orderLimit: number | null;
  /** The drug group's restriction, when the product is a restricted drug. */
  drugRestriction: number | null;
  /** What the drug group's restriction leaves for this line after the group's other cart lines. */
  drugLimit: number | null;
  /** See {@link Availability.maxQuantity}. */
  maxQuantity: number | null;
}

// Quantities of weight products may be fractional: tolerate float noise when counting whole steps.
const STEP_EPSILON = 1e-9;
const ISO_DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** Quantity of one step of the quantity picker: the unit rule, or 1 when the product has none. */
export function quantityStep(product: Pick<Product, 'unitRule'>): number {
  return product.unitRule > 0 ? product.unitRule : 1;
}

/**
 * Spec section 4: whether the per-order maximum applies at `now`: a positive maximum, within its from/to
 * bounds (each inclusive, missing means open). A date without time is a whole calendar day in Oslo.
 */
export function isMaxQuantityPerOrderActive(
  product: Pick<Product, 'maxQuantityPerOrder' | 'maxQuantityPerOrderFrom' | 'maxQuantityPerOrderTo'>,
  now: Date,
): boolean {
  if (product.maxQuantityPerOrder === null || product.maxQuantityPerOrder <= 0) {
    return false;
  }
  return !hasNotStarted(now, product.maxQuantityPerOrderFrom) && !hasEnded(now, product.maxQuantityPerOrderTo);
}

/**
 * Spec section 4: the cart quantity of a drug's ATC code and adult/child group, over the lines of other
 * products (the product's own line is left out).
 */
export function drugGroupQuantity(drug: NonNullable<Product['drug']>, ean: string, cartItems: readonly AvailabilityCartLine[]): number {
  let total = 0;
  for (const line of cartItems) {
    const lineDrug = line.product.drug;
    if (line.ean !== ean && lineDrug !== null && lineDrug.atcCode === drug.atcCode && lineDrug.isForChildren === drug.isForChildren) {
      total += line.quantity;
    }
  }
  return total;
}

/**
 * The limits on a product's cart line (spec section 4): inventory (plus the edited order's quantity), the
 * per-order maximum within its dates, and what the drug group leaves; their minimum in whole steps is the
 * greatest quantity the stepper may reach.
 */
export function availabilityLimits(input: AvailabilityLimitsInput): AvailabilityLimits {
  const { product } = input;
  const step = quantityStep(product);
  const isEditing = input.originalOrderItems !== null && input.originalOrderItems !== undefined;
  const originalQuantity = sumQuantity(input.originalOrderItems ?? [], product.ean);

  const stockInventory = product.isOutOfStock ? 0 : product.availableInventory;
  const rawInventory = stockInventory === null ? null : stockInventory + originalQuantity;
  const isOutOfStock = rawInventory !== null && rawInventory <= 0;
  const outOfStockOverridden = isOutOfStock && overridesOutOfStock(input.outOfStockOverrides);
  const inventory = rawInventory === null ? null : Math.max(rawInventory, 0);
  const inventoryLimit = outOfStockOverridden ? null : inventory;

  const orderLimit = isMaxQuantityPerOrderActive(product, input.now) ? product.maxQuantityPerOrder : null;

  const drug = product.drug;
  const drugRestriction = drug !== null && drug.restriction !== null && drug.restriction > 0 ? drug.restriction : null;
  const drugLimit = drug !== null && drugRestriction !== null ? Math.max(drugRestriction - input.otherGroupQuantity, 0) : null;

  let productBlock: AvailabilityLimits['productBlock'] = null;
  if (!product.isForSale) {
    productBlock = AVAILABILITY.notForSale;
  } else if (input.doesNotExistInCurrentStore) {
    productBlock = AVAILABILITY.notInCurrentStore;
  } else if (isOutOfStock && !outOfStockOverridden) {
    productBlock = AVAILABILITY.outOfStock;
  }

  return {
    productBlock,
    step,
    originalQuantity,
    isEditing,
    inventory,
    isOutOfStock,
    inventoryLimit,
    orderLimit,
    drugRestriction,
    drugLimit,
    maxQuantity: productBlock === null ? wholeSteps(minimumOf([inventoryLimit, orderLimit, drugLimit]), step) : 0,
  };
}

/**
 * The greatest quantity a product's cart line may hold (a whole number of unit-rule steps): 0 when the
 * product cannot be added at all, null when nothing limits it.
 */
export function maxQuantityAllowed(input: AvailabilityLimitsInput): number | null {
  return availabilityLimits(input).maxQuantity;
}

/** Spec section 4: the availability code of a product for a wanted line quantity, with the numbers its messages need. */
export function productAvailability(input: AvailabilityInput): Availability {
  const limits = availabilityLimits(input);
  const code = availabilityCode(input, limits);
  return {
    code,
    canAdd: !isBlockingAvailability(code),
    maxQuantity: limits.maxQuantity,
    inventory: limits.inventory,
    isOutOfStock: limits.isOutOfStock,
    limit: codeLimit(code, limits),
  };
}

/**
 * The reason a product cannot be added at all that an availability code names (3, 5, 4; else null): addBlockReason's
 * answer for the same product and exceptions, as the button's view reads it from the availability it has at hand.
 */
export function blockReasonOf(code: AvailabilityCode): AddBlockReason | null {
  return code === AVAILABILITY.notForSale
    ? 'notForSale'
    : code === AVAILABILITY.notInCurrentStore
      ? 'notInCurrentStore'
      : code === AVAILABILITY.outOfStock
        ? 'outOfStock'
        : null;
}

/** Whether a code stops the add button (2–7); 0, 1 and 8 let the quantity through. */
export function isBlockingAvailability(code: AvailabilityCode): boolean {
  switch (code) {
    case AVAILABILITY.none:
    case AVAILABILITY.editing:
    case AVAILABILITY.inventoryNotice:
      return false;
    case AVAILABILITY.drugLimit:
    case AVAILABILITY.notForSale:
    case AVAILABILITY.outOfStock:
    case AVAILABILITY.notInCurrentStore:
    case AVAILABILITY.lowInventory:
    case AVAILABILITY.quantityLimit:
      return true;
    default:
      return code satisfies never;
  }
}

// First applicable wins, in AVAILABILITY_PRECEDENCE's order: 3, 5, 4, 2, 7, 6, 1, 8, 0 (blocking before the rest).
function availabilityCode(input: AvailabilityInput, limits: AvailabilityLimits): AvailabilityCode {
  if (limits.productBlock !== null) {
    return limits.productBlock;
  }
  const desired = input.desiredQuantity;
  if (limits.drugLimit !== null && exceeds(desired, limits.drugLimit)) {
    return AVAILABILITY.drugLimit;
  }
  if (limits.orderLimit !== null && exceeds(desired, limits.orderLimit)) {
    return AVAILABILITY.quantityLimit;
  }
  if (limits.inventoryLimit !== null && exceeds(desired, limits.inventoryLimit)) {
    return AVAILABILITY.lowInventory;
  }
  if (limits.isEditing && limits.originalQuantity > 0 && !exceeds(desired, limits.originalQuantity)) {
    return AVAILABILITY.editing;
  }
  if (limits.inventoryLimit !== null && showsInventoryNotice(limits.inventoryLimit, desired, limits.step, input.thresholds ?? {})) {
    return AVAILABILITY.inventoryNotice;
  }
  return AVAILABILITY.none;
}

/** Spec section 4 and 9: the notice shows when stock is below the threshold in steps, or the wanted quantity is within the step distance of it. */
function showsInventoryNotice(inventory: number, desired: number, step: number, thresholds: Partial<InventoryThresholds>): boolean {
  const lessThan = thresholds.inventoryVisibleIfLessThan ?? INVENTORY_VISIBLE_IF_LESS_THAN;
  const stepsAway = thresholds.inventoryVisibleIfQuantityStepsAway ?? INVENTORY_VISIBLE_IF_QUANTITY_STEPS_AWAY;
  if (lessThan > 0 && inventory < lessThan * step) {
    return true;
  }
  return stepsAway > 0 && inventory - desired <= stepsAway * step + STEP_EPSILON;
}

function exceeds(quantity: number, limit: number): boolean {
  return quantity > limit + STEP_EPSILON;
}

function codeLimit(code: AvailabilityCode, limits: AvailabilityLimits): number | null {
  switch (code) {
    case AVAILABILITY.drugLimit:
      return limits.drugRestriction;
    case AVAILABILITY.quantityLimit:
      return limits.orderLimit;
    case AVAILABILITY.lowInventory:
    case AVAILABILITY.inventoryNotice:
      return limits.inventory;
    case AVAILABILITY.editing:
      return limits.originalQuantity;
    case AVAILABILITY.none:
    case AVAILABILITY.notForSale:
    case AVAILABILITY.outOfStock:
    case AVAILABILITY.notInCurrentStore:
      return null;
    default:
      return code satisfies never;
  }
}

function sumQuantity(lines: readonly Pick<CartItem, 'ean' | 'quantity'>[], ean: string): number {
  let total = 0;
  for (const line of lines) {
    if (line.ean === ean) {
      total += line.quantity;
    }
  }
  return total;
}

function minimumOf(values: readonly (number | null)[]): number | null {
  let minimum: number | null = null;
  for (const value of values) {
    if (value !== null && (minimum === null || value < minimum)) {
      minimum = value;
    }
  }
  return minimum;
}

function wholeSteps(limit: number | null, step: number): number | null {
  if (limit === null) {
    return null;
  }
  return Math.max(Math.floor(limit / step + STEP_EPSILON), 0) * step;
}

// An unreadable bound is ignored rather than blocking: the maximum then applies for longer, never less.
function hasNotStarted(now: Date, from: string | null): boolean {
  if (from === null) {
    return false;
  }
  if (ISO_DATE_ONLY.test(from)) {
    return osloDate(now) < from;
  }
  const start = Date.parse(from);
  return !Number.isNaN(start) && now.getTime() < start;
}

function hasEnded(now: Date, to: string | null): boolean {
  if (to === null) {
    return false;
  }
  if (ISO_DATE_ONLY.test(to)) {
    return osloDate(now) > to;
  }
  const end = Date.parse(to);
  return !Number.isNaN(end) && now.getTime() > end;
}
