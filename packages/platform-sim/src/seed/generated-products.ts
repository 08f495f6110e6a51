import { SEED_PRODUCTS } from './products';
import type { SeedProduct } from './seed-types';

/** How many products the page of many products (examples/mange-varer/) shows: the seeded ones, then generated ones. */
export const MANY_PRODUCTS_PAGE_COUNT = 200;

/**
 * The kinds the generated products are named after, each with its category, size, comparison unit, how many of that
 * unit one is (`perUnit`) and its weight in kg.
 */
const KINDS = [
  { name: 'Knekkebrød', category: 'Brød og bakevarer', size: '520 g', unit: 'kg', perUnit: 0.52, weight: 0.52 },
  { name: 'Havregryn', category: 'Frokost', size: '1 kg', unit: 'kg', perUnit: 1, weight: 1 },
  { name: 'Tomatsaus', category: 'Middag', size: '400 g', unit: 'kg', perUnit: 0.4, weight: 0.4 },
  { name: 'Juice', category: 'Drikke', size: '1 l', unit: 'l', perUnit: 1, weight: 1 },
  { name: 'Pasta', category: 'Middag', size: '500 g', unit: 'kg', perUnit: 0.5, weight: 0.5 },
  { name: 'Kjeks', category: 'Snacks og godteri', size: '250 g', unit: 'kg', perUnit: 0.25, weight: 0.25 },
  { name: 'Te', category: 'Kaffe og te', size: '20 poser', unit: 'stk', perUnit: 20, weight: 0.04 },
  { name: 'Syltetøy', category: 'Pålegg', size: '350 g', unit: 'kg', perUnit: 0.35, weight: 0.35 },
] as const;
const VARIANTS = ['Original', 'Økologisk', 'Lett', 'Ekstra', 'Klassisk', 'Familie', 'Mini', 'Grov', 'Søt', 'Mild'] as const;
const BRANDS = ['Fjordgården', 'Nordlys', 'Vidde', 'Solbærhagen'] as const;

/** The EAN-13 of 12 digits with its check digit (GS1: weights 1 and 3 from the left). */
export function withEanCheckDigit(twelveDigits: string): string {
  const sum = [...twelveDigits].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
  return `${twelveDigits}${(10 - (sum % 10)) % 10}`;
}

/** The generated product number `index` (from 0): the same fields every time, no randomness, no clock. */
function generatedProduct(index: number): SeedProduct {
  const kind = KINDS[index % KINDS.length] ?? KINDS[0];
  const variant = VARIANTS[Math.floor(index / KINDS.length) % VARIANTS.length] ?? VARIANTS[0];
  const brand = BRANDS[index % BRANDS.length] ?? BRANDS[0];
  // Prices from 14,90 to 93,90 kr in whole kroner and 90 øre; the comparison price from the weight, in øre.
  const price = Math.round((14.9 + ((index * 37) % 80)) * 100) / 100;
  const pricePerUnit = Math.round((price / kind.perUnit) * 100) / 100;
  return {
    // The Norwegian GS1 prefix 70, then 709 (a range the seeded products do not use) and the number.
    ean: withEanCheckDigit(`70709${String(index).padStart(7, '0')}`),
    title: `${kind.name} ${variant} ${String(index + 1).padStart(3, '0')}`,
    subtitle: kind.size,
    brand,
    vendor: `${brand} AS`,
    categoryName: kind.category,
    price,
    priceOriginal: null,
    pricePerUnit,
    pricePerUnitOriginal: null,
    unit: kind.unit,
    weight: kind.weight,
  };
}

/**
 * The generated products: plain products of the chain's assortment beyond the seeded ones, enough that the seeded and
 * these fill the page of many products. Deterministic: the same EANs, titles and prices on every start.
 */
export const GENERATED_PRODUCTS: readonly SeedProduct[] = Array.from(
  { length: MANY_PRODUCTS_PAGE_COUNT - SEED_PRODUCTS.length },
  (_, index) => generatedProduct(index),
);

/** The simulator's whole assortment: the seeded products, then the generated ones. */
export const CATALOGUE_PRODUCTS: readonly SeedProduct[] = [...SEED_PRODUCTS, ...GENERATED_PRODUCTS];
