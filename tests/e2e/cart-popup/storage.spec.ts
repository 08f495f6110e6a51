import { ShopPage } from '../pages/ShopPage';
import { CART_PRODUCT_EANS, putBackCartItems, putInCart } from '../support/cart-seeds';
import { expect, test } from '../support/fixtures';
import { editStoredCart, fillLocalStorage, freeLocalStorage } from '../support/storage';

/**
 * Issue 35, points 3 and 9: a full local storage is no outage, a huge server message does not stretch the page, and the
 * work a page does stays bounded (a batch put back in one calculation, a stored cart read within limits).
 */

const DEFAULT_ERROR = 'Det har skjedd en feil. Vennligst prøv igjen senere.';
const CANNOT_SAVE = 'Handlevognen kan ikke lagres på denne enheten. Varene forsvinner hvis du lukker siden.';

test.describe('a full local storage (issue 35, point 3)', () => {
  test('the widgets start, the cart lives in memory, the shopper is told once, and the lines are saved once there is room', async ({
    page,
    context,
    shop,
    products,
    cart,
  }) => {
    await fillLocalStorage(context);
    await shop.open();
    await products.addAndCount('Bananer', '1 vare');
    await expect(products.tile('Bananer').getByRole('status').filter({ hasText: CANNOT_SAVE })).toBeVisible();
    await products.addAndCount('Grandiosa Original', '2 varer');
    await expect(page.getByText(CANNOT_SAVE)).toHaveCount(1);
    await expect(page.getByText(DEFAULT_ERROR)).toHaveCount(0);

    // A new tab on the same full storage starts too, from the platform.
    const other = new ShopPage(await context.newPage());
    await other.open();
    await expect(other.page.getByRole('button', { name: 'Legg i handlevogn: Bananer' })).toBeVisible();
    await expect(other.page.getByRole('button', { name: /^Handlevogn,/ })).toBeVisible();
    await expect(other.page.getByText(DEFAULT_ERROR)).toHaveCount(0);
    await other.page.close();

    // Room freed: the page saves the cart as it is left, and the reload has the lines.
    await freeLocalStorage(page);
    await page.reload();
    await expect(cart.buttonNamed(/^Handlevogn, 2 varer, /)).toBeVisible();
    await expect(page.getByText(CANNOT_SAVE)).toHaveCount(0);
  });

  test('a 2 MB server message shows trimmed: the product tile stays small', async ({ page, sim, shop, products }) => {
    await shop.open();
    const tile = products.tile('Bananer');
    await expect(products.addButton('Bananer')).toBeVisible();
    const before = (await tile.boundingBox())?.height ?? 0;
    const message = 'Butikken kan ikke ta imot bestillinger akkurat nå. '.repeat(41_000);
    await sim.addFault({ route: 'POST /api/cart/calculator/*', status: 503, body: { message }, times: 1 });

    await products.add('Bananer');
    const shown = tile.getByRole('alert');
    await expect(shown).toContainText('Butikken kan ikke ta imot bestillinger akkurat nå.');
    expect((await tile.boundingBox())?.height ?? Number.POSITIVE_INFINITY).toBeLessThan(before + 400);
    expect((await shown.textContent())?.length ?? 0).toBeLessThanOrEqual(300);
    await expect(page.getByText(DEFAULT_ERROR)).toHaveCount(0);
  });
});

test.describe('bounded work (issue 35, point 9)', () => {
  test('putBackCartItems with 150 lines makes one calculation, not one a line', async ({ page, sim, shop, cart }) => {
    await shop.open();
    await expect(cart.button).toBeVisible();
    const eans = [
      CART_PRODUCT_EANS['Tine Lettmelk 1 %'],
      CART_PRODUCT_EANS['Grandiosa Original'],
      CART_PRODUCT_EANS['Kims Potetgull Salt'],
    ];
    const lines = Array.from({ length: 150 }, (_, index) => ({ ean: eans[index % eans.length] as string, quantity: 1 }));
    const earlier = (await sim.requests()).length;

    await putBackCartItems(page, lines);

    await expect(cart.buttonNamed(/^Handlevogn, 150 varer, /)).toBeVisible();
    const made = (await sim.requests()).slice(earlier);
    expect(made.filter((request) => request.path.startsWith('/api/cart/calculator/'))).toHaveLength(1);
    expect(made.filter((request) => request.path.startsWith('/api/products/')).length).toBeLessThanOrEqual(1);
  });

  test('a stored line of 1e9 is read within the limits', async ({ page, shop, cart }) => {
    await shop.open();
    await putInCart(page, { 'Tine Lettmelk 1 %': 1 }, '1 vare');
    await editStoredCart(page, (stored) => {
      for (const item of stored.items) {
        item.quantity = 1e9;
      }
    });

    await page.reload();
    await expect(cart.buttonNamed(/^Handlevogn, 999 varer, /)).toBeVisible();
  });
});
