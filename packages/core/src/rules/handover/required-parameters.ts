import type { Coordinates } from '../../domain/extended-user';
import type { HandoverType } from '../../domain/store';
import { HANDOVER_POSTAL_CODE_PATTERN } from './handover-constants';

/** Spec section 5: the parameters a handover type needs. */
export type HandoverParameter =
  | 'firstName'
  | 'lastName'
  | 'phoneNumber'
  | 'email'
  | 'address'
  | 'houseNumber'
  | 'postalCode'
  | 'city'
  | 'coordinates';

/** The profile's contact data. */
export interface ContactData {
  firstName: string | null;
  lastName: string | null;
  phoneNumber: string | null;
  email: string | null;
  address: string | null;
  postalCode: string | null;
  city: string | null;
  coordinates: Coordinates | null;
}

/** An alternative address's own fields (its phone and email come from the profile). */
export type AlternativeAddressData = Pick<ContactData, 'firstName' | 'lastName' | 'address' | 'postalCode' | 'city' | 'coordinates'>;

const STORE_PARAMETERS: readonly HandoverParameter[] = ['firstName', 'lastName', 'phoneNumber', 'email'];
const DELIVERY_PARAMETERS: readonly HandoverParameter[] = [
  ...STORE_PARAMETERS,
  'address',
  'houseNumber',
  'postalCode',
  'city',
  'coordinates',
];

function blank(value: string | null): boolean {
  return value === null || value.trim() === '';
}

function isMissing(parameter: HandoverParameter, data: ContactData): boolean {
  switch (parameter) {
    case 'firstName':
    case 'lastName':
    case 'phoneNumber':
    case 'email':
    case 'address':
    case 'city':
      return blank(data[parameter]);
    case 'houseNumber':
      // Our reading: the street address holds a house number when a digit follows the street name.
      return !/\S\s+\d/.test(data.address ?? '');
    case 'postalCode':
      return !HANDOVER_POSTAL_CODE_PATTERN.test(data.postalCode ?? '');
    case 'coordinates':
      return data.coordinates === null;
    default:
      return parameter satisfies never;
  }
}

/**
 * Spec section 5: "Required parameters: delivery: first name, last name, phone number, email, address, house number,
 * postal code, city, coordinates; alternative address uses alternative names/address fields plus phone and email;
 * store: first name, last name, phone, email." Answers the missing ones in that order.
 */
export function missingHandoverParameters(
  handoverType: HandoverType,
  profile: ContactData,
  alternativeAddress: AlternativeAddressData | null = null,
): HandoverParameter[] {
  switch (handoverType) {
    case 'Store':
      return STORE_PARAMETERS.filter((parameter) => isMissing(parameter, profile));
    case 'Delivery': {
      const data: ContactData =
        alternativeAddress === null ? profile : { ...alternativeAddress, phoneNumber: profile.phoneNumber, email: profile.email };
      return DELIVERY_PARAMETERS.filter((parameter) => isMissing(parameter, data));
    }
    default:
      return handoverType satisfies never;
  }
}
