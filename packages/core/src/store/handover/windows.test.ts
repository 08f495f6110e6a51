import { describe, expect, it } from 'vitest';
import { anonymousWithStore, laterWindow } from '../testing/handover.fixtures';
import { serveSimulator } from '../testing/simulator.fixtures';

const { sim } = serveSimulator();

const requestsTo = (pattern: RegExp) => sim.state.requests.filter((request) => pattern.test(request.path));

describe('choosing a window', () => {
  it('anonymous: saves the handoverInfo and makes no reservation call', async () => {
    const { store } = await anonymousWithStore();
    await store.getState().loadHandoverWindows();
    const window = laterWindow(store.getState());
    await store.getState().chooseHandoverWindow(window.windowId);
    const { user, handover } = store.getState();
    expect(user.extendedUser?.handoverInfo).toMatchObject({ handoverType: 'Store', windowId: window.windowId, from: window.from });
    expect(user.extendedUser?.store.pickupGln).toBe(handover.selectedLocation?.store?.pickupGln);
    expect(handover.windows.selectedWindowId).toBe(window.windowId);
    expect(handover.reservation.current).toBeNull();
    expect(requestsTo(/reservasjoner/)).toHaveLength(0);
  });
});
