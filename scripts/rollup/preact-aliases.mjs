/** React's entry points answered by preact/compat: the preact flavour's builds and its floor. */
const PREACT_ALIASES = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
};

export const preactAliases = {
  name: 'kurv-preact-aliases',
  resolveId(source, importer, options) {
    const target = PREACT_ALIASES[source];
    return target ? this.resolve(target, importer, { ...options, skipSelf: true }) : null;
  },
};
