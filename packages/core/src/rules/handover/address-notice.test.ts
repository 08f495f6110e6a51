import { describe, expect, it } from 'vitest';
import { nb } from '../../texts/nb';
import { type AddressNoticeContext, addressNotice, contactDetailsHref, noValidHandoverOptions } from './address-notice';

describe('addressNotice', () => {
  const verified = { address: 'Karl Johans gate 1', coordinates: { lat: 59.9, lon: 10.7 }, isAlternativeAddress: false };
  const base: AddressNoticeContext = { loginLevel: 2, hasRegisteredAddress: true, chosenAddress: verified };
  it.each<[string, Partial<AddressNoticeContext>, string | null]>([
    ['a verified profile address', {}, null],
    ['anonymous: never', { loginLevel: 0, hasRegisteredAddress: false }, null],
    [
      'no address registered',
      { hasRegisteredAddress: false, chosenAddress: null },
      'Du har ikke registrert noen adresse hos oss. Vennligst skriv inn adressen.',
    ],
    [
      'an unverified profile address',
      { chosenAddress: { ...verified, coordinates: null } },
      'Din profiladresse Karl Johans gate 1 er ikke bekreftet. Vennligst skriv inn adressen på nytt under.',
    ],
    [
      'an unverified alternative address',
      { loginLevel: 1, chosenAddress: { address: 'Storgata 1', coordinates: null, isAlternativeAddress: true } },
      'Din alternative adresse Storgata 1 er ikke bekreftet. Vennligst skriv inn adressen på nytt under.',
    ],
    ['no location chosen', { chosenAddress: null }, null],
  ])('%s', (_situation, context, expected) => {
    expect(addressNotice({ ...base, ...context }, nb)).toBe(expected);
  });
});

describe('noValidHandoverOptions', () => {
  it.each([
    [true, true, true, true],
    [true, true, false, false],
    [true, false, true, false],
    [false, true, true, false],
  ])('known %s, delivery disabled %s, store disabled %s: %s', (optionsKnown, deliveryDisabled, storeDisabled, expected) => {
    expect(noValidHandoverOptions({ optionsKnown, deliveryDisabled, storeDisabled })).toBe(expected);
  });
});

describe('contactDetailsHref', () => {
  it.each<[string | null, string | null, string | null, string | null]>([
    ['/profil/bestilling/', '/profil', '/profil/bestilling', '/profil/bestilling/#/kontaktdetaljer'],
    [null, '/profil', '/profil/bestilling', '/profil#/kontaktdetaljer'],
    ['https://minside.example.no/#/ordre', null, '/profil/bestilling', 'https://minside.example.no/#/kontaktdetaljer'],
    // A site that sets neither (SPAR and Joker's pages): the order details base, the default '/profil/bestilling'.
    [null, null, '/profil/bestilling', '/profil/bestilling#/kontaktdetaljer'],
    [null, null, null, null],
    [null, null, '', null],
  ])('my orders %s, profile %s, order details %s: %s', (myOrders, profile, orderDetails, expected) => {
    expect(contactDetailsHref({ myOrders, profile, orderDetails })).toBe(expected);
  });
});
