import type { GenderCode, ListUpdateMode } from './member-codes';

export type { GenderCode, ListUpdateMode } from './member-codes';

import type { HandoverType, StoreLocation } from './store';

export interface Coordinates {
  lat: number;
  lon: number;
}

/** Spec section 3, Membership: a consent per chain and channel, for an agreement. */
export interface Consent {
  agreementId: string;
  chainId: string | null;
  channel: string | null;
  type: string | null;
  /** 'true' when given (the platform answers strings). */
  status: string;
}

/**
 * Spec section 3 names the member's `media` and no field of them; ours: a loyalty medium (a bank card or a member
 * card the member shops with), its type as the platform names it and its (masked) number.
 */
export interface MemberMedium {
  type: string;
  id: string;
}

/**
 * Spec section 3 names the household's `children` and no field of them; ours: a child's first name and birth year
 * (null when unknown).
 */
export interface HouseholdChild {
  firstName: string;
  birthYear: number | null;
}

/** Spec section 3: the logged-in member. Loyalty-named fields ({product}) are given neutral names. */
export interface CurrentMember {
  memberId: string;
  memberCryptoKey: string | null;
  customerNumber: string | null;
  firstName: string;
  lastName: string;
  displayName: string;
  email: string | null;
  phoneNumber: string | null;
  mobile: string | null;
  birthdate: string | null;
  /** A code of GENDER_CODES; null when the platform has none (or one it does not know). */
  gender: GenderCode | null;
  barCode: string | null;
  media: MemberMedium[];
  /** Not placed by the spec; ours: the member's choice, default APPEND. */
  listUpdateMode: ListUpdateMode;
  hasEmail: boolean;
  hasBankCard: boolean;
  hasMobile: boolean;
  /** has{product}Visa */
  hasLoyaltyVisa: boolean;
  /** needsToUpdate{product}Consent */
  needsToUpdateLoyaltyConsent: boolean;
  /** Default 'NG'. */
  productRelevancePreference: string;
  /** has{product}Insurance */
  hasLoyaltyInsurance: boolean;
  /** A primary member of the household, or an associated member (shared membership). */
  membershipType: 'primary' | 'associated';
  /** The member may change placed orders (canCurrentMember update-order flag). */
  canUpdateOrder: boolean;
  consents: Consent[];
}

/** Spec section 3: an alternative address of the household; its id decides create vs update. */
export interface AlternativeAddress {
  id: string | null;
  firstName: string;
  lastName: string;
  address: string;
  postalCode: string;
  city: string;
  deliveryComment: string;
  coordinates: Coordinates | null;
}

export interface Household {
  householdId: string;
  householdCryptoKey: string | null;
  /** {product}Balance */
  loyaltyBalance: number | null;
  address: string;
  postalCode: string;
  city: string;
  phoneNumber: string | null;
  deliveryComment: string;
  isOrganization: boolean;
  organizationName: string | null;
  organizationNumber: string | null;
  organizationDepartmentName: string | null;
  assortmentGroup: string | null;
  coordinates: Coordinates | null;
  addresses: AlternativeAddress[];
  children: HouseholdChild[];
  /** The member ids of the household. */
  members: string[];
  /** The household's alternative delivery address as single fields (spec section 3); '' when none. */
  alternativeFirstName: string;
  alternativeLastName: string;
  alternativeAddress: string;
  alternativePostalCode: string;
  alternativeCity: string;
  alternativeDeliveryComment: string;
  /** The platform spells it «prefferedStoreId». */
  preferredStoreId: string | null;
  pickupStoreId: string | null;
}

/** Spec section 3: a window tag (Nabo3/5/7, {product}3/5/7, Miljo). */
export interface WindowTag {
  type: string;
  guaranteed: boolean;
  bonusPercent: number | null;
}

export interface DeliveryInfo {
  carrierOrderId: string | null;
  carrierWindowId: string | null;
  firstName: string;
  lastName: string;
  address: string;
  postalCode: string;
  city: string;
  coordinates: Coordinates | null;
  comment: string;
  stores: string[];
}

/** Spec section 3: how and when the goods reach the shopper. Times are ISO instants. */
export interface HandoverInfo {
  handoverType: HandoverType;
  from: string | null;
  to: string | null;
  customerPickupFrom: string | null;
  customerPickupTo: string | null;
  deadline: string | null;
  supplierOrderDeadline: string | null;
  windowId: string | null;
  /** The handover product's EAN. */
  product: string | null;
  windowTags: WindowTag[];
  deliveryInfo: DeliveryInfo | null;
}

/** Spec section 3: the platform's user: member, household, store, handoverInfo. */
export interface ExtendedUser {
  chainId: string;
  currentMember: CurrentMember | null;
  household: Household | null;
  store: StoreLocation;
  handoverInfo: HandoverInfo;
}

/** Spec section 3, order defaults: store pickup with no window chosen. */
export const EMPTY_HANDOVER_INFO: HandoverInfo = {
  handoverType: 'Store',
  from: null,
  to: null,
  customerPickupFrom: null,
  customerPickupTo: null,
  deadline: null,
  supplierOrderDeadline: null,
  windowId: null,
  product: null,
  windowTags: [],
  deliveryInfo: null,
};

/** Spec section 7: a notification from the platform. */
export type NotificationType = 'EXTENDED_USER_UPDATED' | 'SHOPPING_CART_UPDATED' | 'PROCESS_ORDER_COMPLETE';

export interface PlatformNotification {
  type: string;
  /** ISO instant. */
  timestamp: string;
}

/** Spec section 3: a trigger bonus of the loyalty programme. */
export interface TriggerBonus {
  status: string;
  /** yyyy-MM-dd */
  validFrom: string;
  /** yyyy-MM-dd */
  validTo: string;
  percent: number;
  expires: string | null;
}
