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

const post = (path: string, body: unknown) => fetch(`${base}${path}`, { method: 'POST', body: JSON.stringify(body) });

const call = (method: string, path: string, token: string | null = null) =>
  fetch(`${base}${path}`, { method, headers: token ? { Authorization: `Bearer ${token}` } : {} });

async function login(kind: string): Promise<string> {
  return (await (await post('/__sim/login', { kind })).json()).token;
}

describe('GET /api/coupons/{chainid}/{memberId}', () => {
  it('lists the member’s coupons with their validity around the simulator’s Oslo date', async () => {
    await post('/__sim/clock', { now: '2026-12-31T23:30:00.000Z' });
    const kari = await login('member');
    const answer = await call('GET', '/api/coupons/1300/M-100001', kari);
    expect(answer.status).toBe(200);
    const coupons = await answer.json();
    expect(coupons.map((coupon: { couponId: string; status: string }) => [coupon.couponId, coupon.status])).toEqual([
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
      validFrom: '2026-12-25',
      validTo: '2027-01-15',
      status: 'AKTIV',
    });
    expect(coupons[3]).toMatchObject({ validTo: '2027-01-04' });
  });

  it('answers 401 without a token and 403 for another member’s coupons', async () => {
    expect((await call('GET', '/api/coupons/1300/M-100001')).status).toBe(401);
    const ola = await login('simplified');
    expect((await call('GET', '/api/coupons/1300/M-100001', ola)).status).toBe(403);
  });
});

describe('PUT /api/coupons/{chainid}/{memberId}/{couponId}/activate', () => {
  it('turns an inactive coupon active, in the list and on the product', async () => {
    const kari = await login('member');
    const answer = await call('PUT', '/api/coupons/1300/M-100001/KUP-1002/activate', kari);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ couponId: 'KUP-1002', status: 'AKTIV' });
    const coupons = await (await call('GET', '/api/coupons/1300/M-100001', kari)).json();
    expect(coupons[1].status).toBe('AKTIV');
    const chocolate = await (await call('GET', '/api/products/1300/7063734197821', kari)).json();
    expect(chocolate.coupon).toEqual({ couponId: 'KUP-1002', status: 'AKTIV', validTo: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
  });

  it('leaves an active coupon active', async () => {
    const kari = await login('member');
    const answer = await call('PUT', '/api/coupons/1300/M-100001/KUP-1001/activate', kari);
    expect(answer.status).toBe(200);
    expect((await answer.json()).status).toBe('AKTIV');
  });

  it('refuses a used coupon with 422 and a Norwegian message', async () => {
    const kari = await login('member');
    const answer = await call('PUT', '/api/coupons/1300/M-100001/KUP-1003/activate', kari);
    expect(answer.status).toBe(422);
    expect(await answer.json()).toEqual({ code: 422, message: 'Kupongen er allerede brukt og kan ikke aktiveres.' });
    expect(sim.state.coupons['M-100001']?.[2]?.status).toBe('BRUKT');
  });

  it('answers 404 for an unknown coupon or another member’s coupon', async () => {
    const kari = await login('member');
    expect((await call('PUT', '/api/coupons/1300/M-100001/KUP-9999/activate', kari)).status).toBe(404);
    expect((await call('PUT', '/api/coupons/1300/M-100001/KUP-2002/activate', kari)).status).toBe(404);
  });

  it('answers 401 without a token and 403 for another member', async () => {
    expect((await call('PUT', '/api/coupons/1300/M-100001/KUP-1002/activate')).status).toBe(401);
    const lise = await login('associated');
    expect((await call('PUT', '/api/coupons/1300/M-100001/KUP-1002/activate', lise)).status).toBe(403);
    expect(sim.state.coupons['M-100001']?.[1]?.status).toBe('INAKTIV');
  });

  it('is undone by a reset', async () => {
    const kari = await login('member');
    await call('PUT', '/api/coupons/1300/M-100001/KUP-1002/activate', kari);
    await post('/__sim/reset', {});
    expect(sim.state.coupons['M-100001']?.[1]?.status).toBe('INAKTIV');
  });

  it('goes through fault injection and the request log', async () => {
    const kari = await login('member');
    await post('/__sim/faults', { route: 'PUT /api/coupons/**', status: 500, times: 1 });
    expect((await call('PUT', '/api/coupons/1300/M-100001/KUP-1002/activate', kari)).status).toBe(500);
    expect(sim.state.coupons['M-100001']?.[1]?.status).toBe('INAKTIV');
    expect(sim.state.requests).toEqual([
      expect.objectContaining({ method: 'PUT', path: '/api/coupons/1300/M-100001/KUP-1002/activate', fault: 'PUT /api/coupons/**' }),
    ]);
  });
});
