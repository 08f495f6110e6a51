import { ShopPage } from '../pages/ShopPage';
import { axeViolations } from '../support/axe';
import { putInCart } from '../support/cart-seeds';
import { expect, test } from '../support/fixtures';

/**
 * The session on the example pages (spec sections 2 and 7): the test users that `?as=` logs in (the site's own login,
 * read through its access-token URL), the logout from the test panel in one tab and in every tab, the cart kept over a
 * login, and a member whose token the platform stops accepting shopping on as anonymous.
 */

test('?as=member starts the page as the loyalty member, and logging out ends the session [setting: accessTokenUrl]', async ({
  page,
  sim,
  shop,
  cart,
}) => {
  await shop.open('/', 'member');
  await expect(shop.loggedInAs).toHaveText('Kari Nordmann (medlem, innloggingsnivå 2)');

  // The test panel is folded into its corner button: open it first.
  await page.getByRole('button', { name: 'Testpanel' }).click();
  await page.getByRole('button', { name: 'Logg ut testbruker' }).click();
  await expect(shop.loggedInAs).toHaveText('Anonym');
  expect((await sim.requests()).map((request) => `${request.method} ${request.path}`)).toContain('POST /trumfid/logout/force');

  await shop.open();
  await expect(cart.button).toBeVisible();
  await expect(shop.loggedInAs).toHaveText('Anonym');
});

test('?as=simplified logs in at level 1, ?as=corporate as the organisation', async ({ shop }) => {
  await shop.open('/', 'simplified');
  await expect(shop.loggedInAs).toHaveText('Ola Hansen (medlem, innloggingsnivå 1)');
  await shop.open('/', 'corporate');
  await expect(shop.loggedInAs).toHaveText('Per Berg (bedrift: Nordlys Kantine AS, innloggingsnivå 2)');
  await shop.open('/', 'associated');
  await expect(shop.loggedInAs).toHaveText('Lise Nordmann (tilknyttet medlem, innloggingsnivå 2)');
});

test('a logout in one tab logs the other tab out', async ({ context }) => {
  const first = new ShopPage(await context.newPage());
  await first.open('/', 'member');
  await expect(first.loggedInAs).toHaveText(/Kari Nordmann/);
  const second = new ShopPage(await context.newPage());
  await second.open();
  await expect(second.loggedInAs).toHaveText(/Kari Nordmann/);

  await first.page.getByRole('button', { name: 'Testpanel' }).click();
  await first.page.getByRole('button', { name: 'Logg ut testbruker' }).click();
  await expect(first.loggedInAs).toHaveText('Anonym');
  await expect(second.loggedInAs).toHaveText('Anonym');
});

test('the cart made before logging in is still there after', async ({ page, shop, cart }) => {
  await shop.open();
  await putInCart(page, { 'Tine Lettmelk 1 %': 1 });
  await expect(cart.buttonNamed('Handlevogn, 1 vare, 26,90 kr')).toBeVisible();
  await shop.open('/', 'member');
  await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);
  await expect(cart.buttonNamed('Handlevogn, 1 vare, 26,90 kr')).toBeVisible();
});

test('a member whose token the platform stops accepting is logged out and shops on as anonymous', async ({
  page,
  sim,
  shop,
  products,
  cart,
}) => {
  await shop.open('/', 'member');
  await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);
  await sim.logout();
  const loggedOut = page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        document.addEventListener('kurv:will-be-logged-out', () => {
          document.addEventListener('kurv:logged-out', (event) => resolve(event.detail.reason), { once: true });
        });
      }),
  );
  await shop.loadUser();
  expect(await loggedOut).toBe('unauthorized');
  await expect(shop.loggedInAs).toHaveText('Anonym');
  await products.add('Kneippbrød');
  await expect(cart.buttonNamed('Handlevogn, 1 vare, 41,90 kr')).toBeVisible();
});

test('the member page is accessible', async ({ page, shop }) => {
  await shop.open('/', 'member');
  await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);
  expect(await axeViolations(page)).toEqual([]);
});
