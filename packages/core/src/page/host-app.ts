// The app's methods of `window.kurv` (issue 36, point 4: spec section 7's qrCode, barcodeScan, pushConsent, biometrics
// and downloadReceipt): fetched with the first call, with the channel that takes the app's answers, so a chain site's
// first load carries none of it.

import { type AppChannel, pageAppChannel } from '../bridge/app-channel';
import { BIOMETRICS_ACTIONS, type BiometricsAction, createNativeBridge } from '../bridge/native-bridge';
import type { ShopStore } from '../store/assemble-shop-store';
import type { KurvHostApi } from './kurv-host-api';

type HostAppMethod = 'showMemberCard' | 'scanBarcode' | 'askPushConsent' | 'requestBiometrics' | 'downloadReceipt';

/**
 * The page's channel to the app, or null on a chain site: there the site's own pages do what the app would (its card
 * page, its receipt link), so these calls answer their "nothing done" without posting.
 */
function appChannel(store: ShopStore): AppChannel | null {
  return store.getState().settings.platform === 'native' ? pageAppChannel(createNativeBridge()) : null;
}

/** `window.kurv`'s requests to the app, each resolving the app's answer (docs/native-bridge.md). */
export function createHostAppCalls(store: ShopStore, sessionStarted: Promise<void>): Pick<KurvHostApi, HostAppMethod> {
  return {
    showMemberCard: async () => {
      await sessionStarted;
      const state = store.getState();
      const barCode = state.session.token === null ? null : state.user.extendedUser?.currentMember?.barCode;
      const app = appChannel(store);
      if (!app || !barCode) {
        return false;
      }
      return (await app.request({ type: 'qrCode', barCode }).answer)?.shown ?? false;
    },
    scanBarcode: async () => {
      const app = appChannel(store);
      const scanned = app ? (await app.request({ type: 'barcodeScan', purpose: 'addToCart' }).answer)?.ean : null;
      if (!scanned) {
        return null;
      }
      // As the product's own button adds it: its availability rules, its limits, its error in the cart when refused.
      await store.getState().addItem(scanned, 1);
      return scanned;
    },
    askPushConsent: async () => {
      const app = appChannel(store);
      return app ? ((await app.request({ type: 'pushConsent' }).answer)?.granted ?? false) : false;
    },
    requestBiometrics: async (action) => {
      if (!BIOMETRICS_ACTIONS.includes(action)) {
        throw new TypeError(`kurv.requestBiometrics: action must be one of ${BIOMETRICS_ACTIONS.join(', ')}`);
      }
      const app = appChannel(store);
      return app ? ((await app.request({ type: 'biometrics', action: action as BiometricsAction }).answer)?.success ?? false) : false;
    },
    downloadReceipt: async (orderId) => {
      if (typeof orderId !== 'string' || orderId.trim() === '') {
        throw new TypeError('kurv.downloadReceipt: orderId must be the order’s id, a non-empty string');
      }
      const app = appChannel(store);
      return app ? ((await app.request({ type: 'downloadReceipt', orderId }).answer)?.saved ?? false) : false;
    },
  };
}
