import { UNKNOWN_POST_AREA, UNKNOWN_POSTAL_CODE } from '../constants';
import type {
  AlternativeAddress,
  Coordinates,
  ExtendedUser,
  GenderCode,
  Household,
  ListUpdateMode,
  MemberMedium,
} from '../domain/extended-user';
import type { StoreLocation } from '../domain/store';
import { genderText } from '../rules/gender';
import type { GenderText } from '../texts/nb-profile';

/** An alternative address as `window.kurv.getProfile()` lists it (coordinates left out: the page has no use for them). */
export type HostAlternativeAddress = Omit<AlternativeAddress, 'coordinates'> & { id: string };

/** Spec section 3's household fields beside the address (the address itself is the profile's own fields). */
export type HostHousehold = Pick<
  Household,
  | 'householdId'
  | 'loyaltyBalance'
  | 'phoneNumber'
  | 'deliveryComment'
  | 'children'
  | 'members'
  | 'alternativeFirstName'
  | 'alternativeLastName'
  | 'alternativeAddress'
  | 'alternativePostalCode'
  | 'alternativeCity'
  | 'alternativeDeliveryComment'
  | 'assortmentGroup'
  | 'coordinates'
  | 'organizationName'
  | 'organizationNumber'
  | 'organizationDepartmentName'
>;

/** Spec section 3's store / location: every field, null where the platform sent none. */
export interface HostStore {
  gln: string;
  pickupGln: string;
  name: string;
  address: string;
  postalCode: string;
  city: string;
  county: string;
  municipality: string | null;
  location: Coordinates | null;
  phoneNumber: string | null;
  chainId: string | null;
  deviationInfo: string | null;
  deviationInfoDisplayFrom: string | null;
  deviationInfoDisplayTo: string | null;
  pickupPointDescription: string | null;
  type: 'STORE';
}

/** The logged-in member's contact details as `window.kurv.getProfile()` gives them to a profile page's form. */
export interface HostProfile {
  memberId: string;
  firstName: string;
  lastName: string;
  mobile: string;
  email: string;
  /** dd.MM.yyyy, or '' when the platform has none. */
  birthdate: string;
  /** The household's address; '' where the platform keeps the spec's fallbacks ('9999', 'Unknown'). */
  address: string;
  postalCode: string;
  city: string;
  isOrganization: boolean;
  alternativeAddresses: HostAlternativeAddress[];
  /** The gender code as the platform has it (M/F/U or M/K/U, spec section 3); null for none. */
  gender: GenderCode | null;
  /** The gender as shown: 'Mann', 'Kvinne', 'Annet' (U) or 'Ikke oppgitt' (none). */
  genderText: GenderText;
  /** The member's loyalty media (type and number). */
  media: MemberMedium[];
  /** How a shopping list goes into the cart: APPEND or REPLACE. */
  listUpdateMode: ListUpdateMode;
  /** The household's other fields; null when the platform sent no household. */
  household: HostHousehold | null;
  /** The member's store (or pickup point). */
  store: HostStore;
}

/** A household's fields for the host page. */
function hostHousehold(household: Household | null): HostHousehold | null {
  if (household === null) {
    return null;
  }
  return {
    householdId: household.householdId,
    loyaltyBalance: household.loyaltyBalance,
    phoneNumber: household.phoneNumber,
    deliveryComment: household.deliveryComment,
    children: household.children.map((child) => ({ ...child })),
    members: [...household.members],
    alternativeFirstName: household.alternativeFirstName,
    alternativeLastName: household.alternativeLastName,
    alternativeAddress: household.alternativeAddress,
    alternativePostalCode: household.alternativePostalCode,
    alternativeCity: household.alternativeCity,
    alternativeDeliveryComment: household.alternativeDeliveryComment,
    assortmentGroup: household.assortmentGroup,
    coordinates: household.coordinates,
    organizationName: household.organizationName,
    organizationNumber: household.organizationNumber,
    organizationDepartmentName: household.organizationDepartmentName,
  };
}

/** A store's fields for the host page: every field of spec section 3, null for those the platform did not send. */
export function hostStore(store: StoreLocation): HostStore {
  return {
    gln: store.gln,
    pickupGln: store.pickupGln,
    name: store.name,
    address: store.address,
    postalCode: store.postalCode,
    city: store.city,
    county: store.county,
    municipality: store.municipality ?? null,
    location: store.location ?? null,
    phoneNumber: store.phoneNumber ?? null,
    chainId: store.chainId ?? null,
    deviationInfo: store.deviationInfo ?? null,
    deviationInfoDisplayFrom: store.deviationInfoDisplayFrom ?? null,
    deviationInfoDisplayTo: store.deviationInfoDisplayTo ?? null,
    pickupPointDescription: store.pickupPointDescription ?? null,
    // Spec section 3: a location's type is 'STORE' (pickup points too).
    type: 'STORE',
  };
}

/** A birth date as the platform keeps it (yyyy-MM-dd) written dd.MM.yyyy, as the form takes it; other text unchanged. */
export function birthdateForForm(birthdate: string | null): string {
  const match = (birthdate ?? '').match(/^(\d{4})-(\d{2})-(\d{2})/);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : (birthdate ?? '');
}

/**
 * The profile form's values from the loaded user; null without a member. Where the spec is silent we chose: the
 * fallbacks the profile update writes for an empty postal code and post area ('9999', 'Unknown', spec section 5) read
 * back as empty fields, so the form never shows them as if the member had typed them.
 */
export function hostProfileView(user: ExtendedUser | null): HostProfile | null {
  const member = user?.currentMember;
  if (!member) {
    return null;
  }
  const household = user.household;
  const postalCode = household?.postalCode ?? '';
  const city = household?.city ?? '';
  return {
    memberId: member.memberId,
    firstName: member.firstName,
    lastName: member.lastName,
    mobile: member.mobile ?? '',
    email: member.email ?? '',
    birthdate: birthdateForForm(member.birthdate),
    address: household?.address ?? '',
    postalCode: postalCode === UNKNOWN_POSTAL_CODE ? '' : postalCode,
    city: city === UNKNOWN_POST_AREA ? '' : city,
    isOrganization: household?.isOrganization ?? false,
    alternativeAddresses: (household?.addresses ?? []).flatMap(({ coordinates: _coordinates, ...address }) =>
      address.id === null ? [] : [{ ...address, id: address.id }],
    ),
    gender: member.gender,
    genderText: genderText(member.gender),
    media: member.media.map((medium) => ({ ...medium })),
    listUpdateMode: member.listUpdateMode,
    household: hostHousehold(household),
    store: hostStore(user.store),
  };
}
