import { createPlatformSim } from './create-platform-sim';
import { createSimServer } from './node-server';

/**
 * `npm run serve`: the example pages, the built bundles and the simulated platform on one origin.
 * PORT overrides the port (default 4173); HOST the interface (default 127.0.0.1).
 */
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
const sim = createPlatformSim();
await createSimServer({ sim, port, host, staticRoots: { '/dist/': 'dist', '/storybook/': 'storybook-static', '/': 'examples' } });
const shown = host === '127.0.0.1' ? 'localhost' : host;
console.log(`Kurv examples on the platform simulator: http://${shown}:${port}/`);
console.log(`Control API: http://${shown}:${port}/__sim/state`);
