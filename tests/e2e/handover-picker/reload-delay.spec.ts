import { expect, test } from '../support/fixtures';
import { pauseClocks } from '../support/step-clocks';

/**
 * Spec section 9: a store changed over the picker's pages reloads the page 500 ms after the picker closes, so the
 * products, the cart and the prices follow the new store. The page's clock and the simulator's stand still from the
 * confirm on and move together a step at a time (support/step-clocks.ts).
 */

test('a store changed over several pages reloads the page 500 ms after the picker closes, not sooner', async ({
  page,
  sim,
  shop,
  picker,
}) => {
  await shop.open();
  await picker.trigger.click();
  await picker.typePage.continueToPickup();
  await picker.locationPage.store(/MENY Ullevål/).check();
  await picker.locationPage.confirm();
  await picker.timePage.chooseWindow(3);
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  const clocks = await pauseClocks(page, sim);

  await picker.timePage.confirmButton().click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await clocks.step(400);
  expect(loads).toBe(0);
  await clocks.step(200);
  await expect.poll(() => loads).toBe(1);
  await expect(picker.trigger).toContainText('MENY Ullevål');
});
