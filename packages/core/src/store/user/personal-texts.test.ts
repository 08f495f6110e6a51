import { describe, expect, it } from 'vitest';
import { personalTextsOf } from './personal-texts';

type State = Parameters<typeof personalTextsOf>[0];

const member = {
  memberId: 'M-100001',
  customerNumber: '1000011',
  firstName: 'Kari',
  lastName: 'Nordmann',
  displayName: 'Kari Nordmann',
  email: 'kari.nordmann@example.no',
  mobile: '41234567',
  phoneNumber: null,
  birthdate: '1985-04-17',
};
const household = {
  householdId: 'H-200001',
  address: 'Karl Johans gate 1',
  postalCode: '0154',
  city: 'OSLO',
  phoneNumber: '',
  deliveryComment: 'Ring på hos Nordmann',
  coordinates: { lat: 59.9111, lon: 10.7503 },
  addresses: [{ firstName: 'Kari', lastName: 'Nordmann', address: 'Bryggen 1', coordinates: null, deliveryComment: '' }],
};

const stateOf = (extendedUser: unknown, handover?: unknown): State =>
  ({ user: { extendedUser }, ...(handover === undefined ? {} : { handover }) }) as unknown as State;

describe('personalTextsOf', () => {
  it.each([
    ['nobody known', stateOf(null), []],
    [
      "a member's names, contact details, addresses and positions; not ids, postal codes or places",
      stateOf({ currentMember: member, household, handoverInfo: { deliveryInfo: null } }),
      [
        'Kari',
        'Nordmann',
        'Kari Nordmann',
        'kari.nordmann@example.no',
        '41234567',
        '1985-04-17',
        'Karl Johans gate 1',
        'Ring på hos Nordmann',
        '59.9111',
        '10.7503',
        'Bryggen 1',
      ],
    ],
    [
      'the address typed into the picker and the one chosen',
      stateOf(null, {
        address: { query: 'Storgata 5', selected: { address: 'Storgata 5B', coordinates: { lat: 69.6489, lon: 18.9551 } } },
        options: { list: [] },
        selectedLocation: null,
      }),
      ['Storgata 5', 'Storgata 5B', '69.6489', '18.9551'],
    ],
    [
      "the delivery addresses of the handover options and the window's delivery",
      stateOf(
        {
          currentMember: null,
          household: null,
          handoverInfo: {
            deliveryInfo: { firstName: 'Ola', lastName: 'Hansen', address: 'Strandkaien 2', comment: '', coordinates: null },
          },
        },
        {
          address: { query: '', selected: null },
          options: {
            list: [{ locations: [{ address: { firstName: 'Ola', address: 'Havnegata 3', coordinates: null } }, { address: null }] }],
          },
          selectedLocation: { address: { address: 'Havnegata 3' } },
        },
      ),
      ['Ola', 'Hansen', 'Strandkaien 2', 'Havnegata 3'],
    ],
  ])('%s', (_situation, state, expected) => {
    expect(personalTextsOf(state)).toEqual(expected);
  });
});
