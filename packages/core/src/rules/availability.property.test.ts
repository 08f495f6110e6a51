import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { productFixture } from '../domain/cart.fixtures';
import type { Product } from '../domain/product';
import {
  AVAILABILITY,
  type AvailabilityCartLine,
  drugGroupQuantity,
  isMaxQuantityPerOrderActive,
  maxQuantityAllowed,
  productAvailability,
} from './availability';

const now = new Date('2026-03-27T12:00:00Z');

// Two ATC codes, each in an adult and a children's group; a group has one restriction for all its products.
const drugGroups = [
  { atcCode: 'N02BE01', isForChildren: false },
  { atcCode: 'N02BE01', isForChildren: true },
  { atcCode: 'M01AE01', isForChildren: false },
  { atcCode: 'M01AE01', isForChildren: true },
] as const;

const maximumWindow = fc.constantFrom(
  { from: null, to: null },
  { from: '2026-03-01T00:00:00+01:00', to: '2026-04-30T23:59:59+02:00' },
  { from: '2026-03-28', to: null },
  { from: null, to: '2026-03-26' },
);

const productFacts = fc.record({
  availableInventory: fc.option(fc.integer({ min: -2, max: 20 }), { nil: null }),
  isOutOfStock: fc.boolean(),
  isForSale: fc.boolean(),
  unitRule: fc.integer({ min: 1, max: 3 }),
  maxQuantityPerOrder: fc.option(fc.integer({ min: 0, max: 10 }), { nil: null }),
  maximumWindow,
  drugGroup: fc.option(fc.integer({ min: 0, max: drugGroups.length - 1 }), { nil: null }),
  notInStore: fc.boolean(),
  originalQuantity: fc.integer({ min: 0, max: 4 }),
});

const scenario = fc.record({
  products: fc.array(productFacts, { minLength: 1, maxLength: 5 }),
  groupRestrictions: fc.array(fc.option(fc.integer({ min: 1, max: 8 }), { nil: null }), {
    minLength: drugGroups.length,
    maxLength: drugGroups.length,
  }),
  isEditing: fc.boolean(),
  operations: fc.array(fc.record({ productIndex: fc.nat(), steps: fc.integer({ min: -2, max: 4 }) }), { maxLength: 40 }),
});

type ProductFacts = typeof productFacts extends fc.Arbitrary<infer Value> ? Value : never;

function buildProduct(facts: ProductFacts, index: number, groupRestrictions: readonly (number | null)[]): Product {
  const group = facts.drugGroup === null ? undefined : drugGroups[facts.drugGroup];
  return productFixture({
    ean: `EAN${index}`,
    title: `Vare ${index}`,
    availableInventory: facts.availableInventory,
    isOutOfStock: facts.isOutOfStock,
    isForSale: facts.isForSale,
    unitRule: facts.unitRule,
    maxQuantityPerOrder: facts.maxQuantityPerOrder,
    maxQuantityPerOrderFrom: facts.maximumWindow.from,
    maxQuantityPerOrderTo: facts.maximumWindow.to,
    drug: group === undefined ? null : { ...group, restriction: groupRestrictions[facts.drugGroup ?? 0] ?? null },
  });
}

describe('adds guided by maxQuantityAllowed (property)', () => {
  it('never take a line above its inventory (plus the edited order) or its per-order maximum, nor a drug group above its restriction', () => {
    fc.assert(
      fc.property(scenario, (facts) => {
        const catalogue = facts.products.map((product, index) => ({
          product: buildProduct(product, index, facts.groupRestrictions),
          notInStore: product.notInStore,
        }));
        const originalOrderItems = facts.isEditing
          ? catalogue.map(({ product }, index) => ({ ean: product.ean, quantity: facts.products[index]?.originalQuantity ?? 0 }))
          : null;
        let cart: AvailabilityCartLine[] = [];

        for (const operation of facts.operations) {
          const entry = catalogue[operation.productIndex % catalogue.length];
          if (entry === undefined) {
            continue;
          }
          const { product, notInStore } = entry;
          const current = cart.find((line) => line.ean === product.ean)?.quantity ?? 0;
          const wanted = Math.max(current + operation.steps * product.unitRule, 0);
          const maximum = maxQuantityAllowed({
            product,
            otherGroupQuantity: product.drug === null ? 0 : drugGroupQuantity(product.drug, product.ean, cart),
            doesNotExistInCurrentStore: notInStore,
            originalOrderItems,
            now,
          });
          // A shopper may always lower a line; raising it stops at the allowed maximum.
          const next = wanted <= current ? wanted : Math.max(current, maximum === null ? wanted : Math.min(wanted, maximum));
          cart = [...cart.filter((line) => line.ean !== product.ean), ...(next > 0 ? [{ ean: product.ean, quantity: next, product }] : [])];
        }

        for (const { product } of catalogue) {
          const quantity = cart.find((line) => line.ean === product.ean)?.quantity ?? 0;
          const original = originalOrderItems?.find((line) => line.ean === product.ean)?.quantity ?? 0;
          if (product.availableInventory !== null || product.isOutOfStock) {
            const inventory = (product.isOutOfStock ? 0 : (product.availableInventory ?? 0)) + original;
            expect(quantity).toBeLessThanOrEqual(Math.max(inventory, 0));
          }
          if (isMaxQuantityPerOrderActive(product, now)) {
            expect(quantity).toBeLessThanOrEqual(product.maxQuantityPerOrder ?? 0);
          }
          if (!product.isForSale) {
            expect(quantity).toBe(0);
          }
        }
        drugGroups.forEach((group, index) => {
          const restriction = facts.groupRestrictions[index] ?? null;
          const groupQuantity = cart
            .filter((line) => line.product.drug?.atcCode === group.atcCode && line.product.drug.isForChildren === group.isForChildren)
            .reduce((sum, line) => sum + line.quantity, 0);
          if (restriction !== null) {
            expect(groupQuantity).toBeLessThanOrEqual(restriction);
          }
        });
      }),
    );
  });
});

describe('productAvailability and maxQuantityAllowed agree (property)', () => {
  it('a whole number of steps may be added exactly when it is within the maximum', () => {
    fc.assert(
      fc.property(
        productFacts,
        fc.array(fc.option(fc.integer({ min: 1, max: 8 }), { nil: null }), { minLength: 4, maxLength: 4 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 6 }),
        fc.boolean(),
        (facts, groupRestrictions, steps, otherGroupQuantity, isEditing) => {
          const product = buildProduct(facts, 0, groupRestrictions);
          const input = {
            product,
            otherGroupQuantity: product.drug === null ? 0 : otherGroupQuantity,
            doesNotExistInCurrentStore: facts.notInStore,
            originalOrderItems: isEditing ? [{ ean: product.ean, quantity: facts.originalQuantity }] : null,
            now,
          };
          const desiredQuantity = steps * product.unitRule;
          const availability = productAvailability({ ...input, desiredQuantity });
          const maximum = maxQuantityAllowed(input);
          expect(availability.maxQuantity).toBe(maximum);
          expect(availability.canAdd).toBe(maximum === null || desiredQuantity <= maximum);
        },
      ),
    );
  });

  it('gives no inventory notice when both thresholds are disabled', () => {
    fc.assert(
      fc.property(
        productFacts,
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: -3, max: 0 }),
        fc.integer({ min: -3, max: 0 }),
        (facts, steps, lessThan, stepsAway) => {
          const product = buildProduct(facts, 0, []);
          const availability = productAvailability({
            product,
            otherGroupQuantity: 0,
            doesNotExistInCurrentStore: facts.notInStore,
            desiredQuantity: steps * product.unitRule,
            thresholds: { inventoryVisibleIfLessThan: lessThan, inventoryVisibleIfQuantityStepsAway: stepsAway },
            now,
          });
          expect(availability.code).not.toBe(AVAILABILITY.inventoryNotice);
        },
      ),
    );
  });
});
