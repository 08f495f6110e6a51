import type { Page } from '@playwright/test';
import type { SimAlternativeAddress } from '../../../packages/platform-sim/src/seed/user-types';
import type { ShopPage } from '../pages/ShopPage';
import { expect, test } from '../support/fixtures';
import type { SimulatorClient } from '../support/simulator';

/**
 * Issue 36, point 6 (spec sections 3 and 5): the profile page (/profil/) reads through window.kurv every field spec
 * section 3 lists for the member (the gender code and its Norwegian display, the media, the list update mode), the
 * household, the store and the coupons; `updateProfile` and `saveAlternativeAddress` take the addresses Norwegians write
 * and still refuse markup and control characters, before any call.
 */

type Kurv = {
  getProfile(): Promise<Record<string, unknown> | null>;
  loadCoupons(): Promise<Record<string, unknown>[]>;
  updateProfile(input: unknown): Promise<Record<string, unknown>>;
  saveAlternativeAddress(input: unknown): Promise<Record<string, unknown>>;
};

/** Calls a method of window.kurv on the page: its answer, or `{ refused }` with the rejection's message and fields. */
async function callKurv(page: Page, method: keyof Kurv, input?: unknown): Promise<unknown> {
  return await page.evaluate(
    async ([name, value]) => {
      const kurv = (window as unknown as { kurv: Record<string, (input?: unknown) => Promise<unknown>> }).kurv;
      try {
        return await kurv[name as string]?.(value);
      } catch (error) {
        const { message, fields } = error as Error & { fields?: unknown };
        return { refused: message, fields: fields ?? null };
      }
    },
    [method, input] as const,
  );
}

/** Opens /profil/ as a seeded shopper, once the widgets show the name. */
async function openProfileAs(shop: ShopPage, kind: 'member' | 'corporate' | 'noAddress' | 'addressProblems', name: RegExp) {
  await shop.open('/profil/', kind);
  await expect(shop.loggedInAs).toHaveText(name);
}

/** The profile writes the simulator received (the husstand, member and alternative-address calls). */
async function profileWrites(sim: SimulatorClient): Promise<string[]> {
  return (await sim.requests())
    .filter((request) => request.method !== 'GET' && /husstand|alternative-address/.test(request.path))
    .map((request) => `${request.method} ${request.path}`);
}

/** Every alternative address of every household, as the platform keeps them. */
async function alternativeAddresses(sim: SimulatorClient): Promise<SimAlternativeAddress[]> {
  return Object.values((await sim.state()).households).flatMap((record) => record.household.addresses);
}

const KARI_CONTACT = { firstName: 'Kari', lastName: 'Nordmann', mobile: '41234567', email: 'kari.nordmann@example.no' };

test('window.kurv reads every field spec section 3 lists: the member’s gender, media and list update mode, the household, the store and the coupons', async ({
  page,
  shop,
}) => {
  await openProfileAs(shop, 'member', /Kari Nordmann/);
  expect(await callKurv(page, 'getProfile')).toMatchObject({
    memberId: 'M-100001',
    gender: 'K',
    genderText: 'Kvinne',
    media: [
      { type: 'BANKKORT', id: '**** **** **** 4821' },
      { type: 'MEDLEMSKORT', id: '2900000100013' },
    ],
    listUpdateMode: 'REPLACE',
    household: {
      householdId: 'H-200001',
      loyaltyBalance: 1234.5,
      phoneNumber: '',
      deliveryComment: '',
      children: [{ firstName: 'Emma', birthYear: 2016 }],
      members: ['M-100001', 'M-100004'],
      alternativeFirstName: 'Kari',
      alternativeLastName: 'Nordmann',
      alternativeAddress: 'Bryggen 1',
      alternativePostalCode: '5003',
      alternativeCity: 'BERGEN',
      alternativeDeliveryComment: 'Ring på hos Nordmann',
      assortmentGroup: null,
      coordinates: { lat: 59.9111, lon: 10.7503 },
      organizationName: null,
      organizationNumber: null,
      organizationDepartmentName: null,
    },
    store: {
      gln: '7080001150015',
      pickupGln: '7080001150015',
      name: 'MENY Storo',
      address: 'Vitaminveien 7',
      postalCode: '0485',
      city: 'OSLO',
      county: 'Oslo',
      municipality: 'Oslo',
      location: { lat: 59.9463, lon: 10.7787 },
      phoneNumber: '22 02 56 00',
      chainId: '1300',
      deviationInfo: null,
      deviationInfoDisplayFrom: null,
      deviationInfoDisplayTo: null,
      pickupPointDescription: null,
      type: 'STORE',
    },
  });

  const coupons = (await callKurv(page, 'loadCoupons')) as Record<string, unknown>[];
  expect(coupons.map((coupon) => [coupon.couponId, coupon.status])).toEqual([
    ['KUP-1001', 'AKTIV'],
    ['KUP-1002', 'INAKTIV'],
    ['KUP-1003', 'BRUKT'],
    ['KUP-1004', 'INAKTIV'],
  ]);
  expect(coupons[0]).toEqual({
    couponId: 'KUP-1001',
    couponTitle: '20 % rabatt på Norvegia 26 %',
    campaignName: 'Ukens kuponger',
    categoryId: '400',
    categoryTitle: 'Ost',
    discountRate: 20,
    discountType: 'PROSENT',
    numberOfProducts: 1,
    productEan: '7038551135202',
    validFrom: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    validTo: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    status: 'AKTIV',
  });
  expect(coupons[2]).toMatchObject({ discountRate: 10, discountType: 'KRONER' });
});

for (const [kind, name, gender, genderText] of [
  ['corporate', /Per/, 'M', 'Mann'],
  ['noAddress', /Nina/, 'U', 'Annet'],
  ['addressProblems', /Jonas/, null, 'Ikke oppgitt'],
] as const) {
  test(`the gender ${String(gender)} is shown «${genderText}» [${kind}]`, async ({ page, shop }) => {
    await openProfileAs(shop, kind, name);
    expect(await callKurv(page, 'getProfile')).toMatchObject({ gender, genderText, listUpdateMode: 'APPEND', media: [] });
  });
}

test('updateProfile and saveAlternativeAddress take «Storgata 12/14», «c/o Hansen» and «Gate 3, leil. 2»', async ({ page, sim, shop }) => {
  await openProfileAs(shop, 'member', /Kari Nordmann/);
  expect(
    await callKurv(page, 'updateProfile', { ...KARI_CONTACT, address: 'Storgata 12/14', postalCode: '0184', city: 'OSLO' }),
  ).toMatchObject({
    address: 'Storgata 12/14',
  });
  const state = await sim.state();
  expect(state.households['H-200001']?.household.address).toBe('Storgata 12/14');

  for (const address of ['c/o Hansen', 'Gate 3, leil. 2']) {
    const saved = await callKurv(page, 'saveAlternativeAddress', {
      firstName: 'Ola',
      lastName: 'Hansen',
      address,
      postalCode: '5003',
      city: 'BERGEN',
      deliveryComment: 'Ring på, 2. etg.',
    });
    expect(saved).toMatchObject({ alternativeAddresses: expect.arrayContaining([expect.objectContaining({ address })]) });
  }
  expect((await alternativeAddresses(sim)).map((stored) => stored.address)).toEqual(
    expect.arrayContaining(['c/o Hansen', 'Gate 3, leil. 2']),
  );
});

test('markup and control characters are refused before any call, with the Norwegian text beside the field', async ({ page, sim, shop }) => {
  await openProfileAs(shop, 'member', /Kari Nordmann/);
  const addressText = 'Bruk bare bokstaver, tall, mellomrom, punktum, komma, skråstrek, apostrof og bindestrek.';
  expect(await callKurv(page, 'updateProfile', { ...KARI_CONTACT, address: 'Storgata <b>12</b>' })).toMatchObject({
    fields: [{ field: 'address', reason: 'addressCharacters', message: addressText }],
  });
  expect(await callKurv(page, 'updateProfile', { ...KARI_CONTACT, address: 'Storgata\u0007 12' })).toMatchObject({
    fields: [{ field: 'address', reason: 'addressCharacters', message: addressText }],
  });
  const alternative = { firstName: 'Ola', lastName: 'Hansen', address: 'c/o Hansen', postalCode: '5003', city: 'BERGEN' };
  expect(await callKurv(page, 'saveAlternativeAddress', { ...alternative, address: '<script>alert(1)</script> 3' })).toMatchObject({
    fields: [{ field: 'address', reason: 'addressCharacters', message: addressText }],
  });
  expect(
    await callKurv(page, 'saveAlternativeAddress', { ...alternative, deliveryComment: 'Ring <img src=x onerror=alert(1)>' }),
  ).toMatchObject({
    fields: [
      { field: 'deliveryComment', reason: 'commentCharacters', message: 'Kommentaren kan ikke inneholde < eller > eller kontrolltegn.' },
    ],
  });
  expect(await callKurv(page, 'saveAlternativeAddress', { ...alternative, deliveryComment: 'Ring\u0000 på' })).toMatchObject({
    fields: [{ field: 'deliveryComment', reason: 'commentCharacters' }],
  });
  expect(await profileWrites(sim)).toEqual([]);
});
