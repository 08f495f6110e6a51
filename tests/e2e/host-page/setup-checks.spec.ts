import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { withSettings } from '../support/settings';

/**
 * Issue 36, point 10 (spec section 5, setup; section 3, site settings): what Kurv checks before it starts. The site must
 * name its environment (the chain id has its default, 1300); an unknown option is warned about and ignored; the
 * browser needs usable local storage (else failure code 1, possibly private browsing) and cross-domain requests (else
 * code 2). Each failure is one console error, and every tag shows the spec's default error instead of a blank.
 */

const DEFAULT_ERROR = 'Det har skjedd en feil. Vennligst prøv igjen senere.';

/** The page's uncaught errors, console errors and console warnings from now on. */
function watchedConsole(page: Page): { uncaught: string[]; errors: string[]; warnings: string[] } {
  const watched = { uncaught: [] as string[], errors: [] as string[], warnings: [] as string[] };
  page.on('pageerror', (error) => watched.uncaught.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') {
      watched.errors.push(message.text());
    } else if (message.type() === 'warning') {
      watched.warnings.push(message.text());
    }
  });
  return watched;
}

/** Every Kurv tag of the product page shows the default error. */
async function expectDefaultErrorInEveryTag(page: Page): Promise<void> {
  await expect(page.locator('cart-popup').getByRole('alert')).toHaveText(DEFAULT_ERROR);
  await expect(page.locator('handover-picker').first().getByRole('alert')).toHaveText(DEFAULT_ERROR);
  await expect(page.locator('add-to-cart-button').first().getByRole('alert')).toHaveText(DEFAULT_ERROR);
}

/** The failure code Kurv kept for the page (spec section 5: 1 for local storage, 2 for cross-domain requests). */
async function keptFailureCode(page: Page): Promise<unknown> {
  return await page.evaluate(() => (window as unknown as Record<symbol, { code?: unknown }>)[Symbol.for('kurv.settingsFailure')]?.code);
}

test('a site without an environment gets one console error naming kurvSettings.environment, and the default error in every tag [setting: environment]', async ({
  page,
  shop,
}) => {
  const watched = watchedConsole(page);
  await withSettings(page, { remove: ['environment'] });
  await shop.open();
  await expectDefaultErrorInEveryTag(page);
  await expect.poll(() => watched.errors.filter((text) => text.includes('environment'))).toHaveLength(1);
  expect(watched.errors.join('\n')).toContain('kurvSettings.environment');
  expect(watched.uncaught).toEqual([]);
});

test('a site without a chain id is chain 1300: SPAR’s page without it asks the platform for chain 1300 [setting: chainId]', async ({
  page,
  sim,
  shop,
}) => {
  const watched = watchedConsole(page);
  await withSettings(page, { remove: ['chainId'] });
  await shop.open('/spar/', 'member');
  await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);
  const userLoads = (await sim.requests())
    .filter((request) => request.path.startsWith('/api/extended-user/'))
    .map((request) => request.path);
  expect(userLoads.length).toBeGreaterThan(0);
  expect(userLoads.every((path) => path.startsWith('/api/extended-user/1300'))).toBe(true);
  expect(watched.warnings.filter((text) => text.includes('chainId'))).toEqual([]);
  expect(watched.errors.filter((text) => text.includes('[kurv]'))).toEqual([]);
});

test('an option Kurv does not know is warned about by its name and ignored; the widgets work', async ({ page, shop, products }) => {
  const watched = watchedConsole(page);
  await withSettings(page, { set: { cartColour: 'red' } });
  await shop.open();
  await products.addAndCount('Tine Lettmelk 1 %', '1 vare');
  expect(watched.warnings.filter((text) => text.includes('«cartColour»'))).toEqual(['[kurv] Unknown site setting «cartColour» is ignored']);
  expect(watched.uncaught).toEqual([]);
});

test('a browser whose local storage cannot be used (private browsing) fails with code 1: one console error, and the default error in every tag', async ({
  page,
  shop,
}) => {
  const watched = watchedConsole(page);
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  await shop.open();
  await expectDefaultErrorInEveryTag(page);
  expect(await keptFailureCode(page)).toBe(1);
  await expect.poll(() => watched.errors.filter((text) => text.includes('Local storage is not usable'))).toHaveLength(1);
  expect(watched.uncaught).toEqual([]);
});

test('a browser that cannot make cross-domain requests fails with code 2: one console error, and the default error in every tag', async ({
  page,
  shop,
}) => {
  const watched = watchedConsole(page);
  await page.addInitScript(() => {
    Reflect.deleteProperty(window, 'fetch');
    Reflect.deleteProperty(window, 'XMLHttpRequest');
  });
  await shop.open();
  await expectDefaultErrorInEveryTag(page);
  expect(await keptFailureCode(page)).toBe(2);
  await expect.poll(() => watched.errors.filter((text) => text.includes('cross-domain requests'))).toHaveLength(1);
  expect(watched.uncaught).toEqual([]);
});
