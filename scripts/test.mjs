// `npm test`: type-check, type tests, lint, unit tests (one vitest run: pinned, in New York, a year ahead), build and its
// types, size budgets, Storybook build, browser tests (pinned, and the handover journeys on a table of dates).
//
// Three lanes run at the same time from the start, each its steps one after another: the checks (the type checks, then
// lint), the unit tests, and the build (then its types, its integrity hashes, the size budgets, the Storybook build and
// the browser tests). The browser tests need only the build and Storybook, so they start as soon as those are done, not
// after the other two lanes. Those two run at a lower CPU priority (niceness 10): while the build is written they take
// what the build leaves, and under the browser tests they fill the time the browsers wait (a quarter of two cores,
// measured: docs/testing.md, "How long npm test takes"), so the browser tests, whose waits have time limits, keep the
// cores they need. A step's output is kept and printed whole when it ends, so the steps' logs do not interleave; the
// browser tests print as they go. Stops at the first step that fails (the other lanes are stopped) and prints how long
// each step took, and when it started.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { setPriority } from 'node:os';

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
 * The lanes, all started at once, each its steps one after another. A `background` lane runs at a lower CPU priority.
 * A `live` step's output goes straight through; the others' output is kept and printed when the step ends.
 */
const lanes = [
  {
    background: true,
    steps: [
      // The whole repository, with the type test of a React host of the tags (tests/types/react-host.test-d.tsx: a
      // wrong attribute or event detail type must not compile) on React 18's types.
      { name: 'type-check', command: typeCheck('tsconfig.json', 'repository') },
      // The same host on React 19's types, against the tags' declarations alone (packages/elements/src/kurv-elements.d.ts,
      // what a host page gets): Kurv runs React 18, a host page may be on either (docs/architecture.md).
      { name: 'type tests, React 19', command: typeCheck('tests/types/tsconfig.react19.json', 'react-host-19') },
      { name: 'lint and format', command: ['npx', 'biome', 'check', '.'] },
    ],
  },
  {
    background: true,
    steps: [
      // One vitest run, its projects (vitest.config.ts) the three configurations: every file under Oslo time; core and
      // the simulator again under New York time (time rules must not depend on the machine's zone); every file once more
      // a year after today (the tests start at a pinned instant, tests/test-clock.json), so that a date written into the
      // code or a test shows before it comes.
      { name: 'unit tests', command: ['npx', 'vitest', 'run'] },
    ],
  },
  {
    background: false,
    steps: [
      // The groups of rollup.config.mjs in parallel processes (scripts/build.mjs).
      { name: 'build', command: ['node', 'scripts/build.mjs'] },
      // The rollup build ships no declarations: dist/types/kurv.d.ts (typed tags and events, defineAllElements).
      { name: 'build types', command: ['npx', 'tsx', 'scripts/custom-elements-manifest.ts', '--dist-types'] },
      // Subresource Integrity hashes of every shipped script: dist/integrity.json.
      { name: 'build integrity', command: ['node', 'scripts/integrity.mjs'] },
      { name: 'size budgets', command: ['node', 'scripts/size.mjs'] },
      { name: 'storybook build', command: ['npx', 'storybook', 'build', '--quiet', '--disable-telemetry', '-o', 'storybook-static'] },
      { name: 'browser tests', command: ['node', 'scripts/e2e.mjs'], live: true },
    ],
  },
];

const started = Date.now();
const sinceStart = () => (Date.now() - started) / 1000;
const timings = [];
const running = new Set();
const env = { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' };

/**
 * Gives a background step's process, and what it starts later (vitest's workers, tsc), niceness 10. A step is a session
 * of its own (`detached`), and Linux schedules each session as one group against the others (autogroup): the group's
 * niceness is what weighs against the other steps, so it is set too. A system that refuses either runs the step at the
 * usual priority.
 */
function lowerPriority(pid) {
  try {
    setPriority(pid, 10);
  } catch {
    // Left as it is.
  }
  try {
    writeFileSync(`/proc/${pid}/autogroup`, '10');
  } catch {
    // No autogroup here (another system, or a kernel without it): the process's own niceness is what counts then.
  }
}

/** Runs one step; its output goes straight through when `live`, else it is kept and printed when the step ends. */
function runStep({ name, command: [command, ...args], live = false }, background) {
  const startedAt = sinceStart();
  console.log(`\n▶ ${name}: ${[command, ...args].join(' ')}${live ? '' : ' (its output follows when it ends)'}`);
  return new Promise((resolve) => {
    // A process group of its own, so that stopping the step stops what it started too (npx's node, tsc, Chromium).
    const child = spawn(command, args, { env, detached: true, stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    if (background) {
      lowerPriority(child.pid);
    }
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

/** The step times, as far as the run went: a failed run shows how long each step took before it stopped too. */
function printTimings(title) {
  console.log(`\n${title}`);
  console.log(`  ${'step'.padEnd(22)} ${'started'.padStart(8)} ${'took'.padStart(8)}  outcome`);
  for (const { name, startedAt, seconds, outcome } of timings.sort((a, b) => a.startedAt - b.startedAt)) {
    console.log(`  ${name.padEnd(22)} ${`${startedAt.toFixed(1)} s`.padStart(8)} ${`${seconds.toFixed(1)} s`.padStart(8)}  ${outcome}`);
  }
  console.log(`  ${'total'.padEnd(22)} ${''.padStart(8)} ${`${sinceStart().toFixed(1)} s`.padStart(8)}`);
}

/** The first step that failed, when one has: the other lanes are stopped then, and their steps read 'stopped'. */
let firstFailure = null;
await Promise.all(
  lanes.map(async ({ background, steps }) => {
    for (const step of steps) {
      if (firstFailure) {
        return;
      }
      const code = await runStep(step, background);
      if (code !== 0) {
        if (!firstFailure) {
          firstFailure = { name: step.name, code };
          stopAll();
        }
        return;
      }
    }
  }),
);

if (firstFailure) {
  printTimings(`npm test: ${firstFailure.name} failed`);
  console.error(`\n✖ ${firstFailure.name} failed`);
  process.exit(firstFailure.code);
}
printTimings('npm test: every step passed');
