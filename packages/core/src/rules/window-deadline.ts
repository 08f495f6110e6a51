import { MAX_TIMER_DELAY_MS } from '../constants/timers';
import type { HandoverInfo } from '../domain/extended-user';

/**
 * Spec section 4, "If the handover deadline passed, the window is reset", in a page left open: how long until the chosen
 * window's deadline passes (0 once it has, the deadline itself included, as on the user's load:
 * `normalizeLoadedHandover`), or null when there is no deadline to wait for (none, or one that cannot be read). Never
 * longer than a timer waits: one that fires before the deadline asks again.
 */
export function windowDeadlineDelayMs(info: Pick<HandoverInfo, 'deadline'> | null, now: Date): number | null {
  const deadline = info?.deadline == null ? Number.NaN : Date.parse(info.deadline);
  return Number.isNaN(deadline) ? null : Math.min(Math.max(deadline - now.getTime(), 0), MAX_TIMER_DELAY_MS);
}
