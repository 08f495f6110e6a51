import type { CurrentMember, ExtendedUser, Household } from '../../domain/extended-user';
import { array, type Decoder, idString, nullable, number, object, oneOf, string, withDefault } from '../decode';
import { decodeStoreLocation } from '../stores/decode-store';
import { decodeAlternativeAddress, decodeCoordinates, decodeHandoverInfo, flag, optionalId, text } from './decode-extended-user';

/** The member and household decoders, for the loyalty programme's field names (has{product}Visa ...). */
export function createExtendedUserDecoder(loyaltyProgramName: string): Decoder<ExtendedUser> {
  const product = loyaltyProgramName;
  const decodeMember: Decoder<CurrentMember> = (value, path) => {
    const record = (value ?? {}) as Record<string, unknown>;
    const member = object({
      memberId: idString,
      memberCryptoKey: nullable(string),
      customerNumber: optionalId,
      firstName: text,
      lastName: text,
      displayName: text,
      email: nullable(string),
      phoneNumber: nullable(string),
      mobile: nullable(string),
      birthdate: nullable(string),
      gender: nullable(string),
      barCode: nullable(string),
      hasEmail: flag,
      hasBankCard: flag,
      hasMobile: flag,
      productRelevancePreference: withDefault(string, 'NG'),
      membershipType: withDefault(oneOf(['primary', 'associated'] as const), 'primary'),
      canUpdateOrder: flag,
      consents: withDefault(
        array(
          object({
            agreementId: idString,
            chainId: optionalId,
            channel: nullable(string),
            type: nullable(string),
            status: (entry: unknown, entryPath: string) => (typeof entry === 'boolean' ? String(entry) : string(entry, entryPath)),
          }),
        ),
        [],
      ),
    })(value, path);
    return {
      ...member,
      hasLoyaltyVisa: flag(record[`has${product}Visa`], `${path}.has${product}Visa`),
      needsToUpdateLoyaltyConsent: flag(record[`needsToUpdate${product}Consent`], `${path}.needsToUpdate${product}Consent`),
      hasLoyaltyInsurance: flag(record[`has${product}Insurance`], `${path}.has${product}Insurance`),
    };
  };
  const decodeHousehold: Decoder<Household> = (value, path) => {
    const record = (value ?? {}) as Record<string, unknown>;
    const household = object({
      householdId: idString,
      householdCryptoKey: nullable(string),
      address: text,
      postalCode: withDefault(idString, ''),
      city: text,
      phoneNumber: nullable(string),
      deliveryComment: text,
      isOrganization: flag,
      organizationName: nullable(string),
      organizationNumber: optionalId,
      organizationDepartmentName: nullable(string),
      assortmentGroup: optionalId,
      coordinates: decodeCoordinates,
      addresses: withDefault(array(decodeAlternativeAddress), []),
      prefferedStoreId: optionalId,
      pickupStoreId: optionalId,
    })(value, path);
    const { prefferedStoreId, ...rest } = household;
    return {
      ...rest,
      preferredStoreId: prefferedStoreId,
      loyaltyBalance: nullable(number)(record[`${product.toLowerCase()}Balance`], `${path}.${product.toLowerCase()}Balance`),
    };
  };
  return (value, path) => {
    const answer = object({
      chainId: idString,
      currentMember: nullable(decodeMember),
      household: nullable(decodeHousehold),
      store: decodeStoreLocation,
      handoverInfo: decodeHandoverInfo,
    })(value, path);
    return answer;
  };
}
