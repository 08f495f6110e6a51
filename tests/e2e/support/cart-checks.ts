import { expect, type Page } from '@playwright/test';
import type { CartPopup } from '../pages/CartPopup';
import type { ShopPage } from '../pages/ShopPage';
import { axeViolations } from './axe';
import type { CalculatorAnswer } from './calculator';
import { kroner, roundToOre as round } from './money';
import type { SimulatorClient } from './simulator';

/**
 * Expects axe to find no violation of WCAG 2.1 A and AA on the page as it is now, its open dialogs included: the check
 * the cart and order-edit specs make after each step a shopper sees.
 */
export async function expectAccessible(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

export interface SimCartTotals {
  calculatorTotal: number;
  totalToPay: number;
  totalWeight: number;
}

/** The simulator calculator's last totals for the page's cart (the simulator's carts by persistedId). */
export async function simulatorTotals(sim: SimulatorClient, shop: ShopPage): Promise<SimCartTotals> {
  const persistedId = await shop.persistedId();
  const { carts } = await sim.state();
  const calculated = carts[persistedId] as { totals: SimCartTotals } | undefined;
  expect(calculated, `the simulator has calculated the cart ${persistedId}`).toBeDefined();
  return (calculated as { totals: SimCartTotals }).totals;
}

/**
 * Expects the cart popup's total to pay to be the simulator calculator's (the summary's other lines, items before their
 * savings included, are checked against the calculator's answer by expectSummaryFromCalculator).
 */
export async function expectPopupTotalsFromSimulator(sim: SimulatorClient, shop: ShopPage, cart: CartPopup) {
  await expect(async () => {
    const totals = await simulatorTotals(sim, shop);
    await expect(cart.totalRow('Å betale')).toHaveText(kroner(totals.totalToPay), { timeout: 500 });
  }).toPass({ timeout: 10_000 });
}

/** Expects the popup's summary to be the calculator's last answer, line by line, none marked not updated. */
export async function expectSummaryFromCalculator(
  cart: CartPopup,
  answers: readonly CalculatorAnswer[],
  handoverLabel: 'Henting' | 'Levering' = 'Henting',
) {
  await expect(async () => {
    const answer = answers.at(-1);
    expect(answer, 'the calculator has answered').toBeDefined();
    const { items, totals, fees } = answer as CalculatorAnswer;
    const before = round(items.reduce((sum, line) => sum + Math.max(line.lineTotalOriginal ?? line.lineTotal, line.lineTotal), 0));
    const discount = round(before - totals.calculatorTotal);
    await expect(cart.totalRow('Varer')).toHaveText(kroner(before), { timeout: 500 });
    if (discount > 0) {
      await expect(cart.totalRow('Rabatter')).toHaveText(`\u2212${kroner(discount)}`, { timeout: 500 });
    } else {
      await expect(cart.totalRow('Rabatter')).toHaveCount(0, { timeout: 500 });
    }
    await expect(cart.totalRow('Emballasje')).toHaveText(kroner(fees.bag), { timeout: 500 });
    if (fees.service > 0) {
      await expect(cart.totalRow('Tilleggstjeneste')).toHaveText(kroner(fees.service), { timeout: 500 });
    }
    if (fees.handover !== null) {
      await expect(cart.totalRow(handoverLabel)).toHaveText(kroner(fees.handover), { timeout: 500 });
    } else {
      await expect(cart.totalRow(handoverLabel)).toHaveCount(0, { timeout: 500 });
    }
    await expect(cart.totalRow('Å betale')).toHaveText(kroner(totals.totalToPay), { timeout: 500 });
    // The sum a shopper can do: items − savings + fees = total to pay.
    expect(round(before - discount + fees.bag + fees.service + (fees.handover ?? 0))).toBe(totals.totalToPay);
    await expect(cart.button).toHaveAccessibleName(new RegExp(`, ${kroner(totals.totalToPay)}$`), { timeout: 500 });
  }).toPass({ timeout: 10_000 });
}
