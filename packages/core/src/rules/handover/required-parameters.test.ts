import { describe, expect, it } from 'vitest';
import type { HandoverType } from '../../domain/store';
import { type AlternativeAddressData, type ContactData, type HandoverParameter, missingHandoverParameters } from './required-parameters';

const complete: ContactData = {
  firstName: 'Kari',
  lastName: 'Nordmann',
  phoneNumber: '91234567',
  email: 'kari@example.no',
  address: 'Storgata 12B',
  postalCode: '0155',
  city: 'OSLO',
  coordinates: { lat: 59.9, lon: 10.7 },
};
const alternative: AlternativeAddressData = {
  firstName: 'Ola',
  lastName: 'Nordmann',
  address: 'Fjordveien 3',
  postalCode: '1363',
  city: 'HØVIK',
  coordinates: { lat: 59.9, lon: 10.6 },
};

describe('missingHandoverParameters', () => {
  it.each<[string, HandoverType, Partial<ContactData>, AlternativeAddressData | null, HandoverParameter[]]>([
    ['store: complete', 'Store', {}, null, []],
    ['store: the address is not needed', 'Store', { address: null, coordinates: null }, null, []],
    ['store: no phone or email', 'Store', { phoneNumber: '', email: null }, null, ['phoneNumber', 'email']],
    ['delivery: complete', 'Delivery', {}, null, []],
    ['delivery: no house number', 'Delivery', { address: 'Storgata' }, null, ['houseNumber']],
    ['delivery: no address at all', 'Delivery', { address: null }, null, ['address', 'houseNumber']],
    [
      'delivery: bad postal code, no coordinates',
      'Delivery',
      { postalCode: '155', coordinates: null },
      null,
      ['postalCode', 'coordinates'],
    ],
    ['delivery: alternative address with profile phone and email', 'Delivery', { address: null }, alternative, []],
    [
      'delivery: alternative address without city, profile without email',
      'Delivery',
      { email: '' },
      { ...alternative, city: '' },
      ['email', 'city'],
    ],
  ])('%s', (_situation, type, profile, alternativeAddress, expected) => {
    expect(missingHandoverParameters(type, { ...complete, ...profile }, alternativeAddress)).toEqual(expected);
  });
});
