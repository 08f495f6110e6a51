import type { Request } from '@playwright/test';
import { TEST_USERS } from '../pages/ShopPage';
import { putInCart } from '../support/cart-seeds';
import { expect, test } from '../support/fixtures';
import { serveOverHttps, withHostilePage, withSettings } from '../support/settings';

/**
 * Issue 35, point 5: the member's token goes only to the platform the site configured, on a page whose users' content
 * is hostile (a review, a rich-text field: the site's sanitiser keeps `id` and `name`). Kurv reads its settings only
 * from the site's `window.kurvSettings` or its one `<script type="application/json" id="kurv-settings">`
 * (core/src/page/page-settings.ts, docs/embedding.md), and reaches the document through its prototypes, so named
 * elements that shadow the document's methods (DOM clobbering) do not stop it (core/src/page/dom.ts). Point 6: an http
 * platform on an https page is refused. Every test here is also watched by the fixture that fails a test whose
 * requests carry an Authorization header to another origin (support/fixtures.ts, `tokenOriginCheck`).
 */

const MILK = 'Tine Lettmelk 1 %';
const ATTACKER = 'https://innsamler.example';

test('a hidden <div id="kurv-settings"> in a review before the site’s JSON settings: the member’s token never goes to its apiBaseUrl', async ({
  page,
  shop,
  products,
  cart,
}) => {
  const toAttacker: string[] = [];
  await page.route(`${ATTACKER}/**`, async (route) => {
    toAttacker.push(`${route.request().method()} ${route.request().url()}`);
    await route.abort();
  });
  const authorized: string[] = [];
  page.on('request', (request: Request) => {
    if (request.headers().authorization !== undefined) {
      authorized.push(request.url());
    }
  });
  const forged = { environment: 'local', chainId: 1300, apiBaseUrl: ATTACKER, accessTokenUrl: '/oauth/access-token' };
  await withHostilePage(page, {
    jsonSettings: true,
    userContent: `<div class="review" id="kurv-settings" hidden>${JSON.stringify(forged)}</div>`,
  });
  await shop.open('/', 'member');
  // The member's session has started: a platform call went out with the token.
  await expect.poll(() => authorized.length).toBeGreaterThan(0);
  expect(authorized.filter((url) => url.startsWith(ATTACKER))).toEqual([]);

  // The member is Kurv's, from the site's platform: the page's panel names her, and the products came from there.
  await expect(shop.loggedInAs).toHaveText(TEST_USERS.member);
  await expect(products.addButton(MILK)).toBeVisible();
  await expect(cart.button).toBeVisible();
  expect(toAttacker).toEqual([]);
});

test('named elements in user content shadow document’s methods (<form name="addEventListener">, <img name="getElementById">, …): the widgets still start, add and close', async ({
  page,
  shop,
  products,
  cart,
}) => {
  const names = ['getElementById', 'querySelector', 'querySelectorAll', 'currentScript', 'cookie', 'head', 'dispatchEvent', 'baseURI'];
  await withHostilePage(page, {
    jsonSettings: true,
    userContent: `<form name="addEventListener"></form><form name="removeEventListener"></form>${names.map((name) => `<img name="${name}" alt="">`).join('')}`,
  });
  await shop.open();
  await products.addAndCount(MILK, '1 vare');
  await cart.open();
  await expect(cart.line(MILK)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(cart.dialog).toHaveCount(0);
});

test('an http apiBaseUrl on an https page is refused with an error naming the setting, and no call goes to it', async ({
  page,
  simulator,
}) => {
  const baseURL = simulator.origin;
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') {
      errors.push(message.text());
    }
  });
  const platformCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) {
      platformCalls.push(request.url());
    }
  });
  await serveOverHttps(page, 'https://meny.example', baseURL);
  await withSettings(page, { set: { apiBaseUrl: baseURL }, remove: ['loggingEndpoint'] });
  await page.goto('https://meny.example/');
  await expect(page.locator('cart-popup').getByText('Det har skjedd en feil. Vennligst prøv igjen senere.')).toBeVisible();
  expect(errors.join('\n')).toContain('kurvSettings.apiBaseUrl');
  expect(platformCalls.filter((url) => url.startsWith(baseURL))).toEqual([]);
});

for (const [kind, path] of [
  ['a backslash', '/\\evil.example/kasse'],
  ['a tab', '/\t/evil.example/kasse'],
] as const) {
  test(`a checkout path that only looks root-relative (a slash then ${kind}) leads to the site, never off it [setting: paths.checkout]`, async ({
    page,
    shop,
    cart,
  }) => {
    await withSettings(page, { set: { paths: { checkout: path } } });
    await shop.open();
    await putInCart(page, { [MILK]: 1 }, '1 vare');
    await cart.open();
    const href = await cart.checkoutLink.getAttribute('href');
    expect(new URL(href ?? '', page.url()).origin).toBe(new URL(page.url()).origin);
  });
}
