import { expect, test } from '../support/fixtures';

/**
 * Spec section 9: the anonymous shopper's store is kept in the chain's cookie for 0.125 days (3 hours) once she has
 * chosen it with a window. The cookie's expiry is the browser's, on the machine's clock.
 */

const COOKIE = 'kurv_anonymous_gln';

test('an anonymous shopper’s chosen store is kept in the store cookie for 0.125 days', async ({ page, context, shop, picker }) => {
  await shop.open();
  await picker.pickupAtStore(/MENY Ullevål/);
  await expect(picker.trigger).toContainText('MENY Ullevål');

  const cookie = (await context.cookies()).find((candidate) => candidate.name === COOKIE);
  expect(cookie?.value).toBe('7080001150101');
  const hours = ((cookie?.expires ?? 0) * 1000 - Date.now()) / (60 * 60 * 1000);
  // 0.125 days, give or take a minute.
  expect(hours).toBeGreaterThan(3 - 1 / 60);
  expect(hours).toBeLessThan(3 + 1 / 60);
  await page.reload();
  await expect(picker.trigger).toContainText('MENY Ullevål');
});
