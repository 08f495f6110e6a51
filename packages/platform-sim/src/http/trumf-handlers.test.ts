import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetSimState } from '../model/sim-state';
import { createPlatformSim } from './create-platform-sim';

const sim = createPlatformSim();
const server = setupServer(...sim.handlers);
const base = 'http://sim.test';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetSimState(sim.state));
afterAll(() => server.close());

const post = (path: string, body: unknown) =>
  fetch(`${base}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

async function login(kind: string): Promise<string> {
  return (await (await post('/__sim/login', { kind })).json()).token;
}

const put = (path: string, token: string | null, body: unknown) =>
  fetch(`${base}${path}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

const get = (path: string, token: string | null) => fetch(`${base}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });

describe('PUT /trumf/husstand', () => {
  it('maps the Norwegian fields onto the household the extended user answers', async () => {
    const per = await login('corporate');
    const answer = await put('/trumf/husstand', per, {
      gateadresse: 'Langkaia 1',
      postnr: '0150',
      poststed: 'OSLO',
      firmanavn: 'Nordlys Kantine og Catering AS',
      orgnr: '916874324',
      avdelingsnavn: 'Kaikantina',
      latitude: 59.9081,
      longitude: '10.7469',
    });
    expect(answer.status).toBe(204);
    const user = await (await get('/api/extended-user/1300', per)).json();
    expect(user.household).toMatchObject({
      address: 'Langkaia 1',
      postalCode: '0150',
      city: 'OSLO',
      organizationName: 'Nordlys Kantine og Catering AS',
      organizationNumber: '916874324',
      organizationDepartmentName: 'Kaikantina',
      coordinates: { lat: 59.9081, lon: 10.7469 },
    });
  });

  it('answers 400 when the street, postal code or place is not a string', async () => {
    const kari = await login('member');
    expect((await put('/trumf/husstand', kari, { gateadresse: 'Langkaia 1', postnr: 150, poststed: 'OSLO' })).status).toBe(400);
    expect((await put('/trumf/husstand', kari, { gateadresse: 'Langkaia 1', postnr: '0150' })).status).toBe(400);
    expect(sim.state.households['H-200001']?.household.address).toBe('Karl Johans gate 1');
  });

  it('answers 401 without a token', async () => {
    expect((await put('/trumf/husstand', null, { gateadresse: 'Langkaia 1', postnr: '0150', poststed: 'OSLO' })).status).toBe(401);
  });
});

describe('PUT /trumf/husstand/medlemmer/{memberId}', () => {
  const newDetails = {
    fornavn: 'Lise Marie',
    etternavn: 'Nordmann',
    mobilnr: '98765432',
    telefonnr: '22 11 22 11',
    epostadresse: 'lise.marie@example.no',
    fodselsdato: '1987-09-10',
    kjonn: 'K',
  };

  it('lets Kari update Lise, a member of her household', async () => {
    const kari = await login('member');
    expect((await put('/trumf/husstand/medlemmer/M-100004', kari, newDetails)).status).toBe(204);
    const lise = await (await get('/api/extended-user/1300', await login('associated'))).json();
    expect(lise.currentMember).toMatchObject({
      firstName: 'Lise Marie',
      lastName: 'Nordmann',
      displayName: 'Lise Marie Nordmann',
      mobile: '98765432',
      phoneNumber: '22 11 22 11',
      email: 'lise.marie@example.no',
      birthdate: '1987-09-10',
      gender: 'K',
    });
  });

  it('answers 403 for a member of another household', async () => {
    const kari = await login('member');
    expect((await put('/trumf/husstand/medlemmer/M-100002', kari, newDetails)).status).toBe(403);
    expect((await put('/trumf/husstand/medlemmer/M-999999', kari, newDetails)).status).toBe(403);
    expect(sim.state.members['M-100002']?.member.firstName).toBe('Ola');
  });

  it('answers 400 for a birth date that is not yyyy-MM-dd', async () => {
    const kari = await login('member');
    expect((await put('/trumf/husstand/medlemmer/M-100001', kari, { ...newDetails, fodselsdato: '10.09.1987' })).status).toBe(400);
    expect((await put('/trumf/husstand/medlemmer/M-100001', kari, { ...newDetails, fodselsdato: '1987-02-30' })).status).toBe(400);
    expect(sim.state.members['M-100001']?.member.birthdate).toBe('1985-04-17');
  });

  it('keeps a national id (fodselsnummer) of 11 digits, shown in the state and not in the extended user', async () => {
    const kari = await login('member');
    expect((await put('/trumf/husstand/medlemmer/M-100001', kari, { ...newDetails, fodselsnummer: '0101701234' })).status).toBe(400);
    expect(sim.state.members['M-100001']?.nationalId).toBeUndefined();
    expect((await put('/trumf/husstand/medlemmer/M-100001', kari, { ...newDetails, fodselsnummer: '01017012343' })).status).toBe(204);
    expect(sim.state.members['M-100001']?.nationalId).toBe('01017012343');
    const state = await (await get('/__sim/state', null)).json();
    expect(state.members['M-100001'].nationalId).toBe('01017012343');
    const kariAgain = await (await get('/api/extended-user/1300', kari)).json();
    expect(JSON.stringify(kariAgain)).not.toContain('01017012343');
  });

  it('answers 401 without a token', async () => {
    expect((await put('/trumf/husstand/medlemmer/M-100001', null, newDetails)).status).toBe(401);
  });
});

describe('GET /trumf/triggerbonuser/medlemmer/{memberId}/', () => {
  it('answers an active and an expired bonus around the Oslo date of the simulator clock', async () => {
    await post('/__sim/clock', { now: '2026-12-31T23:30:00.000Z' });
    const kari = await login('member');
    const answer = await get('/trumf/triggerbonuser/medlemmer/M-100001/?partner=1300', kari);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual([
      { status: '01', bonusGyldigFra: '2026-12-31', bonusGyldigTil: '2027-01-07', bonusProsent: 5, gyldigTil: '2027-01-07' },
      { status: '02', bonusGyldigFra: '2026-12-02', bonusGyldigTil: '2026-12-09', bonusProsent: 5, gyldigTil: '2026-12-09' },
    ]);
  });

  it('answers the same without the trailing slash', async () => {
    await post('/__sim/clock', { now: '2026-06-15T10:00:00.000Z' });
    const kari = await login('member');
    const bonuses = await (await get('/trumf/triggerbonuser/medlemmer/M-100001?partner=1300', kari)).json();
    expect(bonuses[0]).toMatchObject({ status: '01', bonusGyldigFra: '2026-06-14', bonusGyldigTil: '2026-06-21' });
  });

  it('keeps the dates of the first answer when the clock moves on, so the bonus ends', async () => {
    await post('/__sim/clock', { now: '2026-06-15T10:00:00.000Z' });
    const kari = await login('member');
    expect((await get('/trumf/triggerbonuser/medlemmer/M-100001/?partner=1300', kari)).status).toBe(200);
    await post('/__sim/clock', { now: '2026-06-25T10:00:00.000Z' });
    // A new login: the first one's token has expired by then.
    const later = await login('member');
    const bonuses = await (await get('/trumf/triggerbonuser/medlemmer/M-100001/?partner=1300', later)).json();
    expect(bonuses[0]).toMatchObject({ status: '01', bonusGyldigFra: '2026-06-14', bonusGyldigTil: '2026-06-21' });
  });

  it('answers an empty list for the other kinds', async () => {
    const ola = await login('simplified');
    expect(await (await get('/trumf/triggerbonuser/medlemmer/M-100002/?partner=1300', ola)).json()).toEqual([]);
  });

  it('answers 403 for another member and 401 without a token', async () => {
    const ola = await login('simplified');
    expect((await get('/trumf/triggerbonuser/medlemmer/M-100001/?partner=1300', ola)).status).toBe(403);
    expect((await get('/trumf/triggerbonuser/medlemmer/M-100001/?partner=1300', null)).status).toBe(401);
  });

  it('is logged and fault-injectable under /trumf/', async () => {
    await post('/__sim/faults', { route: 'GET /trumf/**', status: 500, times: 1 });
    const kari = await login('member');
    expect((await get('/trumf/triggerbonuser/medlemmer/M-100001/', kari)).status).toBe(500);
    expect(sim.state.requests).toEqual([
      expect.objectContaining({ path: '/trumf/triggerbonuser/medlemmer/M-100001/', fault: 'GET /trumf/**' }),
    ]);
  });
});
