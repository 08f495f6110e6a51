import { describe, expect, it } from 'vitest';
import { cartFacts, handoverDay, handoverProduct, handoverWindow } from './handover.fixtures';
import type { CartFacts, HandoverDay } from './handover-types';
import { openingDay } from './opening-day';

// A Friday evening in Oslo (19.30): today's windows are past their deadline (16.00), Saturday's are open.
const fridayEvening = new Date('2026-11-27T18:30:00Z');
const window = (id: string, date: string, overrides: Parameters<typeof handoverWindow>[0] = {}) =>
  handoverWindow({
    windowId: id,
    from: `${date}T20:00:00+01:00`,
    to: `${date}T21:00:00+01:00`,
    handoverProducts: [handoverProduct({ deadline: `${date}T16:00:00+01:00` })],
    ...overrides,
  });
const today = (overrides = {}) => handoverDay('2026-11-27', [window('fri-20', '2026-11-27', overrides)]);
const saturday = (overrides = {}) => handoverDay('2026-11-28', [window('sat-20', '2026-11-28', overrides)]);
const sunday = (overrides = {}) => handoverDay('2026-11-29', [window('sun-20', '2026-11-29', overrides)]);
const alcohol = cartFacts({ hasAlcoholItems: true });

describe('openingDay', () => {
  it.each<[string, HandoverDay[], CartFacts, string | null, string | null]>([
    ['no days', [], cartFacts(), null, null],
    [
      'today has a window still open: today',
      [today({ handoverProducts: [handoverProduct({ deadline: '2026-11-27T19:00:00Z' })] }), saturday()],
      cartFacts(),
      null,
      '2026-11-27',
    ],
    [
      'a Friday evening: today is past its deadline, Saturday opens',
      [today({ handoverProducts: [handoverProduct({ deadline: '2026-11-27T15:00:00Z' })] }), saturday()],
      cartFacts(),
      null,
      '2026-11-28',
    ],
    [
      'a full day is passed over',
      [today({ handoverProducts: [handoverProduct({ deadline: '2026-11-27T19:00:00Z' })], capacity: 0 }), saturday()],
      cartFacts(),
      null,
      '2026-11-28',
    ],
    [
      'a temporarily disabled day is passed over',
      [today({ handoverProducts: [handoverProduct({ deadline: '2026-11-27T19:00:00Z' })], isTemporarilyDisabled: true }), saturday()],
      cartFacts(),
      null,
      '2026-11-28',
    ],
    [
      'a day blocked by the cart’s alcohol is passed over',
      [
        today({ handoverProducts: [handoverProduct({ deadline: '2026-11-27T19:00:00Z' })], alcoholAllowed: false }),
        saturday({ alcoholAllowed: false }),
        sunday(),
      ],
      alcohol,
      null,
      '2026-11-29',
    ],
    ['days given out of order: the earliest free one', [sunday(), saturday()], cartFacts(), null, '2026-11-28'],
    [
      'the chosen window’s day wins',
      [today({ handoverProducts: [handoverProduct({ deadline: '2026-11-27T19:00:00Z' })] }), saturday(), sunday()],
      cartFacts(),
      'sun-20',
      '2026-11-29',
    ],
    ['a chosen window no longer offered: the first free day', [today(), saturday(), sunday()], cartFacts(), 'gone', '2026-11-28'],
    [
      'no free window anywhere: the first day with windows',
      [handoverDay('2026-11-27', []), saturday({ capacity: 0 }), sunday({ capacity: 0 })],
      cartFacts(),
      null,
      '2026-11-28',
    ],
    [
      'no free window anywhere, today all past its deadline: the first day whose windows are listed with their reason',
      [today(), saturday({ ageRestrictedProductsAllowed: false }), sunday({ ageRestrictedProductsAllowed: false })],
      cartFacts({ hasAgeRestrictedItems: true }),
      null,
      '2026-11-28',
    ],
  ])('%s', (_situation, days, cart, selected, expected) => {
    expect(openingDay(days, cart, fridayEvening, selected)).toBe(expected);
  });
});
