/** Marks the elements' shared folder as the runtime's, however a tag imports it. */
export const sharedFromRuntime = {
  name: 'kurv-shared-from-runtime',
  resolveId(source, importer) {
    if (importer && /[/\\]packages[/\\]elements[/\\]src[/\\][^/\\]+[/\\]/.test(importer) && /(^|\/)shared(\/index)?$/.test(source)) {
      return { id: 'kurv:shared', external: true };
    }
    return null;
  },
};
