import { expect, test } from '../support/fixtures';
import { englishShownOn, kurvTextOf } from '../support/shopper-text';

/**
 * The check every browser test ends with (support/fixtures.ts `shopperTextCheck`): what Kurv's tags show and name is
 * read from their shadow trees, open dialogs included, and an English line among it is found.
 */

test('the check reads what the tags show, in their shadow trees and open dialogs, and their names', async ({ page, shop, cart }) => {
  await shop.open();
  await cart.button.click();
  // The sheet paints first and its content a frame later (issue 38): the check reads once the content is there.
  await expect(cart.dialog).toContainText('Handlevognen din er tom.');

  const shown = await kurvTextOf(page);
  expect(shown).toContain('Handlevognen din er tom.');
  // The close button shows «×» and is named «Lukk» (aria-label): names are read too.
  expect(shown).toMatch(/^Lukk$/m);
  expect(await englishShownOn(page)).toEqual([]);
});

test('an English line inside a tag is found, with its word', async ({ page, shop, cart }) => {
  await shop.open();
  await cart.button.click();
  await expect(cart.dialog).toBeVisible();

  // What a bug would leave: an internal message rendered into the cart's dialog.
  await page.locator('cart-popup').evaluate((host) => {
    const line = document.createElement('p');
    line.textContent = 'Missing store-gln';
    host.shadowRoot?.querySelector('[role="dialog"]')?.append(line);
  });

  expect(await englishShownOn(page)).toEqual(['«Missing store-gln» (Missing)']);
  // The page as the shop leaves it, for the check this test ends with too.
  await page.reload();
});
