import { CART_PRODUCT_EANS } from '../support/cart-seeds';
import { expect, test } from '../support/fixtures';

// Issue 36, point 10 (the spec map, section 2): the unavailable-products dialog's words that no other browser test read —
// the delivery text, when the store that delivers to the chosen address lacks products of the cart, and 'Ukjent vare'
// for a line without a title. MENY Solsiden (Trondheim) lacks Kneippbrød and Grandiosa Original.

const UNAVAILABLE = 'Noen varer er ikke tilgjengelig';
/** MENY Solsiden's GLN (the simulator's seed). */
const SOLSIDEN_GLN = '7080001150039';

test('delivery to an address whose store lacks two products: «Disse varene er dessverre ikke tilgjengelig for levering.»', async ({
  page,
  shop,
  cart,
  products,
  picker,
}) => {
  await shop.open();
  await products.add('Kneippbrød');
  await products.add('Grandiosa Original');
  await expect(cart.buttonNamed('Handlevogn, 2 varer, 101,80 kr')).toBeVisible();

  const typePage = await picker.open();
  await typePage.chooseDeliveryTo('Munkegata 1', /Munkegata 1, 7011 TRONDHEIM/);
  await typePage.useAddressButton.click();

  const unavailable = page.getByRole('dialog', { name: UNAVAILABLE });
  await expect(unavailable).toBeVisible();
  await expect(unavailable.getByText('Disse varene er dessverre ikke tilgjengelig for levering.', { exact: true })).toBeVisible();
  const items = unavailable.getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.filter({ hasText: 'Kneippbrød' })).toBeVisible();
  await expect(items.filter({ hasText: 'Grandiosa Original' })).toBeVisible();
  await expect(unavailable.getByText(/Vil du la varene bli i handlevognen\?/)).toHaveCount(0);
});

test('a product the catalogue has no title for is listed as «Ukjent vare» in the unavailable-products dialog', async ({
  page,
  sim,
  shop,
  cart,
  products,
  picker,
}) => {
  await shop.open();
  await products.add('Kneippbrød');
  await expect(cart.buttonNamed(/^Handlevogn, 1 vare,/)).toBeVisible();
  // From here the catalogue answers Kneippbrød as MENY Solsiden has it (not in the store), without a title.
  const answer = await page.request.get(`/api/products/1300?eans=${CART_PRODUCT_EANS.Kneippbrød}&gln=${SOLSIDEN_GLN}`);
  const {
    products: [product],
  } = (await answer.json()) as { products: Record<string, unknown>[] };
  expect(product?.existsInStore).toBe(false);
  await sim.addFault({ route: 'GET /api/products/*', body: { products: [{ ...product, title: '' }] } });

  await picker.confirmPickupAtStore('Trøndelag', /^MENY Solsiden/);
  const unavailable = page.getByRole('dialog', { name: UNAVAILABLE });
  await expect(unavailable).toBeVisible();
  await expect(unavailable.getByRole('listitem')).toHaveCount(1);
  await expect(unavailable.getByRole('listitem')).toContainText('Ukjent vare');
});
