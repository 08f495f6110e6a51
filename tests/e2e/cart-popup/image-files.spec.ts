import { CART_PRODUCT_EANS, putInCart } from '../support/cart-seeds';
import { expect, test } from '../support/fixtures';

/**
 * Issue 36, point 10 (spec section 5, image extensions): a product image is a jpg, jpeg, png, gif, webp or heif file;
 * another file (a bmp, an svg) gives no image, only the line's empty box. The products are the simulator's own, with
 * their image files renamed in its answer.
 */

const MILK = CART_PRODUCT_EANS['Tine Lettmelk 1 %'];
const PIZZA = CART_PRODUCT_EANS['Grandiosa Original'];
const CRISPS = CART_PRODUCT_EANS['Kims Potetgull Salt'];

test('a webp image shows on its cart line; a bmp and an svg image show none', async ({ page, sim, shop, cart }) => {
  const answer = (await (await page.request.get(`/api/products/1300?eans=${[MILK, PIZZA, CRISPS].join(',')}`)).json()) as {
    products: { ean: string; imageUrl: string | null }[];
  };
  const files: Record<string, string> = { [MILK]: 'bmp', [PIZZA]: 'webp', [CRISPS]: 'svg' };
  expect(answer.products.map((product) => product.ean).sort()).toEqual(Object.keys(files).sort());
  const products = answer.products.map((product) => ({ ...product, imageUrl: `bilder/produkter/${product.ean}.${files[product.ean]}` }));
  await sim.addFault({ route: 'GET /api/products/*', body: { products } });

  await shop.open();
  await putInCart(page, { 'Tine Lettmelk 1 %': 1, 'Grandiosa Original': 1, 'Kims Potetgull Salt': 1 }, '3 varer');
  await cart.open();
  await expect(cart.lines).toHaveCount(3);

  const pizzaImage = cart.line('Grandiosa Original').getByRole('img', { name: 'Grandiosa Original' });
  await expect(pizzaImage).toHaveAttribute('src', new RegExp(`/bilder/produkter/${PIZZA}\\.webp\\?w=168&h=168&fit=pad`));
  await expect(cart.line('Tine Lettmelk 1 %').getByRole('img')).toHaveCount(0);
  await expect(cart.line('Kims Potetgull Salt').getByRole('img')).toHaveCount(0);
  await expect(cart.dialog.locator('img[src*=".bmp"], img[src*=".svg"]')).toHaveCount(0);
});
