import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** An instant of the tests' table of dates. */
export interface TestDate {
  name: string;
  now: string;
}

// Read from the repository's root (every test runner starts there), so Playwright, vitest and scripts share it.
const clock = JSON.parse(readFileSync(join(process.cwd(), 'tests/test-clock.json'), 'utf8')) as {
  now: string;
  dates: TestDate[];
};

/** The instant the tests start from: KURV_TEST_NOW when set, else the pinned default of tests/test-clock.json. */
export function testNow(): string {
  const chosen = process.env.KURV_TEST_NOW ?? clock.now;
  if (Number.isNaN(Date.parse(chosen))) {
    throw new Error(`KURV_TEST_NOW is not a date: ${chosen}`);
  }
  return chosen;
}

/** The table of dates the handover and reservation journeys also run on (scripts/e2e.mjs). */
export const TEST_DATES: readonly TestDate[] = clock.dates;
