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

const search = async (query: string) => {
  const answer = await fetch(`${base}/api/postalcode/address/search?${query}`);
  expect(answer.status).toBe(200);
  return answer.json();
};

describe('GET /api/postalcode/address/search', () => {
  it('finds Karl Johans gate 1 by a case-insensitive prefix with a trailing wildcard', async () => {
    const results = await search(`address=${encodeURIComponent('karl johans gate 1*')}`);
    expect(results[0]).toEqual({
      street: 'Karl Johans gate',
      number: '1',
      letter: '',
      postalCode: '0154',
      city: 'OSLO',
      address: 'Karl Johans gate 1',
      coordinates: { lat: 59.9111, lon: 10.7503 },
    });
    // 1 and 10, not the register entry without a city (1B).
    expect(results.map((result: { address: string }) => result.address)).toEqual(['Karl Johans gate 1', 'Karl Johans gate 10']);
  });

  it('narrows by postal code and city', async () => {
    const all = await search('address=Storgata*&size=100');
    expect(new Set(all.map((result: { city: string }) => result.city))).toEqual(new Set(['OSLO', 'TROMSØ', 'LILLESTRØM']));
    const tromso = await search('address=Storgata%201*&postalCode=9008');
    expect(tromso).toEqual([expect.objectContaining({ address: 'Storgata 1', postalCode: '9008', city: 'TROMSØ' })]);
    expect(await search('address=Storgata*&city=troms%C3%B8&size=100')).toHaveLength(2);
  });

  it('answers 5 results by default, size results when given, at most 100', async () => {
    expect(await search('address=K*')).toHaveLength(5);
    expect(await search('address=K*&size=2')).toHaveLength(2);
    const many = await search('address=S*&size=1000');
    expect(many.length).toBeGreaterThan(5);
    expect(many.length).toBeLessThanOrEqual(100);
    expect(await search('address=*')).toEqual([]);
  });

  it('leaves out register entries without street or city', async () => {
    expect(await search('address=12*')).toEqual([]);
    expect(await search('address=Karl%20Johans%20gate%201B*')).toEqual([]);
  });
});

describe('GET /api/delivery/coverage/{chainid}/{postalCode}', () => {
  it('covers Karl Johans gate 1, 0154 OSLO from a nearby Oslo store', async () => {
    const answer = await fetch(`${base}/api/delivery/coverage/1300/0154?addressHint=Karl%20Johans%20gate%201&lat=59.9111&lon=10.7503`);
    expect(answer.status).toBe(200);
    const coverage = await answer.json();
    expect(coverage).toEqual({
      closestStore: expect.objectContaining({ county: 'Oslo', type: 'STORE' }),
      bestPrice: 0,
      bestPriceThreshold: 2000,
      deliveryThreshold: 300,
    });
    expect(['7080001150015', '7080001150488', '7080001150101']).toContain(coverage.closestStore.gln);
  });

  it('prefers the store in gln when it delivers there', async () => {
    const coverage = await (await fetch(`${base}/api/delivery/coverage/1300/0154?gln=7080001150015`)).json();
    expect(coverage.closestStore.name).toBe('MENY Storo');
    const elsewhere = await (await fetch(`${base}/api/delivery/coverage/1300/0154?gln=7080001150022`)).json();
    expect(elsewhere.closestStore.county).toBe('Oslo');
  });

  it('covers Bergen, Trondheim and Stavanger', async () => {
    for (const [postalCode, county] of [
      ['5003', 'Vestland'],
      ['7011', 'Trøndelag'],
      ['4006', 'Rogaland'],
    ]) {
      const coverage = await (await fetch(`${base}/api/delivery/coverage/1300/${postalCode}`)).json();
      expect(coverage.closestStore?.county, postalCode).toBe(county);
    }
  });

  it('does not cover Storgata 1, 9008 TROMSØ', async () => {
    const coverage = await (await fetch(`${base}/api/delivery/coverage/1300/9008?addressHint=Storgata%201&lat=69.6489&lon=18.9551`)).json();
    expect(coverage).toEqual({ closestStore: null, bestPrice: null, bestPriceThreshold: null, deliveryThreshold: null });
  });

  it('answers 400 for a postal code that is not 4 digits', async () => {
    for (const postalCode of ['154', '01545', 'abcd']) {
      expect((await fetch(`${base}/api/delivery/coverage/1300/${postalCode}`)).status, postalCode).toBe(400);
    }
  });
});
