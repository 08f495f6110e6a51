import { SEED_OPEN_ORDER } from '@kurv/platform-sim';
import { describe, expect, it } from 'vitest';
import { createMemoryCookieJar } from '../../storage/cookies';
import { createFixtureStore } from '../testing/shop-store.fixtures';
import { serveSimulator } from '../testing/simulator.fixtures';

const { sim, base } = serveSimulator();

async function memberStore(cookies = createMemoryCookieJar()) {
  const answer = await fetch(`${base}/__sim/login`, { method: 'POST', body: JSON.stringify({ kind: 'member' }) });
  const { token } = (await answer.json()) as { token: string };
  const fixture = createFixtureStore({ cookies });
  await fixture.store.getState().login(token);
  return { ...fixture, cookies };
}

const orderId = SEED_OPEN_ORDER.ngOrderId;
const page = `/ordredetaljer/${orderId}/`;

describe('trackConfirmationPage (cookie WEBSHOP_ORDER_TRACKED)', () => {
  it('pushes purchase for the member’s order once and keeps its id for 30 days', async () => {
    const { store, tracked, cookies } = await memberStore();
    expect(await store.getState().trackConfirmationPage(page)).toBe(true);
    expect(tracked).toEqual([expect.objectContaining({ event: 'purchase', kurv: { source: 'order', orderId } })]);
    expect(cookies.values.get('WEBSHOP_ORDER_TRACKED')).toEqual({ value: orderId, maxAgeSeconds: 30 * 24 * 60 * 60 });

    expect(await store.getState().trackConfirmationPage(page)).toBe(false);
    expect(tracked).toHaveLength(1);
  });

  it('another page, or the base alone, tracks nothing', async () => {
    const { store, tracked } = await memberStore();
    expect(await store.getState().trackConfirmationPage('/ordredetaljer/')).toBe(false);
    expect(await store.getState().trackConfirmationPage(`/profil/bestilling/${orderId}`)).toBe(false);
    expect(tracked).toEqual([]);
  });

  it('a confirmation tracked on an earlier page is not pushed again', async () => {
    const cookies = createMemoryCookieJar();
    cookies.set('WEBSHOP_ORDER_TRACKED', `4100009,${orderId}`, { maxAgeSeconds: 60 });
    const { store, tracked } = await memberStore(cookies);
    expect(await store.getState().trackConfirmationPage(page)).toBe(false);
    expect(tracked).toEqual([]);
  });

  it('an order that cannot be read pushes nothing and is not kept; without a member nothing happens', async () => {
    const { store, tracked, cookies } = await memberStore();
    sim.state.faults.push({ route: 'GET /api/order/:chainId/:memberId/:orderId', status: 500, times: 1 });
    expect(await store.getState().trackConfirmationPage(page)).toBe(false);
    expect(tracked).toEqual([]);
    expect(cookies.values.has('WEBSHOP_ORDER_TRACKED')).toBe(false);

    const anonymous = createFixtureStore();
    expect(await anonymous.store.getState().trackConfirmationPage(page)).toBe(false);
    expect(anonymous.tracked).toEqual([]);
  });
});
