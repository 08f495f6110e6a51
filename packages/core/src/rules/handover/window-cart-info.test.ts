import { describe, expect, it } from 'vitest';
import { productFixture } from '../../domain/cart.fixtures';
import { isFrozenFood, windowCartInfo } from './window-cart-info';

const milk = productFixture({ ean: '7038010000058', title: 'Tine Lettmelk', categoryName: 'Meieri og egg' });
const pizza = productFixture({ ean: '7082855330153', title: 'Grandiosa Original', categoryName: 'Frysevarer' });

describe('isFrozenFood', () => {
  it.each([
    ['Frysevarer', true],
    ['frysevarer ', true],
    ['Meieri og egg', false],
    ['', false],
  ])('category %j: %s', (categoryName, frozen) => {
    expect(isFrozenFood({ categoryName })).toBe(frozen);
  });
});

describe('windowCartInfo', () => {
  const totals = { totalWeight: 2.6, totalToPay: 111.7 };
  it.each([
    ['milk only', [{ quantity: 2, product: milk }], { numberOfItemsOrdered: 2, containsFrozenFood: false }],
    [
      'milk and a frozen pizza',
      [
        { quantity: 2, product: milk },
        { quantity: 1, product: pizza },
      ],
      { numberOfItemsOrdered: 3, containsFrozenFood: true },
    ],
    [
      'a pizza line down to 0',
      [
        { quantity: 1, product: milk },
        { quantity: 0, product: pizza },
      ],
      { numberOfItemsOrdered: 1, containsFrozenFood: false },
    ],
    ['an empty cart', [], { numberOfItemsOrdered: 0, containsFrozenFood: false }],
  ])('%s', (_situation, items, expected) => {
    expect(windowCartInfo({ items, totals })).toEqual({ ...expected, totalWeight: 2.6, totalToPay: 111.7 });
  });

  it('sends the cart’s total to pay, not the price-interval total', () => {
    expect(windowCartInfo({ items: [{ quantity: 1, product: milk }], totals: { totalWeight: 1, totalToPay: 0 } }).totalToPay).toBe(0);
  });
});
