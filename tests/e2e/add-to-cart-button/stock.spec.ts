import { expect, test } from '../support/fixtures';

/**
 * Spec section 4, "Product availability on add to cart": the stock alone decides out of stock. A product the platform
 * does not flag out of stock (`isOutOfStock` false) but whose inventory is at or below 0 gives code 4, and the button
 * says section 8's 'Midlertidig utsolgt'.
 */

const MILK = { title: 'Tine Lettmelk 1 %', ean: '7054609056183' };
const NORVEGIA = { title: 'Norvegia 26 %', ean: '7038551135202' };
const OUT_OF_STOCK = 'Midlertidig utsolgt';

test('a product not flagged out of stock whose inventory is 0, or below, says «Midlertidig utsolgt» and cannot be added', async ({
  sim,
  shop,
  products,
}) => {
  await sim.setProductStock(MILK.ean, 0);
  await sim.setProductStock(NORVEGIA.ean, -2);
  await shop.open();

  for (const product of [MILK, NORVEGIA]) {
    await expect(products.tile(product.title).getByText(OUT_OF_STOCK, { exact: true })).toBeVisible();
    await expect(products.addButton(product.title)).toHaveCount(0);
    await expect(products.element(product.title).getByRole('button')).toHaveCount(0);
  }
  // One left in stock: the button is there.
  await sim.setProductStock(MILK.ean, 1);
  await shop.open();
  await expect(products.addButton(MILK.title)).toBeVisible();
  await expect(products.tile(MILK.title).getByText(OUT_OF_STOCK, { exact: true })).toHaveCount(0);
});
