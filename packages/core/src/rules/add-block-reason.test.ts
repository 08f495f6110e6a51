import { describe, expect, it } from 'vitest';
import { addBlockReason } from './add-block-reason';

describe('addBlockReason', () => {
  it.each([
    [{ isForSale: true, isOutOfStock: false, availableInventory: 10 }, null],
    [{ isForSale: true, isOutOfStock: false, availableInventory: null }, null],
    [{ isForSale: false, isOutOfStock: false, availableInventory: 10 }, 'notForSale'],
    [{ isForSale: false, isOutOfStock: true, availableInventory: 0 }, 'notForSale'],
    [{ isForSale: true, isOutOfStock: true, availableInventory: 10 }, 'outOfStock'],
    [{ isForSale: true, isOutOfStock: false, availableInventory: 0 }, 'outOfStock'],
    [{ isForSale: true, isOutOfStock: false, availableInventory: -3 }, 'outOfStock'],
    [{ isForSale: true, isOutOfStock: false, availableInventory: 10, existsInStore: false }, 'notInCurrentStore'],
    [{ isForSale: true, isOutOfStock: true, availableInventory: 0, existsInStore: false }, 'notInCurrentStore'],
    [{ isForSale: false, isOutOfStock: false, availableInventory: 10, existsInStore: false }, 'notForSale'],
    [{ isForSale: true, isOutOfStock: false, availableInventory: 10, existsInStore: true }, null],
  ] as const)('%j blocks with %s', (product, expected) => {
    expect(addBlockReason(product)).toBe(expected);
  });

  // Spec section 4: the out-of-stock exceptions lift code 4 only, as the availability rules do (overridesOutOfStock).
  it.each([
    [{ isForSale: true, isOutOfStock: true, availableInventory: 0 }, { ignoreOutOfStock: true }, null],
    [{ isForSale: true, isOutOfStock: false, availableInventory: -3 }, { allowAddingOutOfStockToCart: true }, null],
    [{ isForSale: true, isOutOfStock: true, availableInventory: 0 }, { existsInStore: true }, null],
    [
      { isForSale: true, isOutOfStock: true, availableInventory: 0 },
      { ignoreOutOfStock: false, allowAddingOutOfStockToCart: false },
      'outOfStock',
    ],
    [{ isForSale: false, isOutOfStock: true, availableInventory: 0 }, { ignoreOutOfStock: true }, 'notForSale'],
    [
      { isForSale: true, isOutOfStock: true, availableInventory: 0, existsInStore: false },
      { allowAddingOutOfStockToCart: true },
      'notInCurrentStore',
    ],
  ] as const)('%j with the exceptions %j blocks with %s', (product, overrides, expected) => {
    expect(addBlockReason(product, overrides)).toBe(expected);
  });
});
