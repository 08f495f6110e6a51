import { putInCart } from '../support/cart-seeds';
import { expect, test } from '../support/fixtures';
import type { SimulatorClient } from '../support/simulator';

// Issue 36, point 10 (spec sections 5 and 9): a window's handover product is the one whose price interval holds the
// cart's total plus 0.00001 (from inclusive, below the upper bound, 2e10 when none is sent), a calculator total not
// there yet counting as 1. The store's windows get price intervals of the test's own through the simulator
// (`sim.setWindowPrices`); the time page's «Fra X kr» names the product the picker uses, and a window without one
// cannot be chosen.

/** Half the spec's epsilon (0.00001): a bound this far over the cart's total is reached only with the epsilon. */
const HALF_EPSILON = 0.000005;

/** The calculator total of the shopper's cart as the platform priced it (the one the picker reads). */
async function calculatorTotal(sim: SimulatorClient): Promise<number> {
  const carts = Object.values((await sim.state()).carts);
  expect(carts).toHaveLength(1);
  return carts[0]?.totals.calculatorTotal ?? Number.NaN;
}

test('a cart total within 0.00001 under a price interval’s bound gets that interval’s price: «Fra 19,00 kr», not 59', async ({
  page,
  sim,
  shop,
  picker,
}) => {
  await shop.open();
  await putInCart(page, { 'Norvegia 26 %': 1 }, '1 vare');
  const bound = (await calculatorTotal(sim)) + HALF_EPSILON;
  await sim.setWindowPrices('store', [
    { price: 59, from: 0, to: bound },
    { price: 19, from: bound, to: null },
  ]);

  const time = await picker.toPickupTimePage();
  await expect(picker.timePage.openWindows(time).first()).toHaveAccessibleName(/Fra 19,00 kr/);
});

test('a price interval sent without an upper bound holds any large cart: its windows are offered at «Fra 19,00 kr»', async ({
  page,
  sim,
  shop,
  picker,
}) => {
  await sim.setWindowPrices('store', [
    { price: 59, from: 0, to: 100 },
    { price: 19, from: 100, to: null },
  ]);
  await shop.open();
  await putInCart(page, { 'Norvegia 26 %': 8 }, '8 varer');
  expect(await calculatorTotal(sim)).toBeGreaterThan(1000);

  const time = await picker.toPickupTimePage();
  const windows = picker.timePage.openWindows(time);
  await expect(windows.first()).toBeEnabled();
  await expect(windows.first()).toHaveAccessibleName(/Fra 19,00 kr/);
});

test('windows asked for before any calculator total are priced as for 1 kr: «Fra 19,00 kr» of the interval from 1, not 59 of the one under it', async ({
  sim,
  shop,
  picker,
}) => {
  await sim.setWindowPrices('store', [
    { price: 59, from: 0, to: 1 },
    { price: 19, from: 1, to: null },
  ]);
  await shop.open();

  const time = await picker.toPickupTimePage();
  await expect(picker.timePage.openWindows(time).first()).toHaveAccessibleName(/Fra 19,00 kr/);
  expect(Object.values((await sim.state()).carts).flatMap((cart) => cart.items)).toEqual([]);
});
