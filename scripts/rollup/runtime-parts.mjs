import { resolve } from 'node:path';

const RUNTIME_MODULE_SOURCES = {
  'KurvRT.react': 'react',
  'KurvRT.jsxRuntime': 'react/jsx-runtime',
  'KurvRT.core': '@kurv/core',
  'KurvRT.ui': '@kurv/ui',
  'KurvRT.shared': resolve('packages/elements/src/shared/index.ts'),
};

/**
 * `kurv:runtime-parts`: one object per runtime key, holding only the bindings `kurv-collect-runtime-bindings` collected
 * into `runtimeBindings` while the tags' script-tag bundles were built.
 */
export const runtimeParts = ({ runtimeBindings }) => ({
  name: 'kurv-runtime-parts',
  resolveId(source) {
    return source === 'kurv:runtime-parts' ? '\0kurv:runtime-parts' : null;
  },
  load(id) {
    if (id !== '\0kurv:runtime-parts') {
      return null;
    }
    if (runtimeBindings.size === 0) {
      this.error('No runtime bindings were collected: the tag bundles must be built before the runtime');
    }
    const lines = [];
    const parts = [];
    let counter = 0;
    for (const [key, names] of runtimeBindings) {
      const part = key.replace('KurvRT.', '');
      const entries = [];
      for (const name of [...names.keys()].sort()) {
        // A binding comes from the module the tag imported it from (core's subpaths each hold their own names).
        const importedFrom = names.get(name);
        const source = importedFrom.startsWith('@kurv/core/') ? importedFrom : RUNTIME_MODULE_SOURCES[key];
        counter += 1;
        const local = `binding${counter}`;
        lines.push(name === '*' ? `import * as ${local} from '${source}';` : `import { ${name} as ${local} } from '${source}';`);
        entries.push(name === '*' ? `...${local}` : `${JSON.stringify(name)}: ${local}`);
      }
      parts.push(`${part}: { ${entries.join(', ')} }`);
    }
    return `${lines.join('\n')}\nexport const runtimeParts = { ${parts.join(', ')} };\n`;
  },
});
