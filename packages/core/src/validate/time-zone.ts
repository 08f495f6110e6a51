import type { Texts } from '../texts/nb';
import { nbParts } from '../texts/nb-parts';
import type { Instant } from '../time/oslo';
import { osloOffsetMinutes } from '../time/oslo-zone';

/** Why the time-zone check fails. */
export type TimeZoneInvalidReason = 'notNorwegianTimeZone';

/** The time-zone check's answer (a `ValidationResult`): when invalid, also the message to show. */
export type TimeZoneCheckResult = { valid: true } | { valid: false; reason: TimeZoneInvalidReason; message: string };

/** What the time-zone check may be given; by default the device's offset now and the Norwegian text. */
export interface TimeZoneCheckOptions {
  /** The instant to compare at; default now. */
  now?: Instant;
  /** The device's UTC offset in minutes east of UTC (Oslo: 60 in winter, 120 in summer); default the machine's. */
  deviceOffsetMinutes?: number;
  /** The texts (a chain may override the message). */
  texts?: Pick<Texts, 'timeZoneNotNorwegian'>;
}

/**
 * Spec section 5: the device must be set to Norwegian time. Compares the device's UTC offset with
 * Europe/Oslo's at the same instant; when they differ, answers invalid with the spec's message.
 */
export function checkNorwegianTimeZone(options: TimeZoneCheckOptions = {}): TimeZoneCheckResult {
  const now = options.now ?? Date.now();
  const deviceOffset = options.deviceOffsetMinutes ?? -new Date(now).getTimezoneOffset();
  if (deviceOffset === osloOffsetMinutes(now)) {
    return { valid: true };
  }
  return { valid: false, reason: 'notNorwegianTimeZone', message: (options.texts ?? nbParts).timeZoneNotNorwegian };
}
