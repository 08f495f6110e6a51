import type { Page } from '@playwright/test';
import { AddToCartButton } from '../pages/AddToCartButton';
import { CartPopup } from '../pages/CartPopup';
import type { HandoverPicker } from '../pages/HandoverPicker';
import { axeViolations } from '../support/axe';
import { expectPopupTotalsFromSimulator, simulatorTotals } from '../support/cart-checks';
import { expect, test } from '../support/fixtures';
import { tabTo } from '../support/keyboard';
import { kroner } from '../support/money';

/**
 * Whole shopper journeys through the cart by clicks and keys, the adds included (spec section 2 "Cart and order
 * dialogs", section 6, and section 8's stock messages, restricted cart and minimum purchase) on the example page,
 * against the simulator: the limits reached by the shopper's own presses, a store that lacks products, the guest's login
 * prompt, a second tab, the checkout popup's minimums, the bag type by keyboard. They prove the path end to end, so
 * nothing here is arranged behind the elements; they also run on the preact build.
 */

const DEFAULT_ERROR = 'Det har skjedd en feil. Vennligst prøv igjen senere.';
/** Not on the example page: the journeys put a tile of it on the page (as a CMS would). */
const PARACET_MIKSTUR = { ean: '7065512450081', title: 'Paracet mikstur 24 mg/ml til barn' };

/** The pickup journey of the picker's specs: pickup in store, the location page, a store in a county group, confirm. */
/** Pickup at the store with a window confirmed: the store is saved, and the cart checked against it (spec section 4). */
async function choosePickupStore(picker: HandoverPicker, county: string, store: RegExp) {
  await picker.confirmPickupAtStore(county, store);
}

async function addKneippAndGrandiosa(products: AddToCartButton, cart: CartPopup) {
  await products.add('Kneippbrød');
  await products.add('Grandiosa Original');
  await expect(cart.buttonNamed('Handlevogn, 2 varer, 101,80 kr')).toBeVisible();
}

const UNAVAILABLE = 'Noen varer er ikke tilgjengelig';
const SOLSIDEN = /^MENY Solsiden/;

/** The unavailable-products dialog ('Noen varer er ikke tilgjengelig'). */
const unavailableDialog = (page: Page) => page.getByRole('dialog', { name: UNAVAILABLE });

test('a shopper fills the cart up to the stock, order and drug limits; the popup shows the calculator’s totals, and a removal can be undone', async ({
  page,
  sim,
  shop,
  cart,
  products,
}) => {
  await shop.open();
  await products.addTile(PARACET_MIKSTUR);

  for (const title of ['Tine Lettmelk 1 %', 'Bananer', 'Grandiosa Original']) {
    await products.add(title);
    await expect(products.quantity(title)).toContainText('1');
  }

  // Egg frittgående 12 stk: 5 in stock.
  const egg = products.tile('Egg frittgående 12 stk');
  await egg.getByRole('button', { name: 'Legg i handlevogn: Egg frittgående 12 stk' }).click();
  for (let quantity = 2; quantity <= 5; quantity += 1) {
    await egg.getByRole('button', { name: 'Øk antall av Egg frittgående 12 stk' }).click();
    await expect(egg.getByRole('group', { name: 'Antall av Egg frittgående 12 stk' })).toContainText(String(quantity));
  }
  await expect(egg.getByRole('status').filter({ hasText: 'lager' })).toHaveText('Det er bare 5 av denne varen igjen på lager.');
  await expect(egg.getByRole('button', { name: 'Øk antall av Egg frittgående 12 stk' })).toBeDisabled();

  // Lambi Toalettpapir: at most 2 per order.
  const lambi = products.tile('Lambi Toalettpapir');
  await expect(lambi.getByText('Maks antall per kunde', { exact: true })).toBeVisible();
  await lambi.getByRole('button', { name: 'Legg i handlevogn: Lambi Toalettpapir' }).click();
  await lambi.getByRole('button', { name: 'Øk antall av Lambi Toalettpapir' }).click();
  await expect(lambi.getByRole('group', { name: 'Antall av Lambi Toalettpapir' })).toContainText('2');
  await expect(lambi.getByRole('status').filter({ hasText: 'handel' })).toHaveText('Du kan kun kjøpe 2 av denne varen per handel.');
  await expect(lambi.getByRole('button', { name: 'Øk antall av Lambi Toalettpapir' })).toBeDisabled();
  await expect(lambi.getByText('Maks antall per kunde', { exact: true })).toBeVisible();

  // Paracet mikstur til barn: one child product of its active substance per order.
  const paracet = products.tile(PARACET_MIKSTUR.title);
  await paracet.getByRole('button', { name: `Legg i handlevogn: ${PARACET_MIKSTUR.title}` }).click();
  await expect(paracet.getByRole('group', { name: `Antall av ${PARACET_MIKSTUR.title}` })).toContainText('1');
  await expect(paracet.getByRole('status').filter({ hasText: 'handel' })).toHaveText(
    'Du kan kun kjøpe 1 barneprodukt med samme virkestoff per handel. Merk at bestiller og mottaker må være samme person.',
  );
  await expect(paracet.getByRole('button', { name: `Øk antall av ${PARACET_MIKSTUR.title}` })).toBeDisabled();

  // Pepsi Max is out of stock: no button, the Norwegian text.
  const pepsi = products.tile('Pepsi Max');
  await expect(pepsi.getByText('Midlertidig utsolgt', { exact: true })).toBeVisible();
  await expect(pepsi.getByRole('button')).toHaveCount(0);

  await cart.button.click();
  await expect(cart.dialog).toBeVisible();
  await expect(cart.lines).toHaveCount(6);
  await expectPopupTotalsFromSimulator(sim, shop, cart);

  // Remove Grandiosa from its line, then take it back with 'Angre'.
  const grandiosaLine = cart.line('Grandiosa Original');
  await grandiosaLine.getByRole('button', { name: 'Fjern vare: Grandiosa Original' }).click();
  await expect(cart.dialog.getByRole('status').filter({ hasText: 'Fjernet' })).toHaveText('Fjernet 1 stk Grandiosa Original');
  await expect(cart.lines).toHaveCount(5);
  await expect(grandiosaLine).toHaveCount(0);
  await expectPopupTotalsFromSimulator(sim, shop, cart);

  await cart.dialog.getByRole('button', { name: 'Angre' }).click();
  await expect(cart.lines).toHaveCount(6);
  await expect(grandiosaLine).toHaveCount(1);
  await expect(cart.dialog.getByRole('button', { name: 'Angre' })).toHaveCount(0);
  await expectPopupTotalsFromSimulator(sim, shop, cart);
  const totals = await simulatorTotals(sim, shop);
  await expect(page.getByRole('alert').filter({ hasText: DEFAULT_ERROR })).toHaveCount(0);
  await expect(cart.button).toHaveAccessibleName(`Handlevogn, 11 varer, ${kroner(totals.totalToPay)}`);
});

test('choosing MENY Solsiden, which lacks Kneippbrød and Grandiosa, asks about them; «La varene bli i handlevogn» keeps them, marked', async ({
  page,
  shop,
  cart,
  products,
  picker,
}) => {
  await shop.open();
  await addKneippAndGrandiosa(products, cart);
  await choosePickupStore(picker, 'Trøndelag', SOLSIDEN);

  const unavailable = unavailableDialog(page);
  await expect(unavailable).toBeVisible();
  await expect(
    unavailable.getByText('Disse varene er dessverre ikke tilgjengelig i MENY Solsiden. Vil du la varene bli i handlevognen?'),
  ).toBeVisible();
  const items = unavailable.getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.filter({ hasText: 'Kneippbrød' })).toContainText('750 g');
  await expect(items.filter({ hasText: 'Grandiosa Original' })).toContainText('575 g');
  expect(await axeViolations(page)).toEqual([]);

  // Spec section 2: not dismissable by clicking the overlay (the click lands on this dialog's own overlay).
  await page.locator('.kurv-modal-overlay', { has: unavailable }).click({ position: { x: 5, y: 5 } });
  await expect(unavailable).toBeVisible();

  // The picker closed with the saved store (spec section 2's reload after a store change waits for the answer).
  await expect(picker.timePage.dialog).toHaveCount(0);
  const reload = page.waitForEvent('load');
  await unavailable.getByRole('button', { name: 'La varene bli i handlevogn' }).click();
  await expect(unavailable).toBeHidden();
  await reload;

  await expect(picker.trigger).toContainText('MENY Solsiden');
  await expect(unavailableDialog(page)).toHaveCount(0);
  await cart.button.click();
  await expect(cart.dialog).toContainText('Butikk: MENY Solsiden');
  await expect(cart.lines).toHaveCount(2);
  for (const title of ['Kneippbrød', 'Grandiosa Original']) {
    await expect(cart.line(title).getByText('Ikke tilgjengelig i valgt butikk', { exact: true })).toBeVisible();
  }
});

test('in the unavailable-products dialog, «Endre varer» opens the cart popup with the lines marked', async ({
  page,
  shop,
  cart,
  products,
  picker,
}) => {
  await shop.open();
  await addKneippAndGrandiosa(products, cart);
  await choosePickupStore(picker, 'Trøndelag', SOLSIDEN);

  const unavailable = unavailableDialog(page);
  await expect(unavailable).toBeVisible();
  await unavailable.getByRole('button', { name: 'Endre varer' }).click();
  await expect(unavailable).toBeHidden();
  await expect(cart.dialog).toBeVisible();
  await expect(cart.dialog).toContainText('Butikk: MENY Solsiden');
  for (const title of ['Kneippbrød', 'Grandiosa Original']) {
    await expect(cart.line(title).getByText('Ikke tilgjengelig i valgt butikk', { exact: true })).toBeVisible();
  }
  // The cart popup is the active dialog: focus is in it.
  await expect(cart.dialog.getByRole('button', { name: 'Lukk' })).toBeFocused();
});

test('an anonymous shopper gets the «Har du Trumf?» card after the third item, by that button; «Ikke nå» hides it for 30 days [setting: cookies.closedLoginPrompt]', async ({
  page,
  context,
  shop,
  cart,
  products,
}) => {
  await shop.open();
  const prompt = page.getByRole('region', { name: 'Har du Trumf?' });

  await products.add('Tine Lettmelk 1 %');
  await expect(cart.buttonNamed('Handlevogn, 1 vare, 26,90 kr')).toBeVisible();
  await products.add('Bananer');
  await expect(cart.buttonNamed(/^Handlevogn, 2 varer, /)).toBeVisible();
  await expect(prompt).toHaveCount(0);

  await products.add('Grandiosa Original');
  await expect(cart.buttonNamed(/^Handlevogn, 3 varer, /)).toBeVisible();
  await expect(prompt).toHaveCount(1);
  await expect(products.tile('Grandiosa Original').getByRole('region', { name: 'Har du Trumf?' })).toBeVisible();
  await expect(prompt).toContainText('Logg inn for å ta vare på handlevognen og få Trumf-bonus på varene dine.');
  // The example page configures no login path, so the card offers only 'Ikke nå' (LoginPromptCard: no login action).
  await expect(prompt.getByRole('button', { name: 'Ikke nå' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await prompt.getByRole('button', { name: 'Ikke nå' }).click();
  await expect(prompt).toHaveCount(0);
  const dismissal = (await context.cookies()).find((cookie) => cookie.name === 'WEBSHOP_CLOSED_LOGIN_PROMPT');
  expect(dismissal).toBeDefined();
  // Kept for 30 days (spec section 9), give or take a minute: the cookie's expiry is the browser's, on the machine's clock.
  const days = ((dismissal?.expires ?? 0) * 1000 - Date.now()) / (24 * 60 * 60 * 1000);
  expect(days).toBeGreaterThan(29.99);
  expect(days).toBeLessThan(30.01);

  await page.reload();
  await products.add('Kims Potetgull Salt');
  await expect(cart.buttonNamed(/^Handlevogn, 4 varer, /)).toBeVisible();
  await products.add('Kneippbrød');
  await expect(cart.buttonNamed(/^Handlevogn, 5 varer, /)).toBeVisible();
  await expect(prompt).toHaveCount(0);
});

// Spec section 4 / the cart slice: the cart is followed across the site's tabs. Known to fail intermittently: the
// 'cart-changed' tab message can reach the other tab before the localStorage write does (see the hand-over report).
test('a second tab sees an add made in the first without reloading', async ({ page, context, shop, cart, products }) => {
  await shop.open();
  const second = await context.newPage();
  await second.goto('/');
  const secondCart = new CartPopup(second);
  const secondProducts = new AddToCartButton(second);
  await expect(secondCart.button).toHaveAccessibleName('Handlevogn, 0 varer, 0,00 kr');

  // The shopper goes back to the first tab (a background tab gets no animation frames, which slows clicks).
  await page.bringToFront();
  await products.add('Norvegia 26 %');
  await expect(cart.buttonNamed('Handlevogn, 1 vare, 131,00 kr')).toBeVisible();
  await expect(secondCart.buttonNamed('Handlevogn, 1 vare, 131,00 kr')).toBeVisible();
  await expect(second.getByTestId('cart-count')).toHaveText('1');
  await expect(secondProducts.quantity('Norvegia 26 %')).toContainText('1');

  await products.increaseButton('Norvegia 26 %').click();
  await expect(cart.buttonNamed('Handlevogn, 2 varer, 260,00 kr')).toBeVisible();
  await expect(secondCart.buttonNamed('Handlevogn, 2 varer, 260,00 kr')).toBeVisible();
  await second.close();
});

test('«Til kassen» without a handover time opens «Klar for kassen?»; under the minimum it says how much more to buy', async ({
  page,
  shop,
  cart,
  products,
  picker,
}) => {
  await shop.open();
  await products.add('Tine Lettmelk 1 %');
  await expect(cart.buttonNamed('Handlevogn, 1 vare, 26,90 kr')).toBeVisible();
  await cart.button.click();
  // The cart popup says it first: pickup (the anonymous default) needs 100 kr.
  await expect(cart.dialog.getByText('Du må handle for minst 100 kr for å kunne hente i butikk', { exact: true })).toBeVisible();

  await cart.checkoutLink.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(cart.dialog).toHaveCount(0);
  const checkout = cart.checkout;
  await expect(checkout).toBeVisible();
  await expect(checkout.getByText('Velg når du vil få varene før du går til kassen.', { exact: true })).toBeVisible();
  await expect(checkout.getByRole('button', { name: 'Velg levering eller henting' })).toBeVisible();
  await expect(checkout.getByText('Du må handle for minst 100 kr for å kunne hente i butikk', { exact: true })).toBeVisible();
  await expect(checkout.getByRole('link', { name: 'Gå til kassen' })).toHaveCount(0);
  await expect(checkout).toContainText('26,90 kr');
  expect(await axeViolations(page)).toEqual([]);

  // 'Velg levering eller henting' leads to the handover picker.
  await checkout.getByRole('button', { name: 'Velg levering eller henting' }).click();
  await expect(checkout).toBeHidden();
  // Pickup is already the type (the anonymous default), so the picker opens on its time page.
  await expect(picker.timePage.dialog).toBeVisible();
});

test('by keyboard alone: the bag type changes with the arrow keys and the total follows; Escape gives focus back', async ({
  page,
  sim,
  shop,
  cart,
  products,
}) => {
  await shop.open();
  await products.add('Tine Lettmelk 1 %');
  await products.add('Grandiosa Original');
  await expect(cart.buttonNamed('Handlevogn, 2 varer, 86,80 kr')).toBeVisible();

  await cart.button.focus();
  await page.keyboard.press('Enter');
  const dialog = cart.dialog;
  await expect(dialog).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const bags = dialog.getByRole('group', { name: 'Emballasje' });
  await tabTo(page, bags.getByRole('radio', { name: /^Plastpose/ }));
  await expect(bags.getByRole('radio', { name: /^Plastpose/ })).toBeChecked();
  await expect(cart.totalRow('Emballasje')).toHaveText('2,00 kr');
  await expect(cart.totalRow('Å betale')).toHaveText('86,80 kr');

  await page.keyboard.press('ArrowDown');
  await expect(bags.getByRole('radio', { name: /^Papirpose/ })).toBeChecked();
  await expect(bags.getByRole('radio', { name: /^Papirpose/ })).toBeFocused();
  await expect(cart.totalRow('Emballasje')).toHaveText('3,50 kr');
  await expect(cart.totalRow('Å betale')).toHaveText('88,30 kr');
  await expectPopupTotalsFromSimulator(sim, shop, cart);

  await page.keyboard.press('ArrowDown');
  await expect(bags.getByRole('radio', { name: /^Pappeske/ })).toBeChecked();
  await expect(cart.totalRow('Å betale')).toHaveText('94,70 kr');
  await expect(cart.buttonNamed('Handlevogn, 2 varer, 94,70 kr')).toBeAttached();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(cart.button).toBeFocused();
  await expect(cart.button).toHaveAccessibleName('Handlevogn, 2 varer, 94,70 kr');
});
