import type { Server } from 'node:http';
import { build } from 'esbuild';
import { createPlatformSim } from '../../packages/platform-sim/src/http/create-platform-sim';
import { createSimServer } from '../../packages/platform-sim/src/http/node-server';
import { exampleStaticRoots } from '../../packages/platform-sim/src/http/static-roots';
import type { EngineDriver, EngineName } from './driver';
import { EnginePage } from './engine-page';
import { FirefoxDriver } from './firefox-driver';
import { JOURNEYS, type Journey } from './journeys';
import { WebKitDriver, type WebKitParts } from './webkit-driver';

/** What scripts/engines.mjs passes: the engines' parts, the ports, which engines and journeys run. */
export interface EngineRunOptions {
  firefox: string;
  webkit: WebKitParts;
  /** The simulator's port; WebKit's WebDriver listens on the next. */
  port: number;
  engines: EngineName[];
  /** Only the journeys whose name contains this. */
  only?: string;
}

/** The page finder as one script that puts `window.kurvEngineFinder` on the page (dom-accessibility-api inside). */
async function finderBundle(): Promise<string> {
  const result = await build({
    stdin: {
      contents: "import { pageFinder } from './page-finder';\nglobalThis.kurvEngineFinder = pageFinder;",
      resolveDir: 'tests/engines',
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    minify: true,
    write: false,
    target: ['firefox115', 'safari16'],
    logLevel: 'error',
  });
  return result.outputFiles[0]?.text ?? '';
}

/** The simulator with the example pages and the build, as `npm start` serves them, on the machine's clock. */
function startSimulator(port: number): Promise<Server> {
  const sim = createPlatformSim();
  return createSimServer({ sim, port, host: '127.0.0.1', staticRoots: exampleStaticRoots() });
}

async function launch(engine: EngineName, options: EngineRunOptions): Promise<EngineDriver> {
  switch (engine) {
    case 'firefox':
      return FirefoxDriver.launch(options.firefox);
    case 'webkit':
      return WebKitDriver.launch(options.webkit, options.port + 1);
    default:
      return engine satisfies never;
  }
}

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** Runs every journey in every engine asked for; prints a line per journey and engine; answers the failures' count. */
export async function runEngineJourneys(options: EngineRunOptions): Promise<number> {
  const bundle = await finderBundle();
  const server = await startSimulator(options.port);
  const journeys = JOURNEYS.filter((journey) => options.only === undefined || journey.name.includes(options.only));
  // One browser session for the journeys that share one, then one each for those that need their own.
  const shared = journeys.filter((journey) => !journey.ownSession);
  const sessions = [
    ...(shared.length > 0 ? [shared] : []),
    ...journeys.filter((journey) => journey.ownSession).map((journey) => [journey]),
  ];
  let failures = 0;
  try {
    for (const engine of options.engines) {
      const launched = Date.now();
      for (const session of sessions) {
        failures += await runSession(engine, session, options, bundle);
      }
      console.log(`${engine}: ${seconds(launched)} in all`);
    }
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  return failures;
}

/** Runs journeys one after the other in one session of the engine; prints a line per journey; answers the failures' count. */
async function runSession(engine: EngineName, journeys: readonly Journey[], options: EngineRunOptions, bundle: string): Promise<number> {
  const origin = `http://127.0.0.1:${options.port}`;
  const launched = Date.now();
  const driver = await launch(engine, options);
  console.log(`${engine}: started in ${seconds(launched)}`);
  let failures = 0;
  try {
    for (const journey of journeys) {
      const started = Date.now();
      try {
        const reset = await fetch(`${origin}/__sim/reset`, { method: 'POST' });
        if (!reset.ok) {
          throw new Error(`POST /__sim/reset answered ${reset.status}`);
        }
        await driver.startFresh(origin);
        // The violations from before the page's own scripts, where the engine can run one that early.
        await driver.runBeforePageScripts(`${bundle};globalThis.kurvEngineFinder.watchViolations();`);
        await journey.run(new EnginePage(driver, origin, bundle));
        console.log(`  ✓ ${engine.padEnd(7)} ${journey.name} (${seconds(started)})`);
      } catch (error) {
        failures += 1;
        console.log(`  ✖ ${engine.padEnd(7)} ${journey.name} (${seconds(started)})\n      ${String(error).replaceAll('\n', '\n      ')}`);
      }
    }
  } finally {
    await driver.close();
  }
  return failures;
}
