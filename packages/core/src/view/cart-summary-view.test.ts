import { describe, expect, it } from 'vitest';
import type { CartFees } from '../domain/cart';
import type { CartPriceBreakdown, CartState } from '../store/cart/cart-state';
import { nb } from '../texts/nb';
import { bagOptionsView, type CartSummaryInput, cartSummaryView, serviceFeeOptionsView } from './cart-summary-view';

const KEY = 'priced';
const PRICES = {
  bagTypes: { PLAST: 2, PAPIR: 3.5, PAPPESKE: 9.9 },
  serviceFeeTypes: { OPPSKJAERING: 149, OPPSKJAERING_PRIVAT: 99, INVOICE: 39 },
};

function input(facts: {
  fees?: CartFees;
  totalToPay: number;
  calculatorTotal: number;
  breakdown?: Partial<CartPriceBreakdown> | null;
  status?: CartState['status'];
  currentKey?: string | null;
  handoverType?: 'Store' | 'Delivery';
}): CartSummaryInput {
  return {
    cart: {
      items: [],
      totals: { calculatorTotal: facts.calculatorTotal, totalWeight: 1, totalToPay: facts.totalToPay },
      fees: facts.fees ?? { bag: 2, service: 0, handover: null },
      breakdown:
        facts.breakdown === null
          ? null
          : { itemsTotal: facts.calculatorTotal, discount: 0, optionPrices: PRICES, pricedFor: KEY, ...facts.breakdown },
      status: facts.status ?? 'idle',
    },
    currentKey: facts.currentKey === undefined ? KEY : facts.currentKey,
    handoverType: facts.handoverType ?? 'Store',
    texts: nb,
  };
}

/** The summary as label: amount text pairs, with '*' after a not-updated amount. */
function shown(view: ReturnType<typeof cartSummaryView>): string[] {
  return [...view.lines, view.totalToPay].map((line) => `${line.label}: ${line.amountText}${line.notUpdated ? ' *' : ''}`);
}

describe('cartSummaryView: every amount from the calculator, marked when not updated', () => {
  it.each<[string, CartSummaryInput, string[]]>([
    [
      'one milk and a plastic bag: the bag fee turns 24,90 into 26,90',
      input({ calculatorTotal: 24.9, totalToPay: 26.9 }),
      ['Varer: 24,90 kr', 'Emballasje: 2,00 kr', 'Å betale: 26,90 kr'],
    ],
    [
      'an offer: the items before it, the saving, then the fees',
      input({ calculatorTotal: 109.7, totalToPay: 111.7, breakdown: { itemsTotal: 129.7, discount: 20 } }),
      ['Varer: 129,70 kr', 'Rabatter: \u221220,00 kr', 'Emballasje: 2,00 kr', 'Å betale: 111,70 kr'],
    ],
    [
      'a corporate service fee and a delivery window: every line',
      input({
        calculatorTotal: 109.7,
        totalToPay: 319.7,
        fees: { bag: 4, service: 149, handover: 57 },
        breakdown: { itemsTotal: 129.7, discount: 20 },
        handoverType: 'Delivery',
      }),
      [
        'Varer: 129,70 kr',
        'Rabatter: \u221220,00 kr',
        'Emballasje: 4,00 kr',
        'Tilleggstjeneste: 149,00 kr',
        'Levering: 57,00 kr',
        'Å betale: 319,70 kr',
      ],
    ],
    [
      'a free pickup window: its price shown as 0,00 kr',
      input({ calculatorTotal: 600, totalToPay: 602, fees: { bag: 2, service: 0, handover: 0 } }),
      ['Varer: 600,00 kr', 'Emballasje: 2,00 kr', 'Henting: 0,00 kr', 'Å betale: 602,00 kr'],
    ],
    [
      'the cart changed and the calculation failed: every amount marked',
      input({ calculatorTotal: 24.9, totalToPay: 26.9, status: 'error', currentKey: 'changed' }),
      ['Varer: 24,90 kr *', 'Emballasje: 2,00 kr *', 'Å betale: 26,90 kr *'],
    ],
    [
      'the error dismissed: still marked while the cart differs from its calculation',
      input({ calculatorTotal: 24.9, totalToPay: 26.9, status: 'idle', currentKey: 'changed' }),
      ['Varer: 24,90 kr *', 'Emballasje: 2,00 kr *', 'Å betale: 26,90 kr *'],
    ],
    [
      'a calculation on its way: nothing marked (the popup says it is updating)',
      input({ calculatorTotal: 24.9, totalToPay: 26.9, status: 'updating', currentKey: 'changed' }),
      ['Varer: 24,90 kr', 'Emballasje: 2,00 kr', 'Å betale: 26,90 kr'],
    ],
    [
      'a failure that rolled the cart back (Kiwi): the amounts are the cart’s, not marked',
      input({ calculatorTotal: 24.9, totalToPay: 26.9, status: 'error' }),
      ['Varer: 24,90 kr', 'Emballasje: 2,00 kr', 'Å betale: 26,90 kr'],
    ],
    [
      'no user yet: the key cannot be told, the amounts count as current',
      input({ calculatorTotal: 24.9, totalToPay: 26.9, currentKey: null }),
      ['Varer: 24,90 kr', 'Emballasje: 2,00 kr', 'Å betale: 26,90 kr'],
    ],
    [
      'never calculated (a cart stored before the breakdown): marked',
      input({ calculatorTotal: 24.9, totalToPay: 26.9, breakdown: null }),
      ['Varer: 24,90 kr *', 'Emballasje: 2,00 kr *', 'Å betale: 26,90 kr *'],
    ],
  ])('%s', (_name, given, expected) => {
    expect(shown(cartSummaryView(given))).toEqual(expected);
  });

  it('says once that the amounts are not updated', () => {
    expect(cartSummaryView(input({ calculatorTotal: 1, totalToPay: 3, currentKey: 'changed' }))).toMatchObject({
      notUpdated: true,
      notUpdatedText: nb.summaryNotUpdated,
    });
    expect(cartSummaryView(input({ calculatorTotal: 1, totalToPay: 3 }))).toMatchObject({ notUpdated: false, notUpdatedText: null });
  });

  it('adds up: items − savings + fees = total to pay', () => {
    const view = cartSummaryView(
      input({
        calculatorTotal: 109.7,
        totalToPay: 319.7,
        fees: { bag: 4, service: 149, handover: 57 },
        breakdown: { itemsTotal: 129.7, discount: 20 },
      }),
    );
    const sum = view.lines.reduce((total, line) => total + (line.kind === 'discounts' ? -line.amount : line.amount), 0);
    expect(Math.round(sum * 100) / 100).toBe(view.totalToPay.amount);
  });
});

describe('the options with their prices', () => {
  it.each([
    [PRICES, ['Plastpose, 2,00 kr per stk', 'Papirpose, 3,50 kr per stk', 'Pappeske, 9,90 kr per stk']],
    [null, ['Plastpose', 'Papirpose', 'Pappeske']],
    [{ bagTypes: { PLAST: 2 }, serviceFeeTypes: {} }, ['Plastpose, 2,00 kr per stk', 'Papirpose', 'Pappeske']],
  ])('bag types with prices %j', (prices, labels) => {
    expect(bagOptionsView(['PLAST', 'PAPIR', 'PAPPESKE'], prices, nb).map((option) => option.label)).toEqual(labels);
  });

  it.each([
    [PRICES, ['Oppskjæring, 149,00 kr', 'Oppskjæring (privat), 99,00 kr', 'Faktura, 39,00 kr']],
    [null, ['Oppskjæring', 'Oppskjæring (privat)', 'Faktura']],
  ])('service fee types with prices %j: «Faktura» never adds 39 kr silently', (prices, labels) => {
    expect(serviceFeeOptionsView(['OPPSKJAERING', 'OPPSKJAERING_PRIVAT', 'INVOICE'], prices, nb).map((option) => option.label)).toEqual(
      labels,
    );
  });

  it('offers no service fee option when none is offered', () => {
    expect(serviceFeeOptionsView([], PRICES, nb)).toEqual([]);
  });
});
