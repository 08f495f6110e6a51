import type { HandoverPicker } from '../pages/HandoverPicker';
import { computedStyle, watchCspViolations, withPolicyEdited } from '../support/csp';
import { expect, test } from '../support/fixtures';

/**
 * Issue 37 point 2: under Trusted Types (`require-trusted-types-for 'script'`), the one path that writes markup, the
 * safe-HTML renderer (a store's notice, here MENY Ullevål's), goes through one policy, `kurv`: DOMPurify signs its
 * sanitised output with it. `examples/csp/trusted-types.html` is served with the strict policy and
 * `trusted-types kurv` (the `.csp` file beside it); the add, the cart and the picker's store-notice journey run there
 * with no violation reported.
 */

const PAGE = '/csp/trusted-types.html';
const PRODUCT = 'Tine Lettmelk 1 %';
/** MENY Ullevål's notice as the simulator seeds it: markup with a bold part. */
const NOTICE = 'Butikken bygges om';
const BOLD = 'redusert åpningstid';

/** The picker on the pickup page with MENY Ullevål chosen: its notice is what the platform's markup renders. */
async function chooseUllevaal(picker: HandoverPicker) {
  await picker.chooseStoreOnLocationPage('Oslo', /MENY Ullevål/);
  return picker.locationPage.dialog.getByRole('status').filter({ hasText: NOTICE });
}

test('the page is served with Trusted Types enforced and only the kurv policy allowed', async ({ page }) => {
  const response = await page.goto(PAGE);
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("require-trusted-types-for 'script'");
  expect(policy).toMatch(/trusted-types kurv(;|$)/);
  expect(policy).not.toContain('unsafe-');
});

test('add and step a product, then the cart popup and its checkout popup: no violation reported', async ({
  page,
  shop,
  products,
  cart,
}) => {
  const violations = await watchCspViolations(page);
  await shop.open(PAGE);
  await products.addAndCount(PRODUCT, '1 vare');
  await products.increaseButton(PRODUCT).click();
  await expect(cart.buttonNamed(/^Handlevogn, 2 varer, /)).toBeVisible();
  await cart.open();
  await expect(cart.line(PRODUCT)).toBeVisible();
  await cart.checkoutLink.click();
  await expect(cart.checkout).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('choosing MENY Ullevål shows its notice as markup, signed by the kurv policy; a window is chosen; no violation reported', async ({
  page,
  shop,
  picker,
}, testInfo) => {
  const violations = await watchCspViolations(page);
  await shop.open(PAGE);
  const notice = await chooseUllevaal(picker);
  await expect(notice).toBeVisible();
  await expect(notice.locator('strong')).toHaveText(BOLD);
  expect(Number.parseInt(await computedStyle(notice.locator('strong'), 'font-weight'), 10)).toBeGreaterThanOrEqual(600);
  await expect(page.getByText('Det har skjedd en feil')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('notice.png') });
  expect(await violations()).toEqual([]);

  await picker.locationPage.confirm();
  await picker.timePage.chooseWindow(3);
  // Another store than the page's: the page reloads once the picker closes (spec section 4).
  const reload = page.waitForEvent('load');
  await picker.timePage.confirm();
  await reload;
  await expect(picker.trigger).toHaveAccessibleName(/MENY Ullevål/);
  expect(await violations()).toEqual([]);
});

test('a site that allows only DOMPurify’s own policy (trusted-types dompurify) gets the notice as markup all the same', async ({
  page,
  shop,
  picker,
}) => {
  await withPolicyEdited(page, PAGE, (policy) => policy.replace('trusted-types kurv', 'trusted-types dompurify'));
  await shop.open(PAGE);
  const notice = await chooseUllevaal(picker);
  await expect(notice.locator('strong')).toHaveText(BOLD);
  await expect(page.getByText('Det har skjedd en feil')).toHaveCount(0);
});

test('a site that allows no policy of Kurv’s (trusted-types none) shows the notice as its text, and the picker goes on', async ({
  page,
  shop,
  picker,
}) => {
  await withPolicyEdited(page, PAGE, (policy) => policy.replace('trusted-types kurv', "trusted-types 'none'"));
  await shop.open(PAGE);
  const notice = await chooseUllevaal(picker);
  // The markup is shown as it came, never parsed: the words are there, no bold element.
  await expect(notice).toContainText(BOLD);
  await expect(notice.locator('strong')).toHaveCount(0);
  await expect(page.getByText('Det har skjedd en feil')).toHaveCount(0);
  await picker.locationPage.confirm();
  await expect(picker.timePage.openDays.first()).toBeVisible();
});
