import { createPlatformSim } from './http/create-platform-sim';
import { createSimServer } from './http/node-server';

/**
 * `npm run serve`: the example pages, the built bundles and the simulated platform on one origin.
 * PORT overrides the port (default 4173); HOST the interface (default 127.0.0.1); SIM_NOW pins the simulator's clock
 * to an instant at start and at every reset (the browser tests do; the machine's clock by default).
 */
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
const sim = createPlatformSim(process.env.SIM_NOW ? { now: process.env.SIM_NOW } : {});
await createSimServer({ sim, port, host, staticRoots: { '/dist/': 'dist', '/storybook/': 'storybook-static', '/': 'examples' } });
const shown = host === '127.0.0.1' ? 'localhost' : host;
console.log(`Kurv examples on the platform simulator: http://${shown}:${port}/`);
console.log(`Control API: http://${shown}:${port}/__sim/state`);
