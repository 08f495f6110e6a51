import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { replaceInPage } from '../support/settings';

/**
 * Issue 36, point 9: a host whose settings throw. A `window.kurvSettings` getter that throws, a settings key whose
 * getter throws and a settings object whose keys cannot be listed give one clear console error naming the setting, and
 * widgets that show the spec's default error (nothing could be read) or work on the defaults (one key could not);
 * never an uncaught error and a blank tag (an earlier version let «Error: boom from host» escape and left every tag
 * empty).
 */

const DEFAULT_ERROR = 'Det har skjedd en feil. Vennligst prøv igjen senere.';
const MILK = 'Tine Lettmelk 1 %';

/** The example page's own settings line where the hostile host replaces how the settings are given. */
const SETTINGS_START = 'window.kurvSettings = {';

/** The page's uncaught errors and its console errors from now on. */
function watchErrors(page: Page): { uncaught: string[]; consoleErrors: string[] } {
  const watched = { uncaught: [] as string[], consoleErrors: [] as string[] };
  page.on('pageerror', (error) => watched.uncaught.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') {
      watched.consoleErrors.push(message.text());
    }
  });
  return watched;
}

test('a window.kurvSettings getter that throws: one console error naming it, and every tag shows the default error', async ({
  page,
  shop,
}) => {
  const watched = watchErrors(page);
  // The host's settings live behind a getter that throws, as a host script gone wrong makes them.
  await replaceInPage(
    page,
    SETTINGS_START,
    "Object.defineProperty(window, 'kurvSettings', { configurable: true, get() { throw new Error('boom from host'); } });\n      window.hostSettings = {",
  );
  await shop.open();
  await expect(page.locator('cart-popup').getByRole('alert')).toHaveText(DEFAULT_ERROR);
  await expect(page.locator('add-to-cart-button').first().getByRole('alert')).toHaveText(DEFAULT_ERROR);
  await expect(page.locator('handover-picker').first().getByRole('alert')).toHaveText(DEFAULT_ERROR);
  await expect.poll(() => watched.consoleErrors.filter((text) => text.includes('kurvSettings'))).toHaveLength(1);
  expect(watched.consoleErrors.join('\n')).toContain('boom from host');
  expect(watched.uncaught).toEqual([]);
});

test('a settings key whose getter throws: one console error naming the key, and the widgets work on its default', async ({
  page,
  shop,
  products,
}) => {
  const watched = watchErrors(page);
  await replaceInPage(page, SETTINGS_START, `${SETTINGS_START}\n        get texts() { throw new Error('boom from host'); },`);
  await shop.open();
  await products.addAndCount(MILK, '1 vare');
  await expect.poll(() => watched.consoleErrors.filter((text) => text.includes('kurvSettings.texts'))).toHaveLength(1);
  expect(watched.consoleErrors.filter((text) => text.includes('kurvSettings'))).toHaveLength(1);
  expect(watched.uncaught).toEqual([]);
});

test('a settings object whose keys cannot be listed: one console error naming kurvSettings, and the default error', async ({
  page,
  shop,
}) => {
  const watched = watchErrors(page);
  await replaceInPage(
    page,
    SETTINGS_START,
    "window.kurvSettings = new Proxy({}, { ownKeys() { throw new Error('boom from host'); } });\n      window.hostSettings = {",
  );
  await shop.open();
  await expect(page.locator('cart-popup').getByRole('alert')).toHaveText(DEFAULT_ERROR);
  await expect(page.locator('add-to-cart-button').first().getByRole('alert')).toHaveText(DEFAULT_ERROR);
  await expect.poll(() => watched.consoleErrors.filter((text) => text.includes('kurvSettings'))).toHaveLength(1);
  expect(watched.uncaught).toEqual([]);
});
