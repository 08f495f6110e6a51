// `npm start`: builds the bundles when they are missing, then serves the example pages with the
// platform simulator on http://localhost:4173 (PORT overrides).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const needed = [
  'dist/kurv.js',
  'dist/esm/kurv.js',
  'dist/iife/kurv-runtime.js',
  'dist/iife/add-to-cart-button.js',
  'dist/iife/cart-popup.js',
  'dist/iife/handover-picker.js',
  'dist/iife/edit-order-dialog.js',
];
if (needed.some((file) => !existsSync(file))) {
  console.log('Building the bundles (npm run build) ...');
  const build = spawnSync('npx', ['rollup', '-c', 'rollup.config.mjs', '--silent'], { stdio: 'inherit' });
  if (build.status !== 0) {
    process.exit(build.status ?? 1);
  }
}
const server = spawn(process.execPath, ['--import', 'tsx', 'packages/platform-sim/src/serve.ts'], { stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code) => process.exit(code ?? 0));
