import { describe, expect, it } from 'vitest';
import { productFixture } from '../domain/cart.fixtures';
import type { Product } from '../domain/product';
import { parseSiteSettings } from '../settings/site-settings';
import { addBlockReason } from './add-block-reason';
import {
  AVAILABILITY,
  AVAILABILITY_PRECEDENCE,
  type AvailabilityCartLine,
  type AvailabilityCode,
  blockReasonOf,
  drugGroupQuantity,
  INVENTORY_VISIBLE_IF_LESS_THAN,
  INVENTORY_VISIBLE_IF_QUANTITY_STEPS_AWAY,
  type InventoryThresholds,
  isBlockingAvailability,
  isMaxQuantityPerOrderActive,
  maxQuantityAllowed,
  type OutOfStockOverrides,
  overridesOutOfStock,
  productAvailability,
  quantityStep,
} from './availability';

// A Friday in winter time (Oslo is UTC+1).
const now = new Date('2026-03-27T12:00:00Z');

const paracetamolAdult = { atcCode: 'N02BE01', isForChildren: false, restriction: 3 };
const paracetamolChild = { atcCode: 'N02BE01', isForChildren: true, restriction: 3 };
const ibuprofenAdult = { atcCode: 'M01AE01', isForChildren: false, restriction: 3 };

function line(ean: string, quantity: number, drug: Product['drug'] = null): AvailabilityCartLine {
  return { ean, quantity, product: { drug } };
}

interface Row {
  situation: string;
  product: Partial<Product>;
  desired: number;
  cart?: AvailabilityCartLine[];
  originalOrder?: { ean: string; quantity: number }[];
  notInStore?: boolean;
  overrides?: OutOfStockOverrides;
  thresholds?: Partial<InventoryThresholds>;
  at?: Date;
  code: AvailabilityCode;
  maxQuantity: number | null;
  limit?: number | null;
}

function availabilityFor(row: Row) {
  const product = productFixture({ ean: 'A', title: 'Vare A', availableInventory: 100, ...row.product });
  return productAvailability({
    product,
    desiredQuantity: row.desired,
    otherGroupQuantity: product.drug === null ? 0 : drugGroupQuantity(product.drug, 'A', row.cart ?? []),
    doesNotExistInCurrentStore: row.notInStore ?? false,
    originalOrderItems: row.originalOrder ?? null,
    outOfStockOverrides: row.overrides ?? {},
    thresholds: row.thresholds ?? {},
    now: row.at ?? now,
  });
}

describe('productAvailability: codes 0, 3, 4 and 5 (the product itself)', () => {
  it.each<Row>([
    { situation: 'plenty in stock', product: {}, desired: 1, code: AVAILABILITY.none, maxQuantity: 100, limit: null },
    { situation: 'inventory unknown', product: { availableInventory: null }, desired: 50, code: AVAILABILITY.none, maxQuantity: null },
    { situation: 'not for sale', product: { isForSale: false }, desired: 1, code: AVAILABILITY.notForSale, maxQuantity: 0 },
    {
      situation: 'not for sale and out of stock',
      product: { isForSale: false, isOutOfStock: true },
      desired: 1,
      code: AVAILABILITY.notForSale,
      maxQuantity: 0,
    },
    {
      situation: 'not for sale and not in the current store',
      product: { isForSale: false },
      notInStore: true,
      desired: 1,
      code: AVAILABILITY.notForSale,
      maxQuantity: 0,
    },
    {
      situation: 'not in the current store',
      product: {},
      notInStore: true,
      desired: 1,
      code: AVAILABILITY.notInCurrentStore,
      maxQuantity: 0,
    },
    {
      situation: 'not in the current store and out of stock',
      product: { isOutOfStock: true },
      notInStore: true,
      desired: 1,
      code: AVAILABILITY.notInCurrentStore,
      maxQuantity: 0,
    },
    {
      situation: 'flagged out of stock although inventory is left',
      product: { isOutOfStock: true, availableInventory: 10 },
      desired: 1,
      code: AVAILABILITY.outOfStock,
      maxQuantity: 0,
    },
    {
      situation: 'flagged out of stock with unknown inventory',
      product: { isOutOfStock: true, availableInventory: null },
      desired: 1,
      code: AVAILABILITY.outOfStock,
      maxQuantity: 0,
    },
    { situation: 'inventory 0', product: { availableInventory: 0 }, desired: 1, code: AVAILABILITY.outOfStock, maxQuantity: 0 },
    { situation: 'inventory below 0', product: { availableInventory: -3 }, desired: 1, code: AVAILABILITY.outOfStock, maxQuantity: 0 },
    {
      situation: 'out of stock, ignoreOutOfStock',
      product: { isOutOfStock: true },
      overrides: { ignoreOutOfStock: true },
      desired: 5,
      code: AVAILABILITY.none,
      maxQuantity: null,
    },
    {
      situation: 'out of stock, allowAddingOutOfStockToCart',
      product: { availableInventory: 0 },
      overrides: { allowAddingOutOfStockToCart: true },
      desired: 5,
      code: AVAILABILITY.none,
      maxQuantity: null,
    },
    {
      situation: 'out of stock online but the product exists in the store',
      product: { availableInventory: 0 },
      overrides: { existsInStore: true },
      desired: 5,
      code: AVAILABILITY.none,
      maxQuantity: null,
    },
    {
      situation: 'out of stock with an override, but not for sale',
      product: { isForSale: false, isOutOfStock: true },
      overrides: { ignoreOutOfStock: true },
      desired: 1,
      code: AVAILABILITY.notForSale,
      maxQuantity: 0,
    },
    {
      situation: 'out of stock with an override, but not in the current store',
      product: { isOutOfStock: true },
      overrides: { allowAddingOutOfStockToCart: true },
      notInStore: true,
      desired: 1,
      code: AVAILABILITY.notInCurrentStore,
      maxQuantity: 0,
    },
    {
      situation: 'out of stock with an override, the per-order maximum still holds',
      product: { isOutOfStock: true, maxQuantityPerOrder: 2 },
      overrides: { ignoreOutOfStock: true },
      desired: 3,
      code: AVAILABILITY.quantityLimit,
      maxQuantity: 2,
    },
    {
      situation: 'an override on a product in stock leaves its inventory limit',
      product: { availableInventory: 3 },
      overrides: { ignoreOutOfStock: true, allowAddingOutOfStockToCart: true, existsInStore: true },
      desired: 4,
      code: AVAILABILITY.lowInventory,
      maxQuantity: 3,
    },
  ])('$situation gives $code', (row) => {
    const availability = availabilityFor(row);
    expect(availability.code).toBe(row.code);
    expect(availability.canAdd).toBe(!isBlockingAvailability(row.code));
    expect(availability.maxQuantity).toBe(row.maxQuantity);
    if (row.limit !== undefined) {
      expect(availability.limit).toBe(row.limit);
    }
  });

  it('out of stock reports inventory 0, also when an override lets it be added', () => {
    expect(availabilityFor({ situation: '', product: { isOutOfStock: true }, desired: 1, code: 0, maxQuantity: 0 })).toMatchObject({
      code: AVAILABILITY.outOfStock,
      canAdd: false,
      inventory: 0,
      isOutOfStock: true,
    });
    expect(
      availabilityFor({
        situation: '',
        product: { availableInventory: -3 },
        overrides: { ignoreOutOfStock: true },
        desired: 1,
        code: 0,
        maxQuantity: 0,
      }),
    ).toMatchObject({ code: AVAILABILITY.none, canAdd: true, inventory: 0, isOutOfStock: true });
  });
});

describe('productAvailability: codes 6 and 8 (inventory)', () => {
  it.each<Row>([
    {
      situation: 'wanted above inventory',
      product: { availableInventory: 5 },
      desired: 6,
      code: AVAILABILITY.lowInventory,
      maxQuantity: 5,
      limit: 5,
    },
    {
      situation: 'wanted above inventory, unit rule 2 (the stepper stops at 4)',
      product: { availableInventory: 5, unitRule: 2 },
      desired: 6,
      code: AVAILABILITY.lowInventory,
      maxQuantity: 4,
      limit: 5,
    },
    {
      situation: 'wanted equals inventory',
      product: { availableInventory: 5 },
      desired: 5,
      code: AVAILABILITY.inventoryNotice,
      maxQuantity: 5,
    },
    {
      situation: 'inventory below 4 steps',
      product: { availableInventory: 3 },
      desired: 1,
      code: AVAILABILITY.inventoryNotice,
      maxQuantity: 3,
      limit: 3,
    },
    {
      situation: 'inventory exactly 4 steps, wanted 3 steps away',
      product: { availableInventory: 4 },
      desired: 1,
      code: AVAILABILITY.none,
      maxQuantity: 4,
    },
    {
      situation: 'wanted 2 steps from inventory',
      product: { availableInventory: 10 },
      desired: 8,
      code: AVAILABILITY.inventoryNotice,
      maxQuantity: 10,
      limit: 10,
    },
    {
      situation: 'wanted 3 steps from inventory',
      product: { availableInventory: 10 },
      desired: 7,
      code: AVAILABILITY.none,
      maxQuantity: 10,
    },
    {
      situation: 'unit rule 3, inventory below 4 steps (11 < 12)',
      product: { availableInventory: 11, unitRule: 3 },
      desired: 3,
      code: AVAILABILITY.inventoryNotice,
      maxQuantity: 9,
    },
    {
      situation: 'unit rule 3, inventory exactly 4 steps and wanted 3 steps away',
      product: { availableInventory: 12, unitRule: 3 },
      desired: 3,
      code: AVAILABILITY.none,
      maxQuantity: 12,
    },
    {
      situation: 'unit rule 3, wanted 2 steps (6) from inventory',
      product: { availableInventory: 30, unitRule: 3 },
      desired: 24,
      code: AVAILABILITY.inventoryNotice,
      maxQuantity: 30,
    },
    {
      situation: 'unit rule 3, wanted 3 steps (9) from inventory',
      product: { availableInventory: 30, unitRule: 3 },
      desired: 21,
      code: AVAILABILITY.none,
      maxQuantity: 30,
    },
    {
      situation: 'less-than threshold disabled with 0, inventory 3 and wanted 2 steps away',
      product: { availableInventory: 3 },
      thresholds: { inventoryVisibleIfLessThan: 0 },
      desired: 1,
      code: AVAILABILITY.inventoryNotice,
      maxQuantity: 3,
    },
    {
      situation: 'less-than threshold disabled with 0, inventory 3 and wanted 3 steps away',
      product: { availableInventory: 3 },
      thresholds: { inventoryVisibleIfLessThan: 0, inventoryVisibleIfQuantityStepsAway: 1 },
      desired: 1,
      code: AVAILABILITY.none,
      maxQuantity: 3,
    },
    {
      situation: 'steps-away threshold disabled with 0, wanted equals inventory',
      product: { availableInventory: 10 },
      thresholds: { inventoryVisibleIfQuantityStepsAway: 0 },
      desired: 10,
      code: AVAILABILITY.none,
      maxQuantity: 10,
    },
    {
      situation: 'both thresholds disabled (0 and below), inventory 1',
      product: { availableInventory: 1 },
      thresholds: { inventoryVisibleIfLessThan: 0, inventoryVisibleIfQuantityStepsAway: -1 },
      desired: 1,
      code: AVAILABILITY.none,
      maxQuantity: 1,
    },
    {
      situation: 'both thresholds disabled, wanted above inventory still restricts',
      product: { availableInventory: 1 },
      thresholds: { inventoryVisibleIfLessThan: 0, inventoryVisibleIfQuantityStepsAway: 0 },
      desired: 2,
      code: AVAILABILITY.lowInventory,
      maxQuantity: 1,
    },
    {
      situation: 'a site raises the less-than threshold to 10',
      product: { availableInventory: 8 },
      thresholds: { inventoryVisibleIfLessThan: 10 },
      desired: 1,
      code: AVAILABILITY.inventoryNotice,
      maxQuantity: 8,
    },
    {
      situation: 'unknown inventory never gives a notice',
      product: { availableInventory: null },
      desired: 1,
      code: AVAILABILITY.none,
      maxQuantity: null,
    },
    {
      situation: 'weight product with half-unit steps, inventory 1.2 (below 4 steps)',
      product: { productSoldByWeight: true, unitRule: 0.5, availableInventory: 1.2 },
      desired: 1,
      code: AVAILABILITY.inventoryNotice,
      maxQuantity: 1,
    },
    {
      situation: 'weight product with half-unit steps, wanted above inventory 1.2',
      product: { productSoldByWeight: true, unitRule: 0.5, availableInventory: 1.2 },
      desired: 1.5,
      code: AVAILABILITY.lowInventory,
      maxQuantity: 1,
    },
    {
      situation: 'weight product with tenth steps lands exactly on inventory',
      product: { productSoldByWeight: true, unitRule: 0.1, availableInventory: 0.3 },
      desired: 0.1 + 0.2,
      code: AVAILABILITY.inventoryNotice,
      maxQuantity: 0.3,
    },
  ])('$situation gives $code', (row) => {
    const availability = availabilityFor(row);
    expect(availability.code).toBe(row.code);
    expect(availability.canAdd).toBe(!isBlockingAvailability(row.code));
    if (row.maxQuantity === null) {
      expect(availability.maxQuantity).toBeNull();
    } else {
      expect(availability.maxQuantity).toBeCloseTo(row.maxQuantity);
    }
    if (row.limit !== undefined) {
      expect(availability.limit).toBe(row.limit);
    }
  });
});

describe('productAvailability: code 7 (per-order maximum)', () => {
  it.each<Row>([
    {
      situation: 'wanted above a maximum without dates',
      product: { maxQuantityPerOrder: 2 },
      desired: 3,
      code: AVAILABILITY.quantityLimit,
      maxQuantity: 2,
      limit: 2,
    },
    {
      situation: 'wanted equals a maximum without dates',
      product: { maxQuantityPerOrder: 2 },
      desired: 2,
      code: AVAILABILITY.none,
      maxQuantity: 2,
    },
    {
      situation: 'wanted above a maximum within its dates',
      product: {
        maxQuantityPerOrder: 2,
        maxQuantityPerOrderFrom: '2026-03-01T00:00:00+01:00',
        maxQuantityPerOrderTo: '2026-04-30T23:59:59+02:00',
      },
      desired: 3,
      code: AVAILABILITY.quantityLimit,
      maxQuantity: 2,
    },
    {
      situation: 'wanted above a maximum that has not started',
      product: { maxQuantityPerOrder: 2, maxQuantityPerOrderFrom: '2026-03-28T00:00:00+01:00', maxQuantityPerOrderTo: null },
      desired: 3,
      code: AVAILABILITY.none,
      maxQuantity: 100,
    },
    {
      situation: 'wanted above a maximum that has ended',
      product: { maxQuantityPerOrder: 2, maxQuantityPerOrderFrom: null, maxQuantityPerOrderTo: '2026-03-27T12:59:59+01:00' },
      desired: 3,
      code: AVAILABILITY.none,
      maxQuantity: 100,
    },
    {
      situation: 'a maximum ending this very second still applies',
      product: { maxQuantityPerOrder: 2, maxQuantityPerOrderTo: '2026-03-27T13:00:00+01:00' },
      desired: 3,
      code: AVAILABILITY.quantityLimit,
      maxQuantity: 2,
    },
    {
      situation: 'a date-only end is the whole Oslo day (23:30 Oslo)',
      product: { maxQuantityPerOrder: 2, maxQuantityPerOrderTo: '2026-03-27' },
      at: new Date('2026-03-27T22:30:00Z'),
      desired: 3,
      code: AVAILABILITY.quantityLimit,
      maxQuantity: 2,
    },
    {
      situation: 'a date-only end is over after Oslo midnight (00:30 Oslo, 23:30 UTC)',
      product: { maxQuantityPerOrder: 2, maxQuantityPerOrderTo: '2026-03-27' },
      at: new Date('2026-03-27T23:30:00Z'),
      desired: 3,
      code: AVAILABILITY.none,
      maxQuantity: 100,
    },
    {
      situation: 'a date-only start applies from Oslo midnight (00:30 Oslo, 23:30 UTC the day before)',
      product: { maxQuantityPerOrder: 2, maxQuantityPerOrderFrom: '2026-03-28' },
      at: new Date('2026-03-27T23:30:00Z'),
      desired: 3,
      code: AVAILABILITY.quantityLimit,
      maxQuantity: 2,
    },
    {
      situation: 'a maximum of 0 is no maximum',
      product: { maxQuantityPerOrder: 0 },
      desired: 3,
      code: AVAILABILITY.none,
      maxQuantity: 100,
    },
    {
      situation: 'an unreadable end date leaves the maximum open-ended',
      product: { maxQuantityPerOrder: 2, maxQuantityPerOrderTo: 'snart' },
      desired: 3,
      code: AVAILABILITY.quantityLimit,
      maxQuantity: 2,
    },
    {
      situation: 'wanted above both maximum and inventory: the maximum is named',
      product: { maxQuantityPerOrder: 2, availableInventory: 1 },
      desired: 3,
      code: AVAILABILITY.quantityLimit,
      maxQuantity: 1,
      limit: 2,
    },
    {
      situation: 'wanted within the maximum but above inventory',
      product: { maxQuantityPerOrder: 5, availableInventory: 1 },
      desired: 2,
      code: AVAILABILITY.lowInventory,
      maxQuantity: 1,
      limit: 1,
    },
    {
      situation: 'maximum with unit rule 4: the stepper stops at 8 below a maximum of 10',
      product: { maxQuantityPerOrder: 10, unitRule: 4 },
      desired: 12,
      code: AVAILABILITY.quantityLimit,
      maxQuantity: 8,
    },
  ])('$situation gives $code', (row) => {
    const availability = availabilityFor(row);
    expect(availability.code).toBe(row.code);
    expect(availability.canAdd).toBe(!isBlockingAvailability(row.code));
    expect(availability.maxQuantity).toBe(row.maxQuantity);
    if (row.limit !== undefined) {
      expect(availability.limit).toBe(row.limit);
    }
  });
});

describe('productAvailability: code 2 (drug limit)', () => {
  it.each<Row>([
    {
      situation: 'wanted above the restriction, nothing else in the group',
      product: { drug: paracetamolAdult },
      desired: 4,
      code: AVAILABILITY.drugLimit,
      maxQuantity: 3,
      limit: 3,
    },
    {
      situation: 'wanted equals the restriction',
      product: { drug: paracetamolAdult },
      desired: 3,
      code: AVAILABILITY.none,
      maxQuantity: 3,
    },
    {
      situation: 'another product of the same ATC code and adult group fills the group',
      product: { drug: paracetamolAdult },
      cart: [line('B', 2, paracetamolAdult)],
      desired: 2,
      code: AVAILABILITY.drugLimit,
      maxQuantity: 1,
      limit: 3,
    },
    {
      situation: 'two other products of the group share the restriction',
      product: { drug: paracetamolAdult },
      cart: [line('B', 1, paracetamolAdult), line('C', 1, paracetamolAdult)],
      desired: 2,
      code: AVAILABILITY.drugLimit,
      maxQuantity: 1,
    },
    {
      situation: 'the rest of the group leaves room for the wanted quantity',
      product: { drug: paracetamolAdult },
      cart: [line('B', 2, paracetamolAdult)],
      desired: 1,
      code: AVAILABILITY.none,
      maxQuantity: 1,
    },
    {
      situation: 'the same ATC code for children is another group',
      product: { drug: paracetamolAdult },
      cart: [line('B', 3, paracetamolChild)],
      desired: 3,
      code: AVAILABILITY.none,
      maxQuantity: 3,
    },
    {
      situation: 'a children’s product counts only children’s products of the ATC code',
      product: { drug: paracetamolChild },
      cart: [line('B', 3, paracetamolAdult), line('C', 2, paracetamolChild)],
      desired: 2,
      code: AVAILABILITY.drugLimit,
      maxQuantity: 1,
    },
    {
      situation: 'another ATC code is another group',
      product: { drug: paracetamolAdult },
      cart: [line('B', 3, ibuprofenAdult)],
      desired: 3,
      code: AVAILABILITY.none,
      maxQuantity: 3,
    },
    {
      situation: 'the product’s own line is replaced by the wanted quantity',
      product: { drug: paracetamolAdult },
      cart: [line('A', 3, paracetamolAdult)],
      desired: 3,
      code: AVAILABILITY.none,
      maxQuantity: 3,
    },
    {
      situation: 'a drug without restriction',
      product: { drug: { ...paracetamolAdult, restriction: null } },
      cart: [line('B', 30, paracetamolAdult)],
      desired: 30,
      code: AVAILABILITY.none,
      maxQuantity: 100,
    },
    {
      situation: 'the group is already over the restriction',
      product: { drug: paracetamolAdult },
      cart: [line('B', 5, paracetamolAdult)],
      desired: 1,
      code: AVAILABILITY.drugLimit,
      maxQuantity: 0,
    },
    {
      situation: 'wanted above both the drug restriction and the per-order maximum',
      product: { drug: { ...paracetamolAdult, restriction: 2 }, maxQuantityPerOrder: 1 },
      desired: 3,
      code: AVAILABILITY.drugLimit,
      maxQuantity: 1,
      limit: 2,
    },
    {
      situation: 'wanted within the drug restriction, above the per-order maximum',
      product: { drug: paracetamolAdult, maxQuantityPerOrder: 1 },
      desired: 2,
      code: AVAILABILITY.quantityLimit,
      maxQuantity: 1,
      limit: 1,
    },
    {
      situation: 'wanted above both the drug restriction and inventory',
      product: { drug: paracetamolAdult, availableInventory: 2 },
      desired: 4,
      code: AVAILABILITY.drugLimit,
      maxQuantity: 2,
      limit: 3,
    },
    {
      situation: 'drug restriction met but wanted near the low inventory',
      product: { drug: paracetamolAdult, availableInventory: 2 },
      desired: 1,
      code: AVAILABILITY.inventoryNotice,
      maxQuantity: 2,
      limit: 2,
    },
    {
      situation: 'an out-of-stock drug is out of stock before the group is counted',
      product: { drug: paracetamolAdult, availableInventory: 0 },
      cart: [line('B', 3, paracetamolAdult)],
      desired: 1,
      code: AVAILABILITY.outOfStock,
      maxQuantity: 0,
    },
  ])('$situation gives $code', (row) => {
    const availability = availabilityFor(row);
    expect(availability.code).toBe(row.code);
    expect(availability.canAdd).toBe(!isBlockingAvailability(row.code));
    expect(availability.maxQuantity).toBe(row.maxQuantity);
    if (row.limit !== undefined) {
      expect(availability.limit).toBe(row.limit);
    }
  });
});

describe('productAvailability: code 1 (editing an order)', () => {
  it.each<Row>([
    {
      situation: 'wanted below the original quantity, nothing left in stock',
      product: { availableInventory: 0 },
      originalOrder: [{ ean: 'A', quantity: 3 }],
      desired: 2,
      code: AVAILABILITY.editing,
      maxQuantity: 3,
      limit: 3,
    },
    {
      situation: 'wanted equals the original quantity, flagged out of stock',
      product: { isOutOfStock: true },
      originalOrder: [{ ean: 'A', quantity: 3 }],
      desired: 3,
      code: AVAILABILITY.editing,
      maxQuantity: 3,
    },
    {
      situation: 'wanted one above the original quantity, nothing left in stock',
      product: { availableInventory: 0 },
      originalOrder: [{ ean: 'A', quantity: 3 }],
      desired: 4,
      code: AVAILABILITY.lowInventory,
      maxQuantity: 3,
      limit: 3,
    },
    {
      situation: 'the original quantity adds to a low inventory (2 + 3), wanted all of it',
      product: { availableInventory: 2 },
      originalOrder: [{ ean: 'A', quantity: 3 }],
      desired: 5,
      code: AVAILABILITY.inventoryNotice,
      maxQuantity: 5,
      limit: 5,
    },
    {
      situation: 'the original quantity adds to a low inventory (2 + 3), wanted above it',
      product: { availableInventory: 2 },
      originalOrder: [{ ean: 'A', quantity: 3 }],
      desired: 6,
      code: AVAILABILITY.lowInventory,
      maxQuantity: 5,
      limit: 5,
    },
    {
      situation: 'editing is named before the inventory notice',
      product: { availableInventory: 1 },
      originalOrder: [{ ean: 'A', quantity: 3 }],
      desired: 2,
      code: AVAILABILITY.editing,
      maxQuantity: 4,
    },
    {
      situation: 'the original order lacks the product: no editing code',
      product: { availableInventory: 2 },
      originalOrder: [{ ean: 'B', quantity: 3 }],
      desired: 1,
      code: AVAILABILITY.inventoryNotice,
      maxQuantity: 2,
    },
    {
      situation: 'the original order lacks the product and it is out of stock',
      product: { availableInventory: 0 },
      originalOrder: [{ ean: 'B', quantity: 3 }],
      desired: 1,
      code: AVAILABILITY.outOfStock,
      maxQuantity: 0,
    },
    {
      situation: 'a per-order maximum that started after ordering blocks before editing',
      product: { maxQuantityPerOrder: 2 },
      originalOrder: [{ ean: 'A', quantity: 3 }],
      desired: 3,
      code: AVAILABILITY.quantityLimit,
      maxQuantity: 2,
    },
    {
      situation: 'no longer for sale blocks before editing',
      product: { isForSale: false },
      originalOrder: [{ ean: 'A', quantity: 3 }],
      desired: 1,
      code: AVAILABILITY.notForSale,
      maxQuantity: 0,
    },
    {
      situation: 'a drug group over its restriction blocks before editing',
      product: { drug: paracetamolAdult },
      cart: [line('A', 2, paracetamolAdult), line('B', 2, paracetamolAdult)],
      originalOrder: [
        { ean: 'A', quantity: 2 },
        { ean: 'B', quantity: 2 },
      ],
      desired: 2,
      code: AVAILABILITY.drugLimit,
      maxQuantity: 1,
    },
    {
      situation: 'outside edit mode the same numbers give the notice',
      product: { availableInventory: 1 },
      desired: 1,
      code: AVAILABILITY.inventoryNotice,
      maxQuantity: 1,
    },
    {
      situation: 'unit rule 2 in edit mode: inventory 1 + original 4, the stepper stops at 4',
      product: { availableInventory: 1, unitRule: 2 },
      originalOrder: [{ ean: 'A', quantity: 4 }],
      desired: 6,
      code: AVAILABILITY.lowInventory,
      maxQuantity: 4,
      limit: 5,
    },
  ])('$situation gives $code', (row) => {
    const availability = availabilityFor(row);
    expect(availability.code).toBe(row.code);
    expect(availability.canAdd).toBe(!isBlockingAvailability(row.code));
    expect(availability.maxQuantity).toBe(row.maxQuantity);
    if (row.limit !== undefined) {
      expect(availability.limit).toBe(row.limit);
    }
  });
});

describe('maxQuantityAllowed', () => {
  it.each([
    ['nothing limits it', {}, [], null],
    ['inventory', { availableInventory: 7 }, [], 7],
    ['the smallest of inventory, maximum and drug group', { availableInventory: 7, maxQuantityPerOrder: 5, drug: paracetamolAdult }, [], 3],
    ['what the drug group leaves', { availableInventory: 7, drug: paracetamolAdult }, [line('B', 1, paracetamolAdult)], 2],
    ['whole steps of the unit rule', { availableInventory: 7, unitRule: 3 }, [], 6],
    ['a unit rule of 0 counts as 1', { availableInventory: 7, unitRule: 0 }, [], 7],
    ['0 when out of stock', { availableInventory: 0 }, [], 0],
    ['0 when not for sale', { isForSale: false }, [], 0],
  ] as const)('%s', (_situation, product, cart, expected) => {
    const full = productFixture({ ean: 'A', title: 'Vare A', ...product });
    const input = {
      product: full,
      otherGroupQuantity: full.drug === null ? 0 : drugGroupQuantity(full.drug, 'A', cart),
      doesNotExistInCurrentStore: false,
      now,
    };
    expect(maxQuantityAllowed(input)).toBe(expected);
  });

  it('is 0 when the current store does not carry the product', () => {
    const input = { product: productFixture({ ean: 'A', title: 'Vare A' }), otherGroupQuantity: 0, doesNotExistInCurrentStore: true, now };
    expect(maxQuantityAllowed(input)).toBe(0);
  });
});

describe('isMaxQuantityPerOrderActive', () => {
  it.each([
    ['no maximum', null, null, null, false],
    ['a negative maximum', -1, null, null, false],
    ['a maximum without dates', 2, null, null, true],
    ['from now on, to the second', 2, '2026-03-27T13:00:00+01:00', null, true],
    ['from one second later', 2, '2026-03-27T13:00:01+01:00', null, false],
    ['date-only bounds around today', 2, '2026-03-27', '2026-03-27', true],
    ['date-only end yesterday', 2, null, '2026-03-26', false],
    ['UTC timestamps', 2, '2026-03-27T11:00:00Z', '2026-03-27T12:00:00Z', true],
  ] as const)('%s', (_situation, maxQuantityPerOrder, maxQuantityPerOrderFrom, maxQuantityPerOrderTo, expected) => {
    expect(isMaxQuantityPerOrderActive({ maxQuantityPerOrder, maxQuantityPerOrderFrom, maxQuantityPerOrderTo }, now)).toBe(expected);
  });
});

describe('drugGroupQuantity', () => {
  it('sums other lines of the same ATC code and age group only', () => {
    const cart = [
      line('A', 5, paracetamolAdult),
      line('B', 1, paracetamolAdult),
      line('C', 2, paracetamolAdult),
      line('D', 4, paracetamolChild),
      line('E', 8, ibuprofenAdult),
      line('F', 16),
    ];
    expect(drugGroupQuantity(paracetamolAdult, 'A', cart)).toBe(3);
    expect(drugGroupQuantity(paracetamolChild, 'A', cart)).toBe(4);
    expect(drugGroupQuantity(ibuprofenAdult, 'A', cart)).toBe(8);
  });
});

describe('codes and their order', () => {
  it('are numbered as in the spec', () => {
    expect(AVAILABILITY).toEqual({
      none: 0,
      editing: 1,
      drugLimit: 2,
      notForSale: 3,
      outOfStock: 4,
      notInCurrentStore: 5,
      lowInventory: 6,
      quantityLimit: 7,
      inventoryNotice: 8,
    });
  });

  it('the precedence names every code once, blocking codes before the rest', () => {
    expect([...AVAILABILITY_PRECEDENCE].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    const blocking = AVAILABILITY_PRECEDENCE.map(isBlockingAvailability);
    expect(blocking).toEqual([true, true, true, true, true, true, false, false, false]);
  });

  it('the spec’s thresholds are 4 and 2', () => {
    expect(INVENTORY_VISIBLE_IF_LESS_THAN).toBe(4);
    expect(INVENTORY_VISIBLE_IF_QUANTITY_STEPS_AWAY).toBe(2);
  });
});

describe('quantityStep', () => {
  it.each([
    ['one at a time', 1, 1],
    ['a six-pack rule', 6, 6],
    ['half a kilo', 0.5, 0.5],
    ['no unit rule', 0, 1],
    ['a negative unit rule', -2, 1],
  ])('%s', (_situation, unitRule, expected) => {
    expect(quantityStep({ unitRule })).toBe(expected);
  });
});

describe('the out-of-stock exceptions (spec section 4)', () => {
  it.each([
    [{}, false],
    [{ ignoreOutOfStock: false, allowAddingOutOfStockToCart: false, existsInStore: false }, false],
    [{ ignoreOutOfStock: true }, true],
    [{ allowAddingOutOfStockToCart: true }, true],
    [{ ignoreOutOfStock: false, allowAddingOutOfStockToCart: true }, true],
    [{ existsInStore: true }, true],
    [undefined, false],
  ])('%j overrides out of stock: %s', (overrides, overridden) => {
    expect(overridesOutOfStock(overrides)).toBe(overridden);
  });

  it('the site’s features fit as they are: allowAddingOutOfStockToCart is theirs', () => {
    expect(overridesOutOfStock(parseSiteSettings({ environment: 'local' }).features)).toBe(false);
    expect(overridesOutOfStock(parseSiteSettings({ environment: 'local', features: { allowAddingOutOfStockToCart: true } }).features)).toBe(
      true,
    );
  });
});

describe('blockReasonOf: the block an availability code names agrees with addBlockReason', () => {
  it.each([
    [{ isForSale: false }, {}, 'notForSale'],
    [{ isOutOfStock: true, availableInventory: 0 }, {}, 'outOfStock'],
    [{ availableInventory: -1 }, {}, 'outOfStock'],
    [{ isOutOfStock: true, availableInventory: 0 }, { ignoreOutOfStock: true }, null],
    [{ isOutOfStock: true, availableInventory: 0 }, { allowAddingOutOfStockToCart: true }, null],
    [{ existsInStore: false, isOutOfStock: true }, { allowAddingOutOfStockToCart: true }, 'notInCurrentStore'],
    [{ availableInventory: 2 }, {}, null],
  ] as const)('%j with %j: %s', (facts, overrides, reason) => {
    const product = productFixture({ ean: 'A', title: 'Tine Lettmelk', ...facts });
    const availability = productAvailability({
      product,
      otherGroupQuantity: 0,
      doesNotExistInCurrentStore: !product.existsInStore,
      outOfStockOverrides: overrides,
      desiredQuantity: 1,
      now: new Date('2026-03-27T12:00:00Z'),
    });
    expect(blockReasonOf(availability.code)).toBe(reason);
    expect(addBlockReason(product, overrides)).toBe(reason);
  });
});
