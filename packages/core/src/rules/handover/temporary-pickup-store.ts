import type { StoreLocation } from '../../domain/store';
import { isSamePlace } from '../handover-defaults';

/**
 * Spec section 4 ("Options load: … plus temporary pickup store"; "Time-page confirm stores and reserves the window"):
 * the location page's 'Bekreft' keeps the store or pickup point the shopper chose as the temporary pickup store when it
 * is another place than the saved one; nothing is saved. Answers it, or null when the chosen place is the saved one or
 * nothing is chosen. `chosen` is the place as the windows are asked for it (MENY Bryn as its locker).
 */
export function temporaryPickupStoreOnConfirm(
  chosen: StoreLocation | null,
  saved: Pick<StoreLocation, 'gln' | 'pickupGln'> | null,
): StoreLocation | null {
  if (chosen === null || isSamePlace(chosen, saved)) {
    return null;
  }
  return chosen;
}

/**
 * The place the picker's time page asks windows for, and its confirm saves: the temporary pickup store while there is
 * one, else the location chosen in the picker, else the saved store. What the rest of the page shows (the trigger,
 * another tab) is the saved store alone: the temporary one is never saved before the time page's confirm.
 */
export function pickerPlace(
  temporary: StoreLocation | null,
  chosenLocation: StoreLocation | null,
  saved: StoreLocation | null,
): StoreLocation | null {
  return temporary ?? chosenLocation ?? saved;
}

/**
 * Who the shopper is, as the handover options belong to them: the member of the session's token, or the anonymous
 * shopper. Spec section 4's options 'clear' step: when this changes (logout, login as another member, a session that
 * expired), the options of the previous one are emptied and a late answer for them dropped. Not in spec: a token
 * refreshed for the same member is the same shopper (nothing is cleared).
 */
export function optionsOwner(session: { loggedIn: boolean; memberId: string | null; subject: string | null }): string {
  if (!session.loggedIn) {
    return 'anonymous';
  }
  return `member:${session.memberId ?? session.subject ?? ''}`;
}
