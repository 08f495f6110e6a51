import type { EventSink, KurvEventMap, KurvEventName } from '../events/events';

/**
 * The messages between Kurv and the native app wrapper (spec section 7 names them; their
 * payloads are "not shown", so these are ours). Kurv posts them as JSON-safe objects.
 */
export type BridgeMessage =
  /** Ask the app to log the shopper in; the app answers by setting a token (window.kurv.login). */
  | { type: 'login'; returnUrl: string }
  /** Hand the payment of an order to the app. */
  | { type: 'payment'; orderId: string; amount: number; paymentMethod: 'CARD' | 'INVOICE' | 'VIPPS' }
  /** Show the member's QR code (the loyalty card). */
  | { type: 'qrCode'; barCode: string }
  /** Open the camera to scan a product barcode. */
  | { type: 'barcodeScan'; purpose: 'addToCart' | 'search' }
  /** Ask for consent to push notifications. */
  | { type: 'pushConsent' }
  /** Turn biometric login on or off, or use it. */
  | { type: 'biometrics'; action: 'enable' | 'disable' | 'authenticate' }
  /** Keep a value in the app's own storage. */
  | { type: 'saveData'; key: string; value: string }
  /** Let the app navigate (to a URL outside the web view, or a screen of its own). */
  | { type: 'navigation'; url: string }
  /** Download an order's receipt. */
  | { type: 'downloadReceipt'; orderId: string }
  /** Every Kurv event, mirrored. */
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
    },
  };
}
