// Issue 38: dist/kurv-reserve.css, the stylesheet a page links in its <head> so that each Kurv tag has its size before
// the deferred loader and the tags' code arrive. Its text is `reserveCss()` of packages/ui/src/styles/reserved-sizes.ts,
// the module the rendered widgets take the same sizes from: bundled by esbuild and run here, so the sizes have one
// source. A stylesheet of its own, not part of a script: it costs the first-load JavaScript nothing, and it must apply
// before any script runs.
import { build } from 'esbuild';

export const RESERVE_STYLESHEET = 'kurv-reserve.css';

/** The reserve stylesheet's text, from the sources. */
export async function reserveStylesheetText() {
  const { outputFiles } = await build({
    entryPoints: ['packages/ui/src/styles/reserved-sizes.ts'],
    bundle: true,
    write: false,
    format: 'esm',
    logLevel: 'silent',
  });
  const { reserveCss } = await import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`);
  return reserveCss();
}

/** Emits the reserve stylesheet beside the build's output (the loader's: dist/kurv-reserve.css). */
export function reserveStylesheet() {
  return {
    name: 'kurv-reserve-stylesheet',
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: RESERVE_STYLESHEET, source: await reserveStylesheetText() });
    },
  };
}
