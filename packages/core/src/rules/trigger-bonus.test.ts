import { describe, expect, it } from 'vitest';
import { isTriggerBonusValid } from './trigger-bonus';

const bonus = { status: '01', validFrom: '2026-11-20', validTo: '2026-11-27' };

describe('isTriggerBonusValid', () => {
  it.each([
    ['before it starts (Oslo date 19th)', bonus, '2026-11-19T22:59:59Z', false],
    ['from its first Oslo day (00:00 Oslo is 23:00 UTC the day before)', bonus, '2026-11-19T23:00:00Z', true],
    ['on its last day', bonus, '2026-11-27T12:00:00Z', true],
    ['on the grace day after its end', bonus, '2026-11-28T22:59:59Z', true],
    ['two days after its end', bonus, '2026-11-28T23:00:00Z', false],
    ['with a status other than 01', { ...bonus, status: '02' }, '2026-11-22T12:00:00Z', false],
    ['across the spring DST change', { status: '01', validFrom: '2026-03-29', validTo: '2026-03-29' }, '2026-03-30T21:30:00Z', true],
  ])('%s → %s', (_situation, input, now, expected) => {
    expect(isTriggerBonusValid(input, new Date(now))).toBe(expected);
  });
});
