import type { Page } from '@playwright/test';
import { LOG_FLUSH_DELAY_MS } from '../../../packages/core/src/constants';
import { expect, test } from '../support/fixtures';

/**
 * Spec section 8: an edited order whose removal fails is logged («orderRemoval»), and the cart is emptied all the same.
 * Kari adds a product, changes her open order, and the checkout page's reset (`window.kurv.resetClientOrder`, the
 * hand-off's) removes the order she was changing; the platform fails the removal.
 */

type KurvOnPage = {
  kurv: { getCart: () => Promise<{ order: { orderId: string } | null; itemCount: number }>; resetClientOrder: () => Promise<void> };
};

/** The cart as the host page reads it: the order being changed, and how many items. */
async function hostCart(page: Page) {
  return await page.evaluate(async () => {
    const cart = await (window as unknown as KurvOnPage).kurv.getCart();
    return { orderId: cart.order?.orderId ?? null, itemCount: cart.itemCount };
  });
}

test('an order whose removal the platform fails at the reset is logged as «orderRemoval», and the cart is emptied all the same', async ({
  page,
  sim,
  shop,
  products,
  editOrder,
}) => {
  await sim.login('member');
  await shop.open();
  await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);
  await products.add('Bananer');
  await editOrder.editOrderButton.click();
  await expect(editOrder.question).toBeHidden();
  await expect.poll(async () => (await hostCart(page)).orderId).not.toBeNull();
  await sim.addFault({ route: 'DELETE /api/order/:chainId/:memberId/:orderId', status: 500 });

  await page.evaluate(() => (window as unknown as KurvOnPage).kurv.resetClientOrder());

  await expect
    .poll(async () => {
      await page.clock.runFor(LOG_FLUSH_DELAY_MS);
      return ((await sim.state()).logs as unknown as { batch: { entries: { kind: string }[] } }[]).flatMap((log) =>
        log.batch.entries.map((entry) => entry.kind),
      );
    })
    .toContain('orderRemoval');
  expect((await sim.requests()).some((request) => request.method === 'DELETE' && request.fault !== null)).toBe(true);
  expect((await hostCart(page)).itemCount).toBe(0);
});
