import { describe, expect, it } from 'vitest';
import { createExtendedUserDecoder } from './decode-member-user';

const decode = createExtendedUserDecoder('Trumf');

/** A platform answer with this member and household fields added. */
function answer(member: Record<string, unknown>, household: Record<string, unknown> = {}) {
  return {
    chainId: '1300',
    currentMember: { memberId: 'M-1', ...member },
    household: { householdId: 'H-1', ...household },
    store: { gln: '7080001150015', name: 'MENY Storo' },
    handoverInfo: null,
  };
}

describe('createExtendedUserDecoder', () => {
  it.each<[string, unknown, string | null]>([
    ['M', 'M', 'M'],
    ['F (the M/F/U set)', 'F', 'F'],
    ['K (the M/K/U set)', 'K', 'K'],
    ['U', 'U', 'U'],
    ['missing', undefined, null],
    ['an unknown code: none, the user kept', 'X', null],
  ])('reads the gender %s', (_situation, gender, expected) => {
    expect(decode(answer({ gender }), '$').currentMember?.gender).toBe(expected);
  });

  it.each<[string, unknown, string]>([
    ['APPEND', 'APPEND', 'APPEND'],
    ['REPLACE', 'REPLACE', 'REPLACE'],
    ['missing: APPEND', undefined, 'APPEND'],
    ['unknown: APPEND', 'MERGE', 'APPEND'],
  ])('reads the list update mode %s', (_situation, listUpdateMode, expected) => {
    expect(decode(answer({ listUpdateMode }), '$').currentMember?.listUpdateMode).toBe(expected);
  });

  it('reads the media, the household’s children, members and alternative address fields, and the store’s other fields', () => {
    const user = decode(
      {
        ...answer(
          { media: [{ type: 'BANKKORT', id: 4821 }] },
          {
            trumfBalance: 12.5,
            children: [{ firstName: 'Emma', birthYear: 2016 }, { firstName: 'Ola' }],
            members: ['M-1', 'M-2'],
            alternativeFirstName: 'Kari',
            alternativeLastName: 'Nordmann',
            alternativeAddress: 'c/o Hansen',
            alternativePostalCode: 5003,
            alternativeCity: 'BERGEN',
          },
        ),
        store: {
          gln: '7080001150015',
          name: 'MENY Storo',
          municipality: 'Oslo',
          location: { lat: 59.9463, lon: 10.7787 },
          phoneNumber: '22 02 56 00',
          chainId: 1300,
          type: 'STORE',
        },
      },
      '$',
    );
    expect(user.currentMember?.media).toEqual([{ type: 'BANKKORT', id: '4821' }]);
    expect(user.household).toMatchObject({
      loyaltyBalance: 12.5,
      children: [
        { firstName: 'Emma', birthYear: 2016 },
        { firstName: 'Ola', birthYear: null },
      ],
      members: ['M-1', 'M-2'],
      alternativeFirstName: 'Kari',
      alternativeLastName: 'Nordmann',
      alternativeAddress: 'c/o Hansen',
      alternativePostalCode: '5003',
      alternativeCity: 'BERGEN',
      alternativeDeliveryComment: '',
    });
    expect(user.store).toMatchObject({
      municipality: 'Oslo',
      location: { lat: 59.9463, lon: 10.7787 },
      phoneNumber: '22 02 56 00',
      chainId: '1300',
      type: 'STORE',
    });
  });

  it('reads missing media, children and members as empty lists', () => {
    const user = decode(answer({}), '$');
    expect(user.currentMember?.media).toEqual([]);
    expect(user.household).toMatchObject({ children: [], members: [], alternativeAddress: '' });
    expect(user.store.municipality).toBeUndefined();
  });
});
