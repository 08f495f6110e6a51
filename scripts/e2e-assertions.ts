// `npx tsx scripts/e2e-assertions.ts <git revision>`: the browser tests' assertions at a revision beside today's, test
// by test, so a reviewer can see that a rewrite of the specs kept them. A test is named by its title (whatever its file
// and describe blocks); an assertion by its matcher and what it expects (`toHaveText('111,70 kr')`,
// `toHaveCount(0)`), in order, with `.not` kept: the subject before it (a locator the page objects now name) may differ.
// Assertions inside helpers are counted once, where the helper is defined (the support layer and page objects
// included), so one list for the whole folder is compared too. Prints the tests whose assertions differ; exits 1 when
// any does.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const E2E = 'tests/e2e';

function filesNow(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesNow(path) : name.endsWith('.ts') ? [path] : [];
  });
}

function filesAt(revision: string): string[] {
  return execFileSync('git', ['ls-tree', '-r', '--name-only', revision, E2E], { encoding: 'utf8' })
    .split('\n')
    .filter((path) => path.endsWith('.ts'));
}

const readAt = (revision: string, path: string) => execFileSync('git', ['show', `${revision}:${path}`], { encoding: 'utf8' });

const squeeze = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/,\s*([)\]}])/g, '$1')
    .trim();

/** The matcher of a check of a control-API call's answer: counted apart (see `matcherOf`). */
const SIM_CALL_CHECK = '(a check of a control-API call)';

/** `expect(x).not.toHaveText('a')` → `not.toHaveText('a')`; `expect.poll(f).toBe(1)` → `poll.toBe(1)`. */
function matcherOf(call: ts.CallExpression, source: ts.SourceFile, simNames: ReadonlySet<string>): string | null {
  const callee = call.expression;
  if (!ts.isPropertyAccessExpression(callee) || !/^to[A-Z]/.test(callee.name.text)) {
    return null;
  }
  const parts: string[] = [`${callee.name.text}(${call.arguments.map((argument) => squeeze(argument.getText(source))).join(', ')})`];
  let subject: ts.Expression = callee.expression;
  while (ts.isPropertyAccessExpression(subject)) {
    parts.unshift(subject.name.text);
    subject = subject.expression;
  }
  if (!ts.isCallExpression(subject)) {
    return null;
  }
  const head = subject.expression.getText(source);
  if (!/^expect(\.(poll|soft))?$/.test(head)) {
    return null;
  }
  if (head !== 'expect') {
    parts.unshift(head.slice('expect.'.length));
  }
  // A check of a control-API call's answer (`expect((await page.request.post('/__sim/reset')).ok()).toBe(true)`) is now
  // made by the simulator client of the support layer for every call: counted apart, not per test.
  const checked = subject.arguments[0]?.getText(source) ?? '';
  const namesSimCall = /\/__sim\//.test(checked) || [...simNames].some((name) => new RegExp(`\\b${name}\\b`).test(checked));
  if (namesSimCall && /\.(ok|status)\(\)$/.test(checked)) {
    return SIM_CALL_CHECK;
  }
  // A message given to expect (`expect(x, 'why')`) is part of the assertion.
  const message = subject.arguments[1];
  if (message !== undefined) {
    parts.unshift(`[${squeeze(message.getText(source))}]`);
  }
  return parts.join('.');
}

/** How many checks of control-API calls the files read so far hold. */
const simCallChecks = { count: 0 };

/** Each test's title path with its matchers, and the matchers of code outside tests (helpers), per file. */
function assertionsOf(path: string, text: string): Map<string, string[]> {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.ES2022, true);
  const found = new Map<string, string[]>();
  // The names that hold a control-API call, its answer or its path (`const fault = await page.request.post('/__sim/…')`,
  // `const COUPON = '/__sim/coupons/…'`), to the last name that takes one of them.
  const declarations: { name: string; initializer: string }[] = [];
  const collect = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer !== undefined) {
      declarations.push({ name: node.name.text, initializer: node.initializer.getText(source) });
    }
    ts.forEachChild(node, collect);
  };
  collect(source);
  const simNames = new Set<string>();
  for (let grown = true; grown; ) {
    grown = false;
    for (const { name, initializer } of declarations) {
      const names = /\/__sim\//.test(initializer) || [...simNames].some((known) => new RegExp(`\\b${known}\\b`).test(initializer));
      if (names && !simNames.has(name)) {
        simNames.add(name);
        grown = true;
      }
    }
  }
  const visit = (node: ts.Node, titles: string[]) => {
    let inner = titles;
    if (ts.isCallExpression(node)) {
      const callee = node.expression.getText(source);
      const title = node.arguments[0];
      if (/^test(\.only)?$/.test(callee) && title !== undefined && (ts.isStringLiteralLike(title) || ts.isTemplateExpression(title))) {
        inner = [squeeze(title.getText(source).slice(1, -1))];
      } else {
        const matcher = matcherOf(node, source, simNames);
        if (matcher === SIM_CALL_CHECK) {
          simCallChecks.count += 1;
        } else if (matcher !== null) {
          const key = titles.length > 0 ? titles.join(' › ') : '(helpers)';
          found.set(key, [...(found.get(key) ?? []), matcher]);
        }
      }
    }
    ts.forEachChild(node, (child) => visit(child, inner));
  };
  visit(source, []);
  return found;
}

function collect(files: { path: string; text: string }[]) {
  const tests = new Map<string, string[]>();
  const helpers: string[] = [];
  for (const { path, text } of files) {
    for (const [key, matchers] of assertionsOf(path, text)) {
      if (key === '(helpers)') {
        helpers.push(...matchers);
      } else {
        tests.set(key, [...(tests.get(key) ?? []), ...matchers]);
      }
    }
  }
  return { tests, helpers };
}

const revision = process.argv[2];
if (revision === undefined) {
  console.error('usage: npx tsx scripts/e2e-assertions.ts <git revision>');
  process.exit(2);
}
const before = collect(filesAt(revision).map((path) => ({ path, text: readAt(revision, path) })));
const simCallChecksBefore = simCallChecks.count;
simCallChecks.count = 0;
const after = collect(filesNow(E2E).map((path) => ({ path, text: readFileSync(path, 'utf8') })));

let differing = 0;
const count = (map: Map<string, string[]>) => [...map.values()].reduce((sum, list) => sum + list.length, 0);
for (const [title, matchers] of before.tests) {
  const now = after.tests.get(title);
  if (now === undefined) {
    differing += 1;
    console.log(`✖ gone: ${title}`);
    continue;
  }
  const missing = [...matchers];
  const added: string[] = [];
  for (const matcher of now) {
    const index = missing.indexOf(matcher);
    if (index >= 0) {
      missing.splice(index, 1);
    } else {
      added.push(matcher);
    }
  }
  if (missing.length > 0 || added.length > 0) {
    differing += 1;
    console.log(`✖ ${title}`);
    for (const matcher of missing) {
      console.log(`    - ${matcher}`);
    }
    for (const matcher of added) {
      console.log(`    + ${matcher}`);
    }
  }
}
for (const title of after.tests.keys()) {
  if (!before.tests.has(title)) {
    console.log(`+ new: ${title}`);
  }
}
const helperDiff = (a: string[], b: string[]) => {
  const rest = [...b];
  return a.filter((matcher) => {
    const index = rest.indexOf(matcher);
    if (index >= 0) {
      rest.splice(index, 1);
      return false;
    }
    return true;
  });
};
const helpersGone = helperDiff(before.helpers, after.helpers);
const helpersAdded = helperDiff(after.helpers, before.helpers);
console.log(
  `\n${before.tests.size} tests at ${revision} with ${count(before.tests)} assertions in their bodies (+${before.helpers.length} in helpers); ${after.tests.size} now with ${count(after.tests)} (+${after.helpers.length} in helpers); ${differing} differ.`,
);
console.log(
  `checks of a control-API call's answer (not compared per test; support/simulator.ts checks every call): ${simCallChecksBefore} at ${revision}, ${simCallChecks.count} now`,
);
if (helpersGone.length > 0 || helpersAdded.length > 0) {
  console.log(`helpers' assertions: ${helpersGone.length} gone, ${helpersAdded.length} new`);
  for (const matcher of helpersGone) {
    console.log(`    - ${matcher}`);
  }
  for (const matcher of helpersAdded) {
    console.log(`    + ${matcher}`);
  }
}
process.exit(differing > 0 ? 1 : 0);
