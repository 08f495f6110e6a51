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
