import type { Product, StoreLocation } from '@kurv/core/domain';

/** The fields every seeded product gives; the others take the platform's defaults. */
type SeededProductFields =
  | 'ean'
  | 'title'
  | 'subtitle'
  | 'brand'
  | 'vendor'
  | 'categoryName'
  | 'price'
  | 'priceOriginal'
  | 'pricePerUnit'
  | 'pricePerUnitOriginal'
  | 'unit'
  | 'weight';

/**
 * A product as seeded: core's product, with the platform's defaults left out, and the type code of its promotion (the
 * calculator's, never in the product payload; default 3, mix-and-match, spec section 9).
 */
export type SeedProduct = Pick<Product, SeededProductFields> &
  Partial<Omit<Product, SeededProductFields>> & {
    promotionTypeCode?: number;
  };

/** A seeded store, in the platform's mapped store format. */
export interface SeedStore extends StoreLocation {
  municipality: string;
  location: { lat: number; lon: number };
  phoneNumber: string;
  chainId: string;
  type: 'STORE';
  /** A store deviation (spec section 3) shown between the two instants (ISO). */
  deviationInfo?: string;
  deviationInfoDisplayFrom?: string;
  deviationInfoDisplayTo?: string;
  /** Set on pickup points that are not the store itself (a parcel locker): where to collect. */
  pickupPointDescription?: string;
  /** A pickup point known by its id only: left out of the lists of stores and pickup points (MENY Bryn's locker). */
  unlisted?: true;
  /**
   * A pickup point only the pickup-point service lists (`GET /sylinder/hentevinduer/hentepunkter/v1`): left out of the
   * handover options' stores, known by its id like any point (its windows, reservations, `GET /api/pickup`).
   */
  pickupListOnly?: true;
}
