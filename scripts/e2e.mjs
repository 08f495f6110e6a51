// `npm run e2e`: the browser tests against the example pages and the simulator. Needs the build
// (`npm run build`) and a Chromium (found or installed by ensure-chromium.mjs).
//
// Every run pins the simulator's and the browser's clocks to one instant (tests/test-clock.json). With no
// arguments, the whole suite runs at the pinned instant, then the picker's journeys (tests/e2e/handover*.spec.ts) once for each
// other date of the table (a Saturday, the last Sundays of March and October in Oslo, 31 December, a triple-bonus
// day). With arguments (files, -g ...), only those run, at KURV_TEST_NOW or the pinned instant.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
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

function playwright(args, now) {
  const result = spawnSync('npx', ['playwright', 'test', ...args], {
    stdio: 'inherit',
    env: { ...process.env, CHROME_PATH: chromium, ...(now ? { KURV_TEST_NOW: now } : {}) },
  });
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
