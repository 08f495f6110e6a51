// `npm run e2e`: the browser tests against the example pages and the simulator. Needs the build
// (`npm run build`) and a Chromium (found or installed by ensure-chromium.mjs: its headless shell when there is one).
//
// Every run pins the simulator's and the browser's clocks to one instant (tests/test-clock.json). With no
// arguments, one Playwright run holds the whole suite at the pinned instant and the specs whose outcome depends on the
// date (DATED_SPECS in tests/e2e/support/dated-specs.ts) on each other date of the table (a Saturday, the last Sundays
// of March and October in Oslo, 31 December, a triple-bonus day): one project per date (playwright.config.ts), spread over parallel workers,
// each with a simulator of its own (E2E_WORKERS workers, 2 by default; E2E_PORT the first of their ports). With
// arguments (files, -g ...), only those run, at KURV_TEST_NOW or the pinned instant.
//
// The visual test (tests/e2e/look/visual.spec.ts) runs with the whole suite, at the pinned instant only. When a picture
// differs from its baseline, the run lists the diff images it left in test-results/ (each beside its -expected and
// -actual image); `npm run visual:update` takes new baselines after an intended change.
//
// The whole suite also runs the main journeys (PREACT_JOURNEYS in playwright.config.ts) against the preact flavour,
// dist/preact/ (tests/e2e/support/flavour.ts), as one more project of the same run. With arguments, `KURV_FLAVOUR=preact` runs
// those on preact.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { SERVE_BUILD_DIR } from './serve-build.mjs';

// `--smoke`: the smoke journeys alone (tests tagged @smoke, one per element, on the loader's page), at the pinned
// instant: `npm run test:quick` runs them on `npm start`'s build (build/serve/), which has no preact flavour.
const smoke = process.argv.includes('--smoke');
const needed = smoke
  ? [`${SERVE_BUILD_DIR}/kurv.js`]
  : ['dist/kurv.js', 'dist/iife/kurv-runtime.js', 'dist/esm/kurv.js', 'dist/preact/kurv.js'];
if (needed.some((file) => !existsSync(file))) {
  console.error(
    smoke
      ? `No build in ${SERVE_BUILD_DIR}/: run \`node scripts/start.mjs --build-only\` first.`
      : 'No build in dist/: run `npm run build` first.',
  );
  process.exit(1);
}
// The smoke journeys' simulators serve that build as /dist/ (tests/e2e/support/fixtures.ts).
const distRoot = smoke ? { KURV_DIST_ROOT: SERVE_BUILD_DIR } : {};
const chromium = ensureChromium({ headlessShell: true });
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

function playwright(args, env) {
  const result = spawnSync('npx', ['playwright', 'test', ...args], {
    stdio: 'inherit',
    env: { ...process.env, CHROME_PATH: chromium, ...env },
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

const args = smoke ? ['--grep', '@smoke'] : process.argv.slice(2);
// With arguments, the pinned instant's project alone (the date projects would run the dated specs once per date).
process.exit(playwright(args, { ...distRoot, ...(args.length > 0 ? { E2E_PINNED_ONLY: '1' } : {}) }));
