import type { SeedStore } from './seed-types';

/**
 * The kinds of seeded shoppers one can log in as (`POST /__sim/login`, `?as=<kind>`): the four roles, and two members
 * with address problems (spec section 8): `noAddress` has no address at all, `addressProblems` a profile address the
 * platform refuses (no house number, not confirmed) and alternative addresses, one no store delivers to.
 */
export type SimUserKind = 'member' | 'simplified' | 'corporate' | 'associated' | 'noAddress' | 'addressProblems';

/** All user kinds, in seed order. */
export const SIM_USER_KINDS: readonly SimUserKind[] = ['member', 'simplified', 'corporate', 'associated', 'noAddress', 'addressProblems'];

/** The assurance level of a login (the token's `acr` claim): Trumf ID, simplified login, none. */
export type SimAssurance = 'substantial' | 'low' | 'none';

export interface SimCoordinates {
  lat: number;
  lon: number;
}

/** A consent as the platform lists it on the member; `status` is a string, "true" or "false". */
export interface SimConsent {
  agreementId: string;
  chainId: string;
  channel: 'email' | 'sms';
  type: string;
  status: 'true' | 'false';
}

/** `currentMember` of the platform's extended user. */
export interface SimCurrentMember {
  memberId: string;
  memberCryptoKey: string;
  customerNumber: string;
  firstName: string;
  lastName: string;
  displayName: string;
  email: string;
  phoneNumber: string;
  mobile: string;
  /** yyyy-MM-dd */
  birthdate: string;
  /** M/K/U (the membership's set, spec section 3); null for none. */
  gender: 'K' | 'M' | 'U' | null;
  barCode: string;
  /** The member's loyalty media: a bank card or member card, its type and masked number. */
  media: { type: string; id: string }[];
  /** How a shopping list goes into the cart (spec section 3, list update mode). */
  listUpdateMode: 'APPEND' | 'REPLACE';
  hasEmail: boolean;
  hasBankCard: boolean;
  hasMobile: boolean;
  hasTrumfVisa: boolean;
  needsToUpdateTrumfConsent: boolean;
  productRelevancePreference: string;
  hasTrumfInsurance: boolean;
  membershipType: 'primary' | 'associated';
  /**
   * The member's update-order flag (spec section 4: "Only a member with the canCurrentMember update-order flag edits"):
   * true for the member and corporate kinds, false for simplified login and the associated member. The extended user's
   * answer repeats it as `canCurrentMemberUpdateOrder`.
   */
  canUpdateOrder: boolean;
  consents: SimConsent[];
}

/** An alternative delivery address of a household. */
export interface SimAlternativeAddress {
  id: string;
  firstName: string;
  lastName: string;
  address: string;
  postalCode: string;
  city: string;
  deliveryComment: string;
  coordinates: SimCoordinates | null;
}

/** `household` of the platform's extended user (the platform spells it `prefferedStoreId`). */
export interface SimHousehold {
  householdId: string;
  householdCryptoKey: string;
  trumfBalance: number;
  address: string;
  postalCode: string;
  city: string;
  phoneNumber: string;
  deliveryComment: string;
  isOrganization: boolean;
  organizationName: string | null;
  organizationNumber: string | null;
  organizationDepartmentName: string | null;
  assortmentGroup: null;
  coordinates: SimCoordinates | null;
  children: { firstName: string; birthYear: number | null }[];
  members: string[];
  addresses: SimAlternativeAddress[];
  /** The household's alternative delivery address as single fields (spec section 3); absent for none. */
  alternativeFirstName?: string;
  alternativeLastName?: string;
  alternativeAddress?: string;
  alternativePostalCode?: string;
  alternativeCity?: string;
  alternativeDeliveryComment?: string;
  prefferedStoreId: string;
  pickupStoreId: string;
}

export type SimHandoverType = 'BUTIKK' | 'HJEM';

export interface SimDeliveryInfo {
  carrierOrderId: string | null;
  carrierWindowId: string | null;
  firstName: string;
  lastName: string;
  address: string;
  postalCode: string;
  city: string;
  coordinates: SimCoordinates | null;
  comment: string;
  /** GLNs of the stores that deliver to the address. */
  stores: string[];
}

/** The household's chosen handover: pickup in store (BUTIKK) or home delivery (HJEM). */
export interface SimHandoverInfo {
  handoverType: SimHandoverType;
  from: string | null;
  to: string | null;
  customerPickupFrom: string | null;
  customerPickupTo: string | null;
  deadline: string | null;
  supplierOrderDeadline: string | null;
  windowId: string | null;
  product: string | null;
  windowTags: string[];
  deliveryInfo: SimDeliveryInfo | null;
}

/** The platform's extended user (`GET /api/extended-user/{chainid}`). */
export interface SimExtendedUser {
  chainId: string;
  currentMember: SimCurrentMember;
  household: SimHousehold;
  store: SeedStore;
  handoverInfo: SimHandoverInfo;
}

/**
 * The extended user as `GET /api/extended-user/{chainid}` answers it: the seeded one with the update-order flag of the
 * current member (`currentMember.canUpdateOrder`) repeated at the top as `canCurrentMemberUpdateOrder`.
 */
export interface SimExtendedUserPayload extends SimExtendedUser {
  canCurrentMemberUpdateOrder: boolean;
}

/** A seeded shopper: the Trumf ID subject and the full extended user the platform answers. */
export interface SeedUser {
  kind: SimUserKind;
  /** The `sub` claim of this user's tokens. */
  subjectId: string;
  extendedUser: SimExtendedUser;
}
