// `npm test`: type-check, type tests, lint, unit tests (one vitest run: pinned, in New York, a year ahead), build and its
// types, the example hosts built on the packed package, size budgets, Storybook build, browser tests (pinned, and the
// handover journeys on a table of dates), the main journeys in Firefox and WebKit.
//
// The steps that need nothing of each other run at the same time, in three lanes: the checks (the type checks, then
// lint), the unit tests, and the build (then its types, its integrity hashes, the size budgets and the Storybook
// build). Each of them is single-threaded for much of its time, so on two cores the lanes fill each other's idle time.
// A lane's output is kept and printed whole when its step ends, so the steps' logs do not interleave. The browser
// tests need the build and Storybook: they start when the three lanes are done and print as they go. Stops at the
// first step that fails (the other lanes are stopped) and prints how long each step took, and when it started.
//
// Tried and left: starting the browser tests as soon as the build and Storybook are written, with the checks and the
// unit tests beside them at niceness 10 (for their session's group too, /proc/<pid>/autogroup) to fill the browsers'
// waits, a fifth of the two cores. The build was as quick beside them as alone (121 s), but the browser tests left the
// unit tests so little that they took 761 s instead of about 240, and three of their tests failed on timing (a 10 s
// test limit, a notification poller of an earlier test firing on real timers). Two cores have no room for both.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

// tsc keeps what it learnt about the program between runs here (git-ignored, absent on a fresh clone): a second run
// re-checks only what changed, and checks the same files with the same options.
function typeCheck(project, cacheName) {
  return [
    'npx',
    'tsc',
    '-p',
    project,
    '--noEmit',
    '--incremental',
    '--tsBuildInfoFile',
    `node_modules/.cache/kurv-tsc/${cacheName}.tsbuildinfo`,
  ];
}

/**
 * The phases, one after another. A phase's lanes run at the same time, each its steps one after another; a `live`
 * phase's output goes straight through, the others' output is kept per step and printed when the step ends.
 */
const fullPhases = [
  {
    live: false,
    lanes: [
      [
        // The whole repository, with the type test of a React host of the tags (tests/types/react-host.test-d.tsx: a
        // wrong attribute or event detail type must not compile) on React 18's types.
        ['type-check', typeCheck('tsconfig.json', 'repository')],
        // The same host on React 19's types, against the tags' declarations alone (packages/elements/src/kurv-elements.d.ts,
        // what a host page gets): Kurv runs React 18, a host page may be on either (docs/architecture.md).
        ['type tests, React 19', typeCheck('tests/types/tsconfig.react19.json', 'react-host-19')],
        ['lint and format', ['npx', 'biome', 'check', '.']],
      ],
      [
        // One vitest run, its projects (vitest.config.ts) the three configurations: every file under Oslo time; core and
        // the simulator again under New York time (time rules must not depend on the machine's zone); every file once more
        // a year after today (the tests start at a pinned instant, tests/test-clock.json), so that a date written into the
        // code or a test shows before it comes.
        ['unit tests', ['npx', 'vitest', 'run']],
      ],
      [
        // The groups of rollup.config.mjs in parallel processes (scripts/build.mjs).
        ['build', ['node', 'scripts/build.mjs']],
        // The rollup build ships no declarations: dist/types/kurv.d.ts (typed tags and events, defineAllElements).
        ['build types', ['npx', 'tsx', 'scripts/custom-elements-manifest.ts', '--dist-types']],
        // window.kurv's and window.kurvSettings' types in it, with core's declarations they reach (dist/types/core/).
        ['build host types', ['npx', 'tsx', 'scripts/host-api-types.ts']],
        // Subresource Integrity hashes of every shipped script: dist/integrity.json.
        ['build integrity', ['node', 'scripts/integrity.mjs']],
        // The example single-page hosts (examples/hosts/react/, vue/) installed from the packed package, type-checked and
        // built into their dist/, which the browser test host-page/typed-hosts.spec.ts drives.
        ['example hosts', ['node', 'scripts/hosts.mjs']],
        // The budgets (React product page 75 KB, all four 78 KB, preact product page 40 KB, loader 5 KB) as soon as the
        // build is there: a build over budget fails before the browser tests run.
        ['size budgets', ['node', 'scripts/size.mjs']],
        ['storybook build', ['npx', 'storybook', 'build', '--quiet', '--disable-telemetry', '-o', 'storybook-static']],
      ],
    ],
  },
  {
    live: true,
    lanes: [
      [
        ['browser tests', ['node', 'scripts/e2e.mjs']],
        // The main journeys in Firefox and WebKit (issue 37), after Chromium's: beside them, they would share the two
        // cores the browser tests keep busy.
        ['engine journeys', ['node', 'scripts/engines.mjs']],
      ],
    ],
  },
];

/**
 * What `main` is for `npm run test:quick`: the unit tests of the files changed since it (and not committed yet) run.
 * The merge base with the branch `main` (or `origin/main`); HEAD when neither is known, so only uncommitted changes count.
 */
function changedSince() {
  for (const ref of ['main', 'origin/main']) {
    try {
      return execFileSync('git', ['merge-base', 'HEAD', ref], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    } catch {
      // Not a branch here: try the next.
    }
  }
  return 'HEAD';
}

/**
 * `npm run test:quick` (`--quick`): the checks a developer runs before pushing, in about three minutes. The type check
 * and lint as in `npm test`; the unit tests related to the files changed since main, under Oslo time; `npm start`'s
 * build (not minified, rebuilt only where its sources changed) and one smoke journey per element on it (the tests tagged
 * @smoke). `npm test` remains what must pass before a change lands.
 */
const quickPhases = [
  {
    live: false,
    lanes: [
      [
        ['type-check', typeCheck('tsconfig.json', 'repository')],
        ['lint and format', ['npx', 'biome', 'check', '.']],
      ],
      [
        [
          'unit tests of the change',
          ['npx', 'vitest', 'run', '--project', 'oslo', '--project', 'oslo dom', '--changed', changedSince(), '--passWithNoTests'],
        ],
      ],
      [
        ['serving build', ['node', 'scripts/start.mjs', '--build-only']],
        ['smoke journeys', ['node', 'scripts/e2e.mjs', '--smoke']],
      ],
    ],
  },
];

const quick = process.argv.includes('--quick');
const phases = quick ? quickPhases : fullPhases;

const started = Date.now();
// Only this run's browser tests may fill the summary's folder table.
rmSync('test-results/folder-times.json', { force: true });
const sinceStart = () => (Date.now() - started) / 1000;
const timings = [];
const running = new Set();
const env = { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' };

/** Runs one step; its output goes straight through when `live`, else it is kept and printed when the step ends. */
function runStep([name, [command, ...args]], live) {
  const startedAt = sinceStart();
  console.log(`\n▶ ${name}: ${[command, ...args].join(' ')}${live ? '' : ' (its output follows when it ends)'}`);
  return new Promise((resolve) => {
    // A process group of its own, so that stopping the step stops what it started too (npx's node, tsc, Chromium).
    const child = spawn(command, args, { env, detached: true, stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    running.add(child);
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      running.delete(child);
      const seconds = sinceStart() - startedAt;
      if (!live) {
        console.log(`\n── ${name}, ${code === 0 ? 'passed' : 'failed'} after ${seconds.toFixed(1)} s ──`);
        process.stdout.write(Buffer.concat(output));
      }
      timings.push({ name, startedAt, seconds, outcome: code === 0 ? 'passed' : signal ? 'stopped' : 'failed' });
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

function stopAll(signal = 'SIGTERM') {
  for (const child of running) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
  }
}
// The steps are process groups of their own: Ctrl+C reaches only this one, which passes it on.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll(signal);
    process.exit(130);
  });
}

/** Where the browser tests' reporter writes each spec folder's test time (tests/e2e/support/reporters). */
const FOLDER_TIMES = 'test-results/folder-times.json';

/** The browser step's test time per spec folder, summed over its workers, as its reporter wrote it. */
function printFolderTimes() {
  if (!existsSync(FOLDER_TIMES)) {
    return;
  }
  const { folders } = JSON.parse(readFileSync(FOLDER_TIMES, 'utf8'));
  console.log(`\n  browser tests per spec folder (test time, summed over the workers)`);
  console.log(`  ${'folder'.padEnd(22)} ${'tests'.padStart(8)} ${'pinned'.padStart(8)} ${'dates'.padStart(8)} ${'total'.padStart(8)}`);
  for (const { folder, tests, pinnedSeconds, datedSeconds } of folders) {
    const cells = [pinnedSeconds, datedSeconds, pinnedSeconds + datedSeconds].map((value) => `${value.toFixed(1)} s`.padStart(8));
    console.log(`  ${folder.padEnd(22)} ${String(tests).padStart(8)} ${cells.join(' ')}`);
  }
}

/** The step times, as far as the run went: a failed run shows how long each step took before it stopped too. */
function printTimings(title) {
  console.log(`\n${title}`);
  // The widest step name sets the first column (the quick run's "unit tests of the change" is wider than the default).
  const width = Math.max(22, ...timings.map(({ name }) => name.length + 1));
  console.log(`  ${'step'.padEnd(width)} ${'started'.padStart(8)} ${'took'.padStart(8)}  outcome`);
  for (const { name, startedAt, seconds, outcome } of timings.sort((a, b) => a.startedAt - b.startedAt)) {
    console.log(`  ${name.padEnd(width)} ${`${startedAt.toFixed(1)} s`.padStart(8)} ${`${seconds.toFixed(1)} s`.padStart(8)}  ${outcome}`);
  }
  console.log(`  ${'total'.padEnd(width)} ${''.padStart(8)} ${`${sinceStart().toFixed(1)} s`.padStart(8)}`);
  printFolderTimes();
}

for (const { live, lanes } of phases) {
  // The step that failed first: the others of its phase are stopped then, and their steps read 'stopped'.
  let firstFailure = null;
  await Promise.all(
    lanes.map(async (lane) => {
      for (const step of lane) {
        if (firstFailure) {
          return;
        }
        const code = await runStep(step, live);
        if (code !== 0) {
          if (!firstFailure) {
            firstFailure = { name: step[0], code };
            stopAll();
          }
          return;
        }
      }
    }),
  );
  if (firstFailure) {
    printTimings(`npm ${quick ? 'run test:quick' : 'test'}: ${firstFailure.name} failed`);
    console.error(`\n✖ ${firstFailure.name} failed`);
    process.exit(firstFailure.code);
  }
}

printTimings(`npm ${quick ? 'run test:quick' : 'test'}: every step passed`);
