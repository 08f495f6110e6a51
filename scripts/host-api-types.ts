/**
 * `npm run build`'s last declaration step, after `custom-elements-manifest.ts --dist-types`: the types of `window.kurv`
 * (`KurvHostApi`) and `window.kurvSettings` (`SiteSettingsInput`) for the package's hosts.
 *
 * The TypeScript compiler emits the declarations of packages/core; the ones those two types reach are copied into
 * dist/types/core/ (the rest of core is not the hosts' business), and dist/types/kurv.d.ts gets a section that imports
 * them, exports them and declares them on `Window`. Both types stay where they are written (core's sources, with their
 * JSDoc): nothing here repeats a field.
 *
 *   npx tsx scripts/host-api-types.ts   # after custom-elements-manifest.ts --dist-types
 */
import { appendFileSync, copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CORE_SRC = join(REPO_ROOT, 'packages/core/src');
/** The modules of core that declare the two types, relative to packages/core/src, without extension. */
const HOST_API_MODULE = 'page/kurv-host-api';
const SETTINGS_MODULE = 'settings/site-settings';
export const DIST_TYPES = join(REPO_ROOT, 'dist/types');

/** The section kurv.d.ts ends with: the host API's types and `Window`'s two keys. */
export const WINDOW_SECTION = `
// window.kurv and window.kurvSettings (packages/core/src/${HOST_API_MODULE}.ts, ${SETTINGS_MODULE}.ts): their
// declarations are in ./core/, as core writes them.
import type { KurvHostApi } from './core/${HOST_API_MODULE}';
import type { SiteSettingsInput } from './core/${SETTINGS_MODULE}';

export type { KurvHostApi, SiteSettingsInput };

declare global {
  interface Window {
    /**
     * What a host page (or the app wrapper) can call (docs/host-api.md). Kurv's script defines it when it runs, so it is
     * typed as there: a page that calls it before Kurv's script ran reads undefined.
     */
    kurv: KurvHostApi;
    /** The site settings the chain's page sets before Kurv's script runs (docs/settings.md). */
    kurvSettings?: SiteSettingsInput;
  }
}
`;

/** Emits core's declarations into `outDir` and answers the emitted files the two types reach, relative to it. */
export function emitHostApiDeclarations(outDir: string): string[] {
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    types: [],
    strict: true,
    declaration: true,
    emitDeclarationOnly: true,
    noCheck: true,
    skipLibCheck: true,
    resolveJsonModule: true,
    rootDir: CORE_SRC,
    outDir,
  };
  const entries = [HOST_API_MODULE, SETTINGS_MODULE].map((module) => join(CORE_SRC, `${module}.ts`));
  const emitted = ts.createProgram(entries, options).emit();
  if (emitted.emitSkipped) {
    throw new Error(`the declarations of core were not emitted: ${emitted.diagnostics.map((d) => d.messageText).join('; ')}`);
  }
  // What the two types reach: the program of the emitted entries, limited to the emitted files.
  const reached = ts.createProgram(
    [HOST_API_MODULE, SETTINGS_MODULE].map((module) => join(outDir, `${module}.d.ts`)),
    { ...options, noEmit: true, declaration: false, emitDeclarationOnly: false, rootDir: undefined, outDir: undefined },
  );
  return reached
    .getSourceFiles()
    .map((file) => resolve(file.fileName))
    .filter((fileName) => fileName.startsWith(`${resolve(outDir)}${sep}`))
    .map((fileName) => relative(outDir, fileName).split(sep).join('/'))
    .sort();
}

function main(): void {
  const kurvTypes = join(DIST_TYPES, 'kurv.d.ts');
  const current = readFileSync(kurvTypes, 'utf8');
  if (current.includes("from './core/")) {
    throw new Error('dist/types/kurv.d.ts has the window section already: run custom-elements-manifest.ts --dist-types first');
  }
  const temp = mkdtempSync(join(tmpdir(), 'kurv-host-types-'));
  try {
    const files = emitHostApiDeclarations(temp);
    rmSync(join(DIST_TYPES, 'core'), { recursive: true, force: true });
    for (const file of files) {
      const target = join(DIST_TYPES, 'core', file);
      mkdirSync(dirname(target), { recursive: true });
      copyFileSync(join(temp, file), target);
    }
    appendFileSync(kurvTypes, WINDOW_SECTION);
    console.log(`dist/types/core: ${files.length} declaration files; dist/types/kurv.d.ts types window.kurv and window.kurvSettings`);
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main();
}
