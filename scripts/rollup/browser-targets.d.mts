import type { Plugin } from 'rollup';

/** The esbuild targets of package.json's `browserslist` query: the oldest version of each engine it names. */
export function browserTargets(root?: string): string[];
/** The rollup plugin that lowers each output chunk to those targets (a chunk within them is left as it is). */
export function lowerToBrowserTargets(root?: string): Plugin;
