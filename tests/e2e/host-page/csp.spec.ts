import { computedStyle, watchCspViolations, withoutAdoptedStyleSheets } from '../support/csp';
import { expect, test } from '../support/fixtures';
import { replaceStoreDeviation } from '../support/handover-seeds';

/**
 * Issue 37 point 1: the widgets are fully styled and work under a strict Content-Security-Policy, without
 * 'unsafe-inline' or 'unsafe-eval': `examples/csp/strict.html` (`script-src 'self'; style-src 'self'`) and
 * `examples/csp/nonce.html` (`script-src 'nonce-…' 'strict-dynamic'; style-src 'self' 'nonce-…'`), each served by the
 * simulator with its policy as the header (the `.csp` file beside it). The shadow roots adopt constructed stylesheets;
 * a browser without them gets `<style nonce>` with `kurvSettings.styleNonce`. Each journey checks that the page
 * reported no violation, and that the widget CSS reached the widgets (a computed value only that CSS sets: MENY's
 * primary colour on the add button, the dialogs' shadow, the cart line's grid, the picker page's flex column).
 */

const PAGES = ['/csp/strict.html', '/csp/nonce.html'] as const;
const PRODUCT = 'Tine Lettmelk 1 %';
/** MENY's primary colour (the chain theme, themes.ts) on a primary button: widgetStyles and the theme both applied. */
const MENY_PRIMARY = 'rgb(165, 0, 31)';
/** The modal's box shadow (dialogStyles' `.kurv-modal`): a div without the dialog CSS has none. */
const MODAL_SHADOW = 'rgba(0, 0, 0, 0.3) 0px 8px 32px 0px';

for (const path of PAGES) {
  test.describe(`${path} under its Content-Security-Policy`, () => {
    test('the page is served with the policy, without unsafe-inline or unsafe-eval', async ({ page }) => {
      const response = await page.goto(path);
      const policy = response?.headers()['content-security-policy'] ?? '';
      expect(policy).toContain("style-src 'self'");
      expect(policy).not.toContain('unsafe-');
    });

    test('add and step a product: styled, no violation reported', async ({ page, shop, products, cart }, testInfo) => {
      const violations = await watchCspViolations(page);
      await shop.open(path);
      const add = products.addButton(PRODUCT);
      await expect(add).toBeVisible();
      expect(await computedStyle(add, 'background-color')).toBe(MENY_PRIMARY);
      expect(await computedStyle(add, 'min-height')).toBe('44px');

      await products.addAndCount(PRODUCT, '1 vare');
      await products.increaseButton(PRODUCT).click();
      await expect(products.quantity(PRODUCT)).toContainText('2');
      await expect(cart.buttonNamed(/^Handlevogn, 2 varer, /)).toBeVisible();
      // widgetStyles' inline-flex stepper, blockified to flex as an item of the add-to-cart column (without the CSS: block).
      expect(await computedStyle(products.quantity(PRODUCT), 'display')).toBe('flex');
      await page.screenshot({ path: testInfo.outputPath('add.png') });
      expect(await violations()).toEqual([]);
    });

    test('the cart popup and its checkout popup: styled, no violation reported', async ({ page, shop, products, cart }, testInfo) => {
      const violations = await watchCspViolations(page);
      await shop.open(path);
      await products.addAndCount(PRODUCT, '1 vare');
      const dialog = await cart.open();
      await expect(cart.line(PRODUCT)).toBeVisible();
      expect(await computedStyle(dialog, 'box-shadow')).toBe(MODAL_SHADOW);
      expect(await computedStyle(cart.line(PRODUCT), 'display')).toBe('grid');
      await page.screenshot({ path: testInfo.outputPath('cart.png') });

      // No handover time is chosen: 'Til kassen' asks 'Klar for kassen?' first (spec section 6).
      await cart.checkoutLink.click();
      await expect(cart.checkout).toBeVisible();
      expect(await computedStyle(cart.checkout, 'box-shadow')).toBe(MODAL_SHADOW);
      expect(await violations()).toEqual([]);
    });

    test('the picker: pickup with a window, styled, no violation reported', async ({ page, shop, picker }, testInfo) => {
      const violations = await watchCspViolations(page);
      await shop.open(path);
      const time = await picker.toPickupTimePage();
      await expect(picker.timePage.openDays.first()).toBeVisible();
      expect(await computedStyle(time, 'box-shadow')).toBe(MODAL_SHADOW);
      // handoverStyles: the picker page is a flex column (a div without that CSS is a block).
      expect(await computedStyle(time.locator('.kurv-handover-page').first(), 'flex-direction')).toBe('column');
      await page.screenshot({ path: testInfo.outputPath('picker.png') });
      await picker.timePage.chooseWindow(3, time);
      await picker.timePage.confirm(time);
      await expect(picker.trigger).toHaveAccessibleName(/Hente selv/);
      expect(await violations()).toEqual([]);
    });
  });
}

test('/csp/nonce.html in a browser without constructable stylesheets: <style nonce> elements, styled, no violation [setting: styleNonce]', async ({
  page,
  shop,
  products,
  cart,
}) => {
  await withoutAdoptedStyleSheets(page);
  const violations = await watchCspViolations(page);
  await shop.open('/csp/nonce.html');
  const add = products.addButton(PRODUCT);
  await expect(add).toBeVisible();
  expect(await computedStyle(add, 'background-color')).toBe(MENY_PRIMARY);
  await products.addAndCount(PRODUCT, '1 vare');
  const dialog = await cart.open();
  expect(await computedStyle(dialog, 'box-shadow')).toBe(MODAL_SHADOW);
  // The fallback's style elements carry the page's nonce (the IDL attribute: browsers hide the content attribute).
  const nonces = await page.evaluate(() =>
    [...document.querySelectorAll('cart-popup, add-to-cart-button')].flatMap((element) =>
      [...(element.shadowRoot?.querySelectorAll('style') ?? [])].map((style) => style.nonce),
    ),
  );
  expect(nonces.length).toBeGreaterThan(0);
  expect(new Set(nonces).size).toBe(1);
  expect(nonces[0]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(await violations()).toEqual([]);
});

test("/csp/strict.html: a store deviation's allowed style shows, set through the CSSOM; only its parse is reported", async ({
  page,
  sim,
  shop,
  picker,
}) => {
  await replaceStoreDeviation(page, sim, '<p>Butikken bygges om, <em style="color: rgb(200, 0, 0)">fra mandag</em>.</p>');
  const violations = await watchCspViolations(page);
  await shop.open('/csp/strict.html');
  const { locationPage } = picker;
  await picker.chooseStoreOnLocationPage('Oslo', /MENY Ullevål/);
  const warning = locationPage.dialog.getByRole('status').filter({ hasText: 'Butikken bygges om' });
  await expect(warning).toBeVisible();
  expect(await computedStyle(warning.locator('em'), 'color')).toBe('rgb(200, 0, 0)');
  // What is left (docs/embedding.md, CSP): Chromium reports a style attribute as it parses markup, even in an inert
  // document (the sanitiser's, DOMParser's), though nothing is applied from there. Blocked is nothing: the colour shows.
  const reported = await violations();
  expect(reported.length).toBeGreaterThan(0);
  expect(reported.filter((line) => !/^style-src-attr: inline |^console: Applying inline style violates/.test(line))).toEqual([]);
});
