import { describe, expect, it } from 'vitest';
import { nb } from '../texts/nb';
import { type TimeOfDay, timeOfDay, timeOfDayLabel } from './time-of-day';

describe('timeOfDay', () => {
  it.each<[string, string, TimeOfDay]>([
    ['Oslo midnight (winter)', '2026-01-14T23:00:00Z', 'morning'],
    ['08.59 in Oslo (winter)', '2026-01-15T07:59:00Z', 'morning'],
    ['09.00 in Oslo (winter)', '2026-01-15T08:00:00Z', 'forenoon'],
    ['11.59 in Oslo (summer)', '2026-07-15T09:59:00Z', 'forenoon'],
    ['12.00 in Oslo (summer)', '2026-07-15T10:00:00Z', 'afternoon'],
    ['17.59 in Oslo (summer)', '2026-07-15T15:59:00Z', 'afternoon'],
    ['18.00 in Oslo (summer)', '2026-07-15T16:00:00Z', 'evening'],
    ['23.59 in Oslo (winter)', '2026-01-15T22:59:00Z', 'evening'],
    ['09.00 on the spring change day (summer time)', '2026-03-29T07:00:00Z', 'forenoon'],
    ['08.30 on the spring change day (summer time)', '2026-03-29T06:30:00Z', 'morning'],
    ['18.00 on the autumn change day (winter time)', '2026-10-25T17:00:00Z', 'evening'],
    ['17.30 on the autumn change day (winter time)', '2026-10-25T16:30:00Z', 'afternoon'],
  ])('places %s', (_situation, instant, expected) => {
    expect(timeOfDay(new Date(instant))).toBe(expected);
  });
});

describe('timeOfDayLabel', () => {
  it.each<[TimeOfDay, string]>([
    ['morning', 'Morgen'],
    ['forenoon', 'Formiddag'],
    ['afternoon', 'Ettermiddag'],
    ['evening', 'Kveld'],
  ])('labels %s as %s', (part, expected) => {
    expect(timeOfDayLabel(part, nb)).toBe(expected);
  });
});
