import { expect, test } from '../support/fixtures';
import type { SimulatorClient } from '../support/simulator';

/**
 * Spec section 8: a calculator failure triggers a check of the member's store's status (chains other than Kiwi keep the
 * change unpriced and ask the platform whether the store is still active). Lise Nordmann (a member whose adds are never
 * asked about an order) adds a product the calculator refuses.
 */

/** The store-status calls the simulator has answered. */
async function statusCalls(sim: SimulatorClient): Promise<string[]> {
  return (await sim.requests())
    .filter((request) => request.method === 'GET' && /^\/api\/stores\/1300\/\d+\/status$/.test(request.path))
    .map((request) => request.path);
}

test('a calculator failure makes the page ask for the member’s store’s status; a calculation that succeeds does not', async ({
  sim,
  shop,
  products,
  cart,
}) => {
  await shop.openAs('associated');
  await products.add('Tine Lettmelk 1 %');
  await expect(cart.buttonNamed(/^Handlevogn, 1 vare, /)).toBeVisible();
  await expect(products.quantity('Tine Lettmelk 1 %')).toContainText('1');
  expect(await statusCalls(sim)).toEqual([]);

  await sim.addFault({ route: 'POST /api/cart/calculator/*', status: 500, times: 1 });
  await products.increaseButton('Tine Lettmelk 1 %').click();

  await expect(products.element('Tine Lettmelk 1 %').getByRole('alert')).toHaveText('Det har skjedd en feil. Vennligst prøv igjen senere.');
  await expect.poll(async () => (await statusCalls(sim)).length).toBe(1);
});
