import { createPlatformSim } from './http/create-platform-sim';
import { createSimServer } from './http/node-server';
import { exampleStaticRoots } from './http/static-roots';

/**
 * `npm run serve`: the example pages, the built bundles and the simulated platform on one origin.
 * PORT overrides the port (default 4173); HOST the interface (default 127.0.0.1); SIM_NOW pins the simulator's clock
 * to an instant at start and at every reset (the browser tests do; the machine's clock by default). EXTRA_STATIC_ROOT,
 * `/prefix/=folder`, serves one more folder under a path prefix (the bench serves its own pages so, from the same
 * origin and server as the examples, where a browser route would have passed every request through the test process).
 * KURV_DIST_ROOT is the folder served as /dist/: the shipped build, dist/, by default; `npm start` serves its own
 * unminified build, build/serve/. The example single-page hosts' builds (`npm run hosts`) are at /hosts/react/ and /hosts/vue/.
 */
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
const sim = createPlatformSim(process.env.SIM_NOW ? { now: process.env.SIM_NOW } : {});
const staticRoots = exampleStaticRoots(process.env.KURV_DIST_ROOT);
const extraRoot = process.env.EXTRA_STATIC_ROOT;
if (extraRoot) {
  const match = /^(\/[^=]*\/)=(.+)$/.exec(extraRoot);
  if (match === null) {
    throw new Error(`EXTRA_STATIC_ROOT must be /prefix/=folder, not ${extraRoot}`);
  }
  staticRoots[match[1] as string] = match[2] as string;
}
await createSimServer({ sim, port, host, staticRoots });
const shown = host === '127.0.0.1' ? 'localhost' : host;
console.log(`Kurv examples on the platform simulator: http://${shown}:${port}/`);
console.log(`Control API: http://${shown}:${port}/__sim/state`);
