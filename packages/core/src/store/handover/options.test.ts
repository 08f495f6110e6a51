import { describe, expect, it } from 'vitest';
import { memberWithWindows } from '../testing/handover.fixtures';
import { serveSimulator } from '../testing/simulator.fixtures';

const { sim } = serveSimulator();

const OPTIONS = 'GET /api/handoveroptions/:chainId';

// Spec section 4: "Options load: loading, success, error, loaded, clear". The 'clear' step: who the shopper is changed.
describe('the options’ clear step', () => {
  it('a logout empties the member’s options, their location and temporary store; the status is back to its start', async () => {
    const { store } = await memberWithWindows();
    expect(store.getState().handover.options.list.length).toBeGreaterThan(0);
    expect(store.getState().handover.selectedLocation).not.toBeNull();

    await store.getState().logout();

    const { handover } = store.getState();
    expect(handover.options).toEqual({ list: [], status: 'idle', error: null });
    expect(handover.selectedLocation).toBeNull();
    expect(handover.temporaryPickupStore).toBeNull();
    expect(handover.address.selected).toBeNull();
  });

  it('an options answer for the member that comes after the logout is dropped', async () => {
    const { store } = await memberWithWindows();
    sim.state.faults.push({ route: OPTIONS, delayMs: 300, times: 1 });
    const late = store.getState().loadHandoverOptions();

    await store.getState().logout();
    await late;

    expect(store.getState().handover.options).toEqual({ list: [], status: 'idle', error: null });
    expect(store.getState().handover.selectedLocation).toBeNull();
  });

  it('an open picker loads the options of the shopper who is there now', async () => {
    const { store } = await memberWithWindows();
    store.getState().openHandoverPicker();
    const before = sim.state.requests.filter((request) => request.path.startsWith('/api/handoveroptions/')).length;

    await store.getState().logout();
    await expect.poll(() => store.getState().handover.options.status).toBe('idle');

    const calls = sim.state.requests.filter((request) => request.path.startsWith('/api/handoveroptions/'));
    expect(calls.length).toBeGreaterThan(before);
    expect(store.getState().session.token).toBeNull();
  });

  it('a token refreshed for the same member clears nothing', async () => {
    const { store } = await memberWithWindows();
    const list = store.getState().handover.options.list;
    const token = store.getState().session.token;
    if (token === null) {
      throw new Error('No token');
    }
    store.setState({ session: { ...store.getState().session, token: { ...token, value: `${token.value}x` } } });
    expect(store.getState().handover.options.list).toBe(list);
    store.getState().logout();
  });
});
