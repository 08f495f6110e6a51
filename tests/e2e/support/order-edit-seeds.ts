import { expect } from '@playwright/test';
import type { CartPopup } from '../pages/CartPopup';
import type { EditOrderDialog } from '../pages/EditOrderDialog';
import type { ShopPage } from '../pages/ShopPage';
import { MEMBER_IDS, type SimulatorClient } from './simulator';

/** MENY Bergen Storsenter: it delivers in Bergen only, not to Kari's home in Oslo. */
export const BERGEN_STORSENTER = '7080001150022';

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
