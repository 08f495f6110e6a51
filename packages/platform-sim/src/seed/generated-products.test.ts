import { describe, expect, it } from 'vitest';
import { CATALOGUE_PRODUCTS, GENERATED_PRODUCTS, MANY_PRODUCTS_PAGE_COUNT, withEanCheckDigit } from './generated-products';
import { SEED_PRODUCTS } from './products';

describe('the generated products', () => {
  it('fill the assortment to the page of many products’ count, with unique EAN-13 numbers the seeded ones do not use', () => {
    expect(CATALOGUE_PRODUCTS).toHaveLength(MANY_PRODUCTS_PAGE_COUNT);
    expect(CATALOGUE_PRODUCTS.slice(0, SEED_PRODUCTS.length)).toEqual(SEED_PRODUCTS);
    const eans = CATALOGUE_PRODUCTS.map((product) => product.ean);
    expect(new Set(eans).size).toBe(eans.length);
    for (const product of GENERATED_PRODUCTS) {
      expect(product.ean).toMatch(/^\d{13}$/);
      expect(withEanCheckDigit(product.ean.slice(0, 12))).toBe(product.ean);
    }
    expect(new Set(CATALOGUE_PRODUCTS.map((product) => product.title)).size).toBe(CATALOGUE_PRODUCTS.length);
  });

  it('are the same on every start (no randomness, no clock)', () => {
    expect(GENERATED_PRODUCTS.slice(0, 3)).toEqual([
      expect.objectContaining({ ean: '7070900000007', title: 'Knekkebrød Original 001', price: 14.9, pricePerUnit: 28.65, unit: 'kg' }),
      expect.objectContaining({ ean: withEanCheckDigit('707090000001'), title: 'Havregryn Original 002', price: 51.9, unit: 'kg' }),
      expect.objectContaining({ ean: withEanCheckDigit('707090000002'), title: 'Tomatsaus Original 003', price: 88.9, unit: 'kg' }),
    ]);
  });

  it('price every product in kroner and øre, with a comparison price', () => {
    for (const product of GENERATED_PRODUCTS) {
      expect(product.price, product.title).toBeGreaterThan(0);
      expect(Math.round(product.price * 100) / 100, product.title).toBe(product.price);
      expect(product.pricePerUnit, product.title).toBeGreaterThan(0);
      expect(['kg', 'l', 'stk'], product.title).toContain(product.unit);
    }
  });

  it.each([
    ['703855113520', '7038551135202'],
    ['705460905618', '7054609056183'],
  ])('the check digit of %s makes %s', (twelve, ean) => {
    expect(withEanCheckDigit(twelve)).toBe(ean);
  });
});
