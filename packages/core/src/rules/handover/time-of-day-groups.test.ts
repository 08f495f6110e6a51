import { describe, expect, it } from 'vitest';
import { groupByTimeOfDay } from './time-of-day-groups';

describe('groupByTimeOfDay', () => {
  it.each([
    ['no windows', [], []],
    [
      'each part of an ordinary day',
      ['2026-03-27T08:59:00+01:00', '2026-03-27T09:00:00+01:00', '2026-03-27T12:00:00+01:00', '2026-03-27T18:00:00+01:00'],
      [
        ['morning', ['2026-03-27T08:59:00+01:00']],
        ['forenoon', ['2026-03-27T09:00:00+01:00']],
        ['afternoon', ['2026-03-27T12:00:00+01:00']],
        ['evening', ['2026-03-27T18:00:00+01:00']],
      ],
    ],
    [
      'DST start day: 07:00 UTC is 09:00 Oslo (summer time)',
      ['2026-03-29T07:00:00Z', '2026-03-29T06:59:00Z'],
      [
        ['morning', ['2026-03-29T06:59:00Z']],
        ['forenoon', ['2026-03-29T07:00:00Z']],
      ],
    ],
    [
      'DST end day: 08:00 UTC is 09:00 Oslo (winter time)',
      ['2026-10-25T08:00:00Z', '2026-10-25T07:30:00Z', '2026-10-25T17:00:00Z'],
      [
        ['morning', ['2026-10-25T07:30:00Z']],
        ['forenoon', ['2026-10-25T08:00:00Z']],
        ['evening', ['2026-10-25T17:00:00Z']],
      ],
    ],
  ])('%s', (_situation, starts: string[], expected) => {
    const groups = groupByTimeOfDay(starts, (start) => start);
    expect(groups.map((group) => [group.timeOfDay, group.items])).toEqual(expected);
  });
});
