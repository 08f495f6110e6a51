import { formatText, type Texts } from '@kurv/core/texts';
import type { HandoverReservationView } from '@kurv/core/view';

export interface ReservationCountdownProps {
  /** The minutes left of the member's hold on the chosen window, of how many it had. */
  reservation: HandoverReservationView;
  texts: Pick<Texts, 'reservationRing' | 'reservationMinutesLeft'>;
}

/** Spec section 4: the reservation's countdown, a ring (a progressbar) with the minutes left, and the same as text. */
export function ReservationCountdown({ reservation, texts }: ReservationCountdownProps) {
  const radius = 16;
  const circumference = 2 * Math.PI * radius;
  const fraction = reservation.maxMinutes > 0 ? Math.min(1, Math.max(0, reservation.minutesLeft / reservation.maxMinutes)) : 0;
  return (
    <div className="kurv-handover-reservation">
      <div
        className="kurv-handover-reservation__ring"
        role="progressbar"
        aria-label={texts.reservationRing}
        aria-valuemin={0}
        aria-valuemax={reservation.maxMinutes}
        aria-valuenow={reservation.minutesLeft}
        aria-valuetext={`${reservation.minutesLeft} min`}
      >
        <svg viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" focusable="false">
          <circle className="kurv-handover-reservation__track" cx="20" cy="20" r={radius} />
          <circle
            className="kurv-handover-reservation__value"
            cx="20"
            cy="20"
            r={radius}
            strokeDasharray={circumference}
            strokeDashoffset={circumference * (1 - fraction)}
            transform="rotate(-90 20 20)"
          />
          {/* Spec section 4: the ring shows the minutes left; as text too, not as the arc alone. */}
          <text className="kurv-handover-reservation__minutes" x="20" y="20" textAnchor="middle" dominantBaseline="central">
            {reservation.minutesLeft}
          </text>
        </svg>
      </div>
      <p className="kurv-handover-reservation__text">{formatText(texts.reservationMinutesLeft, { minutes: reservation.minutesLeft })}</p>
    </div>
  );
}
