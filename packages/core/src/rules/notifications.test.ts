import { describe, expect, it } from 'vitest';
import { latestNotificationTimestamp, newestNotificationsByType } from './notifications';

describe('newestNotificationsByType', () => {
  it('keeps the newest of each known type and drops unknown or undated ones', () => {
    expect(
      newestNotificationsByType([
        { type: 'SHOPPING_CART_UPDATED', timestamp: '2026-11-21T10:00:00Z' },
        { type: 'EXTENDED_USER_UPDATED', timestamp: '2026-11-21T10:05:00Z' },
        { type: 'SHOPPING_CART_UPDATED', timestamp: '2026-11-21T10:10:00Z' },
        { type: 'SHOPPING_CART_UPDATED', timestamp: '2026-11-21T10:01:00Z' },
        { type: 'SOMETHING_NEW', timestamp: '2026-11-21T10:20:00Z' },
        { type: 'PROCESS_ORDER_COMPLETE', timestamp: 'yesterday' },
      ]),
    ).toEqual([
      { type: 'EXTENDED_USER_UPDATED', timestamp: '2026-11-21T10:05:00Z' },
      { type: 'SHOPPING_CART_UPDATED', timestamp: '2026-11-21T10:10:00Z' },
    ]);
  });

  it('answers nothing for no notifications', () => {
    expect(newestNotificationsByType([])).toEqual([]);
  });
});

describe('latestNotificationTimestamp', () => {
  it.each([
    [[], null, null],
    [[], '2026-11-21T09:00:00Z', '2026-11-21T09:00:00Z'],
    [[{ type: 'X', timestamp: '2026-11-21T10:00:00Z' }], '2026-11-21T09:00:00Z', '2026-11-21T10:00:00Z'],
    [[{ type: 'X', timestamp: '2026-11-21T08:00:00Z' }], '2026-11-21T09:00:00Z', '2026-11-21T09:00:00Z'],
    [[{ type: 'X', timestamp: 'garbage' }], null, null],
  ])('%j after %s → %s', (notifications, previous, expected) => {
    expect(latestNotificationTimestamp(notifications, previous)).toBe(expected);
  });
});
