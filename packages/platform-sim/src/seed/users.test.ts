import { describe, expect, it } from 'vitest';
import { DEFAULT_STORE_GLN } from './stores';
import { SIM_USER_KINDS } from './user-types';
import { SEED_USERS } from './users';

function passesModulus11(organizationNumber: string): boolean {
  if (!/^\d{9}$/.test(organizationNumber)) {
    return false;
  }
  const digits = [...organizationNumber].map(Number);
  const weights = [3, 2, 7, 6, 5, 4, 3, 2];
  const sum = weights.reduce((total, weight, index) => total + weight * (digits[index] as number), 0);
  const remainder = sum % 11;
  const checkDigit = remainder === 0 ? 0 : 11 - remainder;
  return checkDigit !== 10 && checkDigit === digits[8];
}

describe('the seeded users', () => {
  it('have one user per kind with unique member ids and subjects', () => {
    expect(Object.keys(SEED_USERS).sort()).toEqual([...SIM_USER_KINDS].sort());
    const users = Object.values(SEED_USERS);
    expect(new Set(users.map((user) => user.extendedUser.currentMember.memberId)).size).toBe(users.length);
    expect(new Set(users.map((user) => user.subjectId)).size).toBe(users.length);
  });

  it('give every member contact data in the platform formats', () => {
    for (const { kind, extendedUser } of Object.values(SEED_USERS)) {
      const member = extendedUser.currentMember;
      expect(member.email, kind).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
      expect(member.mobile, kind).toMatch(/^[49]\d{7}$/);
      expect(member.birthdate, kind).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(member.birthdate).toISOString().startsWith(member.birthdate), kind).toBe(true);
      // The membership's codes M/K/U, or none (spec section 3).
      expect(['K', 'M', 'U', null], kind).toContain(member.gender);
      for (const value of [member.customerNumber, member.barCode, member.memberCryptoKey, member.displayName]) {
        expect(value, kind).not.toBe('');
      }
      expect(extendedUser.household.householdCryptoKey, kind).not.toBe('');
      expect(extendedUser.household.members, kind).toContain(member.memberId);
    }
  });

  it('make Kari a Trumf member with an alternative address in Bergen, picking up at the default store', () => {
    const { currentMember, household, handoverInfo, store } = SEED_USERS.member.extendedUser;
    expect(currentMember).toMatchObject({ memberId: 'M-100001', firstName: 'Kari', lastName: 'Nordmann', membershipType: 'primary' });
    expect(currentMember.consents).toEqual([expect.objectContaining({ agreementId: 'trumf-medlemsavtale', status: 'true' })]);
    expect(household).toMatchObject({
      householdId: 'H-200001',
      trumfBalance: 1234.5,
      city: 'OSLO',
      coordinates: { lat: 59.9111, lon: 10.7503 },
    });
    expect(household.addresses).toEqual([expect.objectContaining({ id: 'alt-1', address: 'Bryggen 1', city: 'BERGEN' })]);
    expect(handoverInfo.handoverType).toBe('BUTIKK');
    expect(store.gln).toBe(DEFAULT_STORE_GLN);
  });

  it('give the corporate customer a valid organization number, and a loyalty consent (an organisation gets no bonuses all the same)', () => {
    const { household, currentMember } = SEED_USERS.corporate.extendedUser;
    expect(household).toMatchObject({
      isOrganization: true,
      organizationName: 'Nordlys Kantine AS',
      organizationDepartmentName: 'Kantina',
    });
    expect(passesModulus11(household.organizationNumber ?? '')).toBe(true);
    expect(passesModulus11('916874325')).toBe(false);
    expect(currentMember.consents).toEqual([expect.objectContaining({ agreementId: 'trumf-medlemsavtale', status: 'true' })]);
  });

  it('put the associated member in Kari’s household', () => {
    const lise = SEED_USERS.associated.extendedUser;
    expect(lise.currentMember).toMatchObject({ firstName: 'Lise', membershipType: 'associated' });
    expect(lise.household).toEqual(SEED_USERS.member.extendedUser.household);
  });
});
