/**
 * Instants on Oslo's wall clock relative to a test project's date (tests/test-clock.json): the specs that need an hour
 * of the day (a Friday evening) take it from the project's own date, so that they hold on every date of the table.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Oslo calendar date (yyyy-MM-dd) of an instant. */
export function osloDateOf(instant: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Oslo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

/** The time of an instant on Oslo's wall clock as the widgets write it (spec section 9: HH.mm). */
export function osloTimeOf(instant: number | string): string {
  const time = typeof instant === 'string' ? Date.parse(instant) : instant;
  return new Intl.DateTimeFormat('nb-NO', { timeZone: 'Europe/Oslo', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .format(time)
    .replace(':', '.');
}

/** The instant at `hour`:`minute` on Oslo's wall clock on a yyyy-MM-dd date (winter or summer time). */
export function osloInstant(date: string, hour: number, minute = 0): number {
  for (const offsetHours of [1, 2]) {
    const instant = Date.parse(`${date}T00:00:00Z`) + (hour - offsetHours) * 3_600_000 + minute * 60_000;
    const wall = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Oslo', hour: '2-digit', hourCycle: 'h23' }).format(instant);
    if (Number(wall) === hour && osloDateOf(instant) === date) {
      return instant;
    }
  }
  throw new Error(`${date} ${hour}:${minute} is not a time on Oslo's wall clock`);
}

/**
 * A Friday evening (19.30 in Oslo) on or after an instant: that day when it is a Friday not yet past 19.30, else the
 * next Friday. Answers the instant (ISO), the Friday and the Saturday after it (yyyy-MM-dd).
 */
export function fridayEveningFrom(now: string): { instant: string; friday: string; saturday: string } {
  const start = Date.parse(now);
  for (let day = 0; day <= 7; day += 1) {
    const date = osloDateOf(start + day * DAY_MS);
    const instant = osloInstant(date, 19, 30);
    if (new Date(`${date}T12:00:00Z`).getUTCDay() === 5 && instant > start) {
      return { instant: new Date(instant).toISOString(), friday: date, saturday: osloDateOf(instant + DAY_MS) };
    }
  }
  throw new Error(`no Friday evening in the week after ${now}`);
}

/** A Tuesday morning (06.00 in Oslo) after an instant: its instant (ISO) and its date (yyyy-MM-dd). */
export function tuesdayMorningFrom(now: string): { instant: string; tuesday: string } {
  const start = Date.parse(now);
  for (let day = 1; day <= 8; day += 1) {
    const date = osloDateOf(start + day * DAY_MS);
    if (new Date(`${date}T12:00:00Z`).getUTCDay() === 2) {
      return { instant: new Date(osloInstant(date, 6)).toISOString(), tuesday: date };
    }
  }
  throw new Error(`no Tuesday in the week after ${now}`);
}
