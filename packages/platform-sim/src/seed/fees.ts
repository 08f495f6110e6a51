import type { BagType, ServiceFeeType } from '@kurv/core/domain';

/** What one bag (or box) of a bag type costs and how many kilograms of groceries it holds. */
export interface BagFee {
  /** Kroner per bag or box. */
  pricePerBag: number;
  /** Kilograms of groceries one bag or box holds: the cart needs ceil(totalWeight / this) of them. */
  kilogramsPerBag: number;
}

/**
 * The bag fees of the simulator's cart calculator (the spec names the bag types, not their prices): a plastic bag
 * (PLAST) 2.00 kr, a paper bag (PAPIR) 3.50 kr, each holding 7 kg; a cardboard box (PAPPESKE) 9.90 kr, holding 20 kg.
 * A cart with items needs at least one bag; an empty cart none.
 */
export const BAG_FEES: Readonly<Record<BagType, BagFee>> = {
  PLAST: { pricePerBag: 2, kilogramsPerBag: 7 },
  PAPIR: { pricePerBag: 3.5, kilogramsPerBag: 7 },
  PAPPESKE: { pricePerBag: 9.9, kilogramsPerBag: 20 },
};

/**
 * The flat service fees of the simulator's cart calculator, in kroner per order: cutting for a business
 * (OPPSKJAERING) 149 kr, cutting for a private shopper (OPPSKJAERING_PRIVAT) 99 kr, paying by invoice (INVOICE) 39 kr.
 * No service fee type, no fee; an empty cart pays none either.
 */
export const SERVICE_FEES: Readonly<Record<ServiceFeeType, number>> = {
  OPPSKJAERING: 149,
  OPPSKJAERING_PRIVAT: 99,
  INVOICE: 39,
};

/** The bag types the calculator takes, in the order of spec section 3. */
export const SIM_BAG_TYPES = Object.keys(BAG_FEES) as BagType[];

/** The service fee types the calculator takes, in the order of spec section 3. */
export const SIM_SERVICE_FEE_TYPES = Object.keys(SERVICE_FEES) as ServiceFeeType[];
