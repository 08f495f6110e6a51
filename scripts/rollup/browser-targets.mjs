import browserslist from 'browserslist';
import { transform as esbuildTransform } from 'esbuild';

/** browserslist's names of the engines esbuild lowers syntax for (the Android browsers are their desktop engines). */
const ESBUILD_ENGINES = {
  chrome: 'chrome',
  and_chr: 'chrome',
  edge: 'edge',
  firefox: 'firefox',
  and_ff: 'firefox',
  safari: 'safari',
  ios_saf: 'ios',
  opera: 'opera',
};

/**
 * The esbuild targets of package.json's `browserslist` query (README, "Browsers"): the oldest version of each engine
 * it names, for example `['chrome93', 'edge93', 'firefox92', 'ios15.4', 'safari15.4']`. A browser the query names that
 * esbuild has no table for fails the build, so the support statement and the build can never differ silently.
 */
export function browserTargets(root = '.') {
  const oldest = new Map();
  for (const entry of browserslist(undefined, { path: root })) {
    const [name, range] = entry.split(' ');
    const engine = ESBUILD_ENGINES[name];
    if (engine === undefined) {
      throw new Error(`browserslist names ${entry}, which the build has no target for (scripts/rollup/browser-targets.mjs)`);
    }
    const version = range.split('-')[0];
    if (!oldest.has(engine) || Number.parseFloat(version) < Number.parseFloat(oldest.get(engine))) {
      oldest.set(engine, version);
    }
  }
  return [...oldest].map(([engine, version]) => `${engine}${version}`);
}

/**
 * Lowers every output chunk, the libraries' code with ours, to the syntax of the browserslist's oldest browsers, before
 * terser minifies it (a chunk that needs no lowering is left as it is), so a library update or a new language feature cannot ship syntax a supported browser cannot
 * parse. On today's query the code is already within it: the only change is esbuild's for every target but `esnext`,
 * two regular expressions with Unicode property escapes (in lazy files) written as `new RegExp(…)` calls, so a browser
 * whose Unicode tables lack a property fails at that call and not at parsing the whole file.
 */
export function lowerToBrowserTargets(root = '.') {
  const target = browserTargets(root);
  return {
    name: 'kurv-browser-targets',
    async renderChunk(code) {
      const [lowered, asIs] = await Promise.all([
        esbuildTransform(code, { target, loader: 'js' }),
        esbuildTransform(code, { target: 'esnext', loader: 'js' }),
      ]);
      // A chunk within the targets is left as rollup wrote it: esbuild's reprint alone costs terser 21 bytes gzip on the
      // product page.
      return lowered.code === asIs.code ? null : { code: lowered.code, map: null };
    },
  };
}
