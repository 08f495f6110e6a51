import { expect } from '@playwright/test';
import type { CartPopup } from '../pages/CartPopup';
import type { EditOrderDialog } from '../pages/EditOrderDialog';
import type { ShopPage } from '../pages/ShopPage';
import { MEMBER_IDS, type SimulatorClient } from './simulator';

/** MENY Bergen Storsenter: it delivers in Bergen only, not to Kari's home in Oslo. */
export const BERGEN_STORSENTER = '7080001150022';

/** MENY Bryn: the MENY store closest to Kari's home (MENY Ullevål the next). */
export const MENY_BRYN = '7080001150488';

/** MENY Storo: it delivers to Kari's home. */
export const MENY_STORO = '7080001150015';

/**
 * Adds an editable order for Kari (a window tomorrow, its deadline tomorrow noon: editable on any date) at a store, for
 * pickup or delivery to her home.
 */
export async function orderForKari(
  sim: SimulatorClient,
  ngOrderId: string,
  storeGln: string,
  handoverType: 'Store' | 'Delivery',
): Promise<void> {
  await sim.addOrder({ memberId: MEMBER_IDS.member, ngOrderId, storeGln, handoverInfo: { handoverType } });
}

/**
 * Adds an editable pickup order for Kari at a store that no longer offers pickup: the store is marked inactive, so it and
 * its pickup points leave the handover options' pickup locations (spec section 4, PickupStoreOnOrderIsInvalid).
 */
export async function pickupOrderForKariAtClosedStore(sim: SimulatorClient, ngOrderId: string, storeGln: string): Promise<void> {
  await orderForKari(sim, ngOrderId, storeGln, 'Store');
  await sim.setStoreActive(storeGln, false);
}

/**
 * Adds an editable delivery order for Kari at a store that delivers to her home, while the platform offers no delivery at
 * all: the handover options have store pickup only (spec section 4, HandoverTypeOnOrderIsInvalid).
 */
export async function deliveryOrderForKariWithoutDelivery(sim: SimulatorClient, ngOrderId: string): Promise<void> {
  await orderForKari(sim, ngOrderId, MENY_STORO, 'Delivery');
  await sim.offerHandoverTypes(['Store']);
}

/** As Kari, starts editing the order through the host page's change-order action and 'Endre bestilling'; no dialog left open. */
export async function editOrderAsKari(shop: ShopPage, editOrder: EditOrderDialog, cart: CartPopup, orderId: string): Promise<void> {
  await shop.open('/', 'member');
  await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);
  await editOrder.changeOrder(orderId);
  const change = editOrder.changeQuestion;
  await change.getByRole('button', { name: 'Endre bestilling' }).click();
  await expect(change).toBeHidden();
  await cart.button.click();
  await expect(cart.dialog).toContainText('Du endrer bestillingen');
  await shop.page.keyboard.press('Escape');
  await expect(shop.page.getByRole('dialog')).toHaveCount(0);
}
