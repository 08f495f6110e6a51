/**
 * The layer rules of shared/DESIGN.md as a checker: core ← ui ← elements, platform-sim apart.
 * Given the source files, it answers one line per import that crosses a layer.
 */
export interface SourceFile {
  /** Path from the repository root, with forward slashes. */
  path: string;
  source: string;
}

interface ImportStatement {
  specifier: string;
  typeOnly: boolean;
}

const IMPORT_PATTERN = /^\s*(import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;

export function importsOf(source: string): ImportStatement[] {
  const imports: ImportStatement[] = [];
  for (const match of source.matchAll(IMPORT_PATTERN)) {
    const specifier = match[3];
    if (specifier) {
      imports.push({ specifier, typeOnly: Boolean(match[2]) });
    }
  }
  for (const match of source.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    if (match[1]) {
      imports.push({ specifier: match[1], typeOnly: false });
    }
  }
  return imports;
}

function resolveRelative(fromPath: string, specifier: string): string {
  const parts = fromPath.split('/').slice(0, -1);
  for (const segment of specifier.split('/')) {
    if (segment === '..') {
      parts.pop();
    } else if (segment !== '.') {
      parts.push(segment);
    }
  }
  return parts.join('/');
}

/** Which package a specifier reaches: 'core', 'ui', 'elements', 'platform-sim', or an npm name. */
function target(fromPath: string, specifier: string): { layer: string; subpath: string } {
  if (specifier.startsWith('.')) {
    const resolved = resolveRelative(fromPath, specifier);
    const match = resolved.match(/^packages\/([^/]+)\/src\/?(.*)$/);
    return match ? { layer: match[1] ?? '', subpath: match[2] ?? '' } : { layer: resolved, subpath: '' };
  }
  const kurv = specifier.match(/^@kurv\/([^/]+)\/?(.*)$/);
  if (kurv) {
    return { layer: kurv[1] ?? '', subpath: kurv[2] ?? '' };
  }
  return { layer: `npm:${specifier}`, subpath: '' };
}

// The pure parts of core: no store, no api. And `paint`, core's one wait for the browser's next paint (afterNextPaint),
// which the loader and ui's dialogs share; the rest of core's page code (`dom`, `page`) stays the loader's and elements'.
const UI_ALLOWED_CORE_PARTS = ['texts', 'format', 'rules', 'domain', 'handover', 'paint'];

// The pure leaves of core the simulator may run: never its rules, so that it stays an independent oracle of them.
const SIM_ALLOWED_CORE_PARTS = ['domain', 'time', 'format'];

export function findLayerViolations(files: readonly SourceFile[]): string[] {
  const violations: string[] = [];
  for (const file of files) {
    const layer = file.path.match(/^packages\/([^/]+)\/src\//)?.[1];
    if (!layer) {
      continue;
    }
    for (const statement of importsOf(file.source)) {
      const { layer: reached, subpath } = target(file.path, statement.specifier);
      const where = `${file.path} imports ${statement.specifier}`;
      if (layer === 'core') {
        if (/^npm:(react|react-dom|@r2wc\/)/.test(reached) || ['ui', 'elements', 'platform-sim'].includes(reached)) {
          violations.push(`${where}: core imports nothing above it and no React`);
        }
      } else if (layer === 'ui') {
        if (['elements', 'platform-sim'].includes(reached) || /^npm:zustand/.test(reached)) {
          violations.push(`${where}: ui takes props and callbacks only`);
        } else if (reached === 'core' && !statement.typeOnly) {
          const part = subpath.split('/')[0] ?? '';
          if (!UI_ALLOWED_CORE_PARTS.includes(part)) {
            violations.push(`${where}: ui may use core's ${UI_ALLOWED_CORE_PARTS.join(', ')} and types only, never its store or api`);
          }
        }
      } else if (layer === 'elements') {
        if (reached === 'platform-sim') {
          violations.push(`${where}: the simulator is not shipped`);
        }
      } else if (layer === 'platform-sim') {
        if (['ui', 'elements'].includes(reached)) {
          violations.push(`${where}: the simulator depends on core only`);
        } else if (reached === 'core' && !statement.typeOnly && !SIM_ALLOWED_CORE_PARTS.includes(subpath.split('/')[0] ?? '')) {
          violations.push(`${where}: the simulator may use core's ${SIM_ALLOWED_CORE_PARTS.join(', ')} and types only`);
        }
      }
    }
  }
  return violations;
}
