import { describe, expect, it } from 'vitest';
import { birthdateToIso, type ProfileUpdate, toHouseholdPayload, toMemberPayload } from './profile-update';

const update: ProfileUpdate = {
  firstName: 'Kari',
  lastName: 'Nordmann',
  email: 'kari@example.no',
  mobile: '91234567',
  dateOfBirth: '12.04.1985',
  gender: 'K',
  address: 'Karl Johans gate 1',
  postalCode: '0154',
  city: 'OSLO',
};

describe('birthdateToIso', () => {
  it.each([
    ['12.04.1985', '1985-04-12'],
    ['12-04-1985', '1985-04-12'],
    ['12 04 1985', '1985-04-12'],
    ['1985-04-12', null],
    ['', null],
    ['12.4.1985', null],
  ])('%s → %s', (input, expected) => {
    expect(birthdateToIso(input)).toBe(expected);
  });
});

describe('toHouseholdPayload', () => {
  it('uses the platform’s Norwegian names', () => {
    expect(toHouseholdPayload(update)).toEqual({ gateadresse: 'Karl Johans gate 1', postnr: '0154', poststed: 'OSLO' });
  });

  it('sends an empty post area as «Unknown» and an empty postal code as «9999»', () => {
    expect(toHouseholdPayload({ ...update, city: ' ', postalCode: '' })).toMatchObject({ postnr: '9999', poststed: 'Unknown' });
  });

  it('adds organisation fields and cut coordinates when present', () => {
    expect(
      toHouseholdPayload({
        ...update,
        organizationName: 'Nordlys Kantine AS',
        organizationNumber: '916874324',
        organizationDepartmentName: 'Kantina',
        lat: 59.9111,
        lon: 10.7503123456789,
      }),
    ).toEqual({
      gateadresse: 'Karl Johans gate 1',
      postnr: '0154',
      poststed: 'OSLO',
      firmanavn: 'Nordlys Kantine AS',
      orgnr: '916874324',
      avdelingsnavn: 'Kantina',
      latitude: 59.9111,
      longitude: 10.750312345678,
    });
  });
});

describe('toMemberPayload', () => {
  it('uses the platform’s Norwegian names and converts the birth date', () => {
    expect(toMemberPayload(update)).toEqual({
      fornavn: 'Kari',
      etternavn: 'Nordmann',
      mobilnr: '91234567',
      telefonnr: '',
      epostadresse: 'kari@example.no',
      fodselsdato: '1985-04-12',
      kjonn: 'K',
    });
  });

  it('omits a missing birth date', () => {
    expect(toMemberPayload({ ...update, dateOfBirth: '' })).not.toHaveProperty('fodselsdato');
  });

  it('sends a given national id as «fodselsnummer», trimmed, and omits an empty one', () => {
    expect(toMemberPayload({ ...update, nationalId: ' 01017012343 ' })).toMatchObject({ fodselsnummer: '01017012343' });
    expect(toMemberPayload({ ...update, nationalId: '' })).not.toHaveProperty('fodselsnummer');
  });
});
