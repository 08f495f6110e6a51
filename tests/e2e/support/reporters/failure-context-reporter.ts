import { readFileSync } from 'node:fs';
import type { FullResult, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';

/** At most this many lines of one failure's page are printed: the example pages' snapshots run to about 110. */
const MAX_CONTEXT_LINES = 400;

/**
 * Prints the page each failed attempt left (the accessibility snapshot in Playwright's error context) into the run's
 * output: a CI run keeps its output alone, not test-results/, so a failure there can be read from the log. A test that
 * passed only on a retry (`--retries`; the suite itself retries none) is named at the end.
 */
export default class FailureContextReporter implements Reporter {
  private root: Suite | null = null;

  onBegin(_config: unknown, suite: Suite) {
    this.root = suite;
  }

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === test.expectedStatus || result.status === 'skipped') {
      return;
    }
    const context = result.attachments.find((attachment) => attachment.name === 'error-context' && attachment.path);
    if (context?.path === undefined) {
      return;
    }
    let text: string;
    try {
      text = readFileSync(context.path, 'utf8');
    } catch {
      return;
    }
    // The error itself is in the list reporter's output; the page is the context's YAML block.
    const page = /```yaml\n([\s\S]*?)```/.exec(text)?.[1] ?? text;
    const lines = page.trimEnd().split('\n');
    const shown =
      lines.length > MAX_CONTEXT_LINES ? [...lines.slice(0, MAX_CONTEXT_LINES), `… ${lines.length - MAX_CONTEXT_LINES} more lines`] : lines;
    const project = test.parent.project()?.name ?? '';
    const attempt = result.retry === 0 ? 'first run' : `retry ${result.retry}`;
    console.error(`\n── the page of a failed test (${attempt}) [${project}] › ${test.title}\n${shown.join('\n')}\n── end of that page`);
  }

  onEnd(_result: FullResult) {
    const flaky = this.root?.allTests().filter((test) => test.outcome() === 'flaky') ?? [];
    for (const test of flaky) {
      console.error(
        `⚠ flaky: [${test.parent.project()?.name ?? ''}] › ${test.location.file.split(/[\\/]/).at(-1)}:${test.location.line} › ${test.title} failed, then passed on its retry (its page is printed above)`,
      );
    }
  }

  printsToStdio() {
    return false;
  }
}
