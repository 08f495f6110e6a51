import { expect, type Locator, type Page } from '@playwright/test';
import { type CartContents, putInCart } from './cart-seeds';

/**
 * Holds back the page's requests for a script until the test lets it go: the page parses and paints without it, as a
 * shopper's page does while a slow network brings it (issue 38: the tags' boxes before their code arrives). Set before
 * the page is loaded. Let go, the request goes on to the context's own routes (the flavour's build, support/flavour.ts).
 */
export function holdBackScript(page: Page, script: RegExp): Promise<HeldRequests> {
  return holdBackRequests(page, script);
}

/** A page's requests held back by `holdBackRequests`. */
export interface HeldRequests {
  /** Settles once the page has asked (the request is then held). */
  called: Promise<void>;
  /** Lets the held requests and every later one go on. */
  release: () => void;
}

/** Holds back the page's requests whose URL matches `pattern` until the test lets them go; then they go on to the context's own routes. */
export async function holdBackRequests(page: Page, pattern: RegExp): Promise<HeldRequests> {
  let calledNow = () => {};
  const called = new Promise<void>((resolve) => {
    calledNow = resolve;
  });
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    calledNow();
    await released;
    await route.fallback();
  });
  return { called, release };
}

/**
 * Holds back the page's request for the build's lazy file whose name starts with `prefix` (`cart-actions-`: the cart's
 * code), in either flavour's `lazy/` folder, until the test lets it go.
 */
export function holdBackLazyFile(page: Page, prefix: string): Promise<HeldRequests> {
  return holdBackScript(page, lazyFile(prefix));
}

/**
 * A returning shopper's first load on a slow network: the cart kept from the earlier visit (`contents`, the cart button
 * then counting `count`), and the page reloaded with the cart's code held back until the test lets it go.
 */
export async function reloadWithCartCodeHeld(page: Page, contents: CartContents, count: string): Promise<HeldRequests> {
  await putInCart(page, contents, count);
  const cartCode = await holdBackLazyFile(page, 'cart-actions-');
  await page.reload();
  return cartCode;
}

/** A returning shopper's first load on a broken network: the cart kept as above, and the cart's code refused once. */
export async function reloadWithCartCodeRefused(page: Page, contents: CartContents, count: string): Promise<void> {
  await putInCart(page, contents, count);
  await page.route(lazyFile('cart-actions-'), (route) => route.abort(), { times: 1 });
  await page.reload();
}

/** The build's lazy file whose name starts with `prefix`, in either flavour's `lazy/` folder, for a test's own route. */
export function lazyFile(prefix: string): RegExp {
  return new RegExp(`/dist/(preact/)?lazy/${prefix}[\\w-]+\\.js$`);
}

/**
 * Waits until the page has laid out and painted twice: the stylesheets of its <head> block rendering until they have
 * loaded or failed, so this is what the shopper sees before any deferred script runs.
 */
export async function painted(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * A trigger pressed while its code is held back says so: aria-busy, and the turning mark at its end (`kurv-waits` in
 * widget-styles.ts), which shows once the wait is longer than 300 ms.
 */
export async function expectWaiting(button: Locator): Promise<void> {
  await expect(button).toHaveAttribute('aria-busy', 'true');
  await expect.poll(() => button.evaluate((element) => getComputedStyle(element, '::after').opacity)).toBe('1');
}

/** The trigger's wait is over: no aria-busy, and no mark. */
export async function expectNotWaiting(button: Locator): Promise<void> {
  await expect(button).not.toHaveAttribute('aria-busy');
  expect(await button.evaluate((element) => getComputedStyle(element, '::after').content)).toBe('none');
}
