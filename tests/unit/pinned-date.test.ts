import { TZDate } from '@date-fns/tz';
import { describe, expect, it, vi } from 'vitest';
import { testNow } from '../test-clock';

describe('the unit tests’ clock', () => {
  it('starts at the tests’ instant, not today, and runs on', async () => {
    const pinned = Date.parse(testNow());
    expect(Date.now() - pinned).toBeGreaterThanOrEqual(0);
    expect(Date.now() - pinned).toBeLessThan(60_000);
    const before = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(Date.now()).toBeGreaterThan(before);
  });

  it('gives new Date() and zoned dates the same now, and leaves explicit dates alone', () => {
    expect(Math.abs(Date.parse(new Date().toISOString()) - Date.now())).toBeLessThan(1000);
    expect(Math.abs(new TZDate(Date.now(), 'Europe/Oslo').getTime() - Date.now())).toBeLessThan(1000);
    expect(new Date(0).toISOString()).toBe('1970-01-01T00:00:00.000Z');
    expect(new Date('2027-03-28T00:30:00.000Z').getTime()).toBe(Date.parse('2027-03-28T00:30:00.000Z'));
    expect(new Date() instanceof Date).toBe(true);
    expect(new Date() instanceof TZDate).toBe(false);
    expect(new TZDate(Date.now(), 'Europe/Oslo') instanceof TZDate).toBe(true);
    // Zoned dates read Date.prototype when they load: 09.00 in Oslo whatever the machine's zone.
    expect(new TZDate(Date.parse('2026-01-15T08:00:00Z'), 'Europe/Oslo').getHours()).toBe(9);
  });

  it('yields to a test that sets its own time, and comes back after', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-01T12:00:00.000Z'));
    expect(new Date().toISOString()).toBe('2030-01-01T12:00:00.000Z');
    vi.useRealTimers();
    expect(Math.abs(Date.now() - Date.parse(testNow()))).toBeLessThan(60_000);
  });
});
