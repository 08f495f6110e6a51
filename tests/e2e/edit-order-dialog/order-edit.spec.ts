import { expectAccessible } from '../support/cart-checks';
import { expect, test } from '../support/fixtures';

/**
 * `<edit-order-dialog>` (spec sections 2 and 4): a member with an open order is asked after an add whether to add to it;
 * 'Start ny bestilling' keeps a new cart and a failed order load loses nothing; what the order's deadline decides is in
 * deadline.spec.ts. The member is logged in by the simulator before the page loads; the add and the question are what
 * these journeys check, so they stay presses. They also run on the preact build.
 */

test('«Start ny bestilling» keeps a fresh cart with only the new product', { tag: '@smoke' }, async ({
  sim,
  shop,
  cart,
  products,
  editOrder,
}) => {
  await sim.login('member');
  await shop.open();
  await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);
  await products.add('Bananer');
  await editOrder.startNewOrderButton.click();
  await expect(editOrder.question).toBeHidden();
  await expect(cart.buttonNamed(/^Handlevogn, 1 vare,/)).toBeVisible();
  await products.add('Tine Lettmelk 1 %');
  await expect(editOrder.question).toBeHidden();
  await expect(cart.buttonNamed(/^Handlevogn, 2 varer,/)).toBeVisible();
  await cart.button.click();
  await expect(cart.dialog).not.toContainText('Du endrer bestillingen');
});

test('an order load failing with 500 shows the error dialog and loses nothing', async ({ page, sim, shop, cart, products, editOrder }) => {
  await sim.login('member');
  await shop.open();
  await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);
  await products.add('Bananer');
  await sim.addFault({ route: 'GET /api/order/:chainId/:memberId/:orderId', status: 500, times: 1 });
  await editOrder.editOrderButton.click();

  const error = editOrder.cannotChange;
  await expect(error).toBeVisible();
  await expectAccessible(page);
  await error.getByRole('button', { name: 'OK' }).click();
  await expect(error).toBeHidden();
  // The add that waited is in the cart, which is not in edit mode.
  await expect(cart.buttonNamed(/^Handlevogn, 1 vare,/)).toBeVisible();
  await expect(products.quantity('Bananer')).toContainText('1');
});
