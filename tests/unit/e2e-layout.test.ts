import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { DATED_SPECS, PREACT_JOURNEYS, type SpecReason, UNDATED_CLOCK_SPECS } from '../e2e/support/dated-specs';
import { importCircles } from './import-circles';

const E2E = 'tests/e2e';

function filesUnder(folder: string, matches: (path: string) => boolean): string[] {
  return (readdirSync(folder, { recursive: true, encoding: 'utf8' }) as string[])
    .map((path) => path.replaceAll('\\', '/'))
    .filter(matches)
    .sort();
}

/** The specs, as paths under tests/e2e. */
const specs = filesUnder(E2E, (path) => path.endsWith('.spec.ts'));
/** The support layer and the page objects. */
const layerFiles = filesUnder(E2E, (path) => /^(support|pages)\/.*\.ts$/.test(path));

const sourceOf = (path: string) => ts.createSourceFile(path, readFileSync(join(E2E, path), 'utf8'), ts.ScriptTarget.ES2022, true);

/** The names the layer defines: its exports, and the members of its page objects and client. */
function layerNames(): Set<string> {
  const names = new Set<string>();
  for (const path of layerFiles) {
    const source = sourceOf(path);
    for (const statement of source.statements) {
      const exported =
        ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
      if (!exported) {
        continue;
      }
      if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name) {
        names.add(statement.name.text);
      }
      if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations) {
          if (ts.isIdentifier(declaration.name)) {
            names.add(declaration.name.text);
          }
        }
      }
      if (ts.isClassDeclaration(statement)) {
        for (const member of statement.members) {
          const isPublic = !(ts.canHaveModifiers(member) ? ts.getModifiers(member) : undefined)?.some(
            (modifier) => modifier.kind === ts.SyntaxKind.PrivateKeyword,
          );
          if (member.name && ts.isIdentifier(member.name) && isPublic && !ts.isConstructorDeclaration(member)) {
            names.add(member.name.text);
          }
        }
      }
    }
  }
  return names;
}

/** The helpers a spec defines: functions, and constants holding a function, at any depth; with their lines. */
function helpersOf(path: string): { name: string; line: number }[] {
  const source = sourceOf(path);
  const found: { name: string; line: number }[] = [];
  const visit = (node: ts.Node) => {
    const line = () => source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    if (ts.isFunctionDeclaration(node) && node.name) {
      found.push({ name: node.name.text, line: line() });
    }
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer !== undefined &&
      (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))
    ) {
      found.push({ name: node.name.text, line: line() });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every file of tests/e2e (specs, support, pages, reporters) with the tests/e2e files it imports. */
function e2eImports(): Map<string, string[]> {
  const files = filesUnder(E2E, (path) => path.endsWith('.ts'));
  return new Map(
    files.map((path) => {
      const imported = sourceOf(path)
        .statements.filter((statement) => ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement))
        .flatMap((statement) => {
          const specifier = statement.moduleSpecifier;
          return specifier !== undefined && ts.isStringLiteral(specifier) && specifier.text.startsWith('.') ? [specifier.text] : [];
        })
        .map((specifier) => normalize(join(dirname(path), specifier)).replaceAll('\\', '/'))
        .map((target) => (target.endsWith('.ts') ? target : `${target}.ts`))
        .filter((target) => files.includes(target));
      return [path, imported];
    }),
  );
}

/** The layer a file of tests/e2e stands on: the page objects at the bottom, the support layer on them, the specs on top. */
function layerOf(path: string): number {
  if (path.startsWith('pages/')) {
    return 0;
  }
  return path.startsWith('support/') ? 1 : 2;
}

/**
 * The helpers the specs wrote out again and again before the layer, under names the layer does not use: what replaces
 * each.
 */
const REPLACED_HELPERS: Record<string, string> = {
  cartButton: 'CartPopup.button',
  cartDialog: 'CartPopup.dialog',
  cartLines: 'CartPopup.lines',
  cartLine: 'CartPopup.line',
  cartTrigger: 'CartPopup.button',
  pickerTrigger: 'HandoverPicker.trigger',
  openPicker: 'HandoverPicker.open',
  openTypePage: 'HandoverPicker.open',
  openTimePageByKeyboard: 'the keyboard helpers with HandoverPicker',
  pickupAtAnotherStore: 'HandoverPicker.pickupAtStore',
  editQuestion: 'EditOrderDialog.question',
  resetSimulator: 'the sim fixture, which resets before every test',
  simState: 'SimulatorClient.state',
  simReservations: 'SimulatorClient.reservations',
  persistedIdOf: 'ShopPage.persistedId',
  loggedInAs: 'ShopPage.loggedInAs',
  loggedInAsMember: 'ShopPage.openAs',
  expectNoAxeViolations: 'axeViolations',
  openCart: 'CartPopup.open',
};

/** What shows that a spec uses a page object: its class, or the fixture or property that hands it out. */
const PAGE_OBJECT_USES: Record<string, RegExp> = {
  HandoverPicker: /\bnew HandoverPicker\(|[{,]\s*picker\s*[,}:]/,
  TypePage: /\.typePage\b|\bnew TypePage\(/,
  LocationPage: /\.locationPage\b|\bnew LocationPage\(/,
  TimePage: /\.timePage\b|\bnew TimePage\(/,
  CartPopup: /\bnew CartPopup\(|[{,]\s*cart\s*[,}:]/,
  AddToCartButton: /\bnew AddToCartButton\(|[{,]\s*products\s*[,}:]/,
  EditOrderDialog: /\bnew EditOrderDialog\(|[{,]\s*editOrder\s*[,}:]/,
  ShopPage: /\bnew ShopPage\(|[{,]\s*shop\s*[,}:]/,
  CheckoutPage: /\bnew CheckoutPage\(|[{,]\s*checkout\s*[,}:]/,
  NativeAppPage: /\bnew NativeAppPage\(|[{,]\s*app\s*[,}:]/,
};

/**
 * What shows that a spec's outcome may depend on the date: it reads or moves a clock (the page's, the simulator's, the
 * machine's, the tests' instant), sets the bonus days, or works the picker's calendar and windows.
 */
const READS_THE_CLOCK =
  /\bpage\.clock\b|\.clock\.|\bpauseClocks\(|\bsim\.(setClock|advanceClock|now)\(|\/__sim\/clock|\btestNow\b|\bDate\.(now|parse)\(|\bnew Date\(|setTripleBonusDays|\/__sim\/windows\/triple|\.timePage\b|choosePickupWindowDaysAhead|pickupAtStore|toPickupTimePage|toSavedTimePage|openTimePage/;

describe('the browser tests’ support layer', () => {
  it('is where the specs’ helpers live: no spec defines a helper under a name of the layer', () => {
    const names = layerNames();
    expect(names.size).toBeGreaterThan(20);
    const copies = specs.flatMap((spec) =>
      helpersOf(spec).flatMap((helper) => {
        const where = `${E2E}/${spec}:${helper.line} defines ${helper.name}`;
        if (names.has(helper.name)) {
          return [`${where}, which the support layer has`];
        }
        const replacement = REPLACED_HELPERS[helper.name];
        return replacement === undefined ? [] : [`${where}: use ${replacement}`];
      }),
    );
    expect(copies).toEqual([]);
  });

  it('has page objects that at least two specs use each', () => {
    const pageObjects = filesUnder(join(E2E, 'pages'), (path) => /^[A-Z].*\.ts$|\/[A-Z][^/]*\.ts$/.test(path)).map(
      (path) => path.split('/').at(-1)?.replace(/\.ts$/, '') ?? '',
    );
    expect(pageObjects.sort()).toEqual(Object.keys(PAGE_OBJECT_USES).sort());
    const texts = specs.map((spec) => readFileSync(join(E2E, spec), 'utf8'));
    const uses = Object.fromEntries(
      Object.entries(PAGE_OBJECT_USES).map(([name, pattern]) => [name, texts.filter((text) => pattern.test(text)).length]),
    );
    expect(Object.entries(uses).filter(([, count]) => count < 2)).toEqual([]);
  });

  it('imports one way: specs on the support layer, the support layer on the page objects, no circle', () => {
    const imports = e2eImports();
    // A file imports the layers under it; inside the page objects and inside the support layer files may import each
    // other (the picker's pages, the fixtures' simulator client); a spec imports no other spec.
    const upward = [...imports].flatMap(([file, targets]) =>
      targets
        .filter((target) => layerOf(target) > layerOf(file) || (layerOf(target) === 2 && layerOf(file) === 2))
        .map((target) => `${file} -> ${target}`),
    );
    expect(upward).toEqual([]);
    expect(importCircles(imports)).toEqual([]);
    expect([...imports.values()].flat().length).toBeGreaterThan(50);
  });

  it('groups the specs in folders, one per tag and the host page’s', () => {
    expect(specs.filter((spec) => !spec.includes('/'))).toEqual([]);
  });
});

describe('the dated specs', () => {
  const listed = (list: readonly SpecReason[]) => list.map((entry) => entry.spec);

  it('name specs that exist, each once, with a one-line reason', () => {
    const all = [...DATED_SPECS, ...UNDATED_CLOCK_SPECS];
    expect(all.filter((entry) => !specs.includes(entry.spec)).map((entry) => entry.spec)).toEqual([]);
    expect(new Set(listed(all)).size).toBe(all.length);
    expect(all.filter((entry) => entry.reason.trim() === '' || entry.reason.includes('\n')).map((entry) => entry.spec)).toEqual([]);
    expect(PREACT_JOURNEYS.filter((spec) => !specs.includes(spec))).toEqual([]);
  });

  it('list every spec that reads the clock or works the calendar: dated, or at the pinned instant with its reason', () => {
    const known = new Set([...listed(DATED_SPECS), ...listed(UNDATED_CLOCK_SPECS)]);
    const unlisted = specs.filter((spec) => READS_THE_CLOCK.test(readFileSync(join(E2E, spec), 'utf8')) && !known.has(spec));
    expect(unlisted).toEqual([]);
  });

  it('hold no spec in the pinned-only list that neither reads the clock nor works the calendar', () => {
    const idle = listed(UNDATED_CLOCK_SPECS).filter((spec) => !READS_THE_CLOCK.test(readFileSync(join(E2E, spec), 'utf8')));
    expect(idle).toEqual([]);
  });
});
