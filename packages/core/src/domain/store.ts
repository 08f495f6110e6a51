/** A store or pickup point (spec section 3, "Store / location"); the fields the widgets use. */
export interface StoreLocation {
  /** Picking store id. */
  gln: string;
  /** Pickup point id; equal to gln for a store. */
  pickupGln: string;
  name: string;
  address: string;
  postalCode: string;
  city: string;
  county: string;
  /** Spec section 3's other store fields, kept when the platform sends them: the member's store only (decodeMemberStore). */
  municipality?: string;
  location?: { lat: number; lon: number };
  phoneNumber?: string;
  chainId?: string;
  type?: 'STORE';
  /** Spec section 3: the store's deviation text (platform markup), when it has one. */
  deviationInfo?: string;
  /** ISO instants between which the deviation text is shown; either may be missing. */
  deviationInfoDisplayFrom?: string;
  deviationInfoDisplayTo?: string;
  /** Spec section 3: how to find the pickup point (platform markup), when it has one. */
  pickupPointDescription?: string;
}

/** Spec section 3: BUTIKK (store pickup) or HJEM (home delivery). */
export type HandoverType = 'Store' | 'Delivery';

/** The anonymous default of the extended user: a store and a handover type. */
export interface DefaultUser {
  chainId: string;
  store: StoreLocation;
  handoverType: HandoverType;
}
