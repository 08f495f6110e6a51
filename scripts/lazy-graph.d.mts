/** The lazy build's chunk graph, as rollup.config.mjs writes it to build/lazy-chunks.json. */
export interface LazyGraph {
  entryFiles: Record<string, string>;
  files: { name: string; imports: string[]; dynamicImports: string[] }[];
}

/** Reads build/lazy-chunks.json (or another path). */
export function readLazyGraph(path?: string): LazyGraph;

/** The names of the files in dist/lazy/ that the entries need, sorted: static imports, and dynamic ones when asked. */
export function lazyClosure(graph: LazyGraph, entries: readonly string[], options?: { dynamic?: boolean }): string[];
