import type { Page } from '@playwright/test';
import type { CheckoutPage } from '../pages/CheckoutPage';
import type { ShopPage } from '../pages/ShopPage';
import { CART_PRODUCT_EANS, putBackCartItems } from '../support/cart-seeds';
import { expect, test } from '../support/fixtures';
import { memberWithReservedPickupWindow, memberWithSavedPickupWindow, openAsSeededMember } from '../support/handover-seeds';
import type { SimulatorClient } from '../support/simulator';
import { pauseClocks } from '../support/step-clocks';

// Issue 36, point 2: the checkout page follows the client order (window.kurv.subscribeCart), and a cart change the
// checkout data follows (spec section 4: here the count of lead-time items) re-reserves the member's held window, as
// the simulator's reservations show.

/** Bløtkake med jordbær: ordered from the baker for each order (mustOrderFromSupplier, lead time 2 days). */
const LEAD_TIME_CAKE = '7038680001232';

/** Kari with a pickup window saved at SPAR's store, on SPAR's checkout page; with `cheese`, that many Norvegia 26 % in the cart. */
async function kariAtSparCheckout(
  { page, sim, shop, checkout }: { page: Page; sim: SimulatorClient; shop: ShopPage; checkout: CheckoutPage },
  cheese = 0,
): Promise<void> {
  await memberWithSavedPickupWindow(page, sim, '1210');
  await shop.openAs('member', '/spar/kassen/');
  if (cheese > 0) {
    await putBackCartItems(page, [{ ean: CART_PRODUCT_EANS['Norvegia 26 %'], quantity: cheese }]);
    await expect(checkout.line('Norvegia 26 %')).toContainText(`${cheese} stk`);
  }
}

test('the checkout page follows the cart: a change in the cart popup shows at once, and an empty cart says so', async ({
  page,
  sim,
  shop,
  cart,
  checkout,
}) => {
  await kariAtSparCheckout({ page, sim, shop, checkout });
  await expect(checkout.empty).toBeVisible();
  await expect(checkout.submitButton).toBeHidden();

  await putBackCartItems(page, [{ ean: CART_PRODUCT_EANS['Norvegia 26 %'], quantity: 2 }]);
  await expect(checkout.line('Norvegia 26 %')).toContainText('2 stk');
  const dialog = await cart.open();
  await expect(cart.line('Norvegia 26 %')).toBeVisible();
  await expect(checkout.summaryRow('Å betale')).toHaveText((await cart.totalRow('Å betale').textContent()) ?? '');
  await dialog
    .getByRole('button', { name: /^Fjern/ })
    .first()
    .click();
  await expect(checkout.empty).toBeVisible();
});

test('a cart change the checkout data follows (a lead-time product) re-reserves the member’s held window', async ({
  page,
  sim,
  shop,
  picker,
  checkout,
}) => {
  await sim.setReservationMinutes(15);
  const seeded = await memberWithReservedPickupWindow(page, sim);
  await openAsSeededMember(shop, picker, sim, seeded);
  await shop.open('/kassen');
  await expect(checkout.heading).toBeVisible();
  // Kurv starts once the page has painted: the member's session and window are back before the clocks are held (a
  // session start under a held clock, stepped five minutes on, timed out as a failed login).
  await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);
  await expect(picker.trigger).toContainText(seeded.window.storeName);
  const clocks = await pauseClocks(page, sim);
  const [held] = await sim.reservations();
  const before = Date.parse(held?.reservertTil ?? '');

  // Five minutes on, on both clocks: a cake the baker makes for the order joins the cart (its calculation's timers run
  // as the clocks move on).
  await clocks.step(5 * 60_000);
  const putting = putBackCartItems(page, [{ ean: LEAD_TIME_CAKE, quantity: 1 }]);
  await expect
    .poll(async () => {
      await clocks.step(200);
      return Date.parse((await sim.reservations()).find((reservation) => reservation.active)?.reservertTil ?? '');
    })
    .toBeGreaterThanOrEqual(before + 5 * 60_000);
  await putting;
  const active = (await sim.reservations()).filter((reservation) => reservation.active);
  expect(active).toHaveLength(1);
  expect(active[0]?.hentevinduId).toBe(seeded.window.windowId);
});

test('the platform refuses the order: a 422 shows the server’s message, a 500 the default one, and the cart is kept for the next try', async ({
  page,
  sim,
  shop,
  cart,
  checkout,
}) => {
  await kariAtSparCheckout({ page, sim, shop, checkout }, 2);
  const route = 'POST /api/order/:chainId/:memberId';
  const ordersBefore = (await sim.state()).orders.length;

  await sim.addFault({ route, status: 422, body: { message: 'Butikken tar ikke imot bestillinger akkurat nå.' }, times: 1 });
  await checkout.submitButton.click();
  await expect(checkout.alert).toHaveText('Butikken tar ikke imot bestillinger akkurat nå.');
  await expect(checkout.line('Norvegia 26 %')).toContainText('2 stk');

  // Spec section 8: a server code 500 is not shown; the default message is.
  await sim.addFault({ route, status: 500, body: { message: 'NullPointerException at OrderService' }, times: 1 });
  await checkout.submitButton.click();
  await expect(checkout.alert).toHaveText('Det har skjedd en feil. Vennligst prøv igjen senere.');
  expect((await sim.state()).orders).toHaveLength(ordersBefore);
  await expect(cart.buttonNamed(/^Handlevogn, 2 varer, /)).toBeVisible();

  await checkout.submitButton.click();
  await expect(checkout.done).toBeVisible();
  await expect(checkout.alert).toBeHidden();
});

test('a shopper whose site session has ended is asked to log in, by a link to the site’s login page, and nothing is sent', async ({
  page,
  sim,
  shop,
  checkout,
}) => {
  await kariAtSparCheckout({ page, sim, shop, checkout }, 1);
  await sim.logout();

  await checkout.submitButton.click();
  await expect(checkout.loginPrompt).toContainText('Du må være logget inn for å bestille.');
  await expect(checkout.loginPrompt.getByRole('link', { name: 'Logg inn' })).toHaveAttribute('href', '/spar/kassen/?as=member');
  expect((await sim.requests()).filter((request) => request.method === 'POST' && request.path.startsWith('/api/order/'))).toEqual([]);
});

test('a member’s reserved delivery window is reserved again when a change in the cart alters its total and weight', async ({
  sim,
  shop,
  picker,
  products,
}) => {
  await shop.openAs('member', '/spar/');
  await picker.trigger.click();
  await picker.typePage.delivery.check();
  await picker.typePage.continueButton.click();
  await picker.timePage.chooseWindow(3, picker.timePage.anyDialog);
  await picker.timePage.confirm(picker.timePage.anyDialog);
  await expect(picker.trigger).toContainText(/^Levert på døren, /);
  const reservationCalls = async () =>
    (await sim.requests()).filter((request) => request.method !== 'GET' && request.path.includes('/reservasjoner/v1/api')).length;
  await expect.poll(reservationCalls).toBe(1);
  const [held] = (await sim.reservations()).filter((reservation) => reservation.active);

  // Spec section 4: for delivery, the order total (the delivery product's price interval) and the weight are checkout data.
  await products.addAndCount('Tine Lettmelk 1 %', '1 vare');
  await expect.poll(reservationCalls).toBe(2);
  const active = (await sim.reservations()).filter((reservation) => reservation.active);
  expect(active).toHaveLength(1);
  expect(active[0]?.hentevinduId).toBe(held?.hentevinduId);
});

// Spec section 7's coverage answer (bestPrice, bestPriceThreshold, deliveryThreshold) for the saved delivery address,
// through window.kurv.getCart() to the site's checkout page.
test('a shopper with home delivery sees on the checkout page what delivery to the address costs, as getCart() answers it', async ({
  page,
  sim,
  shop,
  checkout,
}) => {
  await sim.setCoverageFigures({ bestPrice: 49, bestPriceThreshold: 1500, deliveryThreshold: 250 });
  // Per Berg (corporate) has home delivery saved to Dronning Eufemias gate 16, 0191 Oslo, which MENY covers.
  await shop.openAs('corporate', '/kassen/');
  await putBackCartItems(page, [{ ean: CART_PRODUCT_EANS['Norvegia 26 %'], quantity: 1 }]);
  await expect(checkout.line('Norvegia 26 %')).toContainText('1 stk');
  await expect(checkout.handover).toContainText('Levert på døren: Dronning Eufemias gate 16, 0191 OSLO');

  await expect(checkout.deliveryCoverage).toHaveText('Levering fra 49 kr ved handel for minst 1 500 kr. Minstebeløp for levering: 250 kr.');
  expect((await checkout.handedOver()).deliveryCoverage).toEqual({ bestPrice: 49, bestPriceThreshold: 1500, deliveryThreshold: 250 });
});
