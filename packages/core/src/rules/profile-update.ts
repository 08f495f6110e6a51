import { UNKNOWN_POST_AREA, UNKNOWN_POSTAL_CODE } from '../constants';
import type { HouseholdPayload, MemberPayload } from '../domain/profile-payload';
import { truncateCoordinate } from './household-update';

/** Spec section 3: the profile update payload (and the update-user-data fields). */
export interface ProfileUpdate {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  phoneNumber?: string;
  /** dd.MM.yyyy (separators '.', '-' or ' '), or empty. */
  dateOfBirth: string;
  /** The national identity number, 11 digits; sent only when given. */
  nationalId?: string;
  gender: string;
  address: string;
  postalCode: string;
  city: string;
  lat?: number | null;
  lon?: number | null;
  organizationName?: string | null;
  organizationNumber?: string | null;
  organizationDepartmentName?: string | null;
}

/** The household's part of a profile update: its address, and an organisation's names and coordinates. */
export type HouseholdUpdate = Pick<
  ProfileUpdate,
  'address' | 'postalCode' | 'city' | 'lat' | 'lon' | 'organizationName' | 'organizationNumber' | 'organizationDepartmentName'
>;

/** Spec section 5: a birth date dd.MM.yyyy becomes yyyy-MM-dd; anything else answers null. */
export function birthdateToIso(birthdate: string): string | null {
  const match = birthdate.trim().match(/^(\d{2})[.\- ](\d{2})[.\- ](\d{4})$/);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : null;
}

/** Spec section 5: the household body; an empty post area becomes 'Unknown', an empty postal code '9999'. */
export function toHouseholdPayload(update: HouseholdUpdate): HouseholdPayload {
  const payload: HouseholdPayload = {
    gateadresse: update.address.trim(),
    postnr: update.postalCode.trim() === '' ? UNKNOWN_POSTAL_CODE : update.postalCode.trim(),
    poststed: update.city.trim() === '' ? UNKNOWN_POST_AREA : update.city.trim(),
  };
  if (update.organizationName) {
    payload.firmanavn = update.organizationName;
  }
  if (update.organizationNumber) {
    payload.orgnr = update.organizationNumber;
  }
  if (update.organizationDepartmentName) {
    payload.avdelingsnavn = update.organizationDepartmentName;
  }
  if (typeof update.lat === 'number' && typeof update.lon === 'number') {
    payload.latitude = truncateCoordinate(update.lat);
    payload.longitude = truncateCoordinate(update.lon);
  }
  return payload;
}

/**
 * Spec section 5: the member body; a missing birth date is omitted. Not in spec: the member's national identity number
 * (the profile form's 'Fødselsnummer') goes in the member body as `fodselsnummer`, the platform's Norwegian naming, and
 * only when given (the platform keeps the one it has).
 */
export function toMemberPayload(update: ProfileUpdate): MemberPayload {
  const payload: MemberPayload = {
    fornavn: update.firstName.trim(),
    etternavn: update.lastName.trim(),
    mobilnr: update.mobile.trim(),
    telefonnr: (update.phoneNumber ?? '').trim(),
    epostadresse: update.email.trim(),
    kjonn: update.gender,
  };
  const birthdate = birthdateToIso(update.dateOfBirth);
  if (birthdate !== null) {
    payload.fodselsdato = birthdate;
  }
  if (update.nationalId) {
    payload.fodselsnummer = update.nationalId.trim();
  }
  return payload;
}
