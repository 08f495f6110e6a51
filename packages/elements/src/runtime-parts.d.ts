/**
 * Made by the build (rollup.config.mjs, `kurv-runtime-parts`): per part of the runtime, only the
 * bindings that the tags' script-tag bundles import.
 */
declare module 'kurv:runtime-parts' {
  export const runtimeParts: {
    react: Partial<typeof import('react')>;
    jsxRuntime: Partial<typeof import('react/jsx-runtime')>;
    core: Partial<typeof import('@kurv/core')>;
    ui: Partial<typeof import('@kurv/ui')>;
    shared: Partial<typeof import('./shared/index')>;
  };
}
