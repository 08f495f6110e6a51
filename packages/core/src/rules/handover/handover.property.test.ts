import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayStatus } from './day-calendar';
import { cartFacts, handoverProduct, handoverWindow } from './handover.fixtures';
import { PRICE_INTERVAL_UPPER_DEFAULT } from './handover-constants';
import { CAPACITY_REASONS, evaluateWindow, WINDOW_DISABLED_REASONS } from './window-disabled-reasons';
import { priceIntervalMatches } from './window-eligibility';

const now = new Date('2026-03-27T12:00:00Z');
const total = fc.double({ min: 0, max: 1e9, noNaN: true });

describe('price-interval matching (property)', () => {
  it('is monotone in the cart total: matching the lower bound holds for every larger total below the upper bound', () => {
    fc.assert(
      fc.property(total, total, total, (from, a, b) => {
        const interval = { priceIntervalFrom: from, priceIntervalTo: null };
        const [low, high] = a <= b ? [a, b] : [b, a];
        if (priceIntervalMatches(interval, low)) {
          expect(priceIntervalMatches(interval, high)).toBe(true);
        }
      }),
    );
  });

  it('intervals partitioning [0, 2e10) give exactly one match for every total', () => {
    const cuts = fc.uniqueArray(fc.integer({ min: 1, max: 100_000 }), { maxLength: 8 }).map((values) => values.sort((x, y) => x - y));
    fc.assert(
      fc.property(cuts, fc.double({ min: 0, max: 200_000, noNaN: true }), (sortedCuts, cartTotal) => {
        const bounds = [0, ...sortedCuts];
        const intervals = bounds.map((from, index) => ({
          priceIntervalFrom: from,
          priceIntervalTo: index === bounds.length - 1 ? null : (bounds[index + 1] ?? PRICE_INTERVAL_UPPER_DEFAULT),
        }));
        const matches = intervals.filter((interval) => priceIntervalMatches(interval, cartTotal));
        expect(matches).toHaveLength(1);
      }),
    );
  });
});

const windowArbitrary = fc
  .record({
    deadlinePassed: fc.boolean(),
    capacity: fc.integer({ min: -2, max: 3 }),
    isTemporarilyDisabled: fc.boolean(),
    ageRestrictedProductsAllowed: fc.boolean(),
    alcoholAllowed: fc.boolean(),
    blocksA: fc.boolean(),
  })
  .map((facts) =>
    handoverWindow({
      handoverProducts: [handoverProduct({ deadline: facts.deadlinePassed ? '2026-03-27T11:00:00Z' : '2026-03-28T11:00:00Z' })],
      capacity: facts.capacity,
      isTemporarilyDisabled: facts.isTemporarilyDisabled,
      ageRestrictedProductsAllowed: facts.ageRestrictedProductsAllowed,
      alcoholAllowed: facts.alcoholAllowed,
      notAvailableForProducts: facts.blocksA ? ['A'] : [],
    }),
  );
const cartArbitrary = fc.record({ age: fc.boolean(), alcohol: fc.boolean(), hasA: fc.boolean() }).map(({ age, alcohol, hasA }) =>
  cartFacts({
    hasAgeRestrictedItems: age,
    hasAlcoholItems: alcohol,
    items: hasA ? [{ ean: 'A', leadTime: null, mustOrderFromSupplier: false }] : [],
  }),
);

describe('disabled-reason order (property)', () => {
  it('the first reason is the earliest applicable one in the spec list, and the reasons keep that order', () => {
    fc.assert(
      fc.property(windowArbitrary, cartArbitrary, (window, cart) => {
        const { reasons, disabledReason } = evaluateWindow(window, cart, now);
        const applicable = {
          BeforeDeadline: Date.parse(window.handoverProducts[0]?.deadline ?? '') <= now.getTime(),
          FullyBooked: window.capacity <= 0,
          TemporarilyDisabled: window.isTemporarilyDisabled,
          AgeRestricted: cart.hasAgeRestrictedItems && !window.ageRestrictedProductsAllowed,
          OutsideAlcoholWindows: cart.hasAlcoholItems && !window.alcoholAllowed,
          UnavailableProducts: cart.items.length > 0 && window.notAvailableForProducts.includes('A'),
        };
        const expected = WINDOW_DISABLED_REASONS.filter((reason) => applicable[reason]);
        expect(reasons).toEqual(expected);
        expect(disabledReason).toBe(expected[0] ?? null);
      }),
    );
  });
});

describe('day status (property)', () => {
  it('Fullt iff every window is before-deadline, full or temporarily disabled; Klargjøring iff otherwise all disabled', () => {
    fc.assert(
      fc.property(fc.array(windowArbitrary, { minLength: 1, maxLength: 12 }), cartArbitrary, (windows, cart) => {
        const evaluations = windows.map((window) => evaluateWindow(window, cart, now));
        const everyCapacity = windows.every(
          (window) =>
            window.capacity <= 0 || window.isTemporarilyDisabled || Date.parse(window.handoverProducts[0]?.deadline ?? '') <= now.getTime(),
        );
        const everyDisabled = evaluations.every((evaluation) => evaluation.reasons.length > 0);
        const status = dayStatus(evaluations);
        expect(status === 'unavailable').toBe(everyCapacity);
        expect(status === 'productDeviation').toBe(!everyCapacity && everyDisabled);
        expect(status === 'default').toBe(!everyDisabled);
        if (status === 'productDeviation') {
          // At least one window is blocked only by the cart's products (else the day would be 'Fullt').
          const onlyByProducts = evaluations.some((evaluation) => evaluation.reasons.every((reason) => !CAPACITY_REASONS.includes(reason)));
          expect(onlyByProducts).toBe(true);
        }
      }),
    );
  });

  it('a day without windows is store-deviation (Stengt)', () => {
    expect(dayStatus([])).toBe('storeDeviation');
  });
});
