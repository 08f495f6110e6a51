import { resolve } from 'node:path';

/**
 * immer's own production build: the same code as its default module without the development checks and their error
 * texts (0.24 KB gzip less in the lazy chunk that carries immer). Free of side effects, as immer's package.json says
 * (`"sideEffects": false`, which node-resolve would have read): otherwise the eager store's import of immer, in a module
 * the first load reaches through the store's index and does not use, made every tag's entry import immer's chunk.
 */
export const immerProduction = {
  name: 'kurv-immer-production',
  resolveId(source) {
    return source === 'immer' ? { id: resolve('node_modules/immer/dist/immer.production.mjs'), moduleSideEffects: false } : null;
  },
};
