import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Names the dates whose journeys failed, at the end of the run. Each date of tests/test-clock.json other than the
 * pinned instant is a project of its own (playwright.config.ts, `metadata.date`); the list of failures shows it only
 * as a project name beside each test, so the end of the run says it in a line of its own, as the runs per date did.
 */
export default class DateReporter implements Reporter {
  private readonly failures = new Map<string, number>();

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === test.expectedStatus || result.status === 'skipped') {
      return;
    }
    const date = test.parent.project()?.metadata.date as string | undefined;
    if (date !== undefined) {
      this.failures.set(date, (this.failures.get(date) ?? 0) + 1);
    }
  }

  onEnd() {
    for (const [date, count] of this.failures) {
      console.error(`✖ the handover and reservation journeys failed on ${date}: ${count} test(s)`);
    }
  }

  printsToStdio() {
    return false;
  }
}
