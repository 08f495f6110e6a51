/**
 * Which browser specs run on which dates. Every spec runs at the pinned instant (tests/test-clock.json); the specs whose
 * outcome depends on the date also run on the table's other dates (a Saturday, the days the clocks change in Oslo,
 * 31 December in the evening, a triple-bonus Thursday). One place, a line of reason each; `tests/unit/e2e-layout.test.ts`
 * fails when a spec reads or moves the clock, or works the picker's calendar, without being named here.
 */

/** A spec file (its path under tests/e2e) and why it is here. */
export interface SpecReason {
  spec: string;
  reason: string;
}

/** The specs whose outcome depends on the date: they run on every date of the table. */
export const DATED_SPECS: readonly SpecReason[] = [];

/**
 * The specs that read or move the clock, or work the calendar, whose outcome is the same on every date: they run at the
 * pinned instant only, and say why here.
 */
export const UNDATED_CLOCK_SPECS: readonly SpecReason[] = [];

/** The main journeys (add, cart, the picker's delivery and pickup, the order edit), run once more on the preact build. */
export const PREACT_JOURNEYS: readonly string[] = [];

/** A Playwright `testMatch` for spec paths under tests/e2e. */
export function specMatcher(specs: readonly string[]): RegExp {
  const escaped = specs.map((spec) => spec.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\//g, '[\\\\/]'));
  return new RegExp(`[\\\\/]tests[\\\\/]e2e[\\\\/](${escaped.join('|')})$`);
}
