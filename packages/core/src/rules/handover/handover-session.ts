import type { DeliveryInfo, HandoverInfo } from '../../domain/extended-user';
import type { HandoverType, StoreLocation } from '../../domain/store';
import { resetWindow } from '../handover-defaults';
import type { DeliveryAddress, HandoverProduct, HandoverWindow } from './handover-types';

/** A handover and the store it is for: what choosing a window or switching type changes. */
export interface HandoverSelection {
  handoverInfo: HandoverInfo;
  store: StoreLocation;
}

/**
 * Spec section 4 Session: "Choosing a window sets times, windowId, product, tags; carrier window id kept only for
 * non-store; if window carries a gln, store gln updated (and pickup gln when not store)."
 * Our readings: from/to are the window's from/to, customerPickupFrom/To its displayFrom/displayTo, deadline the
 * product's deadline and supplierOrderDeadline the window's; a store handover's carrier window id is cleared.
 */
export function chooseWindow(selection: HandoverSelection, window: HandoverWindow, product: HandoverProduct): HandoverSelection {
  const { handoverInfo, store } = selection;
  const isStore = handoverInfo.handoverType === 'Store';
  const deliveryInfo: DeliveryInfo | null =
    handoverInfo.deliveryInfo === null
      ? null
      : { ...handoverInfo.deliveryInfo, carrierWindowId: keptCarrierWindowId(handoverInfo.handoverType, window.carrierWindowId) };
  const nextStore = window.gln === null ? store : { ...store, gln: window.gln, pickupGln: isStore ? store.pickupGln : window.gln };
  return {
    handoverInfo: {
      ...handoverInfo,
      from: window.from,
      to: window.to,
      customerPickupFrom: window.displayFrom,
      customerPickupTo: window.displayTo,
      deadline: product.deadline,
      supplierOrderDeadline: window.supplierOrderDeadline,
      windowId: window.windowId,
      product: product.ean,
      windowTags: window.windowTags,
      deliveryInfo,
    },
    store: nextStore,
  };
}

/**
 * Spec section 4 Session: "carrier window id kept only for non-store". The window's carrier id for a handover of this
 * type: none for a store handover, also where a store's window carries one (nor is one sent with its reservation).
 */
export function keptCarrierWindowId(handoverType: HandoverType, carrierWindowId: string | null): string | null {
  switch (handoverType) {
    case 'Store':
      return null;
    case 'Delivery':
      return carrierWindowId;
    default:
      return handoverType satisfies never;
  }
}

/** Spec section 4 Session: "Reset of window clears times, deadline, windowId, product; keeps delivery info." */
export function resetChosenWindow(info: HandoverInfo): HandoverInfo {
  return resetWindow(info);
}

/**
 * Spec section 4 Session: "Switching to store drops delivery info; to delivery fills it from chosen address and
 * stores." Our reading: a window belongs to one type, so a change of type also resets the window; switching to the
 * type already chosen changes nothing, except delivery to another address (street or postal code) than the saved one:
 * that address and its stores are filled in as on a switch to delivery, and the window, chosen for the old address,
 * is reset (without this, a member who chose her alternative address had her old address saved with the new store).
 */
export function switchHandoverType(
  info: HandoverInfo,
  handoverType: HandoverType,
  chosen: { address: DeliveryAddress | null; stores: readonly StoreLocation[] },
): HandoverInfo {
  if (info.handoverType === handoverType && !isOtherDeliveryAddress(info, chosen.address)) {
    return info;
  }
  const reset = resetWindow(info);
  switch (handoverType) {
    case 'Store':
      return { ...reset, handoverType, deliveryInfo: null };
    case 'Delivery':
      return { ...reset, handoverType, deliveryInfo: deliveryInfoOf(chosen.address, chosen.stores) };
    default:
      return handoverType satisfies never;
  }
}

/** Whether delivery is saved and the chosen address is another (street or postal code); none chosen is no other. */
function isOtherDeliveryAddress(info: HandoverInfo, address: DeliveryAddress | null): boolean {
  const saved = info.deliveryInfo;
  return (
    info.handoverType === 'Delivery' &&
    address !== null &&
    (saved === null || saved.address !== address.address || saved.postalCode !== address.postalCode)
  );
}

/** The delivery info of a chosen address and the stores that deliver there; none without an address. */
function deliveryInfoOf(address: DeliveryAddress | null, stores: readonly StoreLocation[]): DeliveryInfo | null {
  return address === null
    ? null
    : {
        carrierOrderId: null,
        carrierWindowId: null,
        firstName: address.firstName,
        lastName: address.lastName,
        address: address.address,
        postalCode: address.postalCode,
        city: address.city,
        coordinates: address.coordinates,
        comment: address.deliveryComment,
        stores: stores.map((store) => store.gln),
      };
}
