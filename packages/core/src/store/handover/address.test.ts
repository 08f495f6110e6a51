import { describe, expect, it, vi } from 'vitest';
import { createHandoverApi } from '../../api/handover-api';
import { nb } from '../../texts/nb';
import { handoverPickerInput } from '../../view/handover-picker-input';
import { handoverTypePageView } from '../../view/handover-type-page-view';
import { addressOf, anonymousWithStore, fakeTimers, fixture, post } from '../testing/handover.fixtures';
import { createFixtureStore } from '../testing/shop-store.fixtures';
import { serveSimulator } from '../testing/simulator.fixtures';

const { sim } = serveSimulator();

const requestsTo = (pattern: RegExp) => sim.state.requests.filter((request) => pattern.test(request.path));

const fault = (route: string, status = 500) => sim.state.faults.push({ route, times: 1, status });
const kinds = (fixture: ReturnType<typeof createFixtureStore>) => fixture.logged.map((entry) => entry.kind);

describe('address search', () => {
  it('sends one request for fast typing, after 500 ms, and none under 2 characters', async () => {
    fakeTimers();
    const { store } = fixture();
    store.getState().searchAddress('K');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(requestsTo(/address\/search/)).toHaveLength(0);

    for (const query of ['Ka', 'Kar', 'Karl', 'Karl J']) {
      store.getState().searchAddress(query);
      await vi.advanceTimersByTimeAsync(100);
    }
    await vi.advanceTimersByTimeAsync(399);
    expect(requestsTo(/address\/search/)).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    await vi.waitFor(() => expect(store.getState().handover.address.suggestions.length).toBeGreaterThan(0));
    const searches = requestsTo(/address\/search/);
    expect(searches).toHaveLength(1);
    expect(new URLSearchParams(searches[0]?.query).get('address')).toBe('Karl J*');
    expect(new URLSearchParams(searches[0]?.query).get('size')).toBe('100');
    expect(store.getState().handover.address.suggestions.every((address) => address.street.startsWith('Karl Johans gate'))).toBe(true);
  });

  it('empties the suggestions when the query gets too short', async () => {
    fakeTimers();
    const { store } = fixture();
    store.getState().searchAddress('Ka');
    store.getState().searchAddress(' ');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(requestsTo(/address\/search/)).toHaveLength(0);
    expect(store.getState().handover.address).toMatchObject({ query: ' ', suggestions: [], status: 'idle' });
  });
});

describe('choosing an address', () => {
  it('Karl Johans gate 1, 0154 OSLO: coverage and delivery options', async () => {
    const { store } = fixture();
    await store.getState().loadUser();
    await store.getState().chooseAddress(await addressOf('Karl Johans gate 1', '0154'));
    const { handover } = store.getState();
    expect(handover.coverage.status).toBe('idle');
    expect(handover.coverage.error).toBeNull();
    expect(handover.coverage.result?.closestStore?.gln).toBeTruthy();
    expect(handover.draftType).toBe('Delivery');
    const delivery = handover.options.list.find((option) => option.handoverType === 'Delivery');
    expect(delivery?.handoverProducts.length).toBeGreaterThan(0);
    expect(handover.selectedLocation?.address).toMatchObject({ address: 'Karl Johans gate 1', postalCode: '0154' });
    const optionsQuery = new URLSearchParams(requestsTo(/^\/api\/handoveroptions\//)[0]?.query);
    expect(optionsQuery.get('addressHint')).toBe('Karl Johans gate 1');
    expect(optionsQuery.get('lat')).toBe('59.9111');
  });

  it('Storgata 1, 9008 TROMSØ: the coverage-false message and a store option', async () => {
    const { store } = await anonymousWithStore();
    const { handover } = store.getState();
    expect(handover.coverage.error).toBe(nb.coverageUnavailable);
    expect(handover.coverage.result?.closestStore).toBeNull();
    expect(handover.draftType).toBe('Store');
    const storeOption = handover.options.list.find((option) => option.handoverType === 'Store');
    expect(storeOption?.locations.length).toBeGreaterThan(0);
    expect(handover.selectedLocation?.store).not.toBeNull();
  });
});

// Spec section 8: the failures that are "logged" reach the logging service, each once, with its kind. Before the
// address form's tests: a search one of them leaves waiting would take the one fault a test here sets.
describe('logged failures', () => {
  it('logs a coverage failure as «coverage»', async () => {
    const fixture = createFixtureStore();
    await fixture.store.getState().loadUser();
    const [address] = await createHandoverApi(fixture.api).searchAddresses('Karl Johans gate 1', { postalCode: '0154' });
    fault('GET /api/delivery/coverage/:chainId/:postalCode');
    await fixture.store.getState().chooseAddress(address as NonNullable<typeof address>);
    expect(kinds(fixture)).toEqual(['coverage']);
  });

  it('logs an address-search failure as «addressSearch»', async () => {
    const fixture = createFixtureStore();
    fault('GET /api/postalcode/address/search');
    fixture.store.getState().searchAddress('Karl Johans');
    await vi.waitFor(() => expect(kinds(fixture)).toEqual(['addressSearch']), { timeout: 3_000 });
  });
});

describe('the address form by login level', () => {
  async function simplifiedShopper() {
    const login = (await (await post('/__sim/login', { kind: 'simplified', expiresInSeconds: 7_200 })).json()) as { token: string };
    const shop = fixture();
    await shop.store.getState().login(login.token);
    return shop;
  }

  it('a simplified-login user saving a new address is asked to confirm the identity, and nothing is saved', async () => {
    const { store } = await simplifiedShopper();
    expect(store.getState().session.loginLevel).toBe(1);
    const savedBefore = store.getState().user.extendedUser?.handoverInfo;
    store.getState().openHandoverPicker();
    store.getState().requestAddressReentry();
    expect(store.getState().handover.address.reenterRequested).toBe(true);
    store.getState().chooseHandoverType('Delivery');
    await store.getState().chooseAddress(await addressOf('Karl Johans gate 1', '0154'));

    await store.getState().submitAddress();
    expect(store.getState().handover.confirmLogin).toEqual({ action: nb.confirmLoginActionSaveAddress });
    expect(store.getState().user.extendedUser?.handoverInfo).toEqual(savedBefore);

    await store.getState().confirmHandoverType();
    expect(store.getState().handover.picker.page).toBe('type');
    store.getState().dismissConfirmLogin();
    expect(store.getState().handover.confirmLogin).toBeNull();
  });

  it('an anonymous shopper’s «Bruk adresse» keeps the covered address locally as the delivery address', async () => {
    const { store } = fixture();
    await store.getState().loadUser();
    store.getState().openHandoverPicker();
    store.getState().chooseHandoverType('Delivery');
    await store.getState().chooseAddress(await addressOf('Karl Johans gate 1', '0154'));
    await store.getState().submitAddress();
    expect(store.getState().handover.confirmLogin).toBeNull();
    expect(store.getState().user.extendedUser?.handoverInfo).toMatchObject({
      handoverType: 'Delivery',
      deliveryInfo: { address: 'Karl Johans gate 1', postalCode: '0154' },
    });
  });

  it('text typed after an uncovered address is not an address: «Fortsett» stays disabled and nothing is saved', async () => {
    const { store } = fixture();
    await store.getState().loadUser();
    const savedBefore = store.getState().user.extendedUser?.handoverInfo;
    store.getState().openHandoverPicker();
    store.getState().chooseHandoverType('Delivery');
    await store.getState().chooseAddress(await addressOf('Storgata 1', '9008'));
    expect(store.getState().handover.draftType).toBe('Store');
    const typePage = () => {
      const { openCart: _cart, ...input } = handoverPickerInput(store.getState());
      return handoverTypePageView({ ...input, cart: store.getState().cart });
    };
    store.getState().chooseHandoverType('Delivery');
    expect(typePage().confirmDisabled).toBe(true);
    expect(typePage().addressForm?.submit).toBeNull();

    store.getState().searchAddress('qwzx blørg 999');
    expect(store.getState().handover.address.selected).toBeNull();
    expect(typePage().confirmDisabled).toBe(true);
    expect(typePage().addressForm?.submit).toBeNull();
    await store.getState().submitAddress();
    await store.getState().confirmHandoverType();
    expect(store.getState().user.extendedUser?.handoverInfo).toEqual(savedBefore);
  });

  it('reopening the picker shows the saved address in the field; closing without a confirm restores it', async () => {
    const { store } = fixture();
    await store.getState().loadUser();
    store.getState().openHandoverPicker();
    store.getState().chooseHandoverType('Delivery');
    await store.getState().chooseAddress(await addressOf('Karl Johans gate 1', '0154'));
    await store.getState().submitAddress();
    store.getState().closeHandoverPicker();

    store.getState().openHandoverPicker();
    expect(store.getState().handover.address).toMatchObject({ query: 'Karl Johans gate 1, 0154 OSLO', selected: null });
    store.getState().searchAddress('Bryggen 1');
    store.getState().closeHandoverPicker();
    store.getState().openHandoverPicker();
    expect(store.getState().handover.address.query).toBe('Karl Johans gate 1, 0154 OSLO');
  });

  it('a login failure is kept for the login error dialog until «OK»', async () => {
    const { store } = fixture();
    await expect(store.getState().login('not-a-token')).rejects.toThrow();
    expect(store.getState().session.error?.operation).toBe('login');
    store.getState().dismissLoginError();
    expect(store.getState().session.error).toBeNull();
  });
});
