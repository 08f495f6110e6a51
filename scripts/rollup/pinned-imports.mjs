/**
 * The lazy modules' dynamic imports go through the loader's pinned import (`kurv-loader.ts`), so what they fetch later
 * is checked against its integrity too; a module loaded without the loader imports as usual.
 */
export const pinnedDynamicImports = {
  name: 'kurv-pinned-imports',
  renderDynamicImport({ targetModuleId }) {
    if (!targetModuleId) {
      return null;
    }
    return { left: '(globalThis[Symbol.for("kurv.import")]||(f=>import(f)))(', right: ')' };
  },
};
