import type { BrowserContext, Page } from '@playwright/test';

/** The keys `fillLocalStorage` fills the storage with. */
const FILLER_PREFIX = 'e2e-filler-';

/**
 * Fills local storage to its quota before any page script runs, as other scripts of a site can: every page of the
 * context finds it full. A tab fills it once (a flag in its session storage), so a reload after `freeLocalStorage`
 * finds the room that was freed.
 */
export async function fillLocalStorage(context: BrowserContext): Promise<void> {
  await context.addInitScript((prefix) => {
    try {
      if (sessionStorage.getItem(`${prefix}done`) !== null) {
        return;
      }
      sessionStorage.setItem(`${prefix}done`, '1');
      let size = 1 << 20;
      let index = 0;
      while (size >= 1) {
        try {
          localStorage.setItem(`${prefix}${index}`, 'x'.repeat(size));
          index += 1;
        } catch {
          size = Math.floor(size / 2);
        }
      }
    } catch {
      // A document without storage (about:blank) has nothing to fill.
    }
  }, FILLER_PREFIX);
}

/** Frees the room `fillLocalStorage` took, in the page's origin. */
export async function freeLocalStorage(page: Page): Promise<void> {
  await page.evaluate((prefix) => {
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith(prefix)) {
        localStorage.removeItem(key);
      }
    }
  }, FILLER_PREFIX);
}

/** Changes the cart the page keeps in local storage (`kurv.cart.<chainId>`, the example pages' chain 1300), as a hand would. */
export async function editStoredCart(page: Page, edit: (cart: { items: { quantity: number }[] }) => void): Promise<void> {
  const stored = await page.evaluate(() => localStorage.getItem('kurv.cart.1300'));
  const cart = JSON.parse(stored ?? '{"items":[]}') as { items: { quantity: number }[] };
  edit(cart);
  await page.evaluate((text) => localStorage.setItem('kurv.cart.1300', text), JSON.stringify(cart));
}

/** The keys of the page's local storage that start with `prefix` (Kurv's own are `kurv.`, packages/core/src/storage/storage-keys.ts). */
export async function localStorageKeys(page: Page, prefix: string): Promise<string[]> {
  return await page.evaluate((start) => Object.keys(localStorage).filter((key) => key.startsWith(start)), prefix);
}

/** The keys of the page's session storage (this tab's) that start with `prefix`. */
export async function sessionStorageKeys(page: Page, prefix: string): Promise<string[]> {
  return await page.evaluate((start) => Object.keys(sessionStorage).filter((key) => key.startsWith(start)), prefix);
}
