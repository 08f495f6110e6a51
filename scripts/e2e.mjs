// `npm run e2e`: the browser tests against the example pages and the simulator. Needs the build
// (`npm run build`) and a Chromium (found or installed by ensure-chromium.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';

if (!existsSync('dist/kurv.js') || !existsSync('dist/iife/kurv-runtime.js') || !existsSync('dist/esm/kurv.js')) {
  console.error('No build in dist/: run `npm run build` first.');
  process.exit(1);
}
const chromium = ensureChromium();
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROME_PATH: chromium },
});
process.exit(result.status ?? 1);
