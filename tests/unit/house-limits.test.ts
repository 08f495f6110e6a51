import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** Source files under a folder (tests, fixtures and declarations apart). */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) {
      return sourceFiles(path);
    }
    return /\.tsx?$/.test(name) && !/\.(test|fixtures)\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function lineCount(path: string): number {
  return readFileSync(path, 'utf8').trimEnd().split('\n').length;
}

/** Every function (declaration, expression, arrow, method) of a file with its length in lines. */
function functionLengths(path: string): { name: string; lines: number }[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.ES2022, true);
  const found: { name: string; lines: number }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body !== undefined) {
      const start = source.getLineAndCharacterOfPosition(node.getStart()).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const named = (node as { name?: ts.Node }).name;
      found.push({ name: `${path}:${start + 1} ${named ? named.getText() : '(anonymous)'}`, lines: end - start + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

// The house rules of the redesign: thin element files, no giant closures in the store, a small root index for core.
describe('the house’s size limits', () => {
  it('keeps every source file of the elements at 120 lines or fewer', () => {
    const long = sourceFiles('packages/elements/src')
      .map((path) => ({ path, lines: lineCount(path) }))
      .filter(({ lines }) => lines > 120);
    expect(long).toEqual([]);
  });

  it('keeps every function of the store at 150 lines or fewer', () => {
    const long = sourceFiles('packages/core/src/store')
      .flatMap(functionLengths)
      .filter(({ lines }) => lines > 150);
    expect(long).toEqual([]);
  });

  it('keeps core’s root index under 150 lines', () => {
    expect(lineCount('packages/core/src/index.ts')).toBeLessThan(150);
  });
});
