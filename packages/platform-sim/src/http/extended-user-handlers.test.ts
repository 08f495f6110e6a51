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

async function login(kind: string): Promise<string> {
  const answer = await fetch(`${base}/__sim/login`, { method: 'POST', body: JSON.stringify({ kind }) });
  return (await answer.json()).token;
}

const getExtendedUser = (token: string) => fetch(`${base}/api/extended-user/1300`, { headers: { Authorization: `Bearer ${token}` } });

const send = (method: string, path: string, token: string | null, body: unknown) =>
  fetch(`${base}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

const pickupInBergen = {
  deliveryComment: 'Ring på',
  prefferedStoreId: '7080001150022',
  pickupStoreId: '7080001150022',
  handoverInfo: {
    handoverType: 'BUTIKK',
    from: '2026-12-02T15:00:00.000Z',
    to: '2026-12-02T17:00:00.000Z',
    customerPickupFrom: null,
    customerPickupTo: null,
    deadline: '2026-12-02T09:00:00.000Z',
    supplierOrderDeadline: null,
    windowId: 'w-42',
    product: 'PICKUP',
    windowTags: [],
    deliveryInfo: null,
  },
};

describe('GET /api/extended-user/{chainid}', () => {
  it('answers Kari’s member, household, store and handover', async () => {
    const answer = await getExtendedUser(await login('member'));
    expect(answer.status).toBe(200);
    const user = await answer.json();
    expect(user.chainId).toBe('1300');
    expect(user.currentMember).toMatchObject({
      memberId: 'M-100001',
      firstName: 'Kari',
      lastName: 'Nordmann',
      displayName: 'Kari Nordmann',
      media: [
        { type: 'BANKKORT', id: '**** **** **** 4821' },
        { type: 'MEDLEMSKORT', id: '2900000100013' },
      ],
      listUpdateMode: 'REPLACE',
      productRelevancePreference: 'NG',
      hasTrumfVisa: true,
      membershipType: 'primary',
      canUpdateOrder: true,
      consents: [{ agreementId: 'trumf-medlemsavtale', chainId: '1300', channel: 'email', type: 'membership', status: 'true' }],
    });
    expect(user.household).toMatchObject({
      householdId: 'H-200001',
      trumfBalance: 1234.5,
      address: 'Karl Johans gate 1',
      postalCode: '0154',
      city: 'OSLO',
      isOrganization: false,
      assortmentGroup: null,
      coordinates: { lat: 59.9111, lon: 10.7503 },
      children: [{ firstName: 'Emma', birthYear: 2016 }],
      members: ['M-100001', 'M-100004'],
      alternativeFirstName: 'Kari',
      alternativeLastName: 'Nordmann',
      alternativeAddress: 'Bryggen 1',
      alternativePostalCode: '5003',
      alternativeCity: 'BERGEN',
      alternativeDeliveryComment: 'Ring på hos Nordmann',
      prefferedStoreId: '7080001150015',
      pickupStoreId: '7080001150015',
    });
    expect(user.household.addresses).toEqual([
      {
        id: 'alt-1',
        firstName: 'Kari',
        lastName: 'Nordmann',
        address: 'Bryggen 1',
        postalCode: '5003',
        city: 'BERGEN',
        deliveryComment: '',
        coordinates: { lat: 60.3973, lon: 5.3237 },
      },
    ]);
    const store = await (await fetch(`${base}/api/stores/1300/7080001150015?store_format=mapped`)).json();
    expect(user.store).toEqual(store);
    expect(user.handoverInfo).toMatchObject({ handoverType: 'BUTIKK', windowTags: [], deliveryInfo: null });
  });

  it('answers the corporate customer’s organization and home delivery', async () => {
    const user = await (await getExtendedUser(await login('corporate'))).json();
    // A loyalty consent, as a private member's: an organisation gets no bonuses all the same (spec section 6).
    expect(user.currentMember.consents).toEqual([expect.objectContaining({ agreementId: 'trumf-medlemsavtale', status: 'true' })]);
    expect(user.household).toMatchObject({
      isOrganization: true,
      organizationName: 'Nordlys Kantine AS',
      organizationNumber: '916874324',
      organizationDepartmentName: 'Kantina',
      address: 'Dronning Eufemias gate 16',
    });
    expect(user.handoverInfo).toMatchObject({
      handoverType: 'HJEM',
      deliveryInfo: { address: 'Dronning Eufemias gate 16', stores: ['7080001150015'] },
    });
  });

  it('answers the associated member in Kari’s household', async () => {
    const user = await (await getExtendedUser(await login('associated'))).json();
    expect(user.currentMember).toMatchObject({ memberId: 'M-100004', firstName: 'Lise', membershipType: 'associated' });
    expect(user.household.householdId).toBe('H-200001');
  });

  it.each([
    ['member', true],
    ['corporate', true],
    ['simplified', false],
    ['associated', false],
  ])('answers the update-order flag canCurrentMemberUpdateOrder of the %s kind: %s', async (kind, flag) => {
    const user = await (await getExtendedUser(await login(kind))).json();
    expect(user.canCurrentMemberUpdateOrder).toBe(flag);
    expect(user.currentMember.canUpdateOrder).toBe(flag);
  });

  it('answers 401 without a token', async () => {
    expect((await fetch(`${base}/api/extended-user/1300`)).status).toBe(401);
  });
});

describe('GET /api/extended-user/invalidateCache', () => {
  it('answers 204, not an extended user of a chain called "invalidateCache"', async () => {
    const answer = await fetch(`${base}/api/extended-user/invalidateCache`);
    expect(answer.status).toBe(204);
    expect(await answer.text()).toBe('');
  });
});

describe('PUT /api/extended-user/{chainid}/household', () => {
  it('changes the store, handover and comment that GET answers, for every member of the household', async () => {
    const kari = await login('member');
    expect((await send('PUT', '/api/extended-user/1300/household', kari, pickupInBergen)).status).toBe(204);
    const user = await (await getExtendedUser(kari)).json();
    expect(user.store.gln).toBe('7080001150022');
    expect(user.store.name).toBe('MENY Bergen Storsenter');
    expect(user.household).toMatchObject({ deliveryComment: 'Ring på', prefferedStoreId: '7080001150022', pickupStoreId: '7080001150022' });
    expect(user.handoverInfo).toEqual(pickupInBergen.handoverInfo);
    const lise = await (await getExtendedUser(await login('associated'))).json();
    expect(lise.store.gln).toBe('7080001150022');
    expect(sim.state.householdUpdates).toEqual([pickupInBergen]);
  });

  it.each([
    ['the parcel locker picked by MENY Storo', '7080001150015', '7080003000017', 'MENY Hentepunkt Nydalen'],
    ['MENY Bryn’s locker 667', '7080001150488', '667', 'MENY Bryn Henteskap'],
  ])('answers the household’s pickup point (%s), not the store that picks it', async (_situation, gln, pickupGln, name) => {
    const kari = await login('member');
    const body = { ...pickupInBergen, prefferedStoreId: gln, pickupStoreId: pickupGln };
    expect((await send('PUT', '/api/extended-user/1300/household', kari, body)).status).toBe(204);
    const user = await (await getExtendedUser(kari)).json();
    expect(user.store).toMatchObject({ gln, pickupGln, name });
  });

  it('falls back to the default store for gln "0" and unknown glns', async () => {
    const kari = await login('member');
    await send('PUT', '/api/extended-user/1300/household', kari, pickupInBergen);
    await send('PUT', '/api/extended-user/1300/household', kari, { ...pickupInBergen, prefferedStoreId: '0', pickupStoreId: '' });
    expect((await (await getExtendedUser(kari)).json()).store.gln).toBe('7080001150015');
    await send('PUT', '/api/extended-user/1300/household', kari, { ...pickupInBergen, prefferedStoreId: '7000000000000' });
    expect((await (await getExtendedUser(kari)).json()).store.gln).toBe('7080001150015');
  });

  it('answers 400 without handoverInfo or store gln, and keeps no record of it', async () => {
    const kari = await login('member');
    const { handoverInfo: _left, ...withoutHandover } = pickupInBergen;
    const missingHandover = await send('PUT', '/api/extended-user/1300/household', kari, withoutHandover);
    expect(missingHandover.status).toBe(400);
    expect(await missingHandover.json()).toEqual({ code: 400, message: 'Invalid input, «storeGln» and «handoverInfo» are both required' });
    expect((await send('PUT', '/api/extended-user/1300/household', kari, { ...pickupInBergen, prefferedStoreId: '' })).status).toBe(400);
    expect(sim.state.householdUpdates).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    expect((await send('PUT', '/api/extended-user/1300/household', null, pickupInBergen)).status).toBe(401);
  });
});

describe('PUT /api/extended-user/{chainid}/attributes', () => {
  it('stores any JSON object on the user', async () => {
    const kari = await login('member');
    expect((await send('PUT', '/api/extended-user/1300/attributes', kari, { favouriteCategory: 'Ost', tips: 3 })).status).toBe(204);
    expect(sim.state.members['M-100001']?.attributes).toEqual({ favouriteCategory: 'Ost', tips: 3 });
  });

  it('answers 400 for a body that is not an object and 401 without a token', async () => {
    expect((await send('PUT', '/api/extended-user/1300/attributes', await login('member'), [1, 2])).status).toBe(400);
    expect((await send('PUT', '/api/extended-user/1300/attributes', null, {})).status).toBe(401);
  });
});

describe('alternative addresses', () => {
  const cabin = { firstName: 'Kari', lastName: 'Nordmann', address: 'Hyttevegen 3', postalCode: '2680', city: 'VÅGÅ', deliveryComment: '' };

  it('creates an address with a new id, and GET lists it', async () => {
    const kari = await login('member');
    const answer = await send('POST', '/api/extended-user/1300/alternative-address', kari, cabin);
    expect(answer.status).toBe(201);
    const created = await answer.json();
    expect(created).toEqual({ ...cabin, id: 'alt-2', coordinates: null });
    const user = await (await getExtendedUser(kari)).json();
    expect(user.household.addresses.map((address: { id: string }) => address.id)).toEqual(['alt-1', 'alt-2']);
  });

  it('answers 400 for an incomplete address', async () => {
    const kari = await login('member');
    expect((await send('POST', '/api/extended-user/1300/alternative-address', kari, { address: 'Hyttevegen 3' })).status).toBe(400);
  });

  it('updates an address by id and answers 404 for an unknown id', async () => {
    const kari = await login('member');
    const answer = await send('PUT', '/api/extended-user/1300/alternative-address', kari, { id: 'alt-1', deliveryComment: 'Ved sjøen' });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ id: 'alt-1', address: 'Bryggen 1', deliveryComment: 'Ved sjøen' });
    const unknown = await send('PUT', '/api/extended-user/1300/alternative-address', kari, { ...cabin, id: 'alt-99' });
    expect(unknown.status).toBe(404);
  });

  it('deletes an address by id and answers 404 the second time', async () => {
    const kari = await login('member');
    const remove = () =>
      fetch(`${base}/api/extended-user/1300/alternative-address/alt-1`, { method: 'DELETE', headers: { Authorization: `Bearer ${kari}` } });
    expect((await remove()).status).toBe(204);
    expect((await (await getExtendedUser(kari)).json()).household.addresses).toEqual([]);
    expect((await remove()).status).toBe(404);
  });

  it('answers 401 without a token', async () => {
    expect((await send('POST', '/api/extended-user/1300/alternative-address', null, cabin)).status).toBe(401);
    expect((await send('PUT', '/api/extended-user/1300/alternative-address', null, { ...cabin, id: 'alt-1' })).status).toBe(401);
    expect((await fetch(`${base}/api/extended-user/1300/alternative-address/alt-1`, { method: 'DELETE' })).status).toBe(401);
  });
});
