import type { CartTotals } from '../domain/cart';

/** Detail of `kurv:cart-updated`: the cart after a confirmed change. */
export interface CartUpdatedDetail {
  items: { ean: string; title: string; quantity: number; lineTotal: number | null }[];
  /** The number of units in the cart (sum of quantities). */
  itemCount: number;
  totals: CartTotals;
}

/**
 * The events Kurv dispatches on `document` for host pages (analytics, page logic). Every one is a
 * `CustomEvent` whose `detail` has the type named here; none bubbles out of a shadow root.
 */
export interface KurvEventMap {
  /** The cart changed and the cart calculator confirmed the new totals. */
  'kurv:cart-updated': CartUpdatedDetail;
}

export type KurvEventName = keyof KurvEventMap;

export interface EventSink {
  emit<Name extends KurvEventName>(name: Name, detail: KurvEventMap[Name]): void;
}

/** Dispatches Kurv events as CustomEvents on `document` (or the given target). */
export function createDocumentEventSink(getTarget: () => EventTarget | undefined = () => globalThis.document): EventSink {
  return {
    emit(name, detail) {
      getTarget()?.dispatchEvent(new CustomEvent(name, { detail }));
    },
  };
}

declare global {
  interface DocumentEventMap {
    'kurv:cart-updated': CustomEvent<CartUpdatedDetail>;
  }
}
