import { createPlatformSim, resetSimState } from '@kurv/platform-sim';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFixtureStore } from '../store/testing/shop-store.fixtures';
import {
  deleteAlternativeAddress,
  getProfile,
  loadCoupons,
  NOT_FULLY_LOGGED_IN,
  saveAlternativeAddress,
  updateHousehold,
  updateProfile,
} from './host-profile';

const sim = createPlatformSim();
const server = setupServer(...sim.handlers);
const base = 'http://kurv.test';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetSimState(sim.state);
});
afterAll(() => server.close());

async function loggedIn(kind: 'member' | 'simplified' | null) {
  const fixture = createFixtureStore();
  if (kind) {
    const answer = await fetch(`${base}/__sim/login`, { method: 'POST', body: JSON.stringify({ kind }) });
    const { token } = (await answer.json()) as { token: string };
    await fixture.store.getState().login(token);
  } else {
    await fixture.store.getState().startSession();
  }
  return fixture;
}

const writes = () => sim.state.requests.filter((request) => request.method !== 'GET').map((request) => `${request.method} ${request.path}`);

const contact = {
  firstName: 'Kari Anne',
  lastName: 'Nordmann',
  mobile: '41234567',
  email: 'kari.anne@example.no',
  birthdate: '12.04.1985',
  nationalId: '01017012343',
  address: 'Karl Johans gate 2',
  postalCode: '',
  city: '',
};

describe('the profile host methods', () => {
  it('refuse an anonymous shopper with «Not logged in», and a simplified login, before any write', async () => {
    const anonymous = await loggedIn(null);
    await expect(updateProfile(anonymous.store, contact)).rejects.toThrow('Not logged in');
    await expect(deleteAlternativeAddress(anonymous.store, 'alt-1')).rejects.toThrow('Not logged in');
    expect(await getProfile(anonymous.store)).toBeNull();
    const simplified = await loggedIn('simplified');
    await expect(saveAlternativeAddress(simplified.store, {})).rejects.toThrow(NOT_FULLY_LOGGED_IN);
    expect(writes()).toEqual([]);
  });

  it('refuse a wrong national id and a bad mobile before any call, naming each field in Norwegian', async () => {
    const fixture = await loggedIn('member');
    const before = fixture.store.getState().user.extendedUser;
    const refusal = updateProfile(fixture.store, { ...contact, nationalId: '01017012344', mobile: '1234' });
    await expect(refusal).rejects.toMatchObject({
      name: 'TypeError',
      fields: [
        { field: 'mobile', reason: 'mobileFormat', message: 'Mobilnummeret må ha 8 siffer og begynne med 4 eller 9.' },
        {
          field: 'nationalId',
          reason: 'nationalIdChecksum',
          message: 'Fødselsnummeret er ikke gyldig. Sjekk at alle sifrene er riktige.',
        },
      ],
    });
    await expect(refusal).rejects.toThrow(/^kurv\.updateProfile: mobile: Mobilnummeret/);
    expect(writes()).toEqual([]);
    expect(fixture.store.getState().user.extendedUser).toEqual(before);
  });

  it('save the contact details with the spec’s conversions, then give the reloaded profile', { timeout: 15_000 }, async () => {
    const fixture = await loggedIn('member');
    // Real time: the spec's 2 s wait after the household write passes before the user is reloaded.
    const profile = await updateProfile(fixture.store, contact);
    expect(writes()).toEqual(['PUT /trumf/husstand', 'PUT /trumf/husstand/medlemmer/M-100001']);
    const member = sim.state.members['M-100001'];
    expect(member?.member).toMatchObject({ firstName: 'Kari Anne', mobile: '41234567', birthdate: '1985-04-12' });
    expect(member?.nationalId).toBe('01017012343');
    const household = sim.state.households[member?.householdId ?? '']?.household;
    expect(household).toMatchObject({ address: 'Karl Johans gate 2', postalCode: '9999', city: 'Unknown' });
    // The fallbacks read back as empty fields; the store holds the reloaded user.
    expect(profile).toMatchObject({
      firstName: 'Kari Anne',
      birthdate: '12.04.1985',
      address: 'Karl Johans gate 2',
      postalCode: '',
      city: '',
    });
    expect(fixture.store.getState().user.extendedUser?.household?.address).toBe('Karl Johans gate 2');
  });

  it('reject with the platform’s message on a failed write and keep the store as it was', async () => {
    const fixture = await loggedIn('member');
    const before = fixture.store.getState().user.extendedUser;
    sim.state.faults.push({ route: 'PUT /trumf/husstand', times: 1, status: 500 });
    await expect(updateProfile(fixture.store, contact)).rejects.toThrow('Det har skjedd en feil. Vennligst prøv igjen senere.');
    expect(fixture.store.getState().user.extendedUser).toEqual(before);
    expect(fixture.store.getState().user.error?.operation).toBe('profileUpdate');
  });

  it('update the household’s address alone', { timeout: 15_000 }, async () => {
    const fixture = await loggedIn('member');
    const profile = await updateHousehold(fixture.store, { address: 'Storgata 9', postalCode: '0155', city: 'Oslo' });
    expect(writes()).toEqual(['PUT /trumf/husstand']);
    expect(profile).toMatchObject({ address: 'Storgata 9', postalCode: '0155', city: 'Oslo' });
  });

  it('create, update and delete an alternative address', async () => {
    const fixture = await loggedIn('member');
    const address = { firstName: 'Ola', lastName: 'Nordmann', address: 'Fjordveien 2', postalCode: '5003', city: 'Bergen' };
    const created = await saveAlternativeAddress(fixture.store, address);
    const added = created.alternativeAddresses.find((candidate) => candidate.address === 'Fjordveien 2');
    expect(added).toMatchObject({ ...address, deliveryComment: '' });
    const id = added?.id ?? '';
    const updated = await saveAlternativeAddress(fixture.store, { ...address, id, address: 'Fjordveien 4', deliveryComment: 'Ring på' });
    expect(updated.alternativeAddresses.find((candidate) => candidate.id === id)).toMatchObject({
      address: 'Fjordveien 4',
      deliveryComment: 'Ring på',
    });
    const deleted = await deleteAlternativeAddress(fixture.store, id);
    expect(deleted.alternativeAddresses.some((candidate) => candidate.id === id)).toBe(false);
    expect(writes()).toEqual([
      'POST /api/extended-user/1300/alternative-address',
      'PUT /api/extended-user/1300/alternative-address',
      `DELETE /api/extended-user/1300/alternative-address/${id}`,
    ]);
  });

  it('refuse an alternative address without postal code, and a delete without id', async () => {
    const fixture = await loggedIn('member');
    await expect(
      saveAlternativeAddress(fixture.store, { firstName: 'Ola', lastName: 'N', address: 'Gata 1', postalCode: '', city: 'Oslo' }),
    ).rejects.toMatchObject({ fields: [{ field: 'postalCode', reason: 'fieldRequired', message: 'Dette feltet må fylles ut.' }] });
    await expect(deleteAlternativeAddress(fixture.store, '')).rejects.toMatchObject({ fields: [{ field: 'id' }] });
    expect(writes()).toEqual([]);
  });

  it('load the member’s coupons with every field; none for an anonymous shopper or a simplified login', async () => {
    const anonymous = await loggedIn(null);
    expect(await loadCoupons(anonymous.store)).toEqual([]);
    const simplified = await loggedIn('simplified');
    expect(await loadCoupons(simplified.store)).toEqual([]);
    const member = await loggedIn('member');
    const coupons = await loadCoupons(member.store);
    expect(coupons.map((coupon) => `${coupon.couponId} ${coupon.status}`)).toEqual([
      'KUP-1001 AKTIV',
      'KUP-1002 INAKTIV',
      'KUP-1003 BRUKT',
      'KUP-1004 INAKTIV',
    ]);
    expect(Object.keys(coupons[0] ?? {}).sort()).toEqual(
      [
        'couponId',
        'couponTitle',
        'campaignName',
        'categoryId',
        'categoryTitle',
        'discountRate',
        'discountType',
        'numberOfProducts',
        'productEan',
        'validFrom',
        'validTo',
        'status',
      ].sort(),
    );
  });
});
