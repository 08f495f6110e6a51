import { describe, expect, it } from 'vitest';
import type { ExtendedUser } from '../domain/extended-user';
import { birthdateForForm, hostProfileView } from './host-profile-view';

const user = {
  currentMember: {
    memberId: 'M-1',
    firstName: 'Kari',
    lastName: 'Nordmann',
    mobile: '91234567',
    email: 'kari@example.no',
    birthdate: '1985-04-12',
    gender: 'K',
    media: [{ type: 'BANKKORT', id: '**** 1234' }],
    listUpdateMode: 'REPLACE',
  },
  household: {
    householdId: 'H-1',
    loyaltyBalance: 12.5,
    phoneNumber: null,
    deliveryComment: 'Ring på',
    children: [{ firstName: 'Emma', birthYear: 2015 }],
    members: ['M-1', 'M-2'],
    alternativeFirstName: 'Ola',
    alternativeLastName: 'Nordmann',
    alternativeAddress: 'Fjordveien 2',
    alternativePostalCode: '5003',
    alternativeCity: 'BERGEN',
    alternativeDeliveryComment: '',
    assortmentGroup: null,
    coordinates: { lat: 59.9, lon: 10.7 },
    organizationName: null,
    organizationNumber: null,
    organizationDepartmentName: null,
    address: 'Storgata 1',
    postalCode: '0155',
    city: 'OSLO',
    isOrganization: false,
    addresses: [
      {
        id: 'alt-1',
        firstName: 'Ola',
        lastName: 'Nordmann',
        address: 'Fjordveien 2',
        postalCode: '5003',
        city: 'BERGEN',
        deliveryComment: '',
        coordinates: { lat: 60.39, lon: 5.32 },
      },
      {
        id: null,
        firstName: '',
        lastName: '',
        address: 'Uten id',
        postalCode: '0001',
        city: 'OSLO',
        deliveryComment: '',
        coordinates: null,
      },
    ],
  },
  store: {
    gln: '7080001150488',
    pickupGln: '7080001150488',
    name: 'MENY Oslo City',
    address: 'Stenersgata 1',
    postalCode: '0050',
    city: 'OSLO',
    county: 'Oslo',
    municipality: 'Oslo',
    chainId: '1300',
  },
} as unknown as ExtendedUser;

describe('birthdateForForm', () => {
  it.each([
    ['1985-04-12', '12.04.1985'],
    ['1985-04-12T00:00:00', '12.04.1985'],
    ['12.04.1985', '12.04.1985'],
    [null, ''],
    ['', ''],
  ])('%s → %s', (input, expected) => {
    expect(birthdateForForm(input)).toBe(expected);
  });
});

describe('hostProfileView', () => {
  it('gives the member’s contact details, the household’s address and the alternative addresses with an id', () => {
    expect(hostProfileView(user)).toEqual({
      memberId: 'M-1',
      firstName: 'Kari',
      lastName: 'Nordmann',
      mobile: '91234567',
      email: 'kari@example.no',
      birthdate: '12.04.1985',
      address: 'Storgata 1',
      postalCode: '0155',
      city: 'OSLO',
      isOrganization: false,
      alternativeAddresses: [
        {
          id: 'alt-1',
          firstName: 'Ola',
          lastName: 'Nordmann',
          address: 'Fjordveien 2',
          postalCode: '5003',
          city: 'BERGEN',
          deliveryComment: '',
        },
      ],
      gender: 'K',
      genderText: 'Kvinne',
      media: [{ type: 'BANKKORT', id: '**** 1234' }],
      listUpdateMode: 'REPLACE',
      household: {
        householdId: 'H-1',
        loyaltyBalance: 12.5,
        phoneNumber: null,
        deliveryComment: 'Ring på',
        children: [{ firstName: 'Emma', birthYear: 2015 }],
        members: ['M-1', 'M-2'],
        alternativeFirstName: 'Ola',
        alternativeLastName: 'Nordmann',
        alternativeAddress: 'Fjordveien 2',
        alternativePostalCode: '5003',
        alternativeCity: 'BERGEN',
        alternativeDeliveryComment: '',
        assortmentGroup: null,
        coordinates: { lat: 59.9, lon: 10.7 },
        organizationName: null,
        organizationNumber: null,
        organizationDepartmentName: null,
      },
      store: {
        gln: '7080001150488',
        pickupGln: '7080001150488',
        name: 'MENY Oslo City',
        address: 'Stenersgata 1',
        postalCode: '0050',
        city: 'OSLO',
        county: 'Oslo',
        // What the platform did not send is null.
        municipality: 'Oslo',
        location: null,
        phoneNumber: null,
        chainId: '1300',
        deviationInfo: null,
        deviationInfoDisplayFrom: null,
        deviationInfoDisplayTo: null,
        pickupPointDescription: null,
        type: 'STORE',
      },
    });
  });

  it('reads the fallbacks «9999» and «Unknown» back as empty fields', () => {
    const fallback = { ...user, household: { ...user.household, postalCode: '9999', city: 'Unknown' } } as ExtendedUser;
    expect(hostProfileView(fallback)).toMatchObject({ postalCode: '', city: '' });
  });

  it.each([
    ['no user', null],
    ['an anonymous user', { currentMember: null, household: null } as unknown as ExtendedUser],
  ])('answers null for %s', (_situation, value) => {
    expect(hostProfileView(value)).toBeNull();
  });

  it('answers empty texts where the member has none', () => {
    const bare = {
      currentMember: { ...user.currentMember, mobile: null, email: null, birthdate: null, gender: null },
      household: null,
      store: user.store,
    } as unknown as ExtendedUser;
    expect(hostProfileView(bare)).toMatchObject({
      mobile: '',
      email: '',
      birthdate: '',
      address: '',
      alternativeAddresses: [],
      gender: null,
      genderText: 'Ikke oppgitt',
      household: null,
    });
  });
});
