import { describe, expect, it, vi } from 'vitest';
import { pickupLocations } from '../../view/handover-location-page-view';
import { fixture, laterWindow } from '../testing/handover.fixtures';
import { serveSimulator } from '../testing/simulator.fixtures';

const PATH = '/sylinder/hentevinduer/hentepunkter/v1';
const BLINDERN = '7080003000024';
const { sim, requestsTo } = serveSimulator();
const listCalls = () => requestsTo(PATH);
const placeIds = (shop: ReturnType<typeof fixture>) =>
  pickupLocations({ handover: shop.store.getState().handover, editedOrderStore: null }).map((place) => place.store?.pickupGln);

// Spec section 7: the pickup-point list (hentepunkter) behind features.pickupPointList, loaded beside the options.
describe('the pickup-point list with the handover options', () => {
  it('with the flag off (the default) is never asked for, and the places are the options’', async () => {
    const shop = fixture();
    await shop.store.getState().loadUser();
    await shop.store.getState().loadHandoverOptions();
    expect(listCalls()).toHaveLength(0);
    expect(shop.store.getState().handover.pickupPoints).toEqual({ list: [], status: 'idle' });
    expect(placeIds(shop)).not.toContain(BLINDERN);
  });

  it('with the flag on adds the points only the list has, each place once', async () => {
    const shop = fixture({ settings: { features: { pickupPointList: true } } });
    await shop.store.getState().loadUser();
    await shop.store.getState().loadHandoverOptions();
    expect(listCalls()).toHaveLength(1);
    const ids = placeIds(shop);
    expect(ids).toContain(BLINDERN);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('with the flag on, a saved point only the list has is the place chosen when the options load', async () => {
    const shop = fixture({ settings: { features: { pickupPointList: true } } });
    await shop.store.getState().loadUser();
    await shop.store.getState().loadHandoverOptions();
    const blindern = pickupLocations({ handover: shop.store.getState().handover, editedOrderStore: null }).find(
      (place) => place.store?.pickupGln === BLINDERN,
    );
    shop.store.getState().chooseLocation(blindern ?? { address: null, store: null, stores: [] });
    await shop.store.getState().confirmHandoverLocation();
    // The point is saved with a window, at the time page's confirm (the location page holds it as the temporary store).
    await shop.store.getState().loadHandoverWindows();
    shop.store.getState().selectHandoverWindow(laterWindow(shop.store.getState()).windowId);
    await shop.store.getState().confirmHandoverTime();
    expect(shop.store.getState().user.extendedUser?.store).toMatchObject({ gln: '7080001150101', pickupGln: BLINDERN });
    shop.store.getState().closeHandoverPicker();
    await shop.store.getState().loadHandoverOptions();
    expect(shop.store.getState().handover.selectedLocation?.store?.pickupGln).toBe(BLINDERN);
  });

  it('a failed list call leaves the options’ places and the options’ state, and is logged', async () => {
    const error = vi.fn();
    const shop = fixture({
      settings: { features: { pickupPointList: true } },
      dependencies: { logger: { warn: () => undefined, error } },
    });
    await shop.store.getState().loadUser();
    sim.state.faults.push({ route: `GET ${PATH}`, status: 503, times: 1 });
    await shop.store.getState().loadHandoverOptions();
    const { handover } = shop.store.getState();
    expect(handover.options.status).toBe('idle');
    expect(handover.pickupPoints).toEqual({ list: [], status: 'error' });
    expect(placeIds(shop).length).toBeGreaterThan(0);
    expect(placeIds(shop)).not.toContain(BLINDERN);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('hentepunkter'), expect.anything());
  });
});
