import type { Reporter, Suite } from '@playwright/test/reporter';

/**
 * Names the dates whose journeys failed, at the end of the run. Each date of tests/test-clock.json other than the
 * pinned instant is a project of its own (playwright.config.ts, `metadata.date`); the list of failures shows it only
 * as a project name beside each test, so the end of the run says it in a line of its own, as the runs per date did.
 * A test that failed and then passed on a retry (`--retries`; the suite itself retries none) is flaky, not failed: it
 * is named by tests/e2e/failure-context-reporter.ts.
 */
export default class DateReporter implements Reporter {
  private root: Suite | null = null;

  onBegin(_config: unknown, suite: Suite) {
    this.root = suite;
  }

  onEnd() {
    const failures = new Map<string, number>();
    for (const test of this.root?.allTests() ?? []) {
      const date = test.parent.project()?.metadata.date as string | undefined;
      if (date !== undefined && test.outcome() === 'unexpected') {
        failures.set(date, (failures.get(date) ?? 0) + 1);
      }
    }
    for (const [date, count] of failures) {
      console.error(`✖ the handover and reservation journeys failed on ${date}: ${count} test(s)`);
    }
  }

  printsToStdio() {
    return false;
  }
}
