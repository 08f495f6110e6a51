import { describe, expect, it } from 'vitest';
import { BONUS_PRODUCTS, SEED_PRODUCTS, SLICEABLE_BREAD, seedProductNamed } from './products';

function hasValidEan13CheckDigit(ean: string): boolean {
  if (!/^\d{13}$/.test(ean)) {
    return false;
  }
  const digits = [...ean].map(Number);
  const sum = digits.slice(0, 12).reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10 === digits[12];
}

describe('the seeded assortment', () => {
  it('has about 40 products with unique, valid EAN-13 numbers', () => {
    expect(SEED_PRODUCTS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(SEED_PRODUCTS.map((product) => product.ean)).size).toBe(SEED_PRODUCTS.length);
    for (const product of SEED_PRODUCTS) {
      expect(hasValidEan13CheckDigit(product.ean), product.title).toBe(true);
    }
  });

  it('has the special products the widgets are tested with', () => {
    expect(SEED_PRODUCTS.filter((product) => product.productSoldByWeight)).not.toHaveLength(0);
    expect(SEED_PRODUCTS.filter((product) => product.drug?.atcCode)).not.toHaveLength(0);
    expect(SEED_PRODUCTS.filter((product) => product.isOutOfStock)).not.toHaveLength(0);
    expect(SEED_PRODUCTS.filter((product) => product.isForSale === false)).not.toHaveLength(0);
    expect(SEED_PRODUCTS.filter((product) => (product.maxQuantityPerOrder ?? 0) > 0)).not.toHaveLength(0);
  });

  it('prices every product in kroner with a comparison price', () => {
    for (const product of SEED_PRODUCTS) {
      expect(product.price, product.title).toBeGreaterThan(0);
      expect(product.pricePerUnit, product.title).toBeGreaterThan(0);
      expect(['kg', 'l', 'stk'], product.title).toContain(product.unit);
    }
  });
});

describe('the seeded slicing and bonus', () => {
  it('let Kneippbrød, and no other product, be sliced', () => {
    expect(SEED_PRODUCTS.filter((product) => product.isBreadAndCanSlice).map((product) => [product.ean, product.title])).toEqual([
      [SLICEABLE_BREAD.ean, SLICEABLE_BREAD.title],
    ]);
  });

  it('give the bonus products, and no other product, their bonus per cent', () => {
    const withBonus = SEED_PRODUCTS.filter((product) => product.bonusPercent != null);
    expect(withBonus.map(({ ean, title, bonusPercent }) => ({ ean, title, bonusPercent }))).toEqual(BONUS_PRODUCTS);
  });
});

describe('seedProductNamed', () => {
  it('finds a seeded product by its title', () => {
    expect(seedProductNamed('Tine Lettmelk 1 %').ean).toBe('7054609056183');
  });

  it('throws for a title that is not seeded, so a misspelt test fails loudly', () => {
    expect(() => seedProductNamed('Tine Lettmelk 1%')).toThrow('No seeded product «Tine Lettmelk 1%»');
  });
});
