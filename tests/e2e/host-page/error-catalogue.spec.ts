import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/**
 * Spec section 8, the error catalogue as the host page and the shopper meet it on the example page: a failed platform
 * call rejects `window.kurv` with its status, statusText and a body of the correlation id, the token's info and the
 * server's own error; a network failure is status 0 with statusText TypeError and never shows the browser's 'Failed to
 * fetch', only the default message; the login's internal messages ('Missing token', 'The token has no assurance
 * level', 'Expired token could not be refreshed') reach the host page that called `window.kurv.login`.
 */

const DEFAULT_ERROR = 'Det har skjedd en feil. Vennligst prøv igjen senere.';
const COUPONS = 'GET /api/coupons/:chainId/:memberId';
/** Expiry claims (seconds): 2100-01-01 and 2020-01-01, far from any date the tests run on. */
const YEAR_2100 = 4_102_444_800;
const YEAR_2020 = 1_577_836_800;
/** Paracet mikstur til barn: not on the example page, so its tile's lookup is the one the fault meets. */
const PARACET_MIKSTUR = { ean: '7065512450081', title: 'Paracet mikstur 24 mg/ml til barn' };

/** What a rejected `window.kurv` call carried, as the host page's catch sees it. */
interface Rejection {
  name: string;
  message: string;
  status: number;
  statusText: string;
  body: { correlationId: string | null; tokenInfo: string; serverError: unknown };
}

/** Calls `window.kurv.loadCoupons()` and answers what it rejected with (or null when it resolved). */
async function couponsRejection(page: Page): Promise<Rejection | null> {
  return await page.evaluate(async () => {
    const kurv = (window as unknown as { kurv: { loadCoupons: () => Promise<unknown> } }).kurv;
    try {
      await kurv.loadCoupons();
      return null;
    } catch (error) {
      const { name, message, status, statusText, body } = error as Rejection;
      return { name, message, status, statusText, body };
    }
  });
}

/** Calls `window.kurv.login(token)` and answers the message it rejected with (or null when it resolved). */
async function loginRejection(page: Page, token: string): Promise<string | null> {
  return await page.evaluate(async (raw) => {
    const kurv = (window as unknown as { kurv: { login: (token: string) => Promise<void> } }).kurv;
    try {
      await kurv.login(raw);
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  }, token);
}

/** An unsigned JWT with these claims (the login reads the claims; the platform would check the signature). */
function unsignedToken(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none' })}.${part(claims)}.c2ln`;
}

test('a call the platform fails rejects window.kurv with its status, statusText, and a body of correlation id, token info and the server’s error', async ({
  page,
  sim,
  shop,
}) => {
  await shop.open('/', 'member');
  await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);
  await sim.addFault({ route: COUPONS, status: 503, times: 1 });

  const rejection = await couponsRejection(page);

  expect(rejection).toMatchObject({
    status: 503,
    statusText: 'Service Unavailable',
    body: {
      correlationId: expect.stringMatching(/^sim-\d+$/),
      // The kind of token sent, never the token.
      tokenInfo: 'Bearer',
      serverError: { code: 503, message: 'Simulert feil 503' },
    },
  });
  // A 503's own message is the server's (spec section 8: the default only for 404 and 500).
  expect(rejection?.message).toBe('Simulert feil 503');
  expect(JSON.stringify(rejection)).not.toMatch(/eyJ[\w-]+\./);
});

test('a call that fails at the network rejects with status 0 and statusText TypeError, and the default message instead of «Failed to fetch»', async ({
  page,
  sim,
  shop,
}) => {
  await shop.open('/', 'member');
  await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);
  // Every try: the browser may send a GET refused at the network once more by itself.
  await sim.addFault({ route: COUPONS, networkError: true });

  const rejection = await couponsRejection(page);

  expect(rejection).toMatchObject({ status: 0, statusText: 'TypeError', message: DEFAULT_ERROR });
});

test('a product lookup that fails at the network shows the default message on the button, never «Failed to fetch»', async ({
  page,
  sim,
  shop,
  products,
  cart,
}) => {
  await shop.open();
  await expect(products.addButton('Tine Lettmelk 1 %')).toBeVisible();
  await sim.addFault({ route: 'GET /api/products/*', networkError: true });
  await products.addTile(PARACET_MIKSTUR);
  const element = products.element(PARACET_MIKSTUR.title);
  await element.getByRole('button', { name: /^Legg i handlevogn/ }).click();

  await expect(element.getByRole('alert')).toHaveText(DEFAULT_ERROR);
  await expect(page.getByText('Failed to fetch')).toHaveCount(0);
  await expect(cart.buttonNamed('Handlevogn, 0 varer, 0,00 kr')).toBeVisible();
});

test('window.kurv.login rejects an empty token with «Missing token» and one without an assurance level with «The token has no assurance level»', async ({
  page,
  shop,
  products,
}) => {
  await shop.open();
  await expect(products.addButton('Tine Lettmelk 1 %')).toBeVisible();

  expect(await loginRejection(page, '')).toBe('Missing token');
  const noAssurance = unsignedToken({ sub: 'M-100001', exp: YEAR_2100 });
  expect(await loginRejection(page, noAssurance)).toBe('The token has no assurance level');
  await expect(shop.loggedInAs).toHaveText('Anonym');
});

test('window.kurv.login with an expired token the site cannot refresh rejects with «Expired token could not be refreshed»', async ({
  page,
  shop,
  products,
}) => {
  await shop.open();
  await expect(products.addButton('Tine Lettmelk 1 %')).toBeVisible();
  // Expired long before the tests' instant; an anonymous visitor's site has no fresher token to give.
  const expired = unsignedToken({ sub: 'M-100001', acr: 'substantial', exp: YEAR_2020 });

  expect(await loginRejection(page, expired)).toBe('Expired token could not be refreshed');
  await expect(shop.loggedInAs).toHaveText('Anonym');
});
