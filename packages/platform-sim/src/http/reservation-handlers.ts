import { HttpResponse, http } from 'msw';
import { osloIso, simNow } from '../clock';
import { findHandoverWindow } from '../model/handover-windows';
import { authenticateRequest } from '../model/sessions';
import type { SimReservation, SimState } from '../model/sim-state';
import { platformError, readJsonObject, unauthorized } from './platform-http';

/** The reservation as the platform answers it. */
export function toReservationPayload(reservation: SimReservation) {
  const { id, gln, hentevinduId, hentevinduStart, hentevinduSlutt, medlemId, reservertTil } = reservation;
  return { id, gln, hentevinduId, hentevinduStart, hentevinduSlutt, medlemId, reservertTil };
}

function reservedUntil(state: SimState): string {
  return osloIso(simNow(state).getTime() + state.reservationDurationInMinutes * 60_000);
}

function holdsCapacity(state: SimState, reservation: SimReservation): boolean {
  return reservation.active && Date.parse(reservation.reservertTil) > simNow(state).getTime();
}

const EXTEND_PATH = /^\/sylinder\/hentevinduer\/reservasjoner\/v1\/api\/([^/]+)\/extend\/?$/;

/**
 * A platform that answers 404 or 422 to an extend no longer holds that reservation (spec sections 4 and 8), so a
 * fault injected with one of those statuses on the extend route lets the reservation go, as the platform would:
 * its window's capacity comes back. Other faults (500, delays, network errors) leave it as it was.
 */
export function releaseReservationOnFailedExtend(state: SimState, method: string, pathname: string, status: number | undefined): void {
  const reservationId = method.toUpperCase() === 'PUT' ? EXTEND_PATH.exec(pathname)?.[1] : undefined;
  if (reservationId === undefined || (status !== 404 && status !== 422)) {
    return;
  }
  for (const reservation of state.reservations) {
    if (reservation.id === decodeURIComponent(reservationId)) {
      reservation.active = false;
    }
  }
}

/**
 * Spec section 7: window reservations for logged-in members. A reservation holds one capacity
 * of its window until `reservertTil` (simulator clock); a member's new reservation replaces the
 * member's earlier ones. Full, temporarily disabled or past-deadline windows answer 409.
 */
export function reservationHandlers(state: SimState) {
  return [
    http.get('*/sylinder/hentevinduer/reservasjoner/v1/api/configuration', () =>
      HttpResponse.json({ reservationDurationInMinutes: state.reservationDurationInMinutes }),
    ),
    http.post('*/sylinder/hentevinduer/reservasjoner/v1/api', async ({ request }) => {
      const session = authenticateRequest(state, request);
      if (!session) {
        return unauthorized();
      }
      const body = await readJsonObject(request);
      if (!body || typeof body.id !== 'string' || body.id === '') {
        return platformError(400, 'Missing id');
      }
      const window = findHandoverWindow(state, body.id);
      if (!window) {
        return platformError(404, `Could not find window ${body.id}`);
      }
      const mine = state.reservations.filter(
        (reservation) => reservation.medlemId === session.memberId && holdsCapacity(state, reservation),
      );
      const ownHold = mine.some((reservation) => reservation.hentevinduId === window.windowId) ? 1 : 0;
      if (window.capacity + ownHold <= 0) {
        return platformError(409, 'The window is fully booked');
      }
      if (window.isTemporarilyDisabled) {
        return platformError(409, 'The window is temporarily disabled');
      }
      if (Date.parse(window.deadline) <= simNow(state).getTime()) {
        return platformError(409, 'The window deadline has passed');
      }
      for (const reservation of mine) {
        reservation.active = false;
      }
      const reservation: SimReservation = {
        id: `R-${state.nextReservationNumber}`,
        kjedeId: body.kjedeId === undefined ? '' : String(body.kjedeId),
        gln: typeof body.gln === 'string' && body.gln !== '' ? body.gln : window.gln,
        hentevinduId: window.windowId,
        hentevinduStart: window.from,
        hentevinduSlutt: window.to,
        leverandoerHentevinduId: typeof body.leverandoerHentevinduId === 'string' ? body.leverandoerHentevinduId : null,
        type: typeof body.type === 'string' ? body.type : null,
        medlemId: session.memberId,
        reservertTil: reservedUntil(state),
        active: true,
      };
      state.nextReservationNumber += 1;
      state.reservations.push(reservation);
      return HttpResponse.json(toReservationPayload(reservation));
    }),
    http.put('*/sylinder/hentevinduer/reservasjoner/v1/api/:id/extend', ({ request, params }) => {
      const session = authenticateRequest(state, request);
      if (!session) {
        return unauthorized();
      }
      const reservation = state.reservations.find((candidate) => candidate.id === params.id && candidate.medlemId === session.memberId);
      if (!reservation?.active) {
        return platformError(404, `Could not find reservation ${String(params.id)}`);
      }
      if (!holdsCapacity(state, reservation)) {
        return platformError(422, `Reservation ${reservation.id} has expired`);
      }
      reservation.reservertTil = reservedUntil(state);
      return HttpResponse.json(toReservationPayload(reservation));
    }),
  ];
}
