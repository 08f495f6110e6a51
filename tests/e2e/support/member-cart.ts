import type { Page } from '@playwright/test';
import { CART_PRODUCT_EANS, type CartContents, type CartProductTitle } from './cart-seeds';
import type { SimulatorClient } from './simulator';

/**
 * A member's cart as the platform keeps it for the example pages' chain (1300), read through the control API's state:
 * each product's quantity by title, in the platform's order (an EAN the cart specs do not name keeps its EAN). Empty
 * when the platform holds no cart for the member.
 */
export async function platformCart(sim: SimulatorClient, memberId: string): Promise<CartContents> {
  const titles = new Map<string, string>(Object.entries(CART_PRODUCT_EANS).map(([title, ean]) => [ean, title]));
  const cart = (await sim.state()).memberCarts[memberId];
  return Object.fromEntries(
    (cart?.items ?? []).map((line) => [(titles.get(line.ean) ?? line.ean) as CartProductTitle, line.quantity]),
  ) as CartContents;
}

/** Logs a token in through the host page's API (`window.kurv.login`), as a site's own login form does; answers when done. */
export async function logInThroughHostApi(page: Page, token: string): Promise<void> {
  await page.evaluate((raw) => (window as unknown as { kurv: { login: (token: string) => Promise<void> } }).kurv.login(raw), token);
}

/**
 * The platform's next answers to a read of the member's cart (`GET /api/cart/1300/member/{memberId}`), whatever it
 * keeps: these lines, as a malformed answer would carry them (a line of 0, say, which the platform refuses to store).
 */
export async function platformAnswersMemberCart(sim: SimulatorClient, lines: { ean: string; quantity: number }[]): Promise<void> {
  await sim.addFault({
    route: 'GET /api/cart/1300/member/*',
    body: { persistedId: 'platform-cart', items: lines, bagType: null, serviceFeeType: null, updatedAt: '2026-11-25T08:00:00Z' },
  });
}
