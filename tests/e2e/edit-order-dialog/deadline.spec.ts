import { expectAccessible } from '../support/cart-checks';
import { expect, test } from '../support/fixtures';
import type { SimulatorClient } from '../support/simulator';

/**
 * `<edit-order-dialog>` and the order's deadline (spec sections 2 and 4): a member's open order can be changed until its
 * deadline (tomorrow 12.00 in Oslo), edit mode ends once it has passed on both clocks, and the order page offers 'Endre'
 * only on the orders that can still be changed. The deadlines are read on the date: these run on every date of the table
 * (support/dated-specs.ts). The member is logged in by the simulator before the page loads; the add, the question and
 * the order page's 'Endre' are what these journeys check, so they stay presses. They also run on the preact build.
 */

/** How many lines the member's open order 4100001 holds, from the simulator's state. */
async function openOrderItemCount(sim: SimulatorClient): Promise<number> {
  const { orders } = await sim.state();
  const order = (orders as { ngOrderId: string | null; originalCart: { items: unknown[] } }[]).find(
    (candidate) => candidate.ngOrderId === '4100001',
  );
  return order?.originalCart.items.length ?? 0;
}

test('a member with an open order adds a product, changes the order, and edit mode ends past the deadline on both clocks', async ({
  page,
  sim,
  shop,
  cart,
  products,
  editOrder,
}) => {
  await sim.login('member');
  await shop.open();
  await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);
  const orderLines = await openOrderItemCount(sim);
  expect(orderLines).toBeGreaterThan(1);
  // The order loads slowly enough to see the progress dialog.
  await sim.addFault({ route: 'GET /api/order/:chainId/:memberId/:orderId', delayMs: 1500, times: 1 });

  await products.add('Bananer');
  await expect(editOrder.question).toBeVisible();
  await expect(editOrder.question).toContainText('Bestillingen med hentekode 483920 kan endres frem til');
  await expect(editOrder.question).toContainText('Prisene kan ha endret seg siden du bestilte.');
  await expect(editOrder.question).toContainText('Varer som ikke lenger er på tilbud, får dagens pris.');
  await expectAccessible(page);
  await editOrder.editOrderButton.click();
  await expect(editOrder.preparing).toBeVisible();
  await page.clock.runFor(2000);
  await expect(editOrder.preparing).toBeHidden();

  await cart.button.click();
  await expect(cart.dialog).toContainText('Du endrer bestillingen med hentekode 483920.');
  // The time is checked to the minute in the order-page test: under Playwright's installed clock the Oslo time zone
  // conversion of date-fns' TZDate runs on the fake Date.
  await expect(cart.dialog).toContainText(/Endringene må være gjort innen \d\d\.\d\d \d\d\.\d\d\./);
  await expect(cart.lines).toHaveCount(orderLines + 1);
  await expect(cart.dialog).toContainText('Bananer');
  await expectAccessible(page);

  // Past the deadline (tomorrow 12:00) on the simulator's clock and the browser's.
  await sim.advanceClock(2 * 24 * 60);
  // A jump, as a laptop waking after two days: each due timer fires once. Running every one-second tick of two days took
  // most of this test's 30 s under load.
  await page.clock.fastForward(2 * 24 * 60 * 60_000);
  await expect(cart.dialog).not.toContainText('Du endrer bestillingen med hentekode 483920.');
  // The order's lines do not stay as a new cart: the cart from before the edit (empty) is back (own-cart.spec.ts).
  await expect(cart.lines).toHaveCount(0);
  await expect(cart.buttonNamed(/^Handlevogn, 0 varer,/)).toBeVisible();
});

test('the order page offers «Endre» on the orders that can be changed, by keyboard', async ({ page, sim, shop, cart, editOrder }) => {
  await sim.login('member');
  await shop.open('/profil/bestilling/');
  const orders = page.getByRole('list', { name: 'Bestillinger' });
  await expect(orders.getByRole('listitem').first()).toBeVisible();
  await expect(orders.getByRole('button', { name: 'Endre bestilling 4100001' })).toBeVisible();
  // Delivered, cancelled, passed or pending orders have no 'Endre'.
  await expect(orders.getByRole('button', { name: 'Endre bestilling 4100008' })).toHaveCount(0);
  await expect(orders.getByRole('button', { name: 'Endre bestilling 4100009' })).toHaveCount(0);
  await expect(orders.getByRole('button', { name: 'Endre bestilling 4100010' })).toHaveCount(0);
  await expect(orders.getByRole('button', { name: 'Endre bestilling 4100003' })).toHaveCount(0);

  await orders.getByRole('button', { name: 'Endre bestilling 4100001' }).focus();
  await page.keyboard.press('Enter');
  const change = editOrder.changeQuestion;
  await expect(change).toBeVisible();
  await expect(change).toContainText('Bestillingen med hentekode 483920');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(change).toBeHidden();
  await expect(orders.getByRole('button', { name: 'Endre bestilling 4100001' })).toBeFocused();

  await orders.getByRole('button', { name: 'Endre bestilling 4100001' }).click();
  await change.getByRole('button', { name: 'Endre bestilling' }).click();
  await expect(change).toBeHidden();
  await cart.button.click();
  await expect(cart.dialog).toContainText('Du endrer bestillingen med hentekode 483920.');
  // Tomorrow 12:00 in Oslo, to the minute.
  await expect(cart.dialog).toContainText(/Endringene må være gjort innen \d\d\.\d\d 12\.00\./);
  await cart.dialog.getByRole('button', { name: 'Avslutt endring' }).click();
  await expect(cart.dialog).not.toContainText('Du endrer bestillingen');
  await expect(cart.buttonNamed(/^Handlevogn, 0 varer,/)).toBeVisible();
});
