import { cpSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import vue from '@vitejs/plugin-vue';
import { defineConfig, type Plugin } from 'vite';

/** Kurv's tags: Vue leaves them to the browser (custom elements) instead of resolving them as Vue components. */
const KURV_TAGS: readonly string[] = ['add-to-cart-button', 'cart-popup', 'edit-order-dialog', 'handover-picker'];

/**
 * Copies the package's loader (`@kurv/widgets/loader`, dist/kurv.js) and its chunks (dist/lazy/, beside it) into the
 * build as `kurv/`: the site serves Kurv's files itself, unchanged (their Subresource Integrity hashes hold), and the
 * loader finds its chunks beside its own address.
 */
function kurvLoader(): Plugin {
  let outDir = '';
  return {
    name: 'kurv-loader',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const loader = createRequire(import.meta.url).resolve('@kurv/widgets/loader');
      cpSync(loader, join(outDir, 'kurv/kurv.js'));
      cpSync(join(dirname(loader), 'lazy'), join(outDir, 'kurv/lazy'), { recursive: true });
    },
  };
}

// Served by the platform simulator at /hosts/vue/ (`npm run serve` in the repository), on the origin of its platform.
export default defineConfig({
  base: '/hosts/vue/',
  plugins: [vue({ template: { compilerOptions: { isCustomElement: (tag) => KURV_TAGS.includes(tag) } } }), kurvLoader()],
});
