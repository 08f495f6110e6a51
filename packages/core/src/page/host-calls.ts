import type { DeliveryInfo } from '../domain/extended-user';
import { consoleLogger } from '../logger';
import type { CoverageResult } from '../rules/handover/handover-types';
import type { ShopStore } from '../store/assemble-shop-store';
import { hostCartInputs, hostCartView } from '../view/host-cart-view';
import { createAskApp } from './host-app';
import { loadHostOrders } from './host-orders';
import {
  deleteAlternativeAddress,
  getProfile,
  loadCoupons,
  saveAlternativeAddress,
  searchAddresses,
  updateHousehold,
  updateProfile,
} from './host-profile';
import type { HostCallMethod, KurvHostApi } from './kurv-host-api';

// The calls of `window.kurv` in one file, fetched with the first of them (get-shop-store.ts): one lazy file more for the
// loader to pin would cost every page its name and hash.

/**
 * The calls of `window.kurv` (all but `version` and `openHandoverPicker`), with the page's store: fetched with the first
 * call, as the site's own pages make most of them (the order list, the profile page, the checkout's payment), so a
 * product page's first load carries none of their code (the order rules and the profile checks neither). `sessionStarted` is the session's start with the payment fitted
 * to the user: the role decides which payment a user may choose, so a host page's early call waits for it.
 */
export function createHostApi(store: ShopStore, sessionStarted: Promise<void>): Pick<KurvHostApi, HostCallMethod> {
  const coverage = createCoverageReader(store);
  return {
    login: (token, options) => store.getState().login(token, options),
    logout: (options) => store.getState().logout(options),
    putBackCartItems: (lines) => store.getState().putBackItems(lines),
    activateCoupon: (couponId) => store.getState().activateCoupon(couponId),
    loadOrders: () => loadHostOrders(store),
    changeOrder: (orderId) =>
      typeof orderId === 'string' && orderId !== '' ? store.getState().requestOrderChange(orderId) : Promise.resolve(),
    setPayment: async (choice) => {
      await sessionStarted;
      const check = await store.getState().setPaymentChoice(choice);
      if (!check.ok) {
        throw new TypeError(check.problem);
      }
      return { ...check.choice };
    },
    getPayment: () => Promise.resolve({ ...store.getState().cart.payment }),
    resetClientOrder: () => store.getState().resetCart(),
    startPayment: async (orderId) => {
      await sessionStarted;
      return await store.getState().startPayment(orderId);
    },
    getCart: async () => {
      await sessionStarted;
      return hostCartView(store.getState(), await coverage.read());
    },
    subscribeCart: async (listener) => {
      if (typeof listener !== 'function') {
        throw new TypeError('subscribeCart expects a function');
      }
      await sessionStarted;
      return subscribeHostCart(store, coverage, listener);
    },
    trackSignUp: (report) => {
      const { errorBody, status } = typeof report === 'object' && report !== null ? report : { errorBody: report, status: undefined };
      store.getState().trackSignUp({ errorBody, status });
      return Promise.resolve();
    },
    getProfile: () => getProfile(store),
    updateProfile: (input) => updateProfile(store, input),
    updateHousehold: (input) => updateHousehold(store, input),
    saveAlternativeAddress: (input) => saveAlternativeAddress(store, input),
    deleteAlternativeAddress: (id) => deleteAlternativeAddress(store, id),
    loadCoupons: () => loadCoupons(store),
    searchAddresses: (text) => searchAddresses(store, text),
    askApp: createAskApp(store, sessionStarted) as KurvHostApi['askApp'],
  };
}

/** The saved delivery address's coverage, read once per address (a checkout page asks often; the address rarely changes). */
interface CoverageReader {
  /** The coverage of the address saved now (read when not read yet). */
  read: () => Promise<CoverageResult | null>;
  /** The coverage read for the address saved now, or null while it is not read. */
  known: () => CoverageResult | null;
}

function createCoverageReader(store: ShopStore): CoverageReader {
  let reading: { address: DeliveryInfo | null; answer: Promise<CoverageResult | null>; result: CoverageResult | null } | null = null;
  const savedAddress = () => store.getState().user.extendedUser?.handoverInfo?.deliveryInfo ?? null;
  const current = () => {
    const address = savedAddress();
    if (reading?.address !== address) {
      // The handover code (the coverage call, its decoder) comes with this first read; a pickup reads nothing.
      const entry: NonNullable<typeof reading> = {
        address,
        answer: address === null ? Promise.resolve(null) : store.getState().readDeliveryCoverage(),
        result: null,
      };
      // A failed load of the handover code leaves the coverage unknown; the client order still answers.
      entry.answer = entry.answer.then(
        (result) => (entry.result = result),
        () => null,
      );
      reading = entry;
    }
    return reading;
  };
  return {
    read: () => current().answer,
    known: () => (reading?.address === savedAddress() ? reading.result : null),
  };
}

/**
 * Calls the listener with the client order now and whenever a part it is made of changes (hostCartInputs), or the saved
 * delivery address's coverage comes; answers the unsubscribe. A listener's throw is logged, not passed on to the
 * store's other listeners.
 */
function subscribeHostCart(
  store: ShopStore,
  coverage: CoverageReader,
  listener: (cart: ReturnType<typeof hostCartView>) => void,
): () => void {
  let last = hostCartInputs(store.getState());
  let stopped = false;
  const call = () => {
    try {
      listener(hostCartView(store.getState(), coverage.known()));
    } catch (error) {
      consoleLogger.error('a subscribeCart listener failed', error);
    }
  };
  const readCoverage = () => {
    const before = coverage.known();
    void coverage.read().then((result) => {
      if (!stopped && result !== before && result === coverage.known()) {
        call();
      }
    });
  };
  call();
  readCoverage();
  const unsubscribe = store.subscribe((state) => {
    const inputs = hostCartInputs(state);
    if (inputs.some((input, index) => input !== last[index])) {
      last = inputs;
      call();
      readCoverage();
    }
  });
  return () => {
    stopped = true;
    unsubscribe();
  };
}
