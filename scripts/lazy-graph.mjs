// The lazy build's chunk graph (build/lazy-chunks.json, written by rollup.config.mjs): what the loader fetches when a
// tag connects is the tag's module and every file it imports statically; what the tag may fetch later adds the dynamic
// imports. Read by the size budgets (scripts/size.mjs) and the loader's browser test.
import { readFileSync } from 'node:fs';

/** build/lazy-chunks.json: `{ entryFiles: { tag: file }, files: [{ name, imports, dynamicImports }] }`. */
export function readLazyGraph(path = 'build/lazy-chunks.json') {
  return JSON.parse(readFileSync(path, 'utf8'));
}

/** The names of the files in dist/lazy/ that the entries need, sorted: static imports, and dynamic ones when asked. */
export function lazyClosure(graph, entries, { dynamic = false } = {}) {
  const byName = new Map(graph.files.map((file) => [file.name, file]));
  const seen = new Set();
  const visit = (name) => {
    const file = byName.get(name);
    if (seen.has(name) || !file) {
      return;
    }
    seen.add(name);
    for (const imported of [...file.imports, ...(dynamic ? file.dynamicImports : [])]) {
      visit(imported);
    }
  };
  for (const entry of entries) {
    visit(graph.entryFiles[entry]);
  }
  return [...seen].sort();
}
