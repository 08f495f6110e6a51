import type { Page } from '@playwright/test';
import { holdBackRequests } from './held-script';

/** One line of the simulator calculator's answer (docs/simulator.md, `POST /api/cart/calculator/{chainid}`). */
export interface CalculatedLine {
  ean: string;
  quantity: number;
  lineTotal: number;
  lineTotalOriginal: number | null;
  offerSaving: number;
  promotionSaving: number;
  couponSaving: number;
}

/** The simulator calculator's answer, as much of it as the tests read. */
export interface CalculatorAnswer {
  items: CalculatedLine[];
  totals: { calculatorTotal: number; totalToPay: number; totalWeight: number };
  fees: { bag: number; service: number; handover: number | null };
  discounts: { offers: number; promotions: number; coupons: number; total: number };
}

/** The calculator's answers a page received, in order. */
export interface CalculatorAnswers {
  /** Every answer so far. */
  readonly answers: CalculatorAnswer[];
  /** The latest answer (what the widgets priced the cart by); throws before the first. */
  latest: () => CalculatorAnswer;
}

/** Follows the simulator calculator's answers to the page, from now on. */
export function followCalculator(page: Page): CalculatorAnswers {
  const answers: CalculatorAnswer[] = [];
  page.on('response', async (response) => {
    const { pathname } = new URL(response.url());
    if (response.request().method() === 'POST' && pathname.startsWith('/api/cart/calculator/') && response.ok()) {
      const answer = (await response.json().catch(() => null)) as CalculatorAnswer | null;
      if (answer !== null) {
        answers.push(answer);
      }
    }
  });
  return {
    answers,
    latest: () => {
      const latest = answers.at(-1);
      if (latest === undefined) {
        throw new Error('The calculator has not answered yet');
      }
      return latest;
    },
  };
}

/** Holds back the page's calls to the calculator: a slow network in this tab only (another tab's calls go on). */
export async function holdBackCalculator(page: Page): Promise<{ called: Promise<void>; release: () => Promise<void> }> {
  const calculator = /\/api\/cart\/calculator\/\d+$/;
  const held = await holdBackRequests(page, calculator);
  return {
    called: held.called,
    release: async () => {
      held.release();
      await page.unroute(calculator);
    },
  };
}
