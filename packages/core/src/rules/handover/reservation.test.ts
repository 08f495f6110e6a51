import { describe, expect, it } from 'vitest';
import type { Reservation } from './handover-types';
import {
  isReservationValid,
  reservationActionOnChoice,
  reservationRing,
  reservationToRestore,
  shouldClearReservation,
  storedReservation,
} from './reservation';

const now = new Date('2026-10-25T01:30:00Z');
const reservation: Reservation = {
  reservationId: 'r-1',
  pickupGln: '1',
  windowId: 'w-1',
  from: '2026-10-25T10:00:00+01:00',
  to: '2026-10-25T12:00:00+01:00',
  reservedTo: '2026-10-25T02:00:00Z',
  memberId: 'm-1',
  handoverType: 'Delivery',
};

describe('reservation validity', () => {
  it.each<[string, Partial<Reservation>, string, string | null, boolean]>([
    ['matching and time left', {}, '1', 'm-1', true],
    ['another pickup point', {}, '2', 'm-1', false],
    ['another member', {}, '1', 'm-2', false],
    ['run out', { reservedTo: '2026-10-25T01:30:00Z' }, '1', 'm-1', false],
  ])('isReservationValid: %s', (_situation, overrides, pickupGln, memberId, expected) => {
    expect(isReservationValid({ ...reservation, ...overrides }, { pickupGln, memberId }, now)).toBe(expected);
  });

  it.each<[string, Partial<Reservation>, string | null, boolean]>([
    ['time left, same member', {}, 'm-1', false],
    ['no time left', { reservedTo: '2026-10-25T01:29:59Z' }, 'm-1', true],
    ['exactly run out', { reservedTo: '2026-10-25T01:30:00Z' }, 'm-1', true],
    ['member differs', {}, 'm-2', true],
    ['logged out', {}, null, true],
  ])('shouldClearReservation: %s', (_situation, overrides, memberId, expected) => {
    expect(shouldClearReservation({ ...reservation, ...overrides }, memberId, now)).toBe(expected);
  });

  it.each<[string, Reservation | null, string, 'Store' | 'Delivery', string | null, string]>([
    ['anonymous: no reservation', null, 'w-1', 'Delivery', null, 'none'],
    ['nothing reserved yet', null, 'w-1', 'Delivery', 'm-1', 'reserve'],
    ['same window and type: extend', reservation, 'w-1', 'Delivery', 'm-1', 'extend'],
    ['same window, other type', reservation, 'w-1', 'Store', 'm-1', 'reserve'],
    ['another window', reservation, 'w-2', 'Delivery', 'm-1', 'reserve'],
  ])('reservationActionOnChoice: %s', (_situation, existing, windowId, handoverType, memberId, expected) => {
    expect(reservationActionOnChoice(existing, { windowId, handoverType, pickupGln: '1', memberId }, now)).toBe(expected);
  });

  it.each([
    ['30 minutes of the 60 default', '2026-10-25T02:00:00Z', null, { minutesLeft: 30, maxMinutes: 60, fraction: 0.5 }],
    ['partial minutes round up', '2026-10-25T01:40:30Z', 20, { minutesLeft: 11, maxMinutes: 20, fraction: 0.55 }],
    ['run out', '2026-10-25T01:00:00Z', 20, { minutesLeft: 0, maxMinutes: 20, fraction: 0 }],
    ['longer than the configuration', '2026-10-25T03:30:00Z', 60, { minutesLeft: 120, maxMinutes: 60, fraction: 1 }],
  ])('reservationRing: %s', (_situation, reservedTo: string, configured: number | null, expected) => {
    expect(reservationRing({ reservedTo }, now, configured)).toEqual(expected);
  });
});

describe('the reservation kept locally', () => {
  it.each<[string, unknown, Reservation | null]>([
    ['every field', reservation, reservation],
    ['nothing stored', undefined, null],
    ['not an object', 'r-1', null],
    ['a field missing', { ...reservation, windowId: undefined }, null],
    ['an empty id', { ...reservation, reservationId: '' }, null],
    ['an unknown handover type', { ...reservation, handoverType: 'HJEM' }, null],
    ['reservedTo not a date', { ...reservation, reservedTo: 'soon' }, null],
    ['extra fields dropped', { ...reservation, extra: 1 }, reservation],
  ])('storedReservation: %s', (_situation, value, expected) => {
    expect(storedReservation(value)).toEqual(expected);
  });

  it.each<[string, unknown, string | null, string | null, boolean]>([
    ['valid: taken up', reservation, '1', 'm-1', true],
    ['another pickup point: cleared', reservation, '2', 'm-1', false],
    ['another member: cleared', reservation, '1', 'm-2', false],
    ['anonymous now: cleared', reservation, '1', null, false],
    ['no store known: cleared', reservation, null, 'm-1', false],
    ['run out: cleared', { ...reservation, reservedTo: '2026-10-25T01:30:00Z' }, '1', 'm-1', false],
    ['one second left: taken up', { ...reservation, reservedTo: '2026-10-25T01:30:01Z' }, '1', 'm-1', true],
    ['unreadable: cleared', { reservationId: 'r-1' }, '1', 'm-1', false],
  ])('reservationToRestore: %s', (_situation, value, pickupGln, memberId, restored) => {
    expect(reservationToRestore(value, { pickupGln, memberId }, now)).toEqual(restored ? value : null);
  });
});
