import type { EventSink, KurvEventMap, KurvEventName } from '../events/events';
import type { BiometricsAction } from './app-ask';

/**
 * The messages between Kurv and the native app wrapper (spec section 7 names them; their
 * payloads are "not shown", so these are ours, docs/native-bridge.md). Kurv posts them as JSON-safe objects. A message
 * with a `requestId` is a request the app answers (app-answer.ts) with the same `type` and `requestId`; the others
 * (saveData, navigation, event) are notices the app acts on without answering.
 */
export type BridgeMessage =
  /** Ask the app to log the shopper in; the app answers with the token (or `window.kurv.login(token)`). */
  | { type: 'login'; returnUrl: string; requestId: string }
  /** Hand the payment of an order to the app; the app answers with the payment's status. */
  | { type: 'payment'; orderId: string; amount: number; paymentMethod: 'CARD' | 'INVOICE' | 'VIPPS'; requestId: string }
  /** Show the member's card as a QR code of its barcode (`window.kurv.askApp({ type: 'qrCode' })`). */
  | { type: 'qrCode'; barCode: string; requestId: string }
  /** Open the camera to scan a product barcode; the answered EAN is added to the cart (`window.kurv.askApp({ type: 'barcodeScan' })`). */
  | { type: 'barcodeScan'; purpose: 'addToCart'; requestId: string }
  /** Ask for consent to push notifications (`window.kurv.askApp`). */
  | { type: 'pushConsent'; requestId: string }
  /** Turn biometric login on or off, or use it (`window.kurv.askApp`). */
  | { type: 'biometrics'; action: BiometricsAction; requestId: string }
  /** Keep a value in the app's own storage (a notice: no answer). */
  | { type: 'saveData'; key: string; value: string }
  /** Let the app navigate (to a URL outside the web view, or a screen of its own; a notice: no answer). */
  | { type: 'navigation'; url: string }
  /** Download an order's receipt (`window.kurv.askApp`). */
  | { type: 'downloadReceipt'; orderId: string; requestId: string }
  /** Every Kurv event, mirrored (a notice: no answer). */
  | { [Name in KurvEventName]: { type: 'event'; name: Name; detail: KurvEventMap[Name] } }[KurvEventName];

export interface NativeBridge {
  /** Posts a message to the app; false when no app wrapper listens. */
  post(message: BridgeMessage): boolean;
}

interface BridgeHost {
  webkit?: { messageHandlers?: { kurv?: { postMessage(message: unknown): void } } };
  KurvAndroid?: { postMessage(message: string): void };
}

/**
 * The adapter to the app wrapper: iOS through `webkit.messageHandlers.kurv.postMessage(object)`,
 * Android through `KurvAndroid.postMessage(json)`.
 */
export function createNativeBridge(host: BridgeHost = globalThis as BridgeHost): NativeBridge {
  return {
    post(message) {
      try {
        if (host.webkit?.messageHandlers?.kurv) {
          host.webkit.messageHandlers.kurv.postMessage(message);
          return true;
        }
        if (host.KurvAndroid) {
          host.KurvAndroid.postMessage(JSON.stringify(message));
          return true;
        }
      } catch {
        // An app that throws must not break the shop.
      }
      return false;
    },
  };
}

/** An event sink that mirrors every Kurv event to the app wrapper. */
export function createBridgeEventSink(bridge: NativeBridge): EventSink {
  return {
    emit(name, detail) {
      bridge.post({ type: 'event', name, detail } as BridgeMessage);
      // The app is told; whether the page goes on is the page's listeners' to say.
      return true;
    },
  };
}
