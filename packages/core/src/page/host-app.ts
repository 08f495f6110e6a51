// `window.kurv.askApp` (issue 36, point 4: spec section 7's qrCode, barcodeScan, pushConsent, biometrics and
// downloadReceipt): fetched with the first call, with the channel that takes the app's answers, so a chain site's first
// load carries none of it. One method for the five: each name on window.kurv is in every page's first load.

import { type AppAsk, type AppAskAnswers, checkAppAsk } from '../bridge/app-ask';
import { type AppChannel, pageAppChannel } from '../bridge/app-channel';
import { createNativeBridge } from '../bridge/native-bridge';
import { consoleLogger } from '../logger';
import type { ShopStore } from '../store/assemble-shop-store';

/**
 * The app's answer to a checked request, as `askApp` resolves it: the channel's request for its type, and what Kurv
 * does with the answer (a scanned EAN goes into the cart).
 */
async function ask(store: ShopStore, app: AppChannel, request: AppAsk): Promise<AppAskAnswers[AppAsk['type']]> {
  switch (request.type) {
    case 'qrCode': {
      const state = store.getState();
      const barCode = state.session.token === null ? null : state.user.extendedUser?.currentMember?.barCode;
      return barCode ? ((await app.request({ type: 'qrCode', barCode }).answer)?.shown ?? false) : false;
    }
    case 'barcodeScan': {
      const scanned = (await app.request({ type: 'barcodeScan', purpose: 'addToCart' }).answer)?.ean ?? null;
      if (scanned) {
        // As the product's own button adds it: its availability rules, its limits, the open order's question.
        await store.getState().addItem(scanned, 1);
      }
      return scanned;
    }
    case 'pushConsent':
      return (await app.request({ type: 'pushConsent' }).answer)?.granted ?? false;
    case 'biometrics':
      return (await app.request({ type: 'biometrics', action: request.action }).answer)?.success ?? false;
    case 'downloadReceipt':
      return (await app.request({ type: 'downloadReceipt', orderId: request.orderId }).answer)?.saved ?? false;
    default:
      return request satisfies never;
  }
}

/** The "nothing done" of each request: on a chain site the site's own pages do these things, nothing is posted. */
const NOT_ASKED: AppAskAnswers = { qrCode: false, barcodeScan: null, pushConsent: false, biometrics: false, downloadReceipt: false };

/** The warning for a biometrics request on a site that left `features.biometrics` off (its default, spec section 9). */
export const BIOMETRICS_OFF_WARNING =
  'kurv.askApp: kurvSettings.features.biometrics is off (the default): no biometrics request is sent to the app';

/**
 * `window.kurv.askApp`: checks the request, waits for the session (the member's card), asks the app. Biometrics are off
 * by default (spec section 9): without `features.biometrics` the request resolves false, posts nothing and warns.
 */
export function createAskApp(store: ShopStore, sessionStarted: Promise<void>) {
  return async (input: unknown): Promise<AppAskAnswers[AppAsk['type']]> => {
    const check = checkAppAsk(input);
    if (!check.ok) {
      throw new TypeError(check.problem);
    }
    const settings = store.getState().settings;
    if (settings.platform !== 'native') {
      return NOT_ASKED[check.ask.type];
    }
    if (check.ask.type === 'biometrics' && !settings.features.biometrics) {
      consoleLogger.warn(BIOMETRICS_OFF_WARNING);
      return NOT_ASKED.biometrics;
    }
    await sessionStarted;
    return await ask(store, pageAppChannel(createNativeBridge()), check.ask);
  };
}
