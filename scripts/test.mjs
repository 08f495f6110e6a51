// `npm test`: type-check, type tests, lint, unit tests (one vitest run: pinned, in New York, a year ahead), build and its types,
// Storybook build, browser tests (pinned, and the handover journeys on a table of dates), size budgets.
// Stops at the first failing step and prints how long each step took.
import { spawnSync } from 'node:child_process';

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

const steps = [
  ['type-check', typeCheck('tsconfig.json', 'repository')],
  // A React host of the tags: a wrong attribute or event detail type must not compile (tests/types/react-host.test-d.tsx).
  ['type tests', typeCheck('tests/types/tsconfig.json', 'react-host')],
  // The same host on React 19's types: Kurv runs React 18, a host page may be on either (docs/architecture.md, "The runtime: React 18").
  ['type tests, React 19', typeCheck('tests/types/tsconfig.react19.json', 'react-host-19')],
  ['lint and format', ['npx', 'biome', 'check', '.']],
  // One vitest run, its projects (vitest.config.ts) the three configurations: every file under Oslo time; core and the
  // simulator again under New York time (time rules must not depend on the machine's zone); every file once more a
  // year after today (the tests start at a pinned instant, tests/test-clock.json), so that a date written into the
  // code or a test shows before it comes.
  ['unit tests', ['npx', 'vitest', 'run']],
  ['build', ['node', 'scripts/build.mjs']],
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
