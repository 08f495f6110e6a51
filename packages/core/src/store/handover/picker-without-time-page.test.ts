import { describe, expect, it } from 'vitest';
import { fixture, post } from '../testing/handover.fixtures';
import { serveSimulator } from '../testing/simulator.fixtures';

const { sim } = serveSimulator();

const windowCalls = () => sim.state.requests.filter((request) => request.path.startsWith('/api/handoverwindows/'));

/** Kari, logged in on a site set to Kiwi's chain (1100: no webshop chain, so the picker has no time page). */
async function kiwiMember() {
  const { token } = (await (await post('/__sim/login', { kind: 'member', expiresInSeconds: 7_200 })).json()) as { token: string };
  const shop = fixture({ settings: { chainId: '1100' } });
  await shop.store.getState().login(token);
  return shop;
}

describe('a picker flow without a time page (chain 1100)', () => {
  it('the type page’s confirm saves the chosen delivery and closes; no window is asked for', async () => {
    const { store } = await kiwiMember();
    store.getState().openHandoverPicker();
    await store.getState().loadHandoverOptions();
    store.getState().chooseHandoverType('Delivery');
    await store.getState().confirmHandoverType();
    expect(store.getState().handover.picker.open).toBe(false);
    expect(store.getState().user.extendedUser?.handoverInfo).toMatchObject({
      handoverType: 'Delivery',
      deliveryInfo: { address: 'Karl Johans gate 1', postalCode: '0154' },
    });
    expect(windowCalls()).toEqual([]);
  });

  it('«Endre butikk» goes on to the location page, whose confirm saves the chosen store and closes', async () => {
    const { store } = await kiwiMember();
    store.getState().openHandoverPicker();
    await store.getState().loadHandoverOptions();
    store.getState().chooseHandoverType('Store');
    await store.getState().confirmHandoverType({ changeStore: true });
    expect(store.getState().handover.picker).toMatchObject({ open: true, page: 'location' });
    const bislett = store
      .getState()
      .handover.options.list.find((option) => option.handoverType === 'Store')
      ?.locations.find((location) => location.store?.name === 'KIWI Bislett');
    expect(bislett).toBeDefined();
    store.getState().chooseLocation(bislett ?? { address: null, store: null, stores: [] });
    await store.getState().confirmHandoverLocation();
    expect(store.getState().handover.picker.open).toBe(false);
    expect(store.getState().user.extendedUser?.store.name).toBe('KIWI Bislett');
    expect(windowCalls()).toEqual([]);
  });

  it('a request to open the time page opens the type page', () => {
    const { store } = fixture({ settings: { chainId: '1100' } });
    store.getState().openHandoverPicker('time');
    expect(store.getState().handover.picker).toMatchObject({ open: true, page: 'type' });
    expect(windowCalls()).toEqual([]);
  });
});
