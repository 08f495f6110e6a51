import type { Coordinates, WindowTag } from '../../domain/extended-user';
import type { HandoverType, StoreLocation } from '../../domain/store';

/** Spec section 3, Handover product: 'FLEXI' or empty. */
export type HandoverFlexibility = 'FLEXI' | '';

/** Spec section 3: a handover product (the delivery or pickup fee) and the order totals it applies to. Times are ISO instants. */
export interface HandoverProduct {
  price: number;
  /** Lower bound of the order total (inclusive). */
  priceIntervalFrom: number;
  /** Upper bound of the order total (exclusive); null means the spec's default 2e10. */
  priceIntervalTo: number | null;
  /** The order deadline for this product; the product is usable only while it is in the future. */
  deadline: string;
  ean: string;
  flexibility: HandoverFlexibility;
  title: string;
}

/** Spec section 3: a validation error the platform reports for a handover option. */
export interface HandoverValidationError {
  parameter: string;
  error: string;
}

/** Spec section 3: a delivery location's address ({product}Address is given a neutral name). */
export interface DeliveryAddress {
  firstName: string;
  lastName: string;
  address: string;
  postalCode: string;
  city: string;
  deliveryComment: string;
  coordinates: Coordinates | null;
  isAlternativeAddress: boolean;
  /** is{product}Address */
  isLoyaltyAddress: boolean;
}

/** Spec section 3: a delivery location (for store pickup: a store, with no address). */
export interface DeliveryLocation {
  address: DeliveryAddress | null;
  store: StoreLocation | null;
  stores: StoreLocation[];
}

/** Spec section 3: a handover option, one per handover type. */
export interface HandoverOption {
  handoverType: HandoverType;
  handoverProducts: HandoverProduct[];
  locations: DeliveryLocation[];
  validation: HandoverValidationError[];
  closestStoreOrPickupPoint: StoreLocation | null;
}

/** Spec section 3: the answer of the coverage check for an address. No closest store means no coverage. */
export interface CoverageResult {
  closestStore: StoreLocation | null;
  bestPrice: number;
  bestPriceThreshold: number;
  deliveryThreshold: number;
}

/** Spec section 4: the unavailable-product period types. */
export type UnavailablePeriodType = 'DATE' | 'DAY' | 'LEADTIMEPRODUCT' | 'SUPPLIERPRODUCT';

/** Spec section 3: a product the window cannot hand over, and when (see window-eligibility.ts for the reading of from/to). */
export interface UnavailableProduct {
  ean: string;
  periodType: UnavailablePeriodType;
  from: string | null;
  to: string | null;
}

/** Spec section 3: a handover window. Times are ISO instants. */
export interface HandoverWindow {
  windowId: string;
  displayFrom: string;
  displayTo: string;
  from: string;
  to: string;
  capacity: number;
  isTemporarilyDisabled: boolean;
  handoverProducts: HandoverProduct[];
  unavailableProducts: UnavailableProduct[];
  /** EANs the window cannot hand over at all. */
  notAvailableForProducts: string[];
  alcoholAllowed: boolean;
  ageRestrictedProductsAllowed: boolean;
  supplierOrderDeadline: string | null;
  carrierWindowId: string | null;
  windowTags: WindowTag[];
  /** isTriple{product} */
  isTripleBonus: boolean;
  /** Spec section 4 Session: "if the window carries a gln"; null when it does not. */
  gln: string | null;
}

/** Spec section 3: a day of windows. */
export interface HandoverDay {
  /** yyyy-MM-dd in Oslo. */
  date: string;
  /** isTriple{product} */
  isTripleBonus: boolean;
  handoverWindows: HandoverWindow[];
}

/** Spec section 3: a window reservation as kept locally. */
export interface Reservation {
  reservationId: string;
  pickupGln: string;
  windowId: string;
  from: string;
  to: string;
  /** The instant the reservation runs out. */
  reservedTo: string;
  memberId: string;
  handoverType: HandoverType;
}

/** One cart line as window eligibility sees it. */
export interface CartItemFacts {
  ean: string;
  /** Days of lead time; 0 or null when none. */
  leadTime: number | null;
  mustOrderFromSupplier: boolean;
}

/** What window eligibility needs from the cart. */
export interface CartFacts {
  /** The cart calculator's total; null when not calculated yet (then it counts as 1, spec section 9). */
  calculatorTotal: number | null;
  /** Kilograms. */
  totalWeight: number;
  hasAgeRestrictedItems: boolean;
  hasAlcoholItems: boolean;
  items: CartItemFacts[];
}
