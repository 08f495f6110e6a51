/**
 * Analyzer plugin, the last: the analyzer lists every module its globs match, but most of ours are only read for
 * the elements (the tag and attribute constants, the containers, the styles). The manifest keeps the modules that
 * define a custom element, whole, and of the other modules only the declarations named here (with their exports);
 * the modules are sorted by path, and the manifest names the package's readme.
 */

/**
 * @param {{ keep: Record<string, string[]>, readme: string, schemaVersion: string }} options module path → the
 *   declarations to keep of it; the readme; the schema version the output follows (the analyzer writes 1.0.0)
 * @returns {import('@custom-elements-manifest/analyzer').Plugin}
 */
export function publicModulesPlugin({ keep, readme, schemaVersion }) {
  return {
    name: 'kurv-public-modules',
    packageLinkPhase({ customElementsManifest }) {
      const modules = [];
      for (const module of customElementsManifest.modules) {
        if (module.declarations?.some((declaration) => declaration.customElement)) {
          modules.push(module);
        } else if (keep[module.path]) {
          const names = keep[module.path];
          const missing = names.filter((name) => !module.declarations?.some((declaration) => declaration.name === name));
          if (missing.length > 0) {
            throw new Error(`public-modules plugin: ${module.path} does not declare ${missing.join(', ')}`);
          }
          module.declarations = module.declarations.filter((declaration) => names.includes(declaration.name));
          module.exports = module.exports?.filter((entry) => names.includes(entry.name));
          modules.push(module);
        }
      }
      customElementsManifest.schemaVersion = schemaVersion;
      customElementsManifest.readme = readme;
      customElementsManifest.modules = modules.sort((a, b) => a.path.localeCompare(b.path));
    },
  };
}
