import { UNKNOWN_POST_AREA, UNKNOWN_POSTAL_CODE } from '../constants';
import type { AlternativeAddress, ExtendedUser } from '../domain/extended-user';

/** An alternative address as `window.kurv.getProfile()` lists it (coordinates left out: the page has no use for them). */
export type HostAlternativeAddress = Omit<AlternativeAddress, 'coordinates'> & { id: string };

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
  };
}
