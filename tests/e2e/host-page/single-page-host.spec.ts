import type { Page } from '@playwright/test';
import { CART_PRODUCT_EANS } from '../support/cart-seeds';
import { expect, test } from '../support/fixtures';
import { addPickerWithOpenProperty, listenForStoreChanges, setPropertyAsParsed } from '../support/host-api';

/**
 * Issue 37 point 5, for single-page hosts (React, Vue): the store change after the picker is a cancelable
 * `kurv:store-changed` whose default is the spec's reload (section 2), and a boolean attribute set as the string
 * property "false" reads as off.
 */

/** A marker in the page's window: gone after a reload. */
const markPage = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { testMarker: string }).testMarker = 'this page';
  });
const markOf = (page: Page) => page.evaluate(() => (window as unknown as { testMarker?: string }).testMarker ?? null);

test('a host that cancels kurv:store-changed keeps its page when another store is chosen; the trigger shows the new store', async ({
  page,
  shop,
  picker,
}) => {
  const storeChanges = await listenForStoreChanges(page, { cancel: true });
  await shop.open();
  await markPage(page);

  await picker.choosePickupWindowAt(/MENY Ullevål/);

  await expect.poll(storeChanges).toEqual([expect.objectContaining({ storeName: 'MENY Ullevål' })]);
  await expect(picker.trigger).toContainText('MENY Ullevål');
  expect(await markOf(page)).toBe('this page');
});

test('a host that lets kurv:store-changed go gets the spec’s reload after it', async ({ page, shop, picker }) => {
  const storeChanges = await listenForStoreChanges(page, { cancel: false });
  await shop.open();
  await markPage(page);

  await picker.pickupAtStore(/MENY Ullevål/);

  expect(await storeChanges()).toEqual([expect.objectContaining({ storeName: 'MENY Ullevål' })]);
  expect(await markOf(page)).toBeNull();
  await expect(picker.trigger).toContainText('MENY Ullevål');
});

test('a <handover-picker> whose open property a framework sets to "false" stays closed; "true" opens it', async ({
  page,
  shop,
  picker,
}) => {
  await shop.open();
  await expect(picker.trigger).toBeVisible();
  // The host renders its own picker in place of the page's one (the page's one store opens every picker on the page).
  await page.locator('handover-picker').evaluate((element) => element.remove());

  await addPickerWithOpenProperty(page, 'false');
  // Its trigger shows once it has rendered, and with it the effect that opens the picker for open="true": the store's
  // picker is open at once (the trigger says so), before the dialog's code arrives.
  await expect(picker.trigger).toBeVisible();
  await expect(picker.trigger).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('handover-picker')).toHaveAttribute('open', 'false');
  await expect(picker.typePage.dialog).toBeHidden();
  await page.locator('handover-picker').evaluate((element) => element.remove());

  await addPickerWithOpenProperty(page, 'true');
  await picker.typePage.expectOpen();
});

for (const [file, path] of [
  ['the loader (kurv.js)', '/'],
  ['the script-tag files (iife/)', '/per-tag.html'],
  ['the ES-module files (esm/)', '/esm.html'],
]) {
  test(`a page script that sets the picker’s open property before ${file} defines the tag opens the picker once it renders`, async ({
    page,
    shop,
    picker,
  }) => {
    const wasUndefined = await setPropertyAsParsed(page, 'handover-picker', 'open', true);
    await shop.open(path);

    await picker.typePage.expectOpen();
    expect(await wasUndefined()).toBe(true);
    await expect(page.locator('handover-picker')).toHaveAttribute('open', 'true');
  });
}

test('a page script that gives a tile’s add button another product’s ean before Kurv has defined the tag: the button is for that product', async ({
  page,
  shop,
  products,
}) => {
  const milk = CART_PRODUCT_EANS['Tine Lettmelk 1 %'];
  const wasUndefined = await setPropertyAsParsed(page, `add-to-cart-button[ean="${milk}"]`, 'ean', CART_PRODUCT_EANS.Bananer);
  await shop.open();

  await expect(products.tile('Tine Lettmelk 1 %').getByRole('button', { name: 'Legg i handlevogn: Bananer' })).toBeVisible();
  expect(await wasUndefined()).toBe(true);
  await expect(products.element('Tine Lettmelk 1 %')).toHaveAttribute('ean', CART_PRODUCT_EANS.Bananer);
});
