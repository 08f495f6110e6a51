import { describe, expect, it } from 'vitest';
import { SEED_ADDRESSES } from './addresses';
import { SEED_DELIVERY_AREAS } from './coverage-seed';
import {
  CHAIN_DEFAULT_STORE_GLNS,
  DEFAULT_STORE_GLN,
  JOKER_STORES,
  MENY_STORES,
  PARCEL_LOCKER_PICKUP_GLN,
  SEED_STORES,
  SPAR_STORES,
  SUNDAY_CLOSED_PICKUP_GLNS,
} from './stores';

describe('the seeded stores', () => {
  it('keep the first three stores and add stores of chain 1300 in seven counties', () => {
    expect(SEED_STORES.slice(0, 3).map((store) => store.gln)).toEqual([DEFAULT_STORE_GLN, '7080001150022', '7080001150039']);
    const stores = MENY_STORES.filter((store) => store.gln === store.pickupGln);
    expect(stores.length).toBeGreaterThanOrEqual(12);
    expect(new Set(stores.map((store) => store.county))).toEqual(
      new Set(['Oslo', 'Akershus', 'Vestland', 'Rogaland', 'Trøndelag', 'Troms']),
    );
    expect(new Set(SEED_STORES.map((store) => store.pickupGln)).size).toBe(SEED_STORES.length);
    for (const store of MENY_STORES) {
      expect(store.postalCode, store.name).toMatch(/^\d{4}$/);
      expect(store.chainId).toBe('1300');
      expect(store.phoneNumber).toMatch(/^\d{2} \d{2} \d{2} \d{2}$/);
    }
    expect(SEED_STORES.find((store) => store.gln.endsWith('0488'))).toMatchObject({ name: 'MENY Bryn', county: 'Oslo' });
  });

  it.each([
    ['1210', SPAR_STORES, /^SPAR /],
    ['1220', JOKER_STORES, /^Joker /],
  ])('have stores of chain %s with pickup in at least three counties, the first its default', (chainId, stores, name) => {
    expect(stores.length).toBeGreaterThanOrEqual(4);
    expect(new Set(stores.map((store) => store.county)).size).toBeGreaterThanOrEqual(3);
    for (const store of stores) {
      expect(store).toMatchObject({ chainId, pickupGln: store.gln, type: 'STORE' });
      expect(store.name).toMatch(name);
      expect(store.postalCode, store.name).toMatch(/^\d{4}$/);
      expect(store.phoneNumber).toMatch(/^\d{2} \d{2} \d{2} \d{2}$/);
      expect(SEED_STORES).toContain(store);
    }
    expect(CHAIN_DEFAULT_STORE_GLNS[chainId]).toBe(stores[0]?.gln);
  });

  it('have a parcel locker picked by MENY Storo and list it after the stores', () => {
    const locker = SEED_STORES.find((store) => store.pickupGln === PARCEL_LOCKER_PICKUP_GLN);
    expect(locker).toMatchObject({ gln: DEFAULT_STORE_GLN, pickupPointDescription: expect.stringContaining('Henteskap') });
    expect(SEED_STORES.findIndex((store) => store.gln === DEFAULT_STORE_GLN)).toBe(0);
    expect(SUNDAY_CLOSED_PICKUP_GLNS).not.toContain(DEFAULT_STORE_GLN);
  });

  it('have delivery areas served by seeded stores', () => {
    for (const area of SEED_DELIVERY_AREAS) {
      for (const gln of area.glns) {
        expect(
          SEED_STORES.some((store) => store.gln === gln),
          `${area.name} ${gln}`,
        ).toBe(true);
      }
    }
  });
});

describe('the seeded addresses', () => {
  it('cover the five cities with about 60 addresses, the two required ones among them', () => {
    expect(SEED_ADDRESSES.length).toBeGreaterThanOrEqual(60);
    for (const city of ['OSLO', 'BERGEN', 'TRONDHEIM', 'STAVANGER', 'TROMSØ']) {
      expect(SEED_ADDRESSES.filter((address) => address.city === city).length, city).toBeGreaterThanOrEqual(6);
    }
    expect(SEED_ADDRESSES).toContainEqual(
      expect.objectContaining({ street: 'Karl Johans gate', number: '1', letter: '', postalCode: '0154', city: 'OSLO' }),
    );
    expect(SEED_ADDRESSES).toContainEqual(
      expect.objectContaining({ street: 'Storgata', number: '1', letter: '', postalCode: '9008', city: 'TROMSØ' }),
    );
  });
});
