import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { importCircles } from './import-circles';

const STORE = 'packages/core/src/store';

/** The store's root keeps the assembly only (index, the store's creation and assembly, the shop's state, selectors). */
const MOST_ROOT_FILES = 6;

/** The source files under a folder, fixtures included, tests apart. */
function sourcesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

const isGlobal = (node: ts.Expression, name: string) =>
  (ts.isIdentifier(node) && node.text === name) ||
  (ts.isPropertyAccessExpression(node) && ['globalThis', 'window', 'self'].includes(node.expression.getText()) && node.name.text === name);

/**
 * Where code reads the machine's clock or timers itself (`Date.now`, `new Date()` without arguments, `setTimeout`,
 * `setInterval`) instead of the store's `now` and `timers`: one line per use, comments and strings apart.
 */
function rawClockUses(path: string, text: string): string[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.ES2022, true, path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const at = (node: ts.Node, what: string) =>
    found.push(`${path}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${what}`);
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAccessExpression(node) && node.name.text === 'now' && isGlobal(node.expression, 'Date')) {
      at(node, 'Date.now');
    } else if (ts.isNewExpression(node) && isGlobal(node.expression, 'Date') && (node.arguments?.length ?? 0) === 0) {
      at(node, 'new Date()');
    } else if (['setTimeout', 'setInterval'].some((name) => isGlobal(node as ts.Expression, name))) {
      const parent = node.parent;
      // A member of something else (the store's `timers.timeout`, a field named so) is not the global.
      const member = ts.isPropertyAccessExpression(parent) && parent.name === node && !isGlobal(parent, (node as ts.Identifier).text);
      const declared =
        (ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent) || ts.isMethodDeclaration(parent)) && parent.name === node;
      if (!member && !declared) {
        at(node, node.getText());
        return;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The store's slices, each in a folder of its own. */
const SLICES = ['cart', 'catalog', 'handover', 'order', 'session', 'ui', 'user'];
/**
 * The machinery every slice stands on, which knows no slice: the middleware, and the deferred slice's stand-ins. The
 * deferred store's creation (`deferred/create-deferred-shop-store.ts`) is an assembly like the root's: it takes the
 * slices' start-ups.
 */
const MACHINERY = ['middleware/', 'deferred/deferred-slice.ts'];
const isMachinery = (path: string) => MACHINERY.some((place) => path.startsWith(place));

/** Each store source (under the store, tests apart) with the store sources it imports, type imports included. */
function storeImports(): Map<string, string[]> {
  const files = sourcesUnder(STORE).map((path) => relative(STORE, path).replaceAll('\\', '/'));
  const resolve = (from: string, specifier: string) => {
    const base = normalize(join(dirname(from), specifier)).replaceAll('\\', '/');
    return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((candidate) => files.includes(candidate));
  };
  return new Map(
    files.map((path) => {
      const source = ts.createSourceFile(path, readFileSync(join(STORE, path), 'utf8'), ts.ScriptTarget.ES2022, true);
      const imported = source.statements.flatMap((statement) => {
        const specifier = ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement) ? statement.moduleSpecifier : undefined;
        const target =
          specifier !== undefined && ts.isStringLiteral(specifier) && specifier.text.startsWith('.')
            ? resolve(path, specifier.text)
            : undefined;
        return target === undefined ? [] : [target];
      });
      return [path, imported];
    }),
  );
}

const folderOf = (path: string) => (path.includes('/') ? path.slice(0, path.indexOf('/')) : '');

describe('the store’s layout (one folder per slice)', () => {
  it(`keeps at most ${MOST_ROOT_FILES} files, tests included, in the store's root`, () => {
    const rootFiles = readdirSync(STORE, { withFileTypes: true }).filter((entry) => entry.isFile());
    expect(rootFiles.length).toBeLessThanOrEqual(MOST_ROOT_FILES);
  });

  it('reads no clock and runs no timer of its own: the store has now and timers among its dependencies (tests apart)', () => {
    const uses = sourcesUnder(STORE).flatMap((path) => rawClockUses(path, readFileSync(path, 'utf8')));
    expect(uses).toEqual([]);
  });
});

describe('the store’s clock rule', () => {
  it.each([
    ['const at = Date.now();', 'Date.now'],
    ['const at = globalThis.Date.now();', 'Date.now'],
    ['const today = new Date();', 'new Date()'],
    ['const today = new Date;', 'new Date()'],
    ['setTimeout(() => undefined, 10);', 'setTimeout'],
    ['const id = globalThis.setInterval(tick, 1000);', 'globalThis.setInterval'],
    ['const later = window.setTimeout;', 'window.setTimeout'],
  ])('finds %s', (code, what) => {
    expect(rawClockUses('x.ts', code)).toEqual([`x.ts:1 ${what}`]);
  });

  it.each([
    ['const deadline = new Date(order.deadline);'],
    ['const stop = dependencies.timers.timeout(run, 500);'],
    ['const at = dependencies.now().getTime();'],
    ['// setTimeout and Date.now are the machine’s; new Date() too'],
    ["const message = 'setTimeout holds at most 2^31-1 ms';"],
    ['const timers = { setTimeout: run };'],
  ])('leaves %s alone', (code) => {
    expect(rawClockUses('x.ts', code)).toEqual([]);
  });

  it('imports no other slice from a slice, and no slice from the machinery; nothing in a circle', () => {
    const imports = storeImports();
    const crossing = [...imports].flatMap(([file, targets]) =>
      targets
        .filter((target) => {
          const [from, to] = [folderOf(file), folderOf(target)];
          return (SLICES.includes(from) && SLICES.includes(to) && from !== to) || (isMachinery(file) && SLICES.includes(to));
        })
        .map((target) => `${file} -> ${target}`),
    );
    expect(crossing).toEqual([]);
    expect(importCircles(imports)).toEqual([]);
    expect([...imports.values()].flat().length).toBeGreaterThan(100);
  });
});
