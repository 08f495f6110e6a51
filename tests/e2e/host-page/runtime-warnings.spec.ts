import { watchConsole } from '../support/console-lines';
import { expect, test } from '../support/fixtures';
import { replaceInPage } from '../support/settings';

/**
 * Issue 37 point 6: warnings a chain team can act on. Two Kurv runtimes on one page log one console warning naming
 * both files (the first one's tags, store and window.kurv stand); an `<add-to-cart-button>` whose `ean` is missing or
 * not 8 or 13 digits warns with the tag and the value.
 */

const LOADER = '<script src="/dist/kurv.js" defer></script>';
const PRODUCT = 'Tine Lettmelk 1 %';
const twoRuntimes = (lines: string[]) => lines.filter((line) => line.includes('Two Kurv runtimes'));

test('the React and the preact loader on one page: one warning naming both files, and the first one’s tags work', async ({
  page,
  shop,
  products,
}) => {
  await replaceInPage(page, LOADER, `${LOADER}\n    <script src="/dist/preact/kurv.js" defer></script>`);
  const lines = watchConsole(page);
  await shop.open();
  await products.addAndCount(PRODUCT, '1 vare');

  const warnings = twoRuntimes(await lines());
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toMatch(/\/dist\/kurv\.js and .*\/dist\/preact\/kurv\.js/);
});

test('the loader and a script-tag file (iife/) on one page: one warning naming both files', async ({ page, shop, products }) => {
  await replaceInPage(page, LOADER, `${LOADER}\n    <script src="/dist/iife/add-to-cart-button.js" defer></script>`);
  const lines = watchConsole(page);
  await shop.open();
  await products.addAndCount(PRODUCT, '1 vare');

  await expect.poll(async () => twoRuntimes(await lines())).toHaveLength(1);
  const [warning] = twoRuntimes(await lines());
  expect(warning).toContain('/dist/kurv.js');
  expect(warning).toContain('/dist/iife/');
});

test('one page with one loader logs no such warning', async ({ page, shop, products }) => {
  const lines = watchConsole(page);
  await shop.open();
  await products.addAndCount(PRODUCT, '1 vare');
  expect(twoRuntimes(await lines())).toEqual([]);
});

test('an add button without an ean, and one whose ean is not 8 or 13 digits, each warn with the tag and the value', async ({
  page,
  shop,
  products,
}) => {
  await replaceInPage(
    page,
    '<ul class="tiles" aria-label="Varer">',
    '<add-to-cart-button></add-to-cart-button><add-to-cart-button ean="705460905618"></add-to-cart-button>\n<ul class="tiles" aria-label="Varer">',
  );
  const lines = watchConsole(page);
  await shop.open();
  await expect(products.addButton(PRODUCT)).toBeVisible();

  // In either order: each tag's warning waits for the same later file (its words), and the two answers may cross.
  await expect
    .poll(async () => (await lines()).filter((line) => line.includes('<add-to-cart-button')).sort())
    .toEqual([
      expect.stringContaining('<add-to-cart-button ean="705460905618">: not 8 or 13 digits'),
      expect.stringContaining('<add-to-cart-button> without ean'),
    ]);
});
