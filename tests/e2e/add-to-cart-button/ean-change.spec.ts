import { expect, test } from '../support/fixtures';

/**
 * A button whose `ean` attribute changes after it rendered (a host reusing a tile for another product) looks the new
 * product up, names it and adds it: the loader looks a tag's product up when it mounts, and the button again when its
 * EAN changes.
 */

const MILK = { title: 'Tine Lettmelk 1 %', ean: '7054609056183' };
/** Not on the example page. */
const JARLSBERG = { title: 'Jarlsberg skivet', ean: '7015630587039' };

test('a rendered button given another EAN shows and adds that product', async ({ sim, shop, products }) => {
  await shop.open();
  await expect(products.addButton(MILK.title)).toBeVisible();

  await products.changeEan(MILK.title, JARLSBERG.ean);
  await expect(products.addButton(JARLSBERG.title)).toBeVisible();
  await expect(products.addButton(MILK.title)).toHaveCount(0);
  expect((await sim.productLookups()).flat()).toContain(JARLSBERG.ean);

  await products.addAndCount(JARLSBERG.title, '1 vare');
});
