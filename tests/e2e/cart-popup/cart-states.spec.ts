import type { Page } from '@playwright/test';
import { CART_PRODUCT_EANS, putBackCartItems } from '../support/cart-seeds';
import { expect, test } from '../support/fixtures';
import { keepAnonymousStoreCookie } from '../support/handover-seeds';
import { MENY_STORO } from '../support/order-edit-seeds';
import { editStoredCart } from '../support/storage';

/**
 * The cart's states (spec section 4, product availability and cart): the inventory notice (code 8) by the stock's
 * threshold and by the step distance, a stored line above what its product allows cut down after a reload, the order-wide
 * maximum only within its dates, the cart and checkout popups' events, and a calculator failure at a store that has
 * closed. Arranged through the simulator and the host page's API; seen on the buttons, in the popups and in the calls.
 */

const MILK = 'Tine Lettmelk 1 %';
const EGG = 'Egg frittgående 12 stk';
const LAMBI = { title: 'Lambi Toalettpapir', ean: '7038391353248' };
/** MENY Moholt: only 3 Tine Lettmelk 1 % in stock (platform-sim seed/store-assortment.ts). */
const MENY_MOHOLT = '7080001150163';

/** Records the detail of each `kurv:cart-popup-toggled` and `kurv:checkout-popup-toggled` from now on. */
async function recordPopupEvents(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    for (const name of ['kurv:cart-popup-toggled', 'kurv:checkout-popup-toggled']) {
      document.addEventListener(name, (event) => seen.push(`${name} ${(event as CustomEvent<{ open: boolean }>).detail.open}`));
    }
    (window as unknown as { kurvTestPopupEvents: string[] }).kurvTestPopupEvents = seen;
  });
  return () => page.evaluate(() => [...(window as unknown as { kurvTestPopupEvents: string[] }).kurvTestPopupEvents]);
}

test('at a store with 3 in stock, the milk’s button says «Kun 3 tilgjengelig» before any add (under the threshold of 4)', async ({
  page,
  baseURL,
  shop,
  picker,
  products,
}) => {
  // The shopper's store is MENY Moholt: its cookie, taken up by this tab's first load into the tab's profile.
  await keepAnonymousStoreCookie(page.context(), baseURL ?? '', MENY_MOHOLT);
  await shop.open();
  await expect(picker.trigger).toContainText('MENY Moholt');
  await page.reload();
  await expect(picker.trigger).toContainText('MENY Moholt');

  await expect(products.tile(MILK).getByText('Kun 3 tilgjengelig', { exact: true })).toBeVisible();
  await expect(products.tile(MILK).getByRole('status').filter({ hasText: 'lager' })).toHaveText(
    'Det er bare 3 av denne varen igjen på lager.',
  );
  // The eggs (5 in stock, no fewer at MENY Moholt) have no notice before an add.
  await expect(products.tile(EGG).getByText(/^Kun \d+ tilgjengelig$/)).toHaveCount(0);
});

test('the eggs’ stock notice comes once the next step is within two steps of the 5 in stock', async ({ shop, products }) => {
  await shop.open();
  const notice = products.tile(EGG).getByText('Kun 5 tilgjengelig', { exact: true });
  await expect(products.addButton(EGG)).toBeVisible();
  await expect(notice).toHaveCount(0);

  await products.addButton(EGG).click();
  await expect(products.quantity(EGG)).toContainText('1');
  await expect(notice).toHaveCount(0);

  // Two in the cart: the next step would leave 2 of the 5, within the two steps.
  await products.increaseButton(EGG).click();
  await expect(products.quantity(EGG)).toContainText('2');
  await expect(notice).toBeVisible();
  await expect(products.tile(EGG).getByRole('status').filter({ hasText: 'lager' })).toHaveText(
    'Det er bare 5 av denne varen igjen på lager.',
  );
});

test('a calculation slower than a moment: the cart’s amounts give way to «Oppdaterer handlevognen …» until its answer shows them', async ({
  sim,
  shop,
  products,
  cart,
}) => {
  await shop.open();
  await sim.addFault({ route: 'POST /api/cart/calculator/*', delayMs: 2500, times: 1 });
  await products.addButton(MILK).click();
  await cart.open();

  // Until the answer the footer holds the empty cart's 0,00 kr: hidden under the words, which the status says once.
  await expect(cart.updatingShown).toBeVisible();
  await expect(cart.dialog.getByRole('status').filter({ hasText: 'Oppdaterer handlevognen …' })).toHaveCount(1);
  await expect(cart.totalRow('Å betale')).toBeHidden();
  await expect(cart.dialog.getByText('Å betale', { exact: true })).toBeVisible();

  // 24,90 kr and one plastic bag.
  await expect(cart.totalRow('Å betale')).toHaveText('26,90 kr');
  await expect(cart.updatingShown).toBeHidden();
  await expect(cart.dialog.getByRole('status').filter({ hasText: 'Oppdaterer handlevognen …' })).toHaveCount(0);
});

test('«Til kassen» while a step is still at the calculator: «Klar for kassen?» says «Oppdaterer handlevognen …» until «Å betale» is the step’s', async ({
  page,
  sim,
  shop,
  cart,
}) => {
  await shop.open();
  await putBackCartItems(page, [{ ean: CART_PRODUCT_EANS[MILK], quantity: 1 }]);
  await cart.open();
  await expect(cart.totalRow('Å betale')).toHaveText('26,90 kr');
  await sim.addFault({ route: 'POST /api/cart/calculator/*', delayMs: 2500, times: 1 });
  const increase = cart.line(MILK).getByRole('button', { name: `Øk antall av ${MILK}` });
  await increase.click();
  await cart.checkoutLink.click();

  await expect(cart.checkout.getByText('Oppdaterer handlevognen …')).toBeVisible();
  await expect(cart.totalRow('Å betale', cart.checkout)).toBeHidden();

  // Two at 24,90 kr and one plastic bag.
  await expect(cart.totalRow('Å betale', cart.checkout)).toHaveText('51,80 kr');
  await expect(cart.checkout.getByText('Oppdaterer handlevognen …')).toHaveCount(0);
});

test('a stored line above its product’s per-order maximum is cut down to it after a reload', async ({ page, shop, cart }) => {
  await shop.open();
  await putBackCartItems(page, [{ ean: LAMBI.ean, quantity: 2 }]);
  await expect(cart.buttonNamed(/^Handlevogn, 2 varer, /)).toBeVisible();
  // Five rolls of Lambi in the stored cart, as another version of the site (or a hand) left them.
  await editStoredCart(page, (stored) => {
    for (const item of stored.items) {
      item.quantity = 5;
    }
  });

  await page.reload();

  await expect(cart.buttonNamed(/^Handlevogn, 2 varer, /)).toBeVisible();
  await cart.open();
  await expect(cart.line(LAMBI.title).getByRole('group', { name: `Antall av ${LAMBI.title}` })).toContainText('2');
});

test('past its to-date the per-order maximum no longer limits the add: a third Lambi goes in', async ({ page, sim, shop, products }) => {
  // Lambi's maximum of 2 holds from 2026-01-01 to 2027-12-31 (platform-sim seed/products.ts); both clocks in 2028.
  const after = '2028-01-11T10:00:00+01:00';
  await sim.setClock(after);
  await page.clock.setSystemTime(new Date(after));
  await shop.open();
  await expect(products.tile(LAMBI.title).getByText('Maks antall per kunde', { exact: true })).toHaveCount(0);

  await products.addButton(LAMBI.title).click();
  await products.increaseButton(LAMBI.title).click();
  await expect(products.quantity(LAMBI.title)).toContainText('2');
  await expect(products.increaseButton(LAMBI.title)).toBeEnabled();
  await products.increaseButton(LAMBI.title).click();
  await expect(products.quantity(LAMBI.title)).toContainText('3');
  await expect(products.tile(LAMBI.title).getByText('Du kan kun kjøpe 2 av denne varen per handel.')).toHaveCount(0);
});

test('the cart popup and the checkout popup say on the page when they open and close', async ({ page, shop, cart, products }) => {
  await shop.open();
  await products.add(MILK);
  await expect(cart.buttonNamed(/^Handlevogn, 1 vare, /)).toBeVisible();
  const events = await recordPopupEvents(page);

  await cart.button.click();
  await expect(cart.dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(cart.dialog).toHaveCount(0);
  expect(await events()).toEqual(['kurv:cart-popup-toggled true', 'kurv:cart-popup-toggled false']);

  // Without a handover time, «Til kassen» opens the checkout popup in the cart popup's place.
  await cart.button.click();
  await cart.checkoutLink.click();
  await expect(cart.checkout).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(cart.checkout).toHaveCount(0);
  expect((await events()).slice(2)).toEqual([
    'kurv:cart-popup-toggled true',
    'kurv:cart-popup-toggled false',
    'kurv:checkout-popup-toggled true',
    'kurv:checkout-popup-toggled false',
  ]);
});

test('a calculator failure reads the store’s status; a store that has closed has its pickup option read anew', async ({
  sim,
  shop,
  cart,
  products,
}) => {
  await shop.open();
  await expect(products.addButton(MILK)).toBeVisible();
  await sim.setStoreActive(MENY_STORO, false);
  const optionReads = async () => (await sim.requests()).filter((request) => request.path.startsWith('/api/handoveroptions/')).length;
  const before = await optionReads();
  await sim.addFault({ route: 'POST /api/cart/calculator/*', status: 500, times: 1 });

  await products.add(MILK);

  await expect(cart.buttonNamed(/^Handlevogn, 1 vare, /)).toBeVisible();
  await expect
    .poll(async () => (await sim.requests()).some((request) => request.path === `/api/stores/1300/${MENY_STORO}/status`))
    .toBe(true);
  await expect.poll(optionReads).toBeGreaterThan(before);
});
