import type { HandoverType } from '../../domain/store';
import type { Texts } from '../../texts/nb';
import { formatText } from '../../texts/texts';
import type { DeliveryAddress, HandoverOption } from './handover-types';

type ValidationTexts = Pick<Texts, 'missingAddressData' | 'missingAlternativeAddressData'>;

/** The messages of a handover option the platform refused for missing profile data. */
export interface OptionValidationMessages {
  /** 'error' for the profile address; 'info' for an alternative address (spec section 8). */
  severity: 'error' | 'info';
  messages: string[];
}

/**
 * Spec section 8: "Missing profile data (error; info for alternative address): 'Vi mangler informasjon for [den
 * alternative] adressen din {address}. Vennligst oppdater kontaktdetaljene på profilen din for å fortsette.' plus each
 * server validation error." Answers null when the option has no validation errors.
 * Our reading: {address} is the chosen location's street address; without one it is left out with its space.
 */
export function optionValidationMessages(
  option: Pick<HandoverOption, 'validation'> | null,
  address: Pick<DeliveryAddress, 'address' | 'isAlternativeAddress'> | null,
  texts: ValidationTexts,
): OptionValidationMessages | null {
  if (option === null || option.validation.length === 0) {
    return null;
  }
  const alternative = address?.isAlternativeAddress ?? false;
  const template = alternative ? texts.missingAlternativeAddressData : texts.missingAddressData;
  const lead = formatText(template, { address: address?.address ?? '' })
    .replace(/ +\./, '.')
    .replace(/ {2,}/g, ' ');
  return {
    severity: alternative ? 'info' : 'error',
    messages: [lead, ...option.validation.map((error) => error.error)],
  };
}

/** The address parameters of spec section 5's required parameters: what delivery needs beyond the contact data. */
const ADDRESS_PARAMETERS: ReadonlySet<string> = new Set(['address', 'houseNumber', 'postalCode', 'city', 'coordinates']);

/**
 * Spec section 2: the link to the profile's contact details is "labelled 'Rediger adresser på profilsiden' or 'Rediger
 * profil'", without saying when. Our reading: 'Rediger profil' when what the platform misses is only the member's own
 * data (names, phone, e-mail), so the shopper is not sent to fix an address that is fine; 'Rediger adresser på
 * profilsiden' when an address is missing or refused (an address parameter, or the address notice shows).
 */
export function profileLinkIsForAddresses(missingParameters: readonly string[], addressNotice: boolean): boolean {
  return addressNotice || missingParameters.length === 0 || missingParameters.some((parameter) => ADDRESS_PARAMETERS.has(parameter));
}

/**
 * The validation errors of an option that hold for its type (spec section 5: the type page's confirm is disabled when
 * "validation errors relate to the type"; the required parameters: delivery needs names, phone, email and the address,
 * store needs "first name, last name, phone, email"). Our reading, for pickup: an address error never holds (it blocks
 * delivery only); a phone error does not hold when the member has a phone of their own: an organisation's missing
 * phone is its goods-reception phone (the household's), which a delivery to its address needs, while the member who
 * collects in the store is reached on their own mobile. Delivery keeps every error.
 */
export function validationForType<T extends { parameter: string }>(
  handoverType: HandoverType,
  validation: readonly T[],
  member: { mobile: string | null; phoneNumber: string | null } | null,
): T[] {
  switch (handoverType) {
    case 'Delivery':
      return [...validation];
    case 'Store': {
      const memberHasPhone = Boolean(member?.mobile?.trim() || member?.phoneNumber?.trim());
      return validation.filter(
        (error) => !ADDRESS_PARAMETERS.has(error.parameter) && !(error.parameter === 'phoneNumber' && memberHasPhone),
      );
    }
    default:
      return handoverType satisfies never;
  }
}
