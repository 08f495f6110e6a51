import { describe, expect, it } from 'vitest';
import { productFixture } from '../domain/cart.fixtures';
import type { Product } from '../domain/product';
import { nb } from '../texts/nb';
import { AVAILABILITY, type AvailabilityCode } from './availability';
import { type AvailabilityTexts, availabilityTexts } from './availability-texts';

const now = new Date('2026-11-21T12:00:00+01:00');
const milk = productFixture({ ean: '1', title: 'Tine Lettmelk' });
const childDrug = productFixture({ ean: '2', title: 'Paracet mikstur', drug: { isForChildren: true, atcCode: 'N02BE01', restriction: 1 } });
const adultDrug = productFixture({ ean: '3', title: 'Ibux 200 mg', drug: { isForChildren: false, atcCode: 'M01AE01', restriction: 2 } });
const limited = productFixture({
  ean: '4',
  title: 'Egg 12 stk',
  maxQuantityPerOrder: 2,
  maxQuantityPerOrderFrom: '2026-01-01T00:00:00+01:00',
  maxQuantityPerOrderTo: '2027-12-31T23:59:59+01:00',
});
const limitedLater = productFixture({ ean: '5', title: 'Egg 6 stk', maxQuantityPerOrder: 2, maxQuantityPerOrderFrom: '2027-01-01' });
const cake = productFixture({ ean: '6', title: 'Bløtkake', mustOrderFromSupplier: true });

describe('availabilityTexts', () => {
  it.each<[string, AvailabilityCode, number | null, Product, boolean, AvailabilityTexts]>([
    ['nothing to say', AVAILABILITY.none, null, milk, false, { notice: null, labels: [] }],
    [
      'more wanted than in stock (6)',
      AVAILABILITY.lowInventory,
      3,
      milk,
      false,
      { notice: 'Det er bare 3 av denne varen igjen på lager.', labels: [] },
    ],
    [
      'more wanted than in stock, name shown',
      AVAILABILITY.lowInventory,
      3,
      milk,
      true,
      { notice: 'Det er bare 3 av Tine Lettmelk igjen på lager.', labels: [] },
    ],
    [
      'the inventory notice (8)',
      AVAILABILITY.inventoryNotice,
      2,
      milk,
      false,
      { notice: 'Det er bare 2 av denne varen igjen på lager.', labels: ['Kun 2 tilgjengelig'] },
    ],
    [
      'the per-order maximum reached (7)',
      AVAILABILITY.quantityLimit,
      2,
      limited,
      false,
      { notice: 'Du kan kun kjøpe 2 av denne varen per handel.', labels: ['Maks antall per kunde'] },
    ],
    [
      'a per-order maximum in force labels the product',
      AVAILABILITY.none,
      null,
      limited,
      false,
      { notice: null, labels: ['Maks antall per kunde'] },
    ],
    ['a per-order maximum not yet in force', AVAILABILITY.none, null, limitedLater, false, { notice: null, labels: [] }],
    [
      'a children’s drug over its group limit, name not shown',
      AVAILABILITY.drugLimit,
      1,
      childDrug,
      false,
      {
        notice: 'Du kan kun kjøpe 1 barneprodukt med samme virkestoff per handel. Merk at bestiller og mottaker må være samme person.',
        labels: [],
      },
    ],
    [
      'an adults’ drug over its group limit, name shown',
      AVAILABILITY.drugLimit,
      2,
      adultDrug,
      true,
      { notice: 'Du kan kun kjøpe 2 voksenprodukt med samme virkestoff per handel.', labels: [] },
    ],
    ['a supplier product', AVAILABILITY.none, null, cake, false, { notice: null, labels: ['Bestillingsvare'] }],
    ['out of stock: the blocked text says it', AVAILABILITY.outOfStock, 0, milk, false, { notice: null, labels: [] }],
    ['editing within the order', AVAILABILITY.editing, 3, milk, false, { notice: null, labels: [] }],
  ])('%s', (_situation, code, limit, product, showsName, expected) => {
    expect(availabilityTexts({ code, limit, inventory: limit }, product, { showsName, now }, nb)).toEqual(expected);
  });
});

describe('availabilityTexts, the per-order limit said once (cart lines)', () => {
  it.each<[string, AvailabilityCode, AvailabilityTexts]>([
    ['at the limit: the notice alone', AVAILABILITY.quantityLimit, { notice: 'Du kan kun kjøpe 2 av denne varen per handel.', labels: [] }],
    ['below the limit: the label alone', AVAILABILITY.none, { notice: null, labels: ['Maks antall per kunde'] }],
  ])('%s', (_situation, code, expected) => {
    expect(availabilityTexts({ code, limit: 2, inventory: null }, limited, { showsName: false, now, limitOnce: true }, nb)).toEqual(
      expected,
    );
  });

  it('keeps both where the limit is not asked to be said once (the button)', () => {
    expect(
      availabilityTexts({ code: AVAILABILITY.quantityLimit, limit: 2, inventory: null }, limited, { showsName: false, now }, nb),
    ).toEqual({
      notice: 'Du kan kun kjøpe 2 av denne varen per handel.',
      labels: ['Maks antall per kunde'],
    });
  });
});
