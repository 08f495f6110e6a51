import type { CartTotals } from '../domain/cart';
import type { PaymentChoice } from '../domain/payment';
import { dispatch } from '../page/dom';

/** Detail of `kurv:cart-updated`: the cart after a confirmed change. */
export interface CartUpdatedDetail {
  items: { ean: string; title: string; quantity: number; lineTotal: number | null }[];
  /** The number of units in the cart (sum of quantities). */
  itemCount: number;
  totals: CartTotals;
}

/** Why a member was logged out. */
export type LogoutReason = 'user' | 'forced' | 'unauthorized' | 'expired' | 'assurance' | 'token-changed' | 'other-tab';

/**
 * The events Kurv dispatches on `document` for host pages (analytics, page logic). Each is a
 * `CustomEvent` whose `detail` has the type named here. With `platform: 'native'` each one is
 * also posted to the app wrapper (see NativeBridge).
 */
export interface KurvEventMap {
  /** The cart changed and the cart calculator confirmed the new totals. */
  'kurv:cart-updated': CartUpdatedDetail;
  /** A member logged in (level 1 simplified, 2 bearer). */
  'kurv:logged-in': { loginLevel: 1 | 2; memberId: string };
  /** The member was logged out; the shop goes on as anonymous. */
  'kurv:logged-out': { reason: LogoutReason };
  /** A login failed; the message is for the log, not for shoppers. */
  'kurv:login-error': { message: string };
  /** The platform answered 401: the member is logged out after `inMs`. */
  'kurv:will-be-logged-out': { inMs: number };
  /** A fresh token could not be fetched (status 0 on the network, else the HTTP status). */
  'kurv:refresh-failed': { status: number };
  /** The extended user changed: `local` by this page, `sync` from the platform (another device or tab). */
  'kurv:extended-user-updated': { source: 'local' | 'sync'; storeChanged: boolean };
  /** The shopper's handover was saved: type, store, and the window when one is chosen. */
  'kurv:handover-changed': {
    handoverType: 'Store' | 'Delivery';
    storeGln: string;
    pickupGln: string;
    storeName: string;
    deliveryAddress: string | null;
    windowId: string | null;
    from: string | null;
    to: string | null;
  };
  /** The platform says the member's cart changed elsewhere. */
  'kurv:shopping-cart-updated': { timestamp: string };
  /** The platform finished processing an order. */
  'kurv:process-order-complete': { timestamp: string };
  /** Spec section 4: the cart popup opened or closed. */
  'kurv:cart-popup-toggled': { open: boolean };
  /** Spec section 4: the checkout popup opened or closed. */
  'kurv:checkout-popup-toggled': { open: boolean };
  /**
   * Spec section 4: the client order's payment was set (`window.kurv.setPayment`) or cleared by its reset: the method
   * (null for none) and, for corporate users, the invoice reference and cost centre ('' when none).
   */
  'kurv:payment-changed': PaymentChoice;
  /**
   * Spec section 2: the shopper chose another store over several pages of the picker, and the page is about to reload
   * (500 ms after the picker closed, once no question about the cart is open). Cancelable: a single-page host (React,
   * Vue) that shows the new store's assortment itself calls `preventDefault()`, and the page is not reloaded.
   */
  'kurv:store-changed': { storeGln: string | null; pickupGln: string | null; storeName: string | null };
}

export type KurvEventName = keyof KurvEventMap;

export const KURV_EVENT_NAMES: readonly KurvEventName[] = [
  'kurv:cart-updated',
  'kurv:logged-in',
  'kurv:logged-out',
  'kurv:login-error',
  'kurv:will-be-logged-out',
  'kurv:refresh-failed',
  'kurv:extended-user-updated',
  'kurv:handover-changed',
  'kurv:shopping-cart-updated',
  'kurv:process-order-complete',
  'kurv:cart-popup-toggled',
  'kurv:checkout-popup-toggled',
  'kurv:payment-changed',
  'kurv:store-changed',
];

/**
 * The event a host page dispatches on `document` to open the handover picker (the method is
 * `window.kurv.openHandoverPicker()`). `detail.page` may name the page: 'type' (default), 'location' or 'time'.
 */
export const OPEN_HANDOVER_PICKER_EVENT = 'kurv:open-handover-picker';

export interface EventSink {
  /** Sends the event; false when it is cancelable and a listener cancelled it. */
  emit<Name extends KurvEventName>(name: Name, detail: KurvEventMap[Name]): boolean;
}

/** Dispatches Kurv events as CustomEvents on `document` (or the given target). */
export function createDocumentEventSink(getTarget: () => EventTarget | undefined = () => globalThis.document): EventSink {
  return {
    emit(name, detail) {
      const target = getTarget();
      // Through EventTarget's own method: the document's may be clobbered by a named element (page/dom.ts).
      // The one event a host page may cancel (preventDefault()), which then does not take its default action.
      return target ? dispatch(target, new CustomEvent(name, { detail, cancelable: name === 'kurv:store-changed' })) : true;
    },
  };
}

/** Sends every event to each of the sinks. */
export function combineEventSinks(...sinks: EventSink[]): EventSink {
  return {
    // Every sink gets the event (map, not every): it goes on unless one of them cancelled it.
    emit: (name, detail) => sinks.map((sink) => sink.emit(name, detail)).every(Boolean),
  };
}

declare global {
  interface DocumentEventMap {
    'kurv:cart-updated': CustomEvent<KurvEventMap['kurv:cart-updated']>;
    'kurv:logged-in': CustomEvent<KurvEventMap['kurv:logged-in']>;
    'kurv:logged-out': CustomEvent<KurvEventMap['kurv:logged-out']>;
    'kurv:login-error': CustomEvent<KurvEventMap['kurv:login-error']>;
    'kurv:will-be-logged-out': CustomEvent<KurvEventMap['kurv:will-be-logged-out']>;
    'kurv:refresh-failed': CustomEvent<KurvEventMap['kurv:refresh-failed']>;
    'kurv:extended-user-updated': CustomEvent<KurvEventMap['kurv:extended-user-updated']>;
    'kurv:handover-changed': CustomEvent<KurvEventMap['kurv:handover-changed']>;
    'kurv:shopping-cart-updated': CustomEvent<KurvEventMap['kurv:shopping-cart-updated']>;
    'kurv:process-order-complete': CustomEvent<KurvEventMap['kurv:process-order-complete']>;
    'kurv:cart-popup-toggled': CustomEvent<KurvEventMap['kurv:cart-popup-toggled']>;
    'kurv:checkout-popup-toggled': CustomEvent<KurvEventMap['kurv:checkout-popup-toggled']>;
    'kurv:payment-changed': CustomEvent<KurvEventMap['kurv:payment-changed']>;
    'kurv:store-changed': CustomEvent<KurvEventMap['kurv:store-changed']>;
  }
}
