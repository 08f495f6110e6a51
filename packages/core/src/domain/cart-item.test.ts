import { describe, expect, it } from 'vitest';
import { productFixture } from './cart.fixtures';
import { cartItemOf } from './cart-item';

describe('cartItemOf', () => {
  const bread = productFixture({ ean: 'bread', title: 'Kneippbrød', isBreadAndCanSlice: true });
  const milk = productFixture({ ean: 'milk', title: 'Melk' });
  const elsewhere = productFixture({ ean: 'yoghurt', title: 'Yoghurt', existsInStore: false });

  it.each([
    [
      'a new line accepts substitutes and is not sliced',
      milk,
      { quantity: 2 },
      { substitute: true, shouldSlice: false, doesNotExistInCurrentStore: false },
    ],
    [
      'slicing asked for bread that can be sliced',
      bread,
      { quantity: 1, shouldSlice: true },
      { substitute: true, shouldSlice: true, doesNotExistInCurrentStore: false },
    ],
    [
      'slicing asked for a product that cannot be sliced',
      milk,
      { quantity: 1, shouldSlice: true },
      { substitute: true, shouldSlice: false, doesNotExistInCurrentStore: false },
    ],
    [
      'substitutes declined',
      milk,
      { quantity: 1, substitute: false },
      { substitute: false, shouldSlice: false, doesNotExistInCurrentStore: false },
    ],
    [
      'a product the current store lacks',
      elsewhere,
      { quantity: 1 },
      { substitute: true, shouldSlice: false, doesNotExistInCurrentStore: true },
    ],
  ] as const)('%s', (_situation, product, line, expected) => {
    expect(cartItemOf(product, line)).toMatchObject({
      ean: product.ean,
      id: product.ean,
      quantity: line.quantity,
      lineTotal: null,
      ...expected,
    });
  });
});
