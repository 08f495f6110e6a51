import { expect, test } from '../support/fixtures';
import { replacePassagesInPage, withSettings } from '../support/settings';

/**
 * Spec section 4, "Product availability on add to cart": "A non-orderable product can still be added only if
 * ignoreOutOfStock or allowAddingOutOfStockToCart applies or the product exists in the store." A product out of stock
 * says section 8's 'Midlertidig utsolgt' and has no button; `<add-to-cart-button ignore-out-of-stock="true">` adds it
 * all the same, and the site setting `features.allowAddingOutOfStockToCart` lets every button and the cart do so.
 */

const MILK = { title: 'Tine Lettmelk 1 %', ean: '7054609056183' };
const NORVEGIA = { title: 'Norvegia 26 %', ean: '7038551135202' };
const OUT_OF_STOCK = 'Midlertidig utsolgt';

test('a button with ignore-out-of-stock adds its product while it is out of stock and steps it up, the popup shows the line; a button with ignore-out-of-stock="false" says «Midlertidig utsolgt»', async ({
  page,
  sim,
  shop,
  products,
  cart,
}) => {
  await sim.setProductStock(MILK.ean, 0, true);
  await sim.setProductStock(NORVEGIA.ean, 0, true);
  await replacePassagesInPage(page, [
    [
      `<add-to-cart-button ean="${MILK.ean}"></add-to-cart-button>`,
      `<add-to-cart-button ean="${MILK.ean}" ignore-out-of-stock="true"></add-to-cart-button>`,
    ],
    // As a template or a framework writes an attribute that is off: read as off, as without it.
    [
      `<add-to-cart-button ean="${NORVEGIA.ean}"></add-to-cart-button>`,
      `<add-to-cart-button ean="${NORVEGIA.ean}" ignore-out-of-stock="false"></add-to-cart-button>`,
    ],
  ]);
  await shop.open();

  await expect(products.tile(NORVEGIA.title).getByText(OUT_OF_STOCK, { exact: true })).toBeVisible();
  await expect(products.element(NORVEGIA.title).getByRole('button')).toHaveCount(0);

  await expect(products.tile(MILK.title).getByText(OUT_OF_STOCK, { exact: true })).toHaveCount(0);
  await products.addAndCount(MILK.title, '1 vare');
  // The stock does not hold this button's stepper either.
  await products.increaseButton(MILK.title).click();
  await expect(cart.buttonNamed(/^Handlevogn, 2 varer, /)).toBeVisible();

  await cart.open();
  await expect(cart.lines).toHaveCount(1);
  await expect(cart.line(MILK.title).getByRole('group', { name: `Antall av ${MILK.title}` })).toContainText('2');
});

test('with allowAddingOutOfStockToCart on, every button adds a product out of stock, and its line in the popup steps up [setting: features.allowAddingOutOfStockToCart]', async ({
  page,
  sim,
  shop,
  products,
  cart,
}) => {
  await sim.setProductStock(MILK.ean, 0, true);
  await sim.setProductStock(NORVEGIA.ean, -2);
  await withSettings(page, { set: { features: { allowAddingOutOfStockToCart: true } } });
  await shop.open();

  for (const product of [MILK, NORVEGIA]) {
    await expect(products.tile(product.title).getByText(OUT_OF_STOCK, { exact: true })).toHaveCount(0);
  }
  await products.addAndCount(NORVEGIA.title, '1 vare');
  await products.addAndCount(MILK.title, '2 varer');

  await cart.open();
  await expect(cart.lines).toHaveCount(2);
  await cart
    .line(NORVEGIA.title)
    .getByRole('button', { name: `Øk antall av ${NORVEGIA.title}` })
    .click();
  await expect(cart.buttonNamed(/^Handlevogn, 3 varer, /)).toBeVisible();
});
