import { describe, expect, it } from 'vitest';
import { checkAlternativeAddressInput, checkHouseholdInput, checkProfileInput } from './profile-input';

const profile = {
  firstName: 'Kari',
  lastName: 'Nordmann',
  mobile: '91234567',
  email: 'kari@example.no',
  birthdate: '12.04.1985',
  nationalId: '01017012343',
  address: 'Karl Johans gate 1',
  postalCode: '0154',
  city: 'Oslo',
};

const address = {
  firstName: 'Ola',
  lastName: 'Nordmann',
  address: 'Storgata 5',
  postalCode: '7010',
  city: 'Trondheim',
  deliveryComment: 'Ring på',
};

/** The refused fields of a check, as `field: reason`. */
function refused(check: { ok: true } | { ok: false; problems: { field: string; reason: string }[] }): string[] {
  return check.ok ? [] : check.problems.map((problem) => `${problem.field}: ${problem.reason}`);
}

describe('checkProfileInput', () => {
  it('passes the contact details, trimmed', () => {
    expect(checkProfileInput({ ...profile, firstName: ' Kari ' })).toEqual({ ok: true, value: profile });
  });

  it('reads absent optional fields as empty', () => {
    const check = checkProfileInput({ firstName: 'Kari', lastName: 'Nordmann', mobile: '41234567', email: 'k@a.no' });
    expect(check).toEqual({
      ok: true,
      value: {
        firstName: 'Kari',
        lastName: 'Nordmann',
        mobile: '41234567',
        email: 'k@a.no',
        birthdate: '',
        nationalId: '',
        address: '',
        postalCode: '',
        city: '',
      },
    });
  });

  it.each<[string, Record<string, unknown>, string[]]>([
    ['an empty first name', { firstName: '  ' }, ['firstName: fieldRequired']],
    ['a digit in the last name', { lastName: 'Nordmann2' }, ['lastName: nameCharacters']],
    ['a mobile of 7 digits', { mobile: '9123456' }, ['mobile: mobileFormat']],
    ['a mobile starting with 2', { mobile: '22345678' }, ['mobile: mobileFormat']],
    ['an e-mail without top level', { email: 'kari@example' }, ['email: emailFormat']],
    ['no e-mail', { email: undefined }, ['email: fieldRequired']],
    ['a birth date yyyy-MM-dd', { birthdate: '1985-04-12' }, ['birthdate: birthdateFormat']],
    ['a birth date that is no date', { birthdate: '31.02.1985' }, ['birthdate: birthdateFormat']],
    ['a national id of 10 digits', { nationalId: '0101701234' }, ['nationalId: nationalIdFormat']],
    ['a national id with a letter', { nationalId: '0101701234a' }, ['nationalId: nationalIdFormat']],
    ['a national id with a wrong first check digit', { nationalId: '01017012353' }, ['nationalId: nationalIdChecksum']],
    ['a national id with a wrong second check digit', { nationalId: '01017012344' }, ['nationalId: nationalIdChecksum']],
    ['a postal code of 3 digits', { postalCode: '154' }, ['postalCode: postalCodeFormat']],
    ['a city with digits', { city: 'Oslo 1' }, ['city: nameCharacters']],
    ['an address with a symbol', { address: 'Gata 5 #3' }, ['address: addressCharacters']],
    ['an address with markup', { address: 'Storgata <b>12</b>' }, ['address: addressCharacters']],
    ['an address with a control character', { address: 'Storgata\u0000 12' }, ['address: addressCharacters']],
    ['a number for a name', { firstName: 42 }, ['firstName: fieldNotText']],
    ['a name of 101 letters', { firstName: 'a'.repeat(101) }, ['firstName: textTooLong']],
    ['two bad fields', { mobile: '123', postalCode: 'abcd' }, ['mobile: mobileFormat', 'postalCode: postalCodeFormat']],
  ])('refuses %s', (_situation, change, expected) => {
    expect(refused(checkProfileInput({ ...profile, ...change }))).toEqual(expected);
  });

  it('accepts a D-number and empty optional fields', () => {
    const check = checkProfileInput({ ...profile, nationalId: '41017012337', birthdate: '', postalCode: '', city: '' });
    expect(check.ok).toBe(true);
  });

  it('gives the Norwegian text beside each refused field', () => {
    expect(checkProfileInput({ ...profile, nationalId: '01017012344', firstName: 'b'.repeat(101) })).toEqual({
      ok: false,
      problems: [
        { field: 'firstName', reason: 'textTooLong', message: 'Teksten kan ha høyst 100 tegn.' },
        {
          field: 'nationalId',
          reason: 'nationalIdChecksum',
          message: 'Fødselsnummeret er ikke gyldig. Sjekk at alle sifrene er riktige.',
        },
      ],
    });
  });

  it('refuses a value that is not an object, naming every required field', () => {
    expect(refused(checkProfileInput(null))).toEqual([
      'firstName: fieldRequired',
      'lastName: fieldRequired',
      'mobile: fieldRequired',
      'email: fieldRequired',
    ]);
  });
});

describe('checkHouseholdInput', () => {
  it.each<[string, Record<string, unknown>, string[]]>([
    ['an address', { address: 'Storgata 5', postalCode: '0155', city: 'Oslo' }, []],
    ['nothing (the fallbacks apply)', {}, []],
    ['a postal code of 5 digits', { postalCode: '01555' }, ['postalCode: postalCodeFormat']],
  ])('%s', (_situation, input, expected) => {
    expect(refused(checkHouseholdInput(input))).toEqual(expected);
  });
});

describe('checkAlternativeAddressInput', () => {
  it('reads a missing, null or empty id as a new address', () => {
    for (const id of [undefined, null, '', '  ']) {
      expect(checkAlternativeAddressInput({ ...address, id })).toEqual({ ok: true, value: { ...address, id: null } });
    }
  });

  it('keeps the id of an address to update', () => {
    expect(checkAlternativeAddressInput({ ...address, id: 'alt-1' })).toEqual({ ok: true, value: { ...address, id: 'alt-1' } });
  });

  it.each<[string, Record<string, unknown>, string[]]>([
    ['no postal code', { postalCode: '' }, ['postalCode: fieldRequired']],
    ['no city', { city: undefined }, ['city: fieldRequired']],
    ['no address', { address: ' ' }, ['address: fieldRequired']],
    ['no last name', { lastName: '' }, ['lastName: fieldRequired']],
    ['a comment of 251 characters', { deliveryComment: 'x'.repeat(251) }, ['deliveryComment: textTooLong']],
    ['a comment with markup', { deliveryComment: '<img src=x onerror=alert(1)>' }, ['deliveryComment: commentCharacters']],
    ['a comment with a control character', { deliveryComment: 'Ring\u0007 på' }, ['deliveryComment: commentCharacters']],
    ['an address with markup', { address: '<script>Gate 3</script>' }, ['address: addressCharacters']],
    ['a numeric id', { id: 7 }, ['id: fieldNotText']],
  ])('refuses %s', (_situation, change, expected) => {
    expect(refused(checkAlternativeAddressInput({ ...address, ...change }))).toEqual(expected);
  });

  it.each(['Storgata 12/14', 'c/o Hansen', 'Gate 3, leil. 2'])('takes the address Norwegians write: %s', (written) => {
    expect(checkAlternativeAddressInput({ ...address, address: written })).toEqual({
      ok: true,
      value: { ...address, address: written, id: null },
    });
    expect(checkProfileInput({ ...profile, address: written }).ok).toBe(true);
  });
});
