import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative, sep } from 'node:path';
import type { FullConfig, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Where the run's test time per spec folder is written, for `npm test`'s end summary (scripts/test.mjs). */
export const FOLDER_TIMES_PATH = 'test-results/folder-times.json';

/** One spec folder's share of a run: its tests and their time, summed over the workers. */
export interface FolderTime {
  folder: string;
  tests: number;
  /** Test time at the pinned instant (and on preact), in seconds. */
  pinnedSeconds: number;
  /** Test time on the table's other dates, in seconds. */
  datedSeconds: number;
}

/**
 * Sums the browser tests' time per spec folder (`tests/e2e/<folder>/`, one per tag and the host page's), at the pinned
 * instant and on the other dates, and prints it at the end of the run: the budget of the suite, planned per folder.
 * Written to FOLDER_TIMES_PATH as well, where `npm test` reads it for its summary.
 */
export default class FolderTimeReporter implements Reporter {
  private testDir = '';
  private readonly folders = new Map<string, FolderTime>();
  private started = Date.now();

  onBegin(config: FullConfig) {
    this.testDir = config.projects[0]?.testDir ?? '';
    this.started = Date.now();
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const path = relative(this.testDir, test.location.file).split(sep);
    const folder = path.length > 1 ? (path[0] ?? '') : '(top)';
    const entry = this.folders.get(folder) ?? { folder, tests: 0, pinnedSeconds: 0, datedSeconds: 0 };
    entry.tests += 1;
    const dated = test.parent.project()?.metadata.date !== undefined;
    if (dated) {
      entry.datedSeconds += result.duration / 1000;
    } else {
      entry.pinnedSeconds += result.duration / 1000;
    }
    this.folders.set(folder, entry);
  }

  onEnd() {
    const rows = [...this.folders.values()].sort((a, b) => b.pinnedSeconds + b.datedSeconds - (a.pinnedSeconds + a.datedSeconds));
    if (rows.length === 0) {
      return;
    }
    const total = rows.reduce((sum, row) => sum + row.pinnedSeconds + row.datedSeconds, 0);
    const wall = (Date.now() - this.started) / 1000;
    const lines = [
      `\nBrowser test time per spec folder (summed over the workers; ${wall.toFixed(1)} s on the wall):`,
      `  ${'folder'.padEnd(22)} ${'tests'.padStart(6)} ${'pinned'.padStart(9)} ${'dates'.padStart(9)} ${'total'.padStart(9)}`,
      ...rows.map(
        (row) =>
          `  ${row.folder.padEnd(22)} ${String(row.tests).padStart(6)} ${`${row.pinnedSeconds.toFixed(1)} s`.padStart(9)} ${`${row.datedSeconds.toFixed(1)} s`.padStart(9)} ${`${(row.pinnedSeconds + row.datedSeconds).toFixed(1)} s`.padStart(9)}`,
      ),
      `  ${'all'.padEnd(22)} ${String(rows.reduce((sum, row) => sum + row.tests, 0)).padStart(6)} ${''.padStart(9)} ${''.padStart(9)} ${`${total.toFixed(1)} s`.padStart(9)}`,
    ];
    console.log(lines.join('\n'));
    mkdirSync(dirname(FOLDER_TIMES_PATH), { recursive: true });
    writeFileSync(FOLDER_TIMES_PATH, `${JSON.stringify({ wallSeconds: wall, folders: rows }, null, 2)}\n`);
  }

  printsToStdio() {
    return false;
  }
}
