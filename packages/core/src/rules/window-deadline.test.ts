import { describe, expect, it } from 'vitest';
import { MAX_TIMER_DELAY_MS } from '../constants';
import { EMPTY_HANDOVER_INFO, type HandoverInfo } from '../domain/extended-user';
import { normalizeLoadedHandover } from './handover-defaults';
import { windowDeadlineDelayMs } from './window-deadline';

const now = new Date('2026-11-21T12:00:00Z');

describe('windowDeadlineDelayMs', () => {
  it.each([
    ['no handover', null, null],
    ['no chosen window', { deadline: null }, null],
    ['a deadline that cannot be read', { deadline: 'i morgen' }, null],
    ['a deadline in an hour', { deadline: '2026-11-21T13:00:00Z' }, 3_600_000],
    ['a deadline a millisecond ahead', { deadline: '2026-11-21T12:00:00.001Z' }, 1],
    ['a deadline exactly now', { deadline: '2026-11-21T12:00:00Z' }, 0],
    ['a deadline that passed', { deadline: '2026-11-20T12:00:00Z' }, 0],
    ['a deadline past what a timer waits (24.8 days)', { deadline: '2027-01-21T12:00:00Z' }, MAX_TIMER_DELAY_MS],
  ] as const)('%s', (_situation, info, expected) => {
    expect(windowDeadlineDelayMs(info, now)).toBe(expected);
  });

  it.each(['2026-11-21T11:59:59Z', '2026-11-21T12:00:00Z', '2026-11-21T12:00:01Z', 'i morgen'])(
    'agrees with the user’s load on a deadline of %s: 0 exactly when the load resets the window',
    (deadline) => {
      const info: HandoverInfo = { ...EMPTY_HANDOVER_INFO, windowId: 'w-1', deadline };
      expect(windowDeadlineDelayMs(info, now) === 0).toBe(normalizeLoadedHandover(info, now).windowId === null);
    },
  );
});
