/**
 * The bindings the tags' script-tag bundles take from the runtime (filled while they are built, before the runtime):
 * the runtime (`kurv-runtime-parts`) then carries exactly those, and the rest is tree-shaken. `runtimeBindings` is the
 * map both plugins share (runtime key → binding name → the module the tag imported it from); `runtimeGlobals` says
 * which imports a tag takes from the runtime, and under which key.
 */
export const collectRuntimeBindings = ({ runtimeBindings, runtimeGlobals }) => ({
  name: 'kurv-collect-runtime-bindings',
  generateBundle(_options, bundle) {
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk') {
        continue;
      }
      for (const [source, names] of Object.entries(chunk.importedBindings)) {
        const key = runtimeGlobals(source);
        if (!key) {
          continue;
        }
        const set = runtimeBindings.get(key) ?? new Map();
        for (const name of names) {
          set.set(name, source);
        }
        runtimeBindings.set(key, set);
      }
    }
  },
});
