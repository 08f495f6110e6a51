import { describe, expect, it } from 'vitest';
import { fixture, post } from '../testing/handover.fixtures';
import { simLogin } from '../testing/session.fixtures';
import { serveSimulator } from '../testing/simulator.fixtures';

const { sim } = serveSimulator();

const coverageCalls = () => sim.state.requests.filter((request) => request.path.startsWith('/api/delivery/coverage/'));

describe('readDeliveryCoverage: the saved delivery address’s coverage, for the checkout page', () => {
  it('reads the coverage of a saved home delivery (Dronning Eufemias gate 16, 0191) with its figures', async () => {
    await post('/__sim/coverage/figures', { bestPrice: 49, bestPriceThreshold: 1500, deliveryThreshold: 250 });
    const { token } = await simLogin('corporate');
    const { store } = fixture();
    await store.getState().login(token);
    const coverage = await store.getState().readDeliveryCoverage();
    expect(coverage).toMatchObject({ bestPrice: 49, bestPriceThreshold: 1500, deliveryThreshold: 250 });
    expect(coverage?.closestStore).not.toBeNull();
    const [call] = coverageCalls();
    expect(call?.path).toBe('/api/delivery/coverage/1300/0191');
    expect(new URLSearchParams(call?.query).get('addressHint')).toBe('Dronning Eufemias gate 16');
  });

  it('answers null without asking for a pickup, and null when the call fails', async () => {
    const member = await simLogin('member');
    const pickup = fixture();
    await pickup.store.getState().login(member.token);
    expect(await pickup.store.getState().readDeliveryCoverage()).toBeNull();
    expect(coverageCalls()).toHaveLength(0);

    const corporate = await simLogin('corporate');
    const delivery = fixture();
    await delivery.store.getState().login(corporate.token);
    sim.state.faults.push({ route: 'GET /api/delivery/coverage/:chainId/:postalCode', times: 1, status: 500 });
    expect(await delivery.store.getState().readDeliveryCoverage()).toBeNull();
  });
});
