import { OPEN_HANDOVER_PICKER_EVENT } from '../events/events';
import type { ShopStore } from '../store/assemble-shop-store';
import type { HandoverPickerPage } from '../store/state/handover-state';
import { LIBRARY_VERSION } from '../version';
import type { KurvHostApi } from './kurv-host-api';

const PICKER_PAGES: readonly HandoverPickerPage[] = ['type', 'location', 'time'];

/** A page named by a host page (any value): a known page, else the first. */
function pickerPageOf(value: unknown): HandoverPickerPage {
  return PICKER_PAGES.find((page) => page === value) ?? 'type';
}

/** `window.kurv`: the page's store behind the host API. */
export function createHostApi(store: ShopStore): KurvHostApi {
  return {
    version: LIBRARY_VERSION,
    login: (token, options) => store.getState().login(token, options),
    logout: (options) => store.getState().logout(options),
    openHandoverPicker: (page) => store.getState().openHandoverPicker(pickerPageOf(page)),
    putBackCartItems: (lines) => store.getState().putBackItems(lines),
    // The order rules come with the order page's call, not with every page (./host-orders.ts).
    loadOrders: () => import('./host-orders').then((module) => module.loadHostOrders(store)),
    changeOrder: (orderId) =>
      typeof orderId === 'string' && orderId !== '' ? store.getState().requestOrderChange(orderId) : Promise.resolve(),
  };
}

/** A host page's `kurv:open-handover-picker` event on document opens the picker (on the page it names). */
export function followPickerOpenEvents(store: ShopStore): void {
  globalThis.document?.addEventListener(OPEN_HANDOVER_PICKER_EVENT, (event) => {
    const detail = (event as CustomEvent<unknown>).detail;
    const page = typeof detail === 'object' && detail !== null ? (detail as { page?: unknown }).page : undefined;
    store.getState().openHandoverPicker(pickerPageOf(page));
  });
}
