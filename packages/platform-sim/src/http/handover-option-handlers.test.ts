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

async function options(query: string, token: string | null = null) {
  const answer = await fetch(`${base}/api/handoveroptions/1300${query}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  expect(answer.status).toBe(200);
  const list = await answer.json();
  return { delivery: list.find((option: { handoverType: string }) => option.handoverType === 'Delivery'), store: list[1] };
}

describe('GET /api/handoveroptions/{chainid}', () => {
  it('starts the delivery price intervals of Stavanger and Sandnes at their own minimum purchase, 400 kr', async () => {
    for (const postalCode of ['4006', '4306']) {
      const { delivery } = await options(`?postalCode=${postalCode}`);
      expect(
        delivery.handoverProducts.map((product: { priceIntervalFrom: number; priceIntervalTo: number }) => [
          product.priceIntervalFrom,
          product.priceIntervalTo,
        ]),
      ).toEqual([
        [400, 1000],
        [1000, 2000],
        [2000, 20_000_000_000],
      ]);
    }
  });

  it('answers an anonymous shopper in Oslo delivery and store pickup with price tables', async () => {
    const { delivery, store } = await options('?postalCode=0154&addressHint=Karl%20Johans%20gate%201&lat=59.9111&lon=10.7503');
    expect(
      delivery.handoverProducts.map((product: { price: number; priceIntervalFrom: number }) => [product.priceIntervalFrom, product.price]),
    ).toEqual([
      [0, 99],
      [1000, 49],
      [2000, 0],
    ]);
    expect(delivery.handoverProducts[0]).toEqual({
      price: 99,
      priceIntervalFrom: 0,
      priceIntervalTo: 1000,
      deadline: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T00:00:00\+0[12]:00$/),
      ean: '7040510000018',
      flexibility: '',
      title: 'Hjemlevering',
    });
    expect(delivery.locations).toEqual([
      {
        address: expect.objectContaining({
          address: 'Karl Johans gate 1',
          postalCode: '0154',
          city: 'OSLO',
          coordinates: { lat: 59.9111, lon: 10.7503 },
        }),
        store: expect.objectContaining({ county: 'Oslo' }),
        stores: expect.arrayContaining(['7080001150015', '7080001150488']),
      },
    ]);
    expect(delivery.validation).toEqual([]);
    expect(delivery.closestStoreOrPickupPoint).toEqual(delivery.locations[0].store);
    expect(store.handoverType).toBe('Store');
    expect(store.handoverProducts.map((product: { price: number }) => product.price)).toEqual([29, 0]);
    expect(store.locations.length).toBeGreaterThanOrEqual(13);
    expect(store.closestStoreOrPickupPoint.county).toBe('Oslo');
  });

  it('offers no delivery products to Storgata 1, 9008 TROMSØ, but pickup in Tromsø', async () => {
    const { delivery, store } = await options('?postalCode=9008&addressHint=Storgata%201&lat=69.6489&lon=18.9551');
    expect(delivery.handoverProducts).toEqual([]);
    expect(delivery.locations).toEqual([expect.objectContaining({ store: null, stores: [] })]);
    expect(delivery.closestStoreOrPickupPoint).toBeNull();
    expect(store.handoverProducts).not.toEqual([]);
    expect(store.closestStoreOrPickupPoint).toMatchObject({ city: 'TROMSØ', county: 'Troms' });
  });

  it('gives Kari her household and alternative address as delivery locations, without validation errors', async () => {
    const { delivery, store } = await options('', await login('member'));
    expect(delivery.locations).toEqual([
      {
        address: expect.objectContaining({
          firstName: 'Kari',
          address: 'Karl Johans gate 1',
          isTrumfAddress: true,
          isAlternativeAddress: false,
        }),
        store: expect.objectContaining({ county: 'Oslo' }),
        stores: expect.any(Array),
      },
      {
        address: expect.objectContaining({ address: 'Bryggen 1', city: 'BERGEN', isTrumfAddress: false, isAlternativeAddress: true }),
        store: expect.objectContaining({ county: 'Vestland' }),
        stores: expect.arrayContaining(['7080001150022']),
      },
    ]);
    expect(delivery.validation).toEqual([]);
    expect(store.validation).toEqual([]);
  });

  it('asks the corporate customer for a phone number', async () => {
    const { delivery, store } = await options('', await login('corporate'));
    expect(delivery.validation).toEqual([{ parameter: 'phoneNumber', error: 'Telefonnummer mangler' }]);
    expect(store.validation).toEqual([{ parameter: 'phoneNumber', error: 'Telefonnummer mangler' }]);
  });

  it('gives the Tromsø member a location without a delivering store', async () => {
    const { delivery } = await options('', await login('simplified'));
    expect(delivery.locations).toEqual([expect.objectContaining({ store: null, stores: [] })]);
    expect(delivery.handoverProducts).toEqual([]);
  });

  it('leaves a store marked inactive out of the pickup locations, with its pickup points, until it is active again', async () => {
    const storo = '7080001150015';
    const pickupGlnsOf = async () => {
      const { store } = await options('?postalCode=0154');
      return store.locations.map((location: { gln: string; pickupGln: string }) => [location.gln, location.pickupGln]);
    };
    const listedGlns = async () =>
      (await (await fetch(`${base}/sylinder/hentevinduer/hentepunkter/v1?kjedeId=1300&postnummer=0154`)).json()).map(
        (row: { plukkbutikkGln: string }) => row.plukkbutikkGln,
      );
    expect(await pickupGlnsOf()).toEqual(
      expect.arrayContaining([
        [storo, storo],
        [storo, '7080003000017'],
      ]),
    );
    const status = (isActive: boolean) =>
      fetch(`${base}/__sim/stores/${storo}/status`, { method: 'POST', body: JSON.stringify({ isActive }) });

    await status(false);

    const left = await pickupGlnsOf();
    expect(left.length).toBeGreaterThan(0);
    expect(left.filter(([gln]: string[]) => gln === storo)).toEqual([]);
    expect(await listedGlns()).not.toContain(storo);
    // Still known by its gln: its status and its own calls answer.
    expect(await (await fetch(`${base}/api/stores/1300/${storo}/status`)).json()).toEqual({ isActive: false });

    await status(true);

    expect(await pickupGlnsOf()).toEqual(
      expect.arrayContaining([
        [storo, storo],
        [storo, '7080003000017'],
      ]),
    );
    expect(await listedGlns()).toContain(storo);
  });

  it('offers only the handover types the control API leaves in, until reset', async () => {
    const types = (handoverTypes: unknown) =>
      fetch(`${base}/__sim/handoveroptions/types`, { method: 'POST', body: JSON.stringify({ handoverTypes }) });
    const offered = async () =>
      (await (await fetch(`${base}/api/handoveroptions/1300?postalCode=0154`)).json()).map(
        (option: { handoverType: string }) => option.handoverType,
      );
    expect(await offered()).toEqual(['Delivery', 'Store']);

    expect(await (await types(['Store'])).json()).toEqual({ offeredHandoverTypes: ['Store'] });
    expect(await offered()).toEqual(['Store']);
    expect((await types(['Post'])).status).toBe(400);
    expect((await types('Store')).status).toBe(400);
    expect(await offered()).toEqual(['Store']);
    expect((await (await fetch(`${base}/__sim/state`)).json()).offeredHandoverTypes).toEqual(['Store']);

    resetSimState(sim.state);

    expect(await offered()).toEqual(['Delivery', 'Store']);
  });

  it('answers 401 for an invalid token, 400 for a bad postal code, [] for another chain', async () => {
    expect((await fetch(`${base}/api/handoveroptions/1300`, { headers: { Authorization: 'Bearer nope' } })).status).toBe(401);
    expect((await fetch(`${base}/api/handoveroptions/1300?postalCode=15`)).status).toBe(400);
    expect(await (await fetch(`${base}/api/handoveroptions/1400`)).json()).toEqual([]);
  });

  it('is logged by the request log', async () => {
    await fetch(`${base}/api/handoveroptions/1300?postalCode=0154`);
    const state = await (await fetch(`${base}/__sim/state`)).json();
    expect(state.requests).toEqual([
      expect.objectContaining({ method: 'GET', path: '/api/handoveroptions/1300', query: '?postalCode=0154' }),
    ]);
  });
});
