// `npm run e2e`: the browser tests against the example pages and the simulator. Needs the build
// (`npm run build`) and a Chromium (found or installed by ensure-chromium.mjs).
//
// Every run pins the simulator's and the browser's clocks to one instant (tests/test-clock.json). With no
// arguments, the whole suite runs at the pinned instant, then the picker's journeys (tests/e2e/handover*.spec.ts) once for each
// other date of the table (a Saturday, the last Sundays of March and October in Oslo, 31 December, a triple-bonus
// day). With arguments (files, -g ...), only those run, at KURV_TEST_NOW or the pinned instant.
//
// The visual test (tests/e2e/visual.spec.ts) runs with the whole suite, at the pinned instant only. When a picture
// differs from its baseline, the run lists the diff images it left in test-results/ (each beside its -expected and
// -actual image); `npm run visual:update` takes new baselines after an intended change.
//
// Last, the whole suite runs the main journeys (PREACT_JOURNEYS, below) again against the preact flavour, dist/preact/
// (tests/e2e/flavour.ts). With arguments, `KURV_FLAVOUR=preact` runs those on preact.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';

if (!existsSync('dist/kurv.js') || !existsSync('dist/iife/kurv-runtime.js') || !existsSync('dist/esm/kurv.js')) {
  console.error('No build in dist/: run `npm run build` first.');
  process.exit(1);
}
const chromium = ensureChromium();
const clock = JSON.parse(readFileSync('tests/test-clock.json', 'utf8'));
// Every journey through the picker: the windows, prices, reservations and deadlines they show depend on the date.
const DATED_JOURNEYS = readdirSync('tests/e2e')
  .filter((name) => name.startsWith('handover') && name.endsWith('.spec.ts'))
  .map((name) => `tests/e2e/${name}`);

/** The diff images of the pictures that differ from their baselines, left by the last run under test-results/. */
function changedPictures(dir = 'test-results') {
  if (!existsSync(dir)) {
    return [];
  }
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      return changedPictures(path);
    }
    return entry.name.endsWith('-diff.png') ? [path] : [];
  });
}

function playwright(args, now) {
  const result = spawnSync('npx', ['playwright', 'test', ...args], {
    stdio: 'inherit',
    env: { ...process.env, CHROME_PATH: chromium, ...(now ? { KURV_TEST_NOW: now } : {}) },
  });
  const diffs = changedPictures();
  if (result.status !== 0 && diffs.length > 0) {
    console.error(`\n✖ ${diffs.length} picture(s) differ from tests/visual-baselines/ (expected, actual and diff side by side):`);
    for (const diff of diffs) {
      console.error(`  ${diff}`);
    }
    console.error('  After an intended change of the layout: npm run visual:update, look at the new pictures, commit them.');
  }
  return result.status ?? 1;
}

const args = process.argv.slice(2);
if (args.length > 0) {
  process.exit(playwright(args, null));
}
const first = playwright([], process.env.KURV_TEST_NOW ?? clock.now);
if (first !== 0) {
  process.exit(first);
}
for (const date of clock.dates) {
  if (date.now === (process.env.KURV_TEST_NOW ?? clock.now)) {
    continue;
  }
  console.log(`\n▶ handover and reservation journeys on ${date.name}: ${date.now}`);
  const status = playwright(DATED_JOURNEYS, date.now);
  if (status !== 0) {
    console.error(`\n✖ the handover and reservation journeys failed on ${date.name} (${date.now})`);
    process.exit(status);
  }
}

// The main journeys (add, cart, picker delivery and pickup, edit order) once more against the preact flavour
// (dist/preact/), at the pinned instant: tests/e2e/flavour.ts serves it to the example pages when KURV_FLAVOUR=preact.
const PREACT_JOURNEYS = [
  'tests/e2e/cart.spec.ts',
  'tests/e2e/cart-journeys.spec.ts',
  'tests/e2e/handover.spec.ts',
  'tests/e2e/order-edit.spec.ts',
];
if (!existsSync('dist/preact/kurv.js')) {
  console.error('No preact flavour in dist/preact/: run `npm run build` first.');
  process.exit(1);
}
console.log('\n▶ the main journeys on the preact flavour (dist/preact/)');
process.env.KURV_FLAVOUR = 'preact';
const preactStatus = playwright(PREACT_JOURNEYS, process.env.KURV_TEST_NOW ?? clock.now);
if (preactStatus !== 0) {
  console.error('\n✖ the main journeys failed on the preact flavour (dist/preact/)');
  process.exit(preactStatus);
}
