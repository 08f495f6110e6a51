import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * docs/spec-map.md names, for each requirement of spec sections 2 to 9, the browser test that proves it
 * (`spec path › test title`), or says "host site only" and why (or, honestly, "not proven yet" and what is missing). This test keeps the map honest: every named
 * test exists as written (and is not skipped), ids are unique, and the count the map states is the count of
 * its rows.
 */

const E2E = 'tests/e2e';
const MAP = 'docs/spec-map.md';

type Row = { id: string; requirement: string; proof: string; line: number };

const rows: Row[] = readFileSync(MAP, 'utf8')
  .split('\n')
  .map((text, index) => ({ text, line: index + 1 }))
  .filter(({ text }) => /^\| \d+\.\d+(\.\d+)? \|/.test(text))
  .map(({ text, line }) => {
    const cells = text
      .slice(1, -1)
      .split(/(?<!\\)\|/)
      .map((cell) => cell.trim());
    return { id: cells[0] ?? '', requirement: cells[1] ?? '', proof: cells[2] ?? '', line };
  });

/** The share of requirements proven by a browser test below which this fails (raise it as rows are proven). */
const PROVEN_SHARE_FLOOR = 0.95;

const HOST_ONLY = /^host site only: \S.{10,}/;
/** A requirement no browser test proves yet, and what is missing: counted against the map, never hidden. */
const NOT_YET = /^not proven yet: \S.{10,}/;
const unproven = (row: Row) => HOST_ONLY.test(row.proof) || NOT_YET.test(row.proof);
const PROOF = /^`([\w./-]+\.spec\.ts)` › «(.+)»$/;

/** The titles of the tests a spec file declares (`test(…)`, not `test.skip` or `test.fixme`), as written. */
const titlesByFile = new Map<string, Set<string>>();
function titlesOf(path: string): Set<string> {
  const known = titlesByFile.get(path);
  if (known) {
    return known;
  }
  const source = ts.createSourceFile(path, readFileSync(join(E2E, path), 'utf8'), ts.ScriptTarget.ES2022, true);
  const titles = new Set<string>();
  const visit = (node: ts.Node) => {
    const title = ts.isCallExpression(node) ? node.arguments[0] : undefined;
    if (ts.isCallExpression(node) && title !== undefined) {
      const callee = node.expression.getText(source);
      if (callee === 'test' || callee === 'test.only' || callee === 'test.describe') {
        if (ts.isStringLiteral(title) || ts.isNoSubstitutionTemplateLiteral(title)) {
          titles.add(title.text);
        } else if (ts.isTemplateExpression(title)) {
          titles.add(title.getText(source).slice(1, -1));
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  titlesByFile.set(path, titles);
  return titles;
}

function proofsOf(row: Row): string[] {
  return row.proof.split(' · ').map((proof) => proof.trim());
}

describe('the spec map (docs/spec-map.md)', () => {
  it('has rows for every section from 2 to 9', () => {
    const sections = new Set(rows.map((row) => row.id.split('.')[0]));
    expect([...sections].sort()).toEqual(['2', '3', '4', '5', '6', '7', '8', '9']);
  });

  it('gives each requirement its own id', () => {
    const ids = rows.map((row) => row.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('proves each requirement by a browser test that exists, or says why only the host site can', () => {
    const wrong: string[] = [];
    for (const row of rows) {
      if (unproven(row)) {
        continue;
      }
      for (const proof of proofsOf(row)) {
        const match = PROOF.exec(proof);
        if (!match) {
          wrong.push(`${MAP}:${row.line} ${row.id}: not \`path\` › «title» nor "host site only: why" nor "not proven yet: what": ${proof}`);
          continue;
        }
        const [, path = '', title = ''] = match;
        if (!existsSync(join(E2E, path))) {
          wrong.push(`${MAP}:${row.line} ${row.id}: no spec ${path}`);
        } else if (!titlesOf(path).has(title)) {
          wrong.push(`${MAP}:${row.line} ${row.id}: no test «${title}» in ${path}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('states how many requirements a browser test proves, and that share does not fall', () => {
    const proven = rows.filter((row) => !unproven(row)).length;
    const text = readFileSync(MAP, 'utf8');
    const stated =
      /\*\*(\d+) of (\d+) requirements\*\* are proven by a browser test \(([\d.]+) %\); (\d+) are host site only, and (\d+) are not proven/.exec(
        text.replace(/\s+/g, ' '),
      );
    const hostOnly = rows.filter((row) => HOST_ONLY.test(row.proof)).length;
    const notYet = rows.filter((row) => NOT_YET.test(row.proof)).length;
    expect(stated?.slice(1).map(Number)).toEqual([proven, rows.length, Math.round((proven / rows.length) * 1000) / 10, hostOnly, notYet]);
    // Issue 36's line: at least 95 % proven, and every other requirement host site only with why. A ratchet.
    expect(proven / rows.length).toBeGreaterThanOrEqual(PROVEN_SHARE_FLOOR);
  });

  it('leaves no requirement unproven: what no browser test proves is the host site’s, with why', () => {
    expect(rows.filter((row) => NOT_YET.test(row.proof)).map((row) => row.id)).toEqual([]);
  });
});
