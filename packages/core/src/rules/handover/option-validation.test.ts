import { describe, expect, it } from 'vitest';
import { nb } from '../../texts/nb';
import { optionValidationMessages, profileLinkIsForAddresses, validationForType } from './option-validation';

const serverErrors = [
  { parameter: 'phoneNumber', error: 'Telefonnummer mangler' },
  { parameter: 'email', error: 'E-postadresse mangler' },
];

describe('optionValidationMessages', () => {
  it.each([
    ['no option', null, null, null],
    ['an option without validation errors', { validation: [] }, { address: 'Karl Johans gate 1', isAlternativeAddress: false }, null],
    [
      'the profile address lacks data: an error with each server message',
      { validation: serverErrors },
      { address: 'Karl Johans gate 1', isAlternativeAddress: false },
      {
        severity: 'error',
        messages: [
          'Vi mangler informasjon for adressen din Karl Johans gate 1. Vennligst oppdater kontaktdetaljene på profilen din for å fortsette.',
          'Telefonnummer mangler',
          'E-postadresse mangler',
        ],
      },
    ],
    [
      'an alternative address lacks data: info',
      { validation: serverErrors.slice(0, 1) },
      { address: 'Bryggen 1', isAlternativeAddress: true },
      {
        severity: 'info',
        messages: [
          'Vi mangler informasjon for den alternative adressen din Bryggen 1. Vennligst oppdater kontaktdetaljene på profilen din for å fortsette.',
          'Telefonnummer mangler',
        ],
      },
    ],
    [
      'no address chosen: the address is left out',
      { validation: serverErrors.slice(1) },
      null,
      {
        severity: 'error',
        messages: [
          'Vi mangler informasjon for adressen din. Vennligst oppdater kontaktdetaljene på profilen din for å fortsette.',
          'E-postadresse mangler',
        ],
      },
    ],
  ] as const)('%s', (_situation, option, address, expected) => {
    expect(optionValidationMessages(option === null ? null : { validation: [...option.validation] }, address, nb)).toEqual(expected);
  });
});

describe('validationForType', () => {
  const phone = { parameter: 'phoneNumber', error: 'Telefonnummer mangler' };
  const houseNumber = { parameter: 'houseNumber', error: 'Husnummer mangler' };
  const email = { parameter: 'email', error: 'E-postadresse mangler' };
  const withMobile = { mobile: '48765432', phoneNumber: null };
  const withoutPhone = { mobile: null, phoneNumber: '' };
  it.each([
    ['delivery keeps every error', 'Delivery' as const, [phone, houseNumber, email], withMobile, [phone, houseNumber, email]],
    ['pickup: an address error blocks delivery only', 'Store' as const, [houseNumber], withMobile, []],
    ['pickup: the organisation’s missing phone, the member has a mobile', 'Store' as const, [phone], withMobile, []],
    ['pickup: no phone at all', 'Store' as const, [phone], withoutPhone, [phone]],
    ['pickup: no member known', 'Store' as const, [phone], null, [phone]],
    ['pickup: a missing e-mail holds', 'Store' as const, [email, houseNumber], withMobile, [email]],
  ])('%s', (_situation, handoverType, validation, member, expected) => {
    expect(validationForType(handoverType, validation, member)).toEqual(expected);
  });
});

describe('profileLinkIsForAddresses', () => {
  it.each([
    { situation: 'an organisation misses only its goods-reception phone', missing: ['phoneNumber'], notice: false, forAddresses: false },
    { situation: 'a member misses her names and e-mail', missing: ['firstName', 'lastName', 'email'], notice: false, forAddresses: false },
    { situation: 'the house number is missing', missing: ['houseNumber'], notice: false, forAddresses: true },
    { situation: 'the phone and the postal code are missing', missing: ['phoneNumber', 'postalCode'], notice: false, forAddresses: true },
    { situation: 'the coordinates are missing', missing: ['coordinates'], notice: false, forAddresses: true },
    { situation: 'the address notice shows (not confirmed), nothing missing', missing: [], notice: true, forAddresses: true },
    { situation: 'the address notice shows beside a missing phone', missing: ['phoneNumber'], notice: true, forAddresses: true },
  ])('$situation: for addresses $forAddresses', ({ missing, notice, forAddresses }) => {
    expect(profileLinkIsForAddresses(missing, notice)).toBe(forAddresses);
  });
});
