/**
 * `npm run manifest`: runs `@custom-elements-manifest/analyzer` (its config custom-elements-manifest.config.mjs, the
 * plugins in scripts/cem/ that teach it Kurv's `defineElement(...)` pattern) and writes, formatted with the repo's
 * Biome settings:
 *
 * - `custom-elements.json`: the Custom Elements Manifest of the four tags (see the plugins for where each part comes from);
 * - from the manifest, `packages/elements/src/kurv-elements.d.ts`: typed tags (`HTMLElementTagNameMap`, React's
 *   `JSX.IntrinsicElements`), and `packages/elements/src/kurv-events.d.ts`: typed `kurv:*` events (`DocumentEventMap`)
 *   for TypeScript and React hosts;
 * - with `--dist-types [file]`, after the build: `dist/types/kurv.d.ts`, the same declarations plus the exports of
 *   `dist/esm/kurv.js`, self-contained (it imports nothing but `react`'s types).
 *
 *   npx tsx scripts/custom-elements-manifest.ts               # writes custom-elements.json and the two .d.ts files
 *   npx tsx scripts/custom-elements-manifest.ts --check       # exits 1 when a committed file is out of date
 *   npx tsx scripts/custom-elements-manifest.ts --dist-types  # writes dist/types/kurv.d.ts (after rollup)
 *
 * What the manifest has no place for is read with the TypeScript compiler API: the source text of the event map's
 * types (copied into the declarations, with the types they use) and the signatures of the ES entry's exports.
 * tests/unit/custom-elements-manifest.test.ts regenerates everything in memory and compares.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { cli } from '@custom-elements-manifest/analyzer/cli.js';
import ts from 'typescript';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const MANIFEST_PATH = 'custom-elements.json';
export const DECLARATIONS_PATH = 'packages/elements/src/kurv-elements.d.ts';
export const EVENT_DECLARATIONS_PATH = 'packages/elements/src/kurv-events.d.ts';
export const DIST_DECLARATIONS_PATH = 'dist/types/kurv.d.ts';
const CONFIG_PATH = 'custom-elements-manifest.config.mjs';
const ESM_ENTRY_PATH = 'packages/elements/src/kurv.ts';
const EVENT_MAP = 'KurvEventMap';
const OPEN_PICKER_EVENT = 'OPEN_HANDOVER_PICKER_EVENT';

// ---------------------------------------------------------------------------------------------------------------
// The manifest's shape (the parts of https://github.com/webcomponents/custom-elements-manifest we use)

export interface TypeText {
  text: string;
}
export interface ManifestAttribute {
  name: string;
  type: TypeText;
  description: string;
  default?: string;
  fieldName: string;
}
export interface ManifestField {
  kind: 'field';
  name: string;
  type: TypeText;
  description: string;
  default?: string;
  attribute: string;
}
export interface ManifestEvent {
  name: string;
  type: TypeText;
  description: string;
}
export interface CustomElementDeclaration {
  kind: 'class';
  customElement: true;
  name: string;
  tagName: string;
  description: string;
  superclass: { name: string };
  attributes: ManifestAttribute[];
  members: ManifestField[];
  events: ManifestEvent[];
  cssProperties: { name: string; default?: string; description: string }[];
  cssParts: { name: string; description: string }[];
}
export interface OtherDeclaration {
  kind: 'function' | 'variable';
  name: string;
  type?: TypeText;
  default?: string;
  description?: string;
}
export interface ManifestModule {
  kind: 'javascript-module';
  path: string;
  description?: string;
  declarations: (CustomElementDeclaration | OtherDeclaration)[];
  exports: { kind: 'js' | 'custom-element-definition'; name: string; declaration: { name: string; module: string } }[];
}
export interface CustomElementsManifest {
  schemaVersion: string;
  readme: string;
  modules: ManifestModule[];
}

function fail(message: string): never {
  throw new Error(`custom-elements-manifest: ${message}`);
}

/** Runs the analyzer with the repo's config; nothing written (the config's `packagejson: false` keeps package.json). */
export async function analyze(root = REPO_ROOT): Promise<CustomElementsManifest> {
  // The analyzer's cli() falls back to its defaults (every file, package.json rewritten) when the config does not
  // load: load it here first, so that fails loudly.
  const config = (await import(pathToFileURL(join(root, CONFIG_PATH)).href)).default as { packagejson?: boolean };
  if (config.packagejson !== false) {
    fail(`${CONFIG_PATH} must set packagejson: false`);
  }
  return (await cli({ argv: ['analyze', '--quiet'], cwd: root, noWrite: true })) as CustomElementsManifest;
}

/** The elements and the events module, as the declarations need them. */
function readManifest(manifest: CustomElementsManifest) {
  const declarations = manifest.modules.flatMap((module) => module.declarations.map((declaration) => ({ module, declaration })));
  const elements = declarations
    .map(({ declaration }) => declaration)
    .filter((declaration): declaration is CustomElementDeclaration => declaration.kind === 'class' && declaration.customElement);
  const openPicker =
    declarations.find(
      (entry): entry is { module: ManifestModule; declaration: OtherDeclaration } =>
        entry.declaration.kind === 'variable' && entry.declaration.name === OPEN_PICKER_EVENT,
    ) ?? fail(`the manifest has no variable ${OPEN_PICKER_EVENT}`);
  const value = openPicker.declaration.default?.replace(/^'|'$/g, '') ?? fail(`${OPEN_PICKER_EVENT} has no value`);
  return {
    elements,
    events: elements[0]?.events ?? fail('the manifest has no element'),
    eventsPath: openPicker.module.path,
    openPicker: { value, description: openPicker.declaration.description ?? '' },
  };
}
type ManifestModel = ReturnType<typeof readManifest>;

function toPascalCase(tagName: string): string {
  return tagName
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

/** The repo's compiler options, for a program that only reads declarations (no `@types`, nothing emitted). */
function compilerOptions(root: string, extra: ts.CompilerOptions): ts.CompilerOptions {
  const host = { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} };
  const parsed = ts.getParsedCommandLineOfConfigFile(join(root, 'tsconfig.json'), {}, host) ?? fail('cannot read tsconfig.json');
  return { ...parsed.options, noEmit: true, types: [], ...extra };
}

/** A program of some files (absolute paths), for what the manifest does not hold. */
function sourceProgram(root: string, files: string[], options: ts.CompilerOptions) {
  const program = ts.createProgram({ rootNames: files, options });
  return { root, program, checker: program.getTypeChecker() };
}
type SourceProgram = ReturnType<typeof sourceProgram>;

function resolveAlias(symbol: ts.Symbol | undefined, checker: ts.TypeChecker): ts.Symbol | undefined {
  return symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

// ---------------------------------------------------------------------------------------------------------------
// The declarations

function jsDoc(text: string, indent = ''): string {
  if (text === '') {
    return '';
  }
  if (!text.includes('\n') && text.length <= 100) {
    return `${indent}/** ${text.replace(/\*\//g, '*\\/')} */\n`;
  }
  const lines = text.split('\n').map((line) => (line === '' ? `${indent} *` : `${indent} * ${line.replace(/\*\//g, '*\\/')}`));
  return `${indent}/**\n${lines.join('\n')}\n${indent} */\n`;
}

/** The source text (with JSDoc) of the types the event map needs, the map first, dependencies after it. */
function eventTypeDeclarations(reader: SourceProgram, eventsPath: string): string[] {
  const { checker } = reader;
  const eventsFile = reader.program.getSourceFile(join(reader.root, eventsPath)) ?? fail(`${eventsPath} is not in the program`);
  const mapDeclaration =
    eventsFile.statements.find((statement) => ts.isInterfaceDeclaration(statement) && statement.name.text === EVENT_MAP) ??
    fail(`${eventsPath} declares no ${EVENT_MAP}`);
  const ordered: ts.Node[] = [];
  const seen = new Set<ts.Node>();
  const visitDeclaration = (declaration: ts.Node) => {
    if (seen.has(declaration)) {
      return;
    }
    seen.add(declaration);
    ordered.push(declaration);
    const walk = (node: ts.Node) => {
      if (ts.isTypeReferenceNode(node)) {
        const symbol = resolveAlias(checker.getSymbolAtLocation(node.typeName), checker);
        for (const target of symbol?.declarations ?? []) {
          const inRepo =
            target.getSourceFile().fileName.startsWith(reader.root) && !target.getSourceFile().fileName.includes('node_modules');
          if (inRepo && (ts.isInterfaceDeclaration(target) || ts.isTypeAliasDeclaration(target))) {
            visitDeclaration(target);
          }
        }
      }
      ts.forEachChild(node, walk);
    };
    walk(declaration);
  };
  visitDeclaration(mapDeclaration);
  return ordered.map((node) => {
    const file = node.getSourceFile();
    const text = file.text.slice(node.getStart(file, true), node.getEnd());
    return /^(\/\*\*[\s\S]*?\*\/\s*)?export\s/.test(text) ? text : text.replace(/^((?:\/\*\*[\s\S]*?\*\/\s*)?)/, '$1export ');
  });
}

/** The events' part of the declarations: the event map and the types it needs, then the event names. */
function eventDeclarationsOf(reader: SourceProgram, model: ManifestModel): string[] {
  const out: string[] = [];
  out.push(`// The events, copied from ${model.eventsPath} and the files it imports.`);
  out.push(...eventTypeDeclarations(reader, model.eventsPath));
  out.push(`/** The name of an event Kurv dispatches on \`document\`. */
export type KurvEventName = keyof KurvEventMap;

/** The \`CustomEvent\` Kurv dispatches on \`document\` under a name. */
export type KurvEvent<Name extends KurvEventName> = CustomEvent<KurvEventMap[Name]>;

/** ${model.openPicker.description.replace(/\n+/g, ' ')} */
export type OpenHandoverPickerEventName = '${model.openPicker.value}';
`);
  return out;
}

/** The tags' part of the declarations: each element and its attributes, then the global and React tag maps. */
function elementDeclarationsOf({ elements, events }: ManifestModel): string[] {
  const out: string[] = [];
  for (const element of elements) {
    const props = element.attributes.map((attribute) => ({
      attribute,
      typeText: element.members.find((member) => member.name === attribute.fieldName)?.type.text ?? fail(`no field ${attribute.fieldName}`),
    }));
    const members = props.map(
      ({ attribute, typeText }) =>
        `${jsDoc(`${attribute.description}\n\nAttribute \`${attribute.name}\`: ${attribute.type.text}.`, '  ')}  ${attribute.fieldName}: ${typeText} | undefined;`,
    );
    out.push(
      `${jsDoc(element.description)}export interface ${element.name} extends HTMLElement {${
        members.length > 0 ? `\n${members.join('\n')}\n` : ''
      }}`,
    );
    const attributes = props.map(
      ({ attribute, typeText }) => `${jsDoc(attribute.description, '  ')}  ${attribute.fieldName}?: ${typeText};`,
    );
    const attributesDoc = jsDoc(`The props a React host may give \`<${element.tagName}>\` besides the global HTML attributes.`);
    const attributesName = `${toPascalCase(element.tagName)}Attributes`;
    out.push(
      attributes.length > 0
        ? `${attributesDoc}export interface ${attributesName} {\n${attributes.join('\n')}\n}`
        : `${attributesDoc}export type ${attributesName} = Record<never, never>;`,
    );
  }
  out.push(`/** A Kurv tag's props in JSX: the global HTML attributes, \`ref\` and \`key\`, and its own attributes. */
export type KurvElementProps<Element extends HTMLElement, Attributes> = Omit<DetailedHTMLProps<HTMLAttributes<Element>, Element>, keyof Attributes> &
  Attributes;
`);
  const tagMap = elements.map((element) => `    '${element.tagName}': ${element.name};`).join('\n');
  const eventMap = events.map((event) => `    '${event.name}': CustomEvent<KurvEventMap['${event.name}']>;`).join('\n');
  const jsx = elements
    .map((element) => `      '${element.tagName}': KurvElementProps<${element.name}, ${toPascalCase(element.tagName)}Attributes>;`)
    .join('\n');
  out.push(`declare global {
  interface HTMLElementTagNameMap {
${tagMap}
  }
  interface DocumentEventMap {
${eventMap}
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
${jsx}
    }
  }
}
`);
  return out;
}

/** The declarations in one self-contained text: the start of dist/types/kurv.d.ts. */
function declarationsOf(reader: SourceProgram, model: ManifestModel): string {
  const out: string[] = [];
  out.push(`/**
 * Typed tags and events of Kurv for TypeScript and React hosts: \`HTMLElementTagNameMap\` (so
 * \`document.querySelector('handover-picker')\` is a \`HandoverPickerElement\`), React's \`JSX.IntrinsicElements\` (so
 * \`<handover-picker open={42} />\` does not compile) and \`DocumentEventMap\` (so
 * \`document.addEventListener('kurv:cart-updated', …)\` gets a typed \`detail\`).
 *
 * Generated by scripts/custom-elements-manifest.ts from the sources (\`npm run manifest\`), like custom-elements.json;
 * do not edit. It imports nothing of Kurv, so the build copies it into dist/types/kurv.d.ts as it is.
 *
 * React hosts: React 19 sets a prop on a defined custom element as its property (\`open={true}\`), so the JSX types are
 * the properties' types. Define the tags before React renders them (import the ES module first): on a tag not yet
 * defined React writes \`open=""\` for \`true\`, which r2wc reads as false.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
`);
  out.push(...eventDeclarationsOf(reader, model));
  out.push(...elementDeclarationsOf(model));
  return out.join('\n\n');
}

/** packages/elements/src/kurv-events.d.ts: the events' part, on its own. */
function eventsFileOf(reader: SourceProgram, model: ManifestModel): string {
  return [
    `/**
 * Typed \`kurv:*\` events of Kurv for TypeScript hosts; kurv-elements.d.ts re-exports them and types \`DocumentEventMap\`
 * with them.
 *
 * Generated by scripts/custom-elements-manifest.ts from the sources (\`npm run manifest\`), like custom-elements.json;
 * do not edit. The build joins it with kurv-elements.d.ts into dist/types/kurv.d.ts.
 */`,
    ...eventDeclarationsOf(reader, model),
  ].join('\n\n');
}

/** packages/elements/src/kurv-elements.d.ts: the tags' part, importing the events' part. */
function elementsFileOf(model: ManifestModel): string {
  return [
    `/**
 * Typed tags of Kurv for TypeScript and React hosts: \`HTMLElementTagNameMap\` (so
 * \`document.querySelector('handover-picker')\` is a \`HandoverPickerElement\`), React's \`JSX.IntrinsicElements\` (so
 * \`<handover-picker open={42} />\` does not compile) and \`DocumentEventMap\` (so
 * \`document.addEventListener('kurv:cart-updated', …)\` gets a typed \`detail\`); the events are in kurv-events.d.ts.
 *
 * Generated by scripts/custom-elements-manifest.ts from the sources (\`npm run manifest\`), like custom-elements.json;
 * do not edit. It imports nothing of Kurv but kurv-events.d.ts, so the build joins the two into dist/types/kurv.d.ts.
 *
 * React hosts: React 19 sets a prop on a defined custom element as its property (\`open={true}\`), so the JSX types are
 * the properties' types. Define the tags before React renders them (import the ES module first): on a tag not yet
 * defined React writes \`open=""\` for \`true\`, which r2wc reads as false.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { KurvEventMap } from './kurv-events';

export type * from './kurv-events';`,
    ...elementDeclarationsOf(model),
  ].join('\n\n');
}

function distDeclarationsOf(root: string, declarations: string): string {
  // The entry and the modules it imports, without theirs (noResolve): the exports' signatures are written out there.
  const options = compilerOptions(root, { noResolve: true });
  const entryFile = join(root, ESM_ENTRY_PATH);
  const imported = ts
    .preProcessFile(ts.sys.readFile(entryFile) ?? fail(`cannot read ${ESM_ENTRY_PATH}`))
    .importedFiles.map(({ fileName }) => ts.resolveModuleName(fileName, entryFile, options, ts.sys).resolvedModule?.resolvedFileName)
    .filter((fileName): fileName is string => fileName !== undefined && !fileName.includes('node_modules'));
  const { checker, program } = sourceProgram(root, [entryFile, ...imported], options);
  const entry = program.getSourceFile(entryFile) ?? fail(`${ESM_ENTRY_PATH} is not in the program`);
  const moduleSymbol = checker.getSymbolAtLocation(entry) ?? fail(`${ESM_ENTRY_PATH} is not a module`);
  const exports = checker.getExportsOfModule(moduleSymbol).map((symbol) => {
    const target = resolveAlias(symbol, checker) ?? symbol;
    const signature = checker.getSignaturesOfType(checker.getTypeOfSymbol(target), ts.SignatureKind.Call)[0];
    if (!signature) {
      fail(`${ESM_ENTRY_PATH} exports ${symbol.name}, which is not a function: add it to the generator`);
    }
    return `${jsDoc(ts.displayPartsToString(target.getDocumentationComment(checker)))}export declare function ${symbol.name}${checker.signatureToString(signature)};`;
  });
  return `${declarations}\n\n// The exports of dist/esm/kurv.js (${ESM_ENTRY_PATH}), which registers every tag on import.\n${exports.join('\n')}\n`;
}

// ---------------------------------------------------------------------------------------------------------------
// Formatting and the entry point

/** Formats a file's text with the repo's Biome settings, so the committed file passes `biome check`. */
export function formatWithBiome(text: string, path: string, root = REPO_ROOT): string {
  const biome = join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'biome.cmd' : 'biome');
  const result = spawnSync(biome, ['format', `--stdin-file-path=${path}`], { cwd: root, input: text, encoding: 'utf8' });
  if (result.status !== 0) {
    fail(`biome could not format ${path}: ${result.stderr}`);
  }
  return result.stdout;
}

export interface Generated {
  manifest: CustomElementsManifest;
  /** custom-elements.json, formatted. */
  manifestText: string;
  /** The declarations in one self-contained text (the start of dist/types/kurv.d.ts), formatted. */
  declarationsText: string;
  /** packages/elements/src/kurv-elements.d.ts (the tags), formatted. */
  elementDeclarationsText: string;
  /** packages/elements/src/kurv-events.d.ts (the events), formatted. */
  eventDeclarationsText: string;
  /** dist/types/kurv.d.ts, formatted. */
  distDeclarationsText: string;
}

export async function generate(root = REPO_ROOT): Promise<Generated> {
  const manifest = await analyze(root);
  const model = readManifest(manifest);
  // The event map's types are copied from their files: no default libraries needed (noLib).
  const reader = sourceProgram(root, [join(root, model.eventsPath)], compilerOptions(root, { noLib: true }));
  const declarations = formatWithBiome(declarationsOf(reader, model), DECLARATIONS_PATH, root);
  return {
    manifest,
    manifestText: formatWithBiome(`${JSON.stringify(manifest, null, 2)}\n`, MANIFEST_PATH, root),
    declarationsText: declarations,
    elementDeclarationsText: formatWithBiome(elementsFileOf(model), DECLARATIONS_PATH, root),
    eventDeclarationsText: formatWithBiome(eventsFileOf(reader, model), EVENT_DECLARATIONS_PATH, root),
    distDeclarationsText: formatWithBiome(distDeclarationsOf(root, declarations), DIST_DECLARATIONS_PATH, root),
  };
}

async function main(argv: string[]): Promise<void> {
  const generated = await generate();
  const check = argv.includes('--check');
  const distIndex = argv.indexOf('--dist-types');
  if (distIndex !== -1) {
    const next = argv[distIndex + 1];
    const target = resolve(REPO_ROOT, next && !next.startsWith('--') ? next : DIST_DECLARATIONS_PATH);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, generated.distDeclarationsText);
    console.log(`wrote ${relative(REPO_ROOT, target)}`);
    return;
  }
  let stale = false;
  for (const [path, text] of [
    [MANIFEST_PATH, generated.manifestText],
    [DECLARATIONS_PATH, generated.elementDeclarationsText],
    [EVENT_DECLARATIONS_PATH, generated.eventDeclarationsText],
  ] as const) {
    const target = join(REPO_ROOT, path);
    let current: string | null = null;
    try {
      current = readFileSync(target, 'utf8');
    } catch {
      current = null;
    }
    if (current === text) {
      console.log(`${path} is up to date`);
    } else if (check) {
      console.error(`${path} is out of date: run npm run manifest`);
      stale = true;
    } else {
      writeFileSync(target, text);
      console.log(`wrote ${path}`);
    }
  }
  if (stale) {
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  await main(process.argv.slice(2));
}
