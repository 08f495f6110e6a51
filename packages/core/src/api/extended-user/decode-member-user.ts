import type { CurrentMember, ExtendedUser, Household, HouseholdChild, MemberMedium } from '../../domain/extended-user';
import { GENDER_CODES, type GenderCode, LIST_UPDATE_MODES, type ListUpdateMode } from '../../domain/member-codes';
import { array, type Decoder, idString, nullable, number, object, oneOf, string, withDefault } from '../decode';
import { decodeMemberStore } from '../stores/decode-member-store';
import { decodeAlternativeAddress, decodeCoordinates, decodeHandoverInfo, flag, optionalId, text } from './decode-extended-user';

/** One of the codes, or the fallback for a missing or unknown one (a new code of the platform does not lose the user). */
function codeOr<const Code extends string, Fallback extends Code | null>(
  codes: readonly Code[],
  fallback: Fallback,
): Decoder<Code | Fallback> {
  return (value) => (typeof value === 'string' && (codes as readonly string[]).includes(value) ? (value as Code) : fallback);
}

const decodeGender: Decoder<GenderCode | null> = codeOr(GENDER_CODES, null);
const decodeListUpdateMode: Decoder<ListUpdateMode> = codeOr(LIST_UPDATE_MODES, 'APPEND');
const decodeMedia: Decoder<MemberMedium[]> = withDefault(array(object<MemberMedium>({ type: string, id: idString })), []);
const decodeChildren: Decoder<HouseholdChild[]> = withDefault(
  array(object<HouseholdChild>({ firstName: text, birthYear: nullable(number) })),
  [],
);

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
      gender: decodeGender,
      barCode: nullable(string),
      media: decodeMedia,
      listUpdateMode: decodeListUpdateMode,
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
      children: decodeChildren,
      members: withDefault(array(idString), []),
      alternativeFirstName: text,
      alternativeLastName: text,
      alternativeAddress: text,
      alternativePostalCode: withDefault(idString, ''),
      alternativeCity: text,
      alternativeDeliveryComment: text,
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
      store: decodeMemberStore,
      handoverInfo: decodeHandoverInfo,
    })(value, path);
    return answer;
  };
}
