import { expect, test } from '../support/fixtures';
import { callHostApi } from '../support/host-api';
import type { SimulatorClient } from '../support/simulator';

/**
 * Issue 36, point 10 (spec section 5, Norwegian formats): the formats a host page's profile form meets through
 * `window.kurv.updateProfile`, each refused before any call with its Norwegian text, and what passes reaches the
 * platform: e-mail (a local part, @, a dotted domain, a top level of 2 to 4 letters), names (letters, accented ones too,
 * spaces, apostrophes, hyphens), the birth date (dd.MM.yyyy, a real date, 1900–2099, separated by '.', '-' or ' '; left
 * out of the call when not given) and the most a field may hold.
 */

const KARI = 'M-100001';
const CONTACT = { firstName: 'Kari', lastName: 'Nordmann', mobile: '41234567', email: 'kari.nordmann@example.no' };

/** The member writes (`PUT /trumf/husstand/medlemmer/…`) the simulator received, with their bodies. */
async function memberWrites(sim: SimulatorClient): Promise<Record<string, unknown>[]> {
  return (await sim.requests())
    .filter((request) => request.method === 'PUT' && request.path.includes('/husstand/medlemmer/'))
    .map((request) => (request.body ?? {}) as Record<string, unknown>);
}

test.beforeEach(async ({ shop }) => {
  await shop.open('/profil/', 'member');
  await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);
});

test('an e-mail without a dotted domain, with a top level of 5 letters or without @ is refused before any call', async ({ page, sim }) => {
  for (const email of ['kari@example', 'kari@example.norge', 'kari.example.no', 'kari@.no']) {
    expect(await callHostApi(page, 'updateProfile', { ...CONTACT, email }), email).toMatchObject({
      fields: [{ field: 'email', reason: 'emailFormat', message: 'Skriv inn en gyldig e-postadresse, for eksempel kari@eksempel.no.' }],
    });
  }
  expect(await memberWrites(sim)).toEqual([]);

  await callHostApi(page, 'updateProfile', { ...CONTACT, email: 'kari@eksempel.no' });
  expect((await sim.state()).members[KARI]?.member.email).toBe('kari@eksempel.no');
});

test('names take accented letters, spaces, apostrophes and hyphens, and refuse digits and other signs', async ({ page, sim }) => {
  for (const firstName of ['Kari2', 'Kari!', 'Kari_Anne']) {
    expect(await callHostApi(page, 'updateProfile', { ...CONTACT, firstName }), firstName).toMatchObject({
      fields: [{ field: 'firstName', reason: 'nameCharacters', message: 'Bruk bare bokstaver, mellomrom, apostrof og bindestrek.' }],
    });
  }
  expect(await memberWrites(sim)).toEqual([]);

  expect(await callHostApi(page, 'updateProfile', { ...CONTACT, firstName: 'Åse Zoë', lastName: "O'Brien-Ødegård" })).toMatchObject({
    firstName: 'Åse Zoë',
    lastName: "O'Brien-Ødegård",
  });
  expect((await sim.state()).members[KARI]?.member).toMatchObject({ firstName: 'Åse Zoë', lastName: "O'Brien-Ødegård" });
});

test('a birth date must be a real dd.MM.yyyy date in 1900–2099; «-» and a space separate it as well as «.»', async ({ page, sim }) => {
  for (const birthdate of ['31.02.1985', '01.01.1899', '01.01.2100', '1985-04-12', '12/04/1985', '1.4.1985']) {
    expect(await callHostApi(page, 'updateProfile', { ...CONTACT, birthdate }), birthdate).toMatchObject({
      fields: [{ field: 'birthdate', reason: 'birthdateFormat', message: 'Skriv inn en gyldig fødselsdato som dd.mm.åååå.' }],
    });
  }
  expect(await memberWrites(sim)).toEqual([]);

  for (const [birthdate, sent] of [
    ['12-04-1985', '1985-04-12'],
    ['13 04 1985', '1985-04-13'],
    ['29.02.2000', '2000-02-29'],
  ] as const) {
    await callHostApi(page, 'updateProfile', { ...CONTACT, birthdate });
    expect((await memberWrites(sim)).at(-1)?.fodselsdato, birthdate).toBe(sent);
  }
  expect((await sim.state()).members[KARI]?.member.birthdate).toBe('2000-02-29');
});

test('without a birth date the call leaves it out, and the platform keeps the one it has', async ({ page, sim }) => {
  const before = (await sim.state()).members[KARI]?.member.birthdate;
  expect(before).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(await callHostApi(page, 'updateProfile', { ...CONTACT, firstName: 'Kari Anne' })).toMatchObject({ firstName: 'Kari Anne' });
  const [sent] = await memberWrites(sim);
  expect(sent).toMatchObject({ fornavn: 'Kari Anne' });
  expect(sent).not.toHaveProperty('fodselsdato');
  expect((await sim.state()).members[KARI]?.member.birthdate).toBe(before);
});

test('a field of 100 characters passes; one of 101 is refused with the limit named', async ({ page, sim }) => {
  const lastName = `Nordmann-${'a'.repeat(91)}`;
  expect(lastName).toHaveLength(100);
  expect(await callHostApi(page, 'updateProfile', { ...CONTACT, lastName: `${lastName}a` })).toMatchObject({
    fields: [{ field: 'lastName', reason: 'textTooLong', message: 'Teksten kan ha høyst 100 tegn.' }],
  });
  expect(await memberWrites(sim)).toEqual([]);

  expect(await callHostApi(page, 'updateProfile', { ...CONTACT, lastName })).toMatchObject({ lastName });
  expect((await sim.state()).members[KARI]?.member.lastName).toBe(lastName);
});
