// `npm run engines`: the main journeys (add and step, the cart and its dialogs, the picker's pickup and delivery, the
// order edit question, the picker by keyboard; the add, cart and picker ones on the strict-CSP and Trusted Types pages
// too) in Firefox and WebKit, as the Playwright tests run them in Chromium (tests/engines). Needs the build (dist/);
// finds or installs the engines (scripts/ensure-engines.mjs). Prints a line per journey and engine with its time; exits
// non-zero when one fails.
//
//   node scripts/engines.mjs [--engine=firefox|webkit] [--only=<part of a journey's name>]
//
// The simulator listens on ENGINES_PORT (default 4471), WebKit's WebDriver on the port after it.
import { existsSync } from 'node:fs';
import { tsImport } from 'tsx/esm/api';
import { ensureEngines } from './ensure-engines.mjs';

const option = (name) => process.argv.find((argument) => argument.startsWith(`--${name}=`))?.slice(name.length + 3);

if (!existsSync('dist/kurv.js')) {
  console.error('The engine journeys load the build: run `npm run build` (or `node scripts/start.mjs --build-only`) first.');
  process.exit(1);
}
const { firefox, webkitDriver, miniBrowser, xvfbRun } = ensureEngines();
const engine = option('engine');
const { runEngineJourneys } = await tsImport('../tests/engines/run-engines.ts', import.meta.url);
const started = Date.now();
const failures = await runEngineJourneys({
  firefox,
  webkit: { webkitDriver, miniBrowser, xvfbRun },
  port: Number(process.env.ENGINES_PORT ?? 4471),
  engines: engine === undefined ? ['firefox', 'webkit'] : [engine],
  only: option('only'),
});
console.log(
  `engine journeys: ${failures === 0 ? 'every one passed' : `${failures} failed`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
process.exit(failures === 0 ? 0 : 1);
