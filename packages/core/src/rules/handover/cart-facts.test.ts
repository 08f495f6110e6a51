import { describe, expect, it } from 'vitest';
import type { CartItem } from '../../domain/cart';
import { productFixture } from '../../domain/cart.fixtures';
import type { Product } from '../../domain/product';
import { type HandoverCartInput, handoverCartFacts } from './cart-facts';
import { handoverWindow } from './handover.fixtures';
import { evaluateWindow } from './window-disabled-reasons';

function cartOf(...products: (Pick<Product, 'ean' | 'title'> & Partial<Product>)[]): HandoverCartInput {
  const items: CartItem[] = products.map((product) => ({
    id: product.ean,
    ean: product.ean,
    quantity: 1,
    lineTotal: 100,
    lineTotalOriginal: null,
    substitute: true,
    shouldSlice: false,
    doesNotExistInCurrentStore: false,
    product: productFixture(product),
  }));
  return { cart: { items, totals: { calculatorTotal: 100 * items.length, totalWeight: 2 } } };
}

const milk = { ean: '7038010000058', title: 'Tine Lettmelk' };
const beer = { ean: '7022300123459', title: 'Hansa Pilsner', ageLimit: 18, containsAlcohol: true };
const cake = { ean: '7038680001232', title: 'Bløtkake', mustOrderFromSupplier: true, leadTime: 2 };

describe('handoverCartFacts', () => {
  it.each([
    ['milk only', [milk], { hasAgeRestrictedItems: false, hasAlcoholItems: false }],
    ['beer: age-limited alcohol', [milk, beer], { hasAgeRestrictedItems: true, hasAlcoholItems: true }],
    ['an age limit without alcohol', [{ ean: '1', title: 'Snus', ageLimit: 18 }], { hasAgeRestrictedItems: true, hasAlcoholItems: false }],
    ['the supplier cake', [cake], { hasAgeRestrictedItems: false, hasAlcoholItems: false }],
  ])('%s', (_situation, products, expected) => {
    expect(handoverCartFacts(cartOf(...products))).toMatchObject(expected);
  });

  it('passes each line’s lead time and supplier flag on', () => {
    expect(handoverCartFacts(cartOf(milk, cake)).items).toEqual([
      { ean: milk.ean, leadTime: null, mustOrderFromSupplier: false },
      { ean: cake.ean, leadTime: 2, mustOrderFromSupplier: true },
    ]);
  });

  it('a cart with beer cannot take a window outside the alcohol sales hours', () => {
    const now = new Date('2026-03-25T10:00:00+01:00');
    const late = handoverWindow({ alcoholAllowed: false });
    expect(evaluateWindow(late, handoverCartFacts(cartOf(milk)), now).disabledReason).toBeNull();
    expect(evaluateWindow(late, handoverCartFacts(cartOf(milk, beer)), now).disabledReason).toBe('OutsideAlcoholWindows');
    const noAgeLimited = handoverWindow({ ageRestrictedProductsAllowed: false });
    expect(evaluateWindow(noAgeLimited, handoverCartFacts(cartOf(beer)), now).reasons).toContain('AgeRestricted');
  });
});
