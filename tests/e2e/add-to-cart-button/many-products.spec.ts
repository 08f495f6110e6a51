import { MAX_EANS_PER_PRODUCT_LOOKUP } from '../../../packages/core/src/api/products/product-lookup-calls';
import { CATALOGUE_PRODUCTS, MANY_PRODUCTS_PAGE_COUNT } from '../../../packages/platform-sim/src/seed/generated-products';
import { expect, test } from '../support/fixtures';

/**
 * Issue 38, point 4: the page of 200 products (`/mange-varer/`). Its products are looked up in as few platform calls as
 * the lookup allows (at most MAX_EANS_PER_PRODUCT_LOOKUP EANs a call: the simulator answers a longer address 414), and
 * a button far below the fold renders when the shopper scrolls to it, then adds to the cart like any other.
 */

const PAGE = '/mange-varer/';
const FIRST = CATALOGUE_PRODUCTS[0] ?? { title: '', ean: '' };
const LAST = CATALOGUE_PRODUCTS.at(-1) ?? { title: '', ean: '' };

test('a page of 200 products looks them up in at most ceil(200 / 100) calls; a button far below the fold renders when scrolled to and adds', async ({
  sim,
  shop,
  products,
  cart,
}) => {
  await shop.open(PAGE);
  await expect(products.addButton(FIRST.title)).toBeVisible();
  await expect(cart.button).toBeVisible();
  // Far below the fold: its tag is on the page, its button not yet.
  await expect(products.element(LAST.title)).toHaveCount(1);
  await expect(products.addButton(LAST.title)).toHaveCount(0);

  await products.tile(LAST.title).scrollIntoViewIfNeeded();
  await expect(products.addButton(LAST.title)).toBeVisible();
  await products.addAndCount(LAST.title, '1 vare');

  const lookups = await sim.productLookups();
  expect(lookups.length).toBeLessThanOrEqual(Math.ceil(MANY_PRODUCTS_PAGE_COUNT / MAX_EANS_PER_PRODUCT_LOOKUP));
  expect(new Set(lookups.flat())).toEqual(new Set(CATALOGUE_PRODUCTS.map((product) => product.ean)));
});
