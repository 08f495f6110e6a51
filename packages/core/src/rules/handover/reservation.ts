import type { HandoverType } from '../../domain/store';
import { RESERVATION_RING_DEFAULT_MAX_MINUTES } from './handover-constants';
import type { Reservation } from './handover-types';

const MS_PER_MINUTE = 60_000;

/** Milliseconds left of a reservation (negative once run out). */
export function reservationMsLeft(reservation: Pick<Reservation, 'reservedTo'>, now: Date): number {
  return Date.parse(reservation.reservedTo) - now.getTime();
}

/** Spec section 4: "Valid only when pickupGln and memberId match and time remains." */
export function isReservationValid(
  reservation: Reservation | null,
  current: { pickupGln: string; memberId: string | null },
  now: Date,
): reservation is Reservation {
  return (
    reservation !== null &&
    reservation.pickupGln === current.pickupGln &&
    reservation.memberId === current.memberId &&
    reservationMsLeft(reservation, now) > 0
  );
}

/** Spec section 4: "cleared when remaining time is 0 or less or member differs". */
export function shouldClearReservation(reservation: Reservation, memberId: string | null, now: Date): boolean {
  return reservationMsLeft(reservation, now) <= 0 || reservation.memberId !== memberId;
}

const RESERVATION_FIELDS = ['reservationId', 'pickupGln', 'windowId', 'from', 'to', 'reservedTo', 'memberId'] as const;

/**
 * Spec section 3: the reservation is "kept locally as reservationId, pickupGln, windowId, from, to, reservedTo, memberId,
 * handoverType". Reads what local storage holds: the reservation when every field is there, else null (a value
 * written by another version, or edited by hand, is ignored).
 */
export function storedReservation(value: unknown): Reservation | null {
  if (typeof value !== 'object' || value === null) {
    return null;
  }
  const record = value as Record<string, unknown>;
  if (!RESERVATION_FIELDS.every((field) => typeof record[field] === 'string' && record[field] !== '')) {
    return null;
  }
  if (record.handoverType !== 'Store' && record.handoverType !== 'Delivery') {
    return null;
  }
  if (Number.isNaN(Date.parse(record.reservedTo as string))) {
    return null;
  }
  const { reservationId, pickupGln, windowId, from, to, reservedTo, memberId } = record as Record<
    (typeof RESERVATION_FIELDS)[number],
    string
  >;
  return { reservationId, pickupGln, windowId, from, to, reservedTo, memberId, handoverType: record.handoverType };
}

/**
 * Spec sections 3 and 4: after a reload the reservation kept locally is taken up when it is still valid (pickupGln and
 * memberId match, time remains); else it is cleared. Answers the reservation to take up, or null to clear.
 */
export function reservationToRestore(
  value: unknown,
  current: { pickupGln: string | null; memberId: string | null },
  now: Date,
): Reservation | null {
  const reservation = storedReservation(value);
  if (current.pickupGln === null) {
    return null;
  }
  return isReservationValid(reservation, { pickupGln: current.pickupGln, memberId: current.memberId }, now) ? reservation : null;
}

/** What choosing a window does to the reservation. */
export type ReservationAction = 'none' | 'reserve' | 'extend';

/**
 * Spec section 4: "Reservation: on window choice (logged in only); same window and type already reserved means
 * extend." Our reading: the existing reservation counts only while valid (isReservationValid).
 */
export function reservationActionOnChoice(
  existing: Reservation | null,
  choice: { windowId: string; handoverType: HandoverType; pickupGln: string; memberId: string | null },
  now: Date,
): ReservationAction {
  if (choice.memberId === null) {
    return 'none';
  }
  const sameWindow =
    isReservationValid(existing, choice, now) && existing.windowId === choice.windowId && existing.handoverType === choice.handoverType;
  return sameWindow ? 'extend' : 'reserve';
}

/** The progress ring of the reservation countdown. */
export interface ReservationRing {
  /** Whole minutes left, rounded up (0 when run out). */
  minutesLeft: number;
  maxMinutes: number;
  /** minutesLeft / maxMinutes, within 0..1. */
  fraction: number;
}

/**
 * Spec sections 4 and 9: "A progress ring shows minutes left"; "progress ring max 60 min default; reservation length
 * from server configuration" (reservationDurationInMinutes).
 */
export function reservationRing(
  reservation: Pick<Reservation, 'reservedTo'>,
  now: Date,
  reservationDurationInMinutes: number | null = null,
): ReservationRing {
  const maxMinutes =
    reservationDurationInMinutes !== null && reservationDurationInMinutes > 0
      ? reservationDurationInMinutes
      : RESERVATION_RING_DEFAULT_MAX_MINUTES;
  const minutesLeft = Math.max(0, Math.ceil(reservationMsLeft(reservation, now) / MS_PER_MINUTE));
  return { minutesLeft, maxMinutes, fraction: Math.min(1, minutesLeft / maxMinutes) };
}
