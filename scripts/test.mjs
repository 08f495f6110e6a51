// `npm test`: type-check, type tests, lint, unit tests (pinned, in New York, a year ahead), build and its types,
// Storybook build, browser tests (pinned, and the handover journeys on a table of dates), size budgets.
// Stops at the first failing step and prints how long each step took.
import { spawnSync } from 'node:child_process';

function aYearFromToday() {
  return new Date(Date.now() + 365 * 24 * 60 * 60 * 1000).toISOString();
}

const steps = [
  ['type-check', ['npx', 'tsc', '-p', 'tsconfig.json', '--noEmit']],
  // A React host of the tags: a wrong attribute or event detail type must not compile (tests/types/react-host.test-d.tsx).
  ['type tests', ['npx', 'tsc', '-p', 'tests/types/tsconfig.json', '--noEmit']],
  // The same host on React 19's types: Kurv runs React 18, a host page may be on either (docs/architecture.md, "The runtime: React 18").
  ['type tests, React 19', ['npx', 'tsc', '-p', 'tests/types/tsconfig.react19.json', '--noEmit']],
  ['lint and format', ['npx', 'biome', 'check', '.']],
  ['unit tests', ['npx', 'vitest', 'run'], { TZ: 'Europe/Oslo' }],
  // Time rules must not depend on the machine's zone: core again, in a zone that is not Oslo's.
  ['unit tests, New York', ['npx', 'vitest', 'run', 'packages/core', 'packages/platform-sim'], { TZ: 'America/New_York' }],
  // The unit tests start at a pinned instant (tests/test-clock.json); once more a year after today's date, so that a
  // date written into the code or a test shows before it comes.
  ['unit tests, a year ahead', ['npx', 'vitest', 'run'], { TZ: 'Europe/Oslo', KURV_TEST_NOW: aYearFromToday() }],
  ['build', ['npx', 'rollup', '-c', 'rollup.config.mjs', '--silent']],
  // The rollup build ships no declarations: dist/types/kurv.d.ts (typed tags and events, defineAllElements).
  ['build types', ['npx', 'tsx', 'scripts/custom-elements-manifest.ts', '--dist-types']],
  // Subresource Integrity hashes of every shipped script: dist/integrity.json.
  ['build integrity', ['node', 'scripts/integrity.mjs']],
  ['storybook build', ['npx', 'storybook', 'build', '--quiet', '--disable-telemetry', '-o', 'storybook-static']],
  ['browser tests', ['node', 'scripts/e2e.mjs']],
  ['size budgets', ['node', 'scripts/size.mjs']],
];

const timings = [];
const started = Date.now();
for (const [name, [command, ...args], extraEnv = {}] of steps) {
  console.log(`\n▶ ${name}: ${[command, ...args].join(' ')}`);
  const stepStarted = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1', ...extraEnv } });
  const seconds = (Date.now() - stepStarted) / 1000;
  timings.push([name, seconds, result.status === 0]);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds.toFixed(1)} s`);
    process.exit(result.status ?? 1);
  }
}
console.log('\nnpm test: every step passed');
for (const [name, seconds] of timings) {
  console.log(`  ${name.padEnd(22)} ${seconds.toFixed(1).padStart(6)} s`);
}
console.log(`  ${'total'.padEnd(22)} ${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s`);
