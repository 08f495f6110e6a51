import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { SimulatorClient } from './simulator';

/**
 * The example product page's products the cart specs put in a cart, by title: their EANs (platform-sim
 * seed/products.ts).
 */
export const CART_PRODUCT_EANS = {
  'Tine Lettmelk 1 %': '7054609056183',
  Bananer: '7016599686689',
  'Grandiosa Original': '7082855330153',
  'Kims Potetgull Salt': '7070798583095',
  'Norvegia 26 %': '7038551135202',
  Kneippbrød: '7083443858387',
  'Lambi Toalettpapir': '7038391353248',
  'Hansa Pilsner': '7022300123459',
  'Laksefilet med skinn': '7023262224406',
  /** Not on the example page: ordered from the baker for each order (lead time 2 days). */
  'Bløtkake med jordbær': '7038680001232',
} as const;

/** A product of `CART_PRODUCT_EANS`. */
export type CartProductTitle = keyof typeof CART_PRODUCT_EANS;

/** A cart to arrange: each product's quantity, in the order the lines are put in. */
export type CartContents = Partial<Record<CartProductTitle, number>>;

/** The cart's lines as the host page's API and the platform's member cart take them. */
function cartLinesOf(contents: CartContents): { ean: string; quantity: number }[] {
  return Object.entries(contents).flatMap(([title, quantity]) =>
    quantity === undefined ? [] : [{ ean: CART_PRODUCT_EANS[title as CartProductTitle], quantity }],
  );
}

/**
 * Puts products in the loaded page's cart in one call, through the host page's API (`window.kurv.putBackCartItems`,
 * packages/core/src/page/kurv-host-api.ts): each line goes through the same add as a press on its button would (the
 * product's limits, the tracking events, the guest's login prompt; a member with an order to change would be asked), in
 * order, and the call answers once the calculator has priced the cart. When `count` is given ('2 varer'), waits for the
 * cart button to say it too. For an anonymous shopper's cart, where the adds are not what the test is about.
 */
export async function putInCart(page: Page, contents: CartContents, count?: string): Promise<void> {
  await page.waitForFunction(
    () => typeof (window as unknown as { kurv?: { putBackCartItems?: unknown } }).kurv?.putBackCartItems === 'function',
  );
  await page.evaluate(
    (lines) =>
      (
        window as unknown as { kurv: { putBackCartItems: (lines: { ean: string; quantity: number }[]) => Promise<void> } }
      ).kurv.putBackCartItems(lines),
    cartLinesOf(contents),
  );
  if (count !== undefined) {
    await expect(page.getByRole('button', { name: new RegExp(`^Handlevogn, ${count}, `) })).toBeVisible();
  }
}

/**
 * Logs a seeded test user in (`sim.login`) with a cart saved on the platform for the example pages' chain (1300: `PUT
 * /api/cart/1300/member/{memberId}` with the login's token, packages/platform-sim/src/http/cart-handlers.ts), as a
 * member who filled it on another device: the next page loaded joins it with its own empty cart at login and prices
 * it. No add is made, so a member with an order to change is not asked about it; for tests where the adds and that
 * question are not what they check.
 */
export async function loginWithSavedCart(
  sim: SimulatorClient,
  request: APIRequestContext,
  kind: Parameters<SimulatorClient['login']>[0],
  contents: CartContents,
): Promise<void> {
  await saveCartOnOtherDevice(request, await sim.login(kind), contents);
}

/**
 * Saves the member's cart on the platform for the example pages' chain (`PUT /api/cart/1300/member/{memberId}` with the
 * login's token), as another device of hers fills it; the next page she loads joins it.
 */
export async function saveCartOnOtherDevice(
  request: APIRequestContext,
  { token, memberId }: { token: string; memberId: string },
  contents: CartContents,
): Promise<void> {
  const answer = await request.put(`/api/cart/1300/member/${memberId}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { persistedId: `saved-cart-of-${memberId}`, items: cartLinesOf(contents) },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/**
 * Puts lines back through the host page's API in one call (`window.kurv.putBackCartItems`), as a site does after a
 * failed order submit, and answers once the call has: for tests of the call itself (its lines may repeat a product).
 */
export async function putBackCartItems(page: Page, lines: readonly { ean: string; quantity: number }[]): Promise<void> {
  await page.waitForFunction(
    () => typeof (window as unknown as { kurv?: { putBackCartItems?: unknown } }).kurv?.putBackCartItems === 'function',
  );
  await page.evaluate(
    (all) =>
      (
        window as unknown as { kurv: { putBackCartItems: (lines: { ean: string; quantity: number }[]) => Promise<void> } }
      ).kurv.putBackCartItems(all),
    [...lines],
  );
}
