import { axeViolations } from '../support/axe';
import { putInCart } from '../support/cart-seeds';
import { expect, test } from '../support/fixtures';
import { THIN_SPACE } from '../support/money';

/**
 * The cart through `<add-to-cart-button>` and `<cart-popup>` on the example pages (spec sections 2, 6 and 8): the add,
 * the count and total on the cart button and across a reload (by clicks, the whole path), the loader's pages (a script
 * per tag, ES modules) sharing one store, `kurv:cart-updated`, the calculator's failures keeping the shopper's change,
 * an unknown EAN, the popup by keyboard, and the thin-space thousands. A cart the test does not build by its own adds is
 * put in through the host page's API (support/cart-seeds.ts).
 */

test.describe('by clicks, the whole path', () => {
  test('a shopper adds two products, sees count and total, reloads, and finds them in the popup', { tag: '@smoke' }, async ({
    page,
    shop,
    cart,
    products,
  }) => {
    await shop.open();
    await products.add('Tine Lettmelk 1 %');
    await products.add('Grandiosa Original');
    await products.increaseButton('Tine Lettmelk 1 %').click();

    await expect(cart.buttonNamed('Handlevogn, 3 varer, 111,70 kr')).toBeVisible();
    await expect(products.quantity('Tine Lettmelk 1 %')).toContainText('2');

    await page.reload();
    await expect(cart.buttonNamed('Handlevogn, 3 varer, 111,70 kr')).toBeVisible();
    await expect(products.quantity('Grandiosa Original')).toContainText('1');

    await cart.button.click();
    await expect(cart.dialog).toBeVisible();
    await expect(cart.lines).toHaveCount(2);
    await expect(cart.lines.first()).toContainText('Tine Lettmelk 1 %');
    await expect(cart.lines.first()).toContainText('49,80 kr');
    // The goods before the pizza's offer, the offer's saving, then one plastic bag (2,00 kr per 7 kg) on top.
    await expect(cart.totalRow('Varer')).toHaveText('129,70 kr');
    await expect(cart.totalRow('Rabatter')).toHaveText('\u221220,00 kr');
    await expect(cart.totalRow('Emballasje')).toHaveText('2,00 kr');
    await expect(cart.totalRow('Å betale')).toHaveText('111,70 kr');
    await expect(cart.checkoutLink).toHaveAttribute('href', '/kassen');

    expect(await axeViolations(page)).toEqual([]);
  });
});

test('the product list page is accessible before any interaction', async ({ page, shop, products }) => {
  await shop.open();
  await expect(products.addButton('Tine Lettmelk 1 %')).toBeVisible();
  await expect(page.getByText('Midlertidig utsolgt')).toBeVisible();
  await expect(page.getByText('Selges ikke på nett')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('separate script tags load one runtime and share one store', async ({ page, shop, cart, products, picker }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') {
      scripts.push(new URL(request.url()).pathname);
    }
  });
  await shop.open('/per-tag.html');
  await products.add('Kneippbrød');
  await expect(cart.buttonNamed('Handlevogn, 1 vare, 41,90 kr')).toBeVisible();

  // Four tag scripts, and the runtime fetched once for all of them.
  expect(scripts.filter((path) => path.startsWith('/dist/')).sort()).toEqual([
    '/dist/iife/add-to-cart-button.js',
    '/dist/iife/cart-popup.js',
    '/dist/iife/edit-order-dialog.js',
    '/dist/iife/handover-picker.js',
    '/dist/iife/kurv-runtime.js',
  ]);
  const page1 = await page.evaluate(() => {
    const registration = (
      globalThis as unknown as Record<symbol, { version: string; store: { getState(): { cart: { items: unknown[] } } } }>
    )[Symbol.for('kurv.store')];
    return { version: registration?.version, items: registration?.store.getState().cart.items.length };
  });
  expect(page1).toEqual({ version: '0.1.0', items: 1 });

  // The parts the loader fetches lazily are inside the per-tag scripts: the cart popup and the picker open.
  await cart.buttonNamed('Handlevogn, 1 vare, 41,90 kr').click();
  // The dialog takes the focus once it is open; an Escape sent before that would go to the page.
  await expect(cart.dialog.getByRole('button', { name: 'Lukk' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(cart.dialog).toBeHidden();
  await picker.trigger.click();
  await expect(picker.typePage.dialog).toBeVisible();
  expect(scripts.filter((path) => path.startsWith('/dist/'))).toHaveLength(5);
});

test('the ES-module entries share one store too', async ({ shop, cart, products }) => {
  await shop.open('/esm.html');
  await products.add('Norvegia 26 %');
  await expect(cart.buttonNamed('Handlevogn, 1 vare, 131,00 kr')).toBeVisible();
  await products.increaseButton('Norvegia 26 %').click();
  await expect(cart.buttonNamed('Handlevogn, 2 varer, 260,00 kr')).toBeVisible();
});

test('host pages hear kurv:cart-updated on document', async ({ page, shop, products }) => {
  await shop.open();
  await page.evaluate(() => {
    (window as unknown as { heard: unknown[] }).heard = [];
    document.addEventListener('kurv:cart-updated', (event) => (window as unknown as { heard: unknown[] }).heard.push(event.detail));
  });
  await products.add('Bananer');
  await expect.poll(() => page.evaluate(() => (window as unknown as { heard: unknown[] }).heard.length)).toBe(1);
  const detail = await page.evaluate(() => (window as unknown as { heard: unknown[] }).heard[0]);
  expect(detail).toMatchObject({
    itemCount: 1,
    items: [{ title: 'Bananer', quantity: 1 }],
    totals: { calculatorTotal: 4.84, totalToPay: 6.84 },
  });
});

test('a calculator 500 keeps the new line not recalculated, shows the Norwegian error, and a reload keeps every item', async ({
  page,
  sim,
  shop,
  cart,
  products,
}) => {
  await shop.open();
  await putInCart(page, { 'Tine Lettmelk 1 %': 1 });
  await expect(cart.buttonNamed('Handlevogn, 1 vare, 26,90 kr')).toBeVisible();

  await sim.addFault({ route: 'POST /api/cart/calculator/*', status: 500, times: 1 });
  await products.add('Grandiosa Original');

  await expect(page.getByRole('alert')).toHaveText('Det har skjedd en feil. Vennligst prøv igjen senere.');
  // The shopper's change stays: two lines, the new one without a price (the total is the last calculation's).
  await expect(products.quantity('Grandiosa Original')).toContainText('1');
  await expect(cart.buttonNamed('Handlevogn, 2 varer, 26,90 kr')).toBeVisible();
  await cart.button.click();
  await expect(cart.lines).toHaveCount(2);
  // The new line is quantity × unit price, marked: the calculator has not priced it.
  await expect(cart.line('Grandiosa Original')).toContainText('59,90 kr(ikke oppdatert)');
  await expect(cart.line('Tine Lettmelk 1 %')).toContainText('24,90 kr');

  await page.reload();
  await expect(products.quantity('Tine Lettmelk 1 %')).toContainText('1');
  await expect(products.quantity('Grandiosa Original')).toContainText('1');
  await expect(cart.button).toHaveAccessibleName(/^Handlevogn, 2 varer, /);
});

test('a malformed calculator answer keeps the raised quantity, shows the Norwegian error, and a reload keeps it', async ({
  page,
  sim,
  shop,
  cart,
  products,
}) => {
  await shop.open();
  await putInCart(page, { 'Tine Lettmelk 1 %': 1 });
  await expect(cart.buttonNamed('Handlevogn, 1 vare, 26,90 kr')).toBeVisible();

  await sim.addFault({ route: 'POST /api/cart/calculator/*', malformed: true, times: 1 });
  await products.increaseButton('Tine Lettmelk 1 %').click();

  await expect(page.getByRole('alert')).toHaveText('Det har skjedd en feil. Vennligst prøv igjen senere.');
  await expect(products.quantity('Tine Lettmelk 1 %')).toContainText('2');
  await expect(cart.buttonNamed('Handlevogn, 2 varer, 26,90 kr')).toBeVisible();

  await page.reload();
  await expect(products.quantity('Tine Lettmelk 1 %')).toContainText('2');
  await expect(cart.button).toHaveAccessibleName(/^Handlevogn, 2 varer, /);
});

test('an unknown EAN in the CMS shows «Selges ikke på nett» and leaves the cart empty', async ({ page, shop, cart }) => {
  await shop.open();
  await page.evaluate(() => {
    const tile = document.createElement('add-to-cart-button');
    tile.setAttribute('ean', '7000000000000');
    document.querySelector('main')?.prepend(tile);
  });
  await expect(page.locator('add-to-cart-button[ean="7000000000000"]').getByText('Selges ikke på nett')).toBeVisible();
  await expect(cart.buttonNamed('Handlevogn, 0 varer, 0,00 kr')).toBeVisible();
});

test('the cart popup works by keyboard alone and gives focus back', async ({ page, shop, cart }) => {
  await shop.open();
  await putInCart(page, { 'Tine Lettmelk 1 %': 1 });
  await expect(cart.buttonNamed('Handlevogn, 1 vare, 26,90 kr')).toBeVisible();

  await cart.button.focus();
  await page.keyboard.press('Enter');
  const dialog = cart.dialog;
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Lukk' })).toBeFocused();
  for (let step = 0; step < 6; step += 1) {
    await page.keyboard.press('Tab');
    const inside = await dialog.evaluate((element) => {
      const root = element.getRootNode() as ShadowRoot;
      return element.contains(root.activeElement);
    });
    expect(inside).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(cart.button).toBeFocused();
});

test('thousands are separated by a thin space', async ({ page, shop, cart }) => {
  await shop.open();
  await putInCart(page, { 'Norvegia 26 %': 1 });
  await expect(cart.buttonNamed('Handlevogn, 1 vare, 131,00 kr')).toBeVisible();
  // Seven more, as seven presses on '+' would.
  await putInCart(page, { 'Norvegia 26 %': 7 });
  await expect(cart.buttonNamed(`Handlevogn, 8 varer, 1${THIN_SPACE}036,00 kr`)).toBeVisible();
});
