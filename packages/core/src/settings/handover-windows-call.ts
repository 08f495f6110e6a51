/**
 * Spec section 7: the call the time page's windows come from.
 * - `handoverWindows`: `POST /api/handoverwindows/{delivery|store|pickuppoint}/{chainid}/{gln}` (the default);
 * - `deliveryCalendarPost`: the alternative `POST /sylinder/deliverycalendar/v1/handoverwindows/…`, the same body;
 * - `deliveryCalendarGet`: the alternative as a GET, the payload minus productIds and postalcode in its query.
 */
export const HANDOVER_WINDOWS_CALLS = ['handoverWindows', 'deliveryCalendarPost', 'deliveryCalendarGet'] as const;
export type HandoverWindowsCall = (typeof HANDOVER_WINDOWS_CALLS)[number];

export const DEFAULT_HANDOVER_WINDOWS_CALL: HandoverWindowsCall = 'handoverWindows';

/** A site's `handoverWindowsCall` read: the call, and the warning naming the setting when its value was refused. */
export interface HandoverWindowsCallReading {
  call: HandoverWindowsCall;
  warning: string | null;
}

/**
 * Reads `kurvSettings.handoverWindowsCall` as the site gave it (the first load keeps it unread: only the window code,
 * fetched with the picker, needs it). Left out (undefined or null): the default. Any other value that is not one of the
 * three names: the default, with a warning naming the setting; the shop goes on.
 */
export function readHandoverWindowsCall(value: unknown): HandoverWindowsCallReading {
  if (value === undefined || value === null) {
    return { call: DEFAULT_HANDOVER_WINDOWS_CALL, warning: null };
  }
  if ((HANDOVER_WINDOWS_CALLS as readonly unknown[]).includes(value)) {
    return { call: value as HandoverWindowsCall, warning: null };
  }
  // A long string is cut: the warning names the setting, not whatever the site put there.
  const shown = typeof value === 'string' ? `«${value.slice(0, 40)}»` : `a ${typeof value}`;
  return {
    call: DEFAULT_HANDOVER_WINDOWS_CALL,
    warning:
      `kurvSettings.handoverWindowsCall: ${shown} is not one of ${HANDOVER_WINDOWS_CALLS.join(', ')}; ` +
      `the default «${DEFAULT_HANDOVER_WINDOWS_CALL}» is used`,
  };
}
