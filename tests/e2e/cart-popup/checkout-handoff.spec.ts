import type { Page } from '@playwright/test';
import { CheckoutPage } from '../pages/CheckoutPage';
import { axeViolations } from '../support/axe';
import { CART_PRODUCT_EANS } from '../support/cart-seeds';
import { expect, test } from '../support/fixtures';
import { memberWithReservedPickupWindow, memberWithSavedPickupWindow, openAsSeededMember } from '../support/handover-seeds';
import { pauseClocks } from '../support/step-clocks';

// Issue 36, point 2: the checkout hand-off. On each example chain site 'Til kassen' leads to the site's checkout page
// (its paths.checkout), which reads the client order through window.kurv (getCart, subscribeCart), places it with the
// platform, offers to put back the lines the platform left out, and clears the client order. And a cart change the
// checkout data follows (spec section 4) re-reserves the member's held window.

interface ChainSite {
  name: string;
  chainId: string;
  shop: string;
  checkout: string;
  /** Kari has an order there that can still be changed: her first add asks about it. */
  asksAboutOrder: boolean;
}

const SITES: readonly ChainSite[] = [
  { name: 'MENY', chainId: '1300', shop: '/', checkout: '/kassen', asksAboutOrder: true },
  { name: 'SPAR', chainId: '1210', shop: '/spar/', checkout: '/spar/kassen/', asksAboutOrder: false },
  { name: 'Joker', chainId: '1220', shop: '/joker/', checkout: '/joker/kassen/', asksAboutOrder: false },
];

/** The host page's `window.kurv.getCart()`, as the checkout page reads it. */
function getCart(page: Page) {
  return page.evaluate(() =>
    (
      window as unknown as {
        kurv: { getCart: () => Promise<{ lines: { ean: string; quantity: number }[]; summary: { totalToPay: { amountText: string } } }> };
      }
    ).kurv.getCart(),
  );
}

for (const site of SITES) {
  test(`${site.name}: «Til kassen» opens the checkout page with the popup's lines and total; a line the store lacks at order time is left out and put back`, async ({
    page,
    sim,
    shop,
    cart,
    products,
    editOrder,
  }) => {
    const saved = await memberWithSavedPickupWindow(page, sim, site.chainId);
    await shop.openAs('member', site.shop);
    if (site.asksAboutOrder) {
      await editOrder.addToNewOrder('Norvegia 26 %', /^Handlevogn, 1 vare,/);
    } else {
      await products.addAndCount('Norvegia 26 %', '1 vare');
    }
    await products.addAndCount('Tine Lettmelk 1 %', '2 varer');
    await cart.open();
    const popupTotal = (await cart.totalRow('Å betale').textContent()) ?? '';
    const popupLines = await cart.lines.count();
    expect(popupTotal).toMatch(/kr$/);

    await cart.checkoutLink.click();
    await expect(page).toHaveURL(new RegExp(`${site.checkout.replaceAll('/', '\\/')}$`));
    const checkout = new CheckoutPage(page);
    await expect(checkout.heading).toBeVisible();
    await expect(checkout.lines).toHaveCount(popupLines);
    await expect(checkout.line('Norvegia 26 %')).toContainText('1 stk');
    await expect(checkout.line('Tine Lettmelk 1 %')).toContainText('1 stk');
    await expect(checkout.summaryRow('Å betale')).toHaveText(popupTotal);
    await expect(checkout.handover).toContainText(`Hente selv: ${saved.storeName}`);
    // What the page shows is Kurv's: the same lines and total as getCart gives any script of the page.
    const handedOver = await getCart(page);
    expect(handedOver.summary.totalToPay.amountText).toBe(popupTotal);
    expect(handedOver.lines.map((line) => line.ean).sort()).toEqual(
      [CART_PRODUCT_EANS['Norvegia 26 %'], CART_PRODUCT_EANS['Tine Lettmelk 1 %']].sort(),
    );
    expect(await axeViolations(page)).toEqual([]);

    // The store turns out to have no milk when the order is placed: the order goes without it.
    await sim.makeUnavailableAtOrder([CART_PRODUCT_EANS['Tine Lettmelk 1 %']]);
    await checkout.submitButton.click();
    await expect(checkout.done).toBeVisible();
    await expect(checkout.refusedLines).toHaveText(['1 × Tine Lettmelk 1 %']);
    const placed = (await sim.state()).orders.at(-1) as { originalCart: { items: { ean: string }[] }; store: { gln: string } };
    expect(placed.originalCart.items.map((item) => item.ean)).toEqual([CART_PRODUCT_EANS['Norvegia 26 %']]);
    expect(placed.store.gln).toBe(saved.storeGln);
    // The client order is cleared after the submit (resetClientOrder).
    await expect(cart.buttonNamed('Handlevogn, 0 varer, 0,00 kr')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // The put-back: the milk goes back in the cart.
    await checkout.putBackButton.click();
    await expect(checkout.done.getByText('Varene er lagt tilbake i handlevognen.', { exact: true })).toBeVisible();
    await expect(cart.buttonNamed(/^Handlevogn, 1 vare, /)).toBeVisible();
    expect((await getCart(page)).lines).toMatchObject([{ ean: CART_PRODUCT_EANS['Tine Lettmelk 1 %'], quantity: 1 }]);
  });
}

test('the checkout page follows the cart: a change in the cart popup shows at once, and an empty cart says so', async ({
  page,
  sim,
  shop,
  cart,
}) => {
  await memberWithSavedPickupWindow(page, sim, '1210');
  await shop.openAs('member', '/spar/kassen/');
  const checkout = new CheckoutPage(page);
  await expect(checkout.empty).toBeVisible();
  await expect(checkout.submitButton).toBeHidden();

  await page.evaluate(() =>
    (
      window as unknown as { kurv: { putBackCartItems: (lines: { ean: string; quantity: number }[]) => Promise<void> } }
    ).kurv.putBackCartItems([{ ean: '7038551135202', quantity: 2 }]),
  );
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
}) => {
  await sim.setReservationMinutes(15);
  const seeded = await memberWithReservedPickupWindow(page, sim);
  await openAsSeededMember(shop, picker, sim, seeded);
  await shop.open('/kassen');
  const clocks = await pauseClocks(page, sim);
  const [held] = await sim.reservations();
  const before = Date.parse(held?.reservertTil ?? '');

  // Five minutes on, on both clocks: a cake the baker makes for the order joins the cart (its calculation's timers run
  // as the clocks move on).
  await clocks.step(5 * 60_000);
  const putting = page.evaluate(() =>
    (
      window as unknown as { kurv: { putBackCartItems: (lines: { ean: string; quantity: number }[]) => Promise<void> } }
    ).kurv.putBackCartItems([{ ean: '7038680001232', quantity: 1 }]),
  );
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
