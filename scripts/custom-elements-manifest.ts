/**
 * Generates, from the TypeScript sources (read with the TypeScript compiler API, no hand-kept lists):
 *
 * - `custom-elements.json`: the Custom Elements Manifest (schema 2.0.0) of the four tags;
 * - `packages/elements/src/kurv-elements.d.ts`: typed tags (`HTMLElementTagNameMap`, React's
 *   `JSX.IntrinsicElements`) and typed `kurv:*` events (`DocumentEventMap`) for TypeScript and React hosts;
 * - with `--dist-types [file]`, after the build: `dist/types/kurv.d.ts`, the same declarations plus the
 *   exports of `dist/esm/kurv.js`, self-contained (it imports nothing but `react`'s types).
 *
 *   npx tsx scripts/custom-elements-manifest.ts               # writes custom-elements.json and kurv-elements.d.ts
 *   npx tsx scripts/custom-elements-manifest.ts --check       # exits 1 when a committed file is out of date
 *   npx tsx scripts/custom-elements-manifest.ts --dist-types  # writes dist/types/kurv.d.ts (after rollup)
 *
 * Where each part of the manifest comes from:
 * - one module per tag, its path the define file (`packages/elements/src/<tag>/define-<tag>.ts`); the tag is
 *   the first argument of its `defineElement(...)` call, the element's description the define function's JSDoc;
 * - attributes: the keys of the attribute object passed to `defineElement` (the r2wc prop types), named the way r2wc
 *   names them (camelCase prop → kebab-case attribute). The attribute's type is the text r2wc parses
 *   (`boolean` → `'true' | 'false'`); its description is the JSDoc of the container's prop; its default comes from the
 *   container's parameter default (`{ open = false }` → `"false"`). r2wc also defines a property per prop, listed as
 *   a field member with the prop's TypeScript type;
 * - events: every key of `KurvEventMap` (packages/core/src/events/events.ts) on every element. Kurv dispatches them
 *   on `document`, from the page's one shop store that every Kurv element shares, never on the element: any tag on
 *   the page is enough for any of them. They are listed on the elements (not on a module-level declaration) because
 *   that is where tools read `events` (Storybook, IDE custom data and web-types generators); each description says
 *   they are dispatched on `document`. `kurv:open-handover-picker`, which the page dispatches and Kurv listens for,
 *   is the variable `OPEN_HANDOVER_PICKER_EVENT` of a fifth module, the events file;
 * - cssProperties: the `--kurv-*` custom properties that `themeCss` sets on `:host` (default: the neutral preset's
 *   value; the chain presets are named in the description), then every other `var(--kurv-*, fallback)` in the widget
 *   styles and in the element's own styles (`defineElement`'s fourth argument);
 * - cssParts: the `part="…"` JSX attributes in the sources the define file reaches; there are none today, so each
 *   list is empty and the module's description says so (the elements are styled through the custom properties).
 *
 * The output is deterministic (source order, then the formatter of the repo, Biome) and committed;
 * tests/unit/custom-elements-manifest.test.ts regenerates it in memory and compares.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const MANIFEST_PATH = 'custom-elements.json';
export const DECLARATIONS_PATH = 'packages/elements/src/kurv-elements.d.ts';
export const EVENT_DECLARATIONS_PATH = 'packages/elements/src/kurv-events.d.ts';
export const DIST_DECLARATIONS_PATH = 'dist/types/kurv.d.ts';
const ELEMENTS_SRC = 'packages/elements/src';
const DEFINE_ELEMENT_PATH = 'packages/elements/src/shared/define-element.tsx';
const ELEMENT_ROOT_PATH = 'packages/elements/src/shared/element-root.tsx';
const ESM_ENTRY_PATH = 'packages/elements/src/kurv.ts';

// ---------------------------------------------------------------------------------------------------------------
// The manifest's shape (the parts of https://github.com/webcomponents/custom-elements-manifest schema 2.0.0 we use)

export interface TypeText {
  text: string;
}
export interface Reference {
  name: string;
  module: string;
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
export interface ManifestCssProperty {
  name: string;
  default?: string;
  description: string;
}
export interface ManifestCssPart {
  name: string;
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
  cssProperties: ManifestCssProperty[];
  cssParts: ManifestCssPart[];
}
export interface FunctionDeclaration {
  kind: 'function';
  name: string;
  description: string;
  return: { type: TypeText };
}
export interface VariableDeclaration {
  kind: 'variable';
  name: string;
  type: TypeText;
  default: string;
  description: string;
}
export type Declaration = CustomElementDeclaration | FunctionDeclaration | VariableDeclaration;
export interface Export {
  kind: 'js' | 'custom-element-definition';
  name: string;
  declaration: Reference;
}
export interface ManifestModule {
  kind: 'javascript-module';
  path: string;
  description?: string;
  declarations: Declaration[];
  exports: Export[];
}
export interface CustomElementsManifest {
  schemaVersion: '2.0.0';
  readme: string;
  modules: ManifestModule[];
}

/** r2wc's attribute types (`AttributeType` in define-element.tsx). */
type R2wcType = 'string' | 'number' | 'boolean' | 'json';

/** An element as read from its define call; the manifest and the declarations are both made from it. */
interface ElementModel {
  tagName: string;
  className: string;
  definePath: string;
  defineFunction: string;
  tagConstant: string | null;
  description: string;
  props: PropModel[];
  cssProperties: ManifestCssProperty[];
  cssParts: ManifestCssPart[];
}
interface PropModel {
  name: string;
  attribute: string;
  r2wcType: R2wcType;
  /** The prop's TypeScript type, without `undefined`. */
  typeText: string;
  description: string;
  /** The source text of the container's default (`false`), if it has one. */
  defaultSource: string | null;
  /** The attribute value r2wc writes for that default (`"false"`). */
  attributeDefault: string | null;
}
interface EventModel {
  name: string;
  detailText: string;
  description: string;
}

// ---------------------------------------------------------------------------------------------------------------
// Reading the sources

function fail(message: string): never {
  throw new Error(`custom-elements-manifest: ${message}`);
}

/** The JSDoc of a symbol as one paragraph per blank-line-separated block (hard wraps joined). */
function docOf(symbol: ts.Symbol | undefined, checker: ts.TypeChecker): string {
  if (!symbol) {
    return '';
  }
  const text = ts.displayPartsToString(symbol.getDocumentationComment(checker));
  return text
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.trim())
        .join(' ')
        .trim(),
    )
    .filter((paragraph) => paragraph !== '')
    .join('\n\n');
}

function resolveAlias(symbol: ts.Symbol | undefined, checker: ts.TypeChecker): ts.Symbol | undefined {
  return symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

/** The text of a template or string literal, substitutions left out (`${MEDIA.mobile}` is not CSS we read). */
function literalText(node: ts.Node): string | null {
  if (ts.isNoSubstitutionTemplateLiteral(node) || ts.isStringLiteral(node)) {
    return node.text;
  }
  if (ts.isTemplateExpression(node)) {
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
  }
  return null;
}

function toPascalCase(tagName: string): string {
  return tagName
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

/** r2wc's own mapping of a prop name to its attribute (`fooBar` → `foo-bar`). */
function attributeNameOf(prop: string): string {
  return prop.replace(/([a-z0-9])([A-Z])/g, (_match, before: string, upper: string) => `${before}-${upper.toLowerCase()}`);
}

/** The attribute values r2wc parses for a prop type, as a type text. */
function attributeTypeText(type: R2wcType): string {
  switch (type) {
    case 'boolean':
      return "'true' | 'false'";
    case 'number':
      return `\`\${number}\``;
    case 'json':
      return 'string (JSON)';
    default:
      return 'string';
  }
}

/** The attribute value r2wc's stringify writes for a default, as a JSON string; null when it is not a literal. */
function attributeDefaultOf(initializer: ts.Expression, type: R2wcType): string | null {
  if (initializer.kind === ts.SyntaxKind.TrueKeyword || initializer.kind === ts.SyntaxKind.FalseKeyword) {
    return type === 'boolean' ? JSON.stringify(String(initializer.kind === ts.SyntaxKind.TrueKeyword)) : null;
  }
  if (ts.isStringLiteralLike(initializer) || ts.isNumericLiteral(initializer)) {
    return JSON.stringify(initializer.text);
  }
  return null;
}

class SourceReader {
  readonly program: ts.Program;
  readonly checker: ts.TypeChecker;
  readonly options: ts.CompilerOptions;

  /** A program of the root files (repo paths) and of the modules the specifiers name, with the repo's tsconfig. */
  constructor(
    readonly root: string,
    rootFiles: string[],
    rootModules: string[],
  ) {
    const configPath = join(root, 'tsconfig.json');
    const parsed = ts.getParsedCommandLineOfConfigFile(configPath, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
    if (!parsed) {
      fail(`cannot read ${configPath}`);
    }
    this.options = { ...parsed.options, noEmit: true };
    const from = join(root, rootFiles[0] ?? 'package.json');
    const moduleFiles = rootModules.map(
      (specifier) =>
        ts.resolveModuleName(specifier, from, this.options, ts.sys).resolvedModule?.resolvedFileName ?? fail(`cannot resolve ${specifier}`),
    );
    this.program = ts.createProgram({ rootNames: [...rootFiles.map((file) => join(root, file)), ...moduleFiles], options: this.options });
    this.checker = this.program.getTypeChecker();
  }

  sourceFile(path: string): ts.SourceFile {
    return this.program.getSourceFile(join(this.root, path)) ?? fail(`${path} is not in the program`);
  }

  relativePath(fileName: string): string {
    return relative(this.root, fileName).split('\\').join('/');
  }

  resolveModule(specifier: string, fromPath: string): string {
    const resolved = ts.resolveModuleName(specifier, join(this.root, fromPath), this.options, ts.sys).resolvedModule;
    return resolved?.resolvedFileName ?? fail(`cannot resolve ${specifier} from ${fromPath}`);
  }

  /** The exported symbol `name` of a module file, aliases followed. */
  exportOf(fileName: string, name: string): ts.Symbol {
    const file = this.program.getSourceFile(fileName) ?? fail(`${fileName} is not in the program`);
    const moduleSymbol = this.checker.getSymbolAtLocation(file) ?? fail(`${fileName} is not a module`);
    const symbol = this.checker.getExportsOfModule(moduleSymbol).find((candidate) => candidate.name === name);
    return resolveAlias(symbol, this.checker) ?? fail(`${fileName} does not export ${name}`);
  }

  exportsOf(fileName: string): ts.Symbol[] {
    const file = this.program.getSourceFile(fileName) ?? fail(`${fileName} is not in the program`);
    const moduleSymbol = this.checker.getSymbolAtLocation(file) ?? fail(`${fileName} is not a module`);
    return this.checker.getExportsOfModule(moduleSymbol);
  }

  /** The initializer of a `const` the expression names (an identifier, possibly imported), else the expression. */
  valueOf(expression: ts.Expression): ts.Expression {
    // `{ ean: 'string' } as const satisfies …` (packages/elements/src/tags.ts) is read as its object literal.
    if (ts.isAsExpression(expression) || ts.isSatisfiesExpression(expression) || ts.isParenthesizedExpression(expression)) {
      return this.valueOf(expression.expression);
    }
    if (!ts.isIdentifier(expression)) {
      return expression;
    }
    const symbol = resolveAlias(this.checker.getSymbolAtLocation(expression), this.checker);
    const declaration = symbol?.valueDeclaration;
    if (declaration && ts.isVariableDeclaration(declaration) && declaration.initializer) {
      return this.valueOf(declaration.initializer);
    }
    return fail(`cannot read the value of ${expression.text}`);
  }

  /** Files reachable by imports (static and dynamic) from a file, inside the repo and outside node_modules. */
  reachableFiles(path: string): ts.SourceFile[] {
    const seen = new Set<string>();
    const files: ts.SourceFile[] = [];
    const visit = (fileName: string) => {
      if (seen.has(fileName) || fileName.includes('node_modules') || !fileName.startsWith(this.root)) {
        return;
      }
      seen.add(fileName);
      const file = this.program.getSourceFile(fileName);
      if (!file) {
        return;
      }
      files.push(file);
      const follow = (specifier: string) => {
        const resolved = ts.resolveModuleName(specifier, fileName, this.options, ts.sys).resolvedModule;
        if (resolved) {
          visit(resolved.resolvedFileName);
        }
      };
      for (const statement of file.statements) {
        if ((ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier) {
          follow((statement.moduleSpecifier as ts.StringLiteral).text);
        }
      }
      // The element's lazily loaded parts (`import('./HandoverPickerPanel')`) are the element's too.
      const visitDynamic = (node: ts.Node) => {
        if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
          const [argument] = node.arguments;
          if (argument && ts.isStringLiteralLike(argument)) {
            follow(argument.text);
          }
        }
        ts.forEachChild(node, visitDynamic);
      };
      visitDynamic(file);
    };
    visit(join(this.root, path));
    return files.sort((a, b) => a.fileName.localeCompare(b.fileName));
  }
}

function findDefineFiles(root: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(join(root, ELEMENTS_SRC), { withFileTypes: true })) {
    if (!entry.isDirectory()) {
      continue;
    }
    for (const file of readdirSync(join(root, ELEMENTS_SRC, entry.name))) {
      // A tag's folder is named after it: `<tag>/define-<tag>.ts` (shared/define-element.tsx is not one).
      if (file === `define-${entry.name}.ts` || file === `define-${entry.name}.tsx`) {
        files.push(`${ELEMENTS_SRC}/${entry.name}/${file}`);
      }
    }
  }
  return files.sort();
}

interface ThemeModel {
  /** `--kurv-*` name → token key, in the order themeCss writes them. */
  properties: { name: string; token: string }[];
  /** preset name → token → value. */
  presets: Map<string, Map<string, string>>;
}

function readTheme(reader: SourceReader, uiIndex: string): ThemeModel {
  const themeCss = reader.exportOf(uiIndex, 'themeCss').valueDeclaration ?? fail('themeCss has no declaration');
  let template: ts.TemplateExpression | undefined;
  const find = (node: ts.Node) => {
    if (!template && ts.isTemplateExpression(node)) {
      template = node;
    }
    ts.forEachChild(node, find);
  };
  find(themeCss);
  if (!template) {
    fail('themeCss has no template literal');
  }
  const properties: ThemeModel['properties'] = [];
  let before = template.head.text;
  for (const span of template.templateSpans) {
    const name = before.match(/(--kurv-[a-z0-9-]+)\s*:\s*$/)?.[1];
    if (name && ts.isPropertyAccessExpression(span.expression)) {
      properties.push({ name, token: span.expression.name.text });
    }
    before = span.literal.text;
  }
  const themes = reader.exportOf(uiIndex, 'THEMES').valueDeclaration;
  if (!themes || !ts.isVariableDeclaration(themes) || !themes.initializer || !ts.isObjectLiteralExpression(themes.initializer)) {
    fail('THEMES is not an object literal');
  }
  const tokensOf = (expression: ts.Expression): Map<string, string> => {
    const value = reader.valueOf(expression);
    if (!ts.isObjectLiteralExpression(value)) {
      fail(`a theme is not an object literal: ${value.getText()}`);
    }
    const tokens = new Map<string, string>();
    for (const property of value.properties) {
      if (ts.isSpreadAssignment(property)) {
        for (const [key, token] of tokensOf(property.expression)) {
          tokens.set(key, token);
        }
      } else if (ts.isPropertyAssignment(property) && ts.isStringLiteralLike(property.initializer)) {
        tokens.set(property.name.getText().replace(/^['"]|['"]$/g, ''), property.initializer.text);
      }
    }
    return tokens;
  };
  const presets = new Map<string, Map<string, string>>();
  for (const property of themes.initializer.properties) {
    if (ts.isPropertyAssignment(property)) {
      const name = ts.isStringLiteral(property.name) ? property.name.text : property.name.getText();
      presets.set(name, tokensOf(property.initializer));
    }
  }
  if (!presets.has('default')) {
    fail('THEMES has no default preset');
  }
  return { properties, presets };
}

const VAR_PATTERN = /var\(\s*(--kurv-[a-z0-9-]+)\s*(?:,\s*([^)]*?))?\s*\)/g;

function cssPropertiesOf(theme: ThemeModel, styles: string[]): ManifestCssProperty[] {
  const neutral = theme.presets.get('default') ?? new Map<string, string>();
  const result: ManifestCssProperty[] = [];
  for (const { name, token } of theme.properties) {
    const value = neutral.get(token);
    const chains = [...theme.presets]
      .filter(([preset, tokens]) => preset !== 'default' && tokens.get(token) !== value)
      .map(([preset, tokens]) => `${preset}: \`${tokens.get(token)}\``);
    result.push({
      name,
      ...(value === undefined ? {} : { default: value }),
      description:
        `Chain theme token \`${token}\`, set on the element's \`:host\` by its chain's preset (the neutral default ` +
        `\`${value}\`${chains.length > 0 ? `; chain ${chains.join(', ')}` : '; the same in every chain preset'}). ` +
        'A host page overrides it on the tag: custom properties cross the shadow root.',
    });
  }
  const fallbacks = new Map<string, Set<string>>();
  for (const css of styles) {
    for (const match of css.matchAll(VAR_PATTERN)) {
      const [, name = '', fallback] = match;
      if (theme.properties.some((property) => property.name === name)) {
        continue;
      }
      const set = fallbacks.get(name) ?? new Set<string>();
      if (fallback) {
        set.add(fallback.trim());
      }
      fallbacks.set(name, set);
    }
  }
  for (const [name, values] of fallbacks) {
    const sorted = [...values].sort();
    result.push({
      name,
      ...(sorted.length > 0 ? { default: sorted.join(' | ') } : {}),
      description:
        `Read by the widget styles${sorted.length > 0 ? ` with the fallback \`${sorted.join('` or `')}\`` : ''}; ` +
        'no chain preset sets it. A host page sets it on the tag.',
    });
  }
  return result;
}

function cssPartsOf(reader: SourceReader, definePath: string): ManifestCssPart[] {
  const parts = new Map<string, string>();
  for (const file of reader.reachableFiles(definePath)) {
    const visit = (node: ts.Node) => {
      if (ts.isJsxAttribute(node) && node.name.getText(file) === 'part' && node.initializer && ts.isStringLiteral(node.initializer)) {
        for (const part of node.initializer.text.split(/\s+/).filter(Boolean)) {
          parts.set(part, `\`part="${part}"\` in ${reader.relativePath(file.fileName)}.`);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return [...parts].sort(([a], [b]) => a.localeCompare(b)).map(([name, description]) => ({ name, description }));
}

/**
 * The styles an element's parts render themselves (`<ShadowStyle css={cartStyles} />` in a panel that loads when it
 * shows; `<style>{…}</style>` as well), in the files the define file reaches: constants whose value is a literal.
 */
function renderedStylesOf(reader: SourceReader, definePath: string): string[] {
  const styles = new Set<string>();
  const addConstant = (expression: ts.Expression | undefined) => {
    if (expression === undefined || !ts.isIdentifier(expression)) {
      return;
    }
    const symbol = resolveAlias(reader.checker.getSymbolAtLocation(expression), reader.checker);
    const declaration = symbol?.valueDeclaration;
    const text =
      declaration && ts.isVariableDeclaration(declaration) && declaration.initializer ? literalText(declaration.initializer) : null;
    if (text !== null) {
      styles.add(text);
    }
  };
  for (const file of reader.reachableFiles(definePath)) {
    const visit = (node: ts.Node) => {
      if (ts.isJsxElement(node) && node.openingElement.tagName.getText(file) === 'style') {
        for (const child of node.children) {
          if (ts.isJsxExpression(child)) {
            addConstant(child.expression);
          }
        }
      }
      if (ts.isJsxSelfClosingElement(node) && node.tagName.getText(file) === 'ShadowStyle') {
        for (const attribute of node.attributes.properties) {
          if (
            ts.isJsxAttribute(attribute) &&
            attribute.name.getText(file) === 'css' &&
            attribute.initializer &&
            ts.isJsxExpression(attribute.initializer)
          ) {
            addConstant(attribute.initializer.expression);
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return [...styles];
}

function readElement(reader: SourceReader, definePath: string, theme: ThemeModel, widgetStyles: string): ElementModel {
  const { checker } = reader;
  const file = reader.sourceFile(definePath);
  const defineElementFile = join(reader.root, DEFINE_ELEMENT_PATH);
  const calls: ts.CallExpression[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = resolveAlias(checker.getSymbolAtLocation(node.expression), checker);
      if (
        callee?.name === 'defineElement' &&
        callee.declarations?.some((declaration) => declaration.getSourceFile().fileName === defineElementFile)
      ) {
        calls.push(node);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  const call = calls.length === 1 ? calls[0] : fail(`${definePath} has ${calls.length} defineElement calls, not one`);
  const [tagExpression, containerExpression, attributesExpression, stylesExpression] = call?.arguments ?? [];
  if (!tagExpression || !containerExpression || !attributesExpression) {
    fail(`${definePath}: defineElement needs a tag, a container and attributes`);
  }
  const tagType = checker.getTypeAtLocation(tagExpression);
  const tagName = tagType.isStringLiteral() ? tagType.value : fail(`${definePath}: the tag is not a string constant`);
  const tagConstant = ts.isIdentifier(tagExpression) ? tagExpression.text : null;

  let defineFunction: ts.FunctionDeclaration | undefined;
  for (let node: ts.Node | undefined = call?.parent; node; node = node.parent) {
    if (ts.isFunctionDeclaration(node)) {
      defineFunction = node;
      break;
    }
  }
  if (!defineFunction?.name) {
    fail(`${definePath}: defineElement is not called inside a named function`);
  }
  const description = docOf(checker.getSymbolAtLocation(defineFunction.name), checker);

  // The container and its props: the JSDoc and the parameter defaults.
  const container = resolveAlias(checker.getSymbolAtLocation(containerExpression), checker);
  const containerDeclaration = container?.valueDeclaration;
  const parameter = containerDeclaration && ts.isFunctionDeclaration(containerDeclaration) ? containerDeclaration.parameters[0] : undefined;
  const propsType = parameter ? checker.getTypeAtLocation(parameter) : undefined;
  const defaults = new Map<string, ts.Expression>();
  if (parameter && ts.isObjectBindingPattern(parameter.name)) {
    for (const element of parameter.name.elements) {
      const key = (element.propertyName ?? element.name).getText();
      if (element.initializer) {
        defaults.set(key, element.initializer);
      }
    }
  }

  const attributesValue = reader.valueOf(attributesExpression);
  if (!ts.isObjectLiteralExpression(attributesValue)) {
    fail(`${definePath}: the attributes are not an object literal`);
  }
  const props: PropModel[] = [];
  for (const property of attributesValue.properties) {
    if (!ts.isPropertyAssignment(property) || !ts.isStringLiteralLike(property.initializer)) {
      fail(`${definePath}: attribute ${property.getText()} is not \`name: 'type'\``);
    }
    const name = property.name.getText().replace(/^['"]|['"]$/g, '');
    const r2wcType = property.initializer.text as R2wcType;
    const propSymbol = propsType ? checker.getPropertyOfType(propsType, name) : undefined;
    const typeText = propSymbol
      ? checker.typeToString(checker.getNonNullableType(checker.getTypeOfSymbol(propSymbol)), undefined, ts.TypeFormatFlags.NoTruncation)
      : r2wcType;
    const initializer = defaults.get(name);
    props.push({
      name,
      attribute: attributeNameOf(name),
      r2wcType,
      typeText,
      description: docOf(propSymbol, checker),
      defaultSource: initializer ? initializer.getText() : null,
      attributeDefault: initializer ? attributeDefaultOf(initializer, r2wcType) : null,
    });
  }

  const extraStyles = stylesExpression ? literalText(reader.valueOf(stylesExpression)) : '';
  if (extraStyles === null) {
    fail(`${definePath}: the element's styles are not a literal`);
  }
  return {
    tagName,
    className: `${toPascalCase(tagName)}Element`,
    definePath,
    defineFunction: defineFunction.name.text,
    tagConstant,
    description,
    props,
    cssProperties: cssPropertiesOf(theme, [widgetStyles, extraStyles, ...renderedStylesOf(reader, definePath)]),
    cssParts: cssPartsOf(reader, definePath),
  };
}

interface EventsModel {
  eventsPath: string;
  mapDeclaration: ts.InterfaceDeclaration;
  events: EventModel[];
  openPicker: { name: string; value: string; description: string };
}

function readEvents(reader: SourceReader, coreIndex: string): EventsModel {
  const { checker } = reader;
  const map = reader.exportOf(coreIndex, 'KurvEventMap');
  const mapDeclaration = map.declarations?.find(ts.isInterfaceDeclaration) ?? fail('KurvEventMap is not an interface');
  const events: EventModel[] = [];
  for (const member of mapDeclaration.members) {
    if (!ts.isPropertySignature(member) || !ts.isStringLiteral(member.name)) {
      fail(`KurvEventMap member ${member.getText()} is not a quoted event name`);
    }
    const symbol = checker.getSymbolAtLocation(member.name) ?? fail(`no symbol for ${member.name.text}`);
    const detail = checker.getTypeOfSymbol(symbol);
    events.push({
      name: member.name.text,
      detailText: checker.typeToString(
        detail,
        undefined,
        ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType,
      ),
      description: docOf(symbol, checker),
    });
  }
  const openPicker = reader.exportOf(coreIndex, 'OPEN_HANDOVER_PICKER_EVENT');
  const openPickerDeclaration = openPicker.valueDeclaration;
  if (!openPickerDeclaration || !ts.isVariableDeclaration(openPickerDeclaration) || !openPickerDeclaration.initializer) {
    fail('OPEN_HANDOVER_PICKER_EVENT is not a constant');
  }
  const value = literalText(openPickerDeclaration.initializer) ?? fail('OPEN_HANDOVER_PICKER_EVENT is not a string');
  return {
    eventsPath: reader.relativePath(mapDeclaration.getSourceFile().fileName),
    mapDeclaration,
    events,
    openPicker: { name: openPicker.name, value, description: docOf(openPicker, checker) },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The manifest

const EVENT_NOTE =
  'Dispatched on `document`, not on the element, by the page’s one shop store, which every Kurv element shares: ' +
  'listen with `document.addEventListener`.';

function manifestOf(elements: ElementModel[], events: EventsModel): CustomElementsManifest {
  const manifestEvents: ManifestEvent[] = events.events.map((event) => ({
    name: event.name,
    type: { text: `CustomEvent<${event.detailText}>` },
    description: `${event.description} ${EVENT_NOTE}`,
  }));
  const modules: ManifestModule[] = elements.map((element) => {
    const declaration: CustomElementDeclaration = {
      kind: 'class',
      customElement: true,
      name: element.className,
      tagName: element.tagName,
      description: element.description,
      superclass: { name: 'HTMLElement' },
      attributes: element.props.map((prop) => ({
        name: prop.attribute,
        type: { text: attributeTypeText(prop.r2wcType) },
        description: prop.description,
        ...(prop.attributeDefault === null ? {} : { default: prop.attributeDefault }),
        fieldName: prop.name,
      })),
      members: element.props.map((prop) => ({
        kind: 'field',
        name: prop.name,
        type: { text: prop.typeText },
        description: `${prop.description} The property r2wc defines for the attribute \`${prop.attribute}\`; setting it writes the attribute.`,
        ...(prop.defaultSource === null ? {} : { default: prop.defaultSource }),
        attribute: prop.attribute,
      })),
      events: manifestEvents,
      cssProperties: element.cssProperties,
      cssParts: element.cssParts,
    };
    const defineDeclaration: FunctionDeclaration = {
      kind: 'function',
      name: element.defineFunction,
      description: `Registers \`<${element.tagName}>\` (once: a tag already defined on the page is left alone).`,
      return: { type: { text: 'void' } },
    };
    const declarations: Declaration[] = [declaration, defineDeclaration];
    const exports: Export[] = [
      { kind: 'custom-element-definition', name: element.tagName, declaration: { name: element.className, module: element.definePath } },
      { kind: 'js', name: element.defineFunction, declaration: { name: element.defineFunction, module: element.definePath } },
    ];
    if (element.tagConstant) {
      declarations.push({
        kind: 'variable',
        name: element.tagConstant,
        type: { text: 'string' },
        default: `'${element.tagName}'`,
        description: `The tag name \`${element.tagName}\`.`,
      });
      exports.push({ kind: 'js', name: element.tagConstant, declaration: { name: element.tagConstant, module: element.definePath } });
    }
    return {
      kind: 'javascript-module',
      path: element.definePath,
      ...(element.cssParts.length === 0
        ? {
            description:
              'cssParts is empty: the element’s shadow tree has no `part` attributes. Style it through the `--kurv-*` custom properties.',
          }
        : {}),
      declarations,
      exports,
    };
  });
  const { openPicker } = events;
  modules.push({
    kind: 'javascript-module',
    path: events.eventsPath,
    description:
      'The events. Those Kurv dispatches are listed on each element (dispatched on `document`); the one the page ' +
      'dispatches and Kurv listens for is this variable.',
    declarations: [
      {
        kind: 'variable',
        name: openPicker.name,
        type: { text: `'${openPicker.value}'` },
        default: `'${openPicker.value}'`,
        description: openPicker.description,
      },
    ],
    exports: [{ kind: 'js', name: openPicker.name, declaration: { name: openPicker.name, module: events.eventsPath } }],
  });
  return {
    schemaVersion: '2.0.0',
    readme: 'README.md',
    modules: modules.sort((a, b) => a.path.localeCompare(b.path)),
  };
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
function eventTypeDeclarations(reader: SourceReader, events: EventsModel): string[] {
  const { checker } = reader;
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
  visitDeclaration(events.mapDeclaration);
  return ordered.map((node) => {
    const file = node.getSourceFile();
    const text = file.text.slice(node.getStart(file, true), node.getEnd());
    return /^(\/\*\*[\s\S]*?\*\/\s*)?export\s/.test(text) ? text : text.replace(/^((?:\/\*\*[\s\S]*?\*\/\s*)?)/, '$1export ');
  });
}

/** The events' part of the declarations: the event map and the types it needs, then the event names. */
function eventDeclarationsOf(reader: SourceReader, events: EventsModel): string[] {
  const out: string[] = [];
  out.push(`// The events, copied from ${events.eventsPath} and the files it imports.`);
  out.push(...eventTypeDeclarations(reader, events));
  out.push(`/** The name of an event Kurv dispatches on \`document\`. */
export type KurvEventName = keyof KurvEventMap;

/** The \`CustomEvent\` Kurv dispatches on \`document\` under a name. */
export type KurvEvent<Name extends KurvEventName> = CustomEvent<KurvEventMap[Name]>;

/** ${events.openPicker.description.replace(/\n+/g, ' ')} */
export type OpenHandoverPickerEventName = '${events.openPicker.value}';
`);
  return out;
}

/** The tags' part of the declarations: each element and its attributes, then the global and React tag maps. */
function elementDeclarationsOf(elements: ElementModel[], events: EventsModel): string[] {
  const out: string[] = [];
  for (const element of elements) {
    const members = element.props.map(
      (prop) =>
        `${jsDoc(`${prop.description}\n\nAttribute \`${prop.attribute}\`: ${attributeTypeText(prop.r2wcType)}.`, '  ')}  ${prop.name}: ${prop.typeText} | undefined;`,
    );
    out.push(
      `${jsDoc(element.description)}export interface ${element.className} extends HTMLElement {${
        members.length > 0 ? `\n${members.join('\n')}\n` : ''
      }}`,
    );
    const attributes = element.props.map((prop) => `${jsDoc(prop.description, '  ')}  ${prop.name}?: ${prop.typeText};`);
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
  const tagMap = elements.map((element) => `    '${element.tagName}': ${element.className};`).join('\n');
  const eventMap = events.events.map((event) => `    '${event.name}': CustomEvent<KurvEventMap['${event.name}']>;`).join('\n');
  const jsx = elements
    .map((element) => `      '${element.tagName}': KurvElementProps<${element.className}, ${toPascalCase(element.tagName)}Attributes>;`)
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
function declarationsOf(reader: SourceReader, elements: ElementModel[], events: EventsModel): string {
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
  out.push(...eventDeclarationsOf(reader, events));
  out.push(...elementDeclarationsOf(elements, events));
  return out.join('\n\n');
}

/** packages/elements/src/kurv-events.d.ts: the events' part, on its own. */
function eventsFileOf(reader: SourceReader, events: EventsModel): string {
  return [
    `/**
 * Typed \`kurv:*\` events of Kurv for TypeScript hosts; kurv-elements.d.ts re-exports them and types \`DocumentEventMap\`
 * with them.
 *
 * Generated by scripts/custom-elements-manifest.ts from the sources (\`npm run manifest\`), like custom-elements.json;
 * do not edit. The build joins it with kurv-elements.d.ts into dist/types/kurv.d.ts.
 */`,
    ...eventDeclarationsOf(reader, events),
  ].join('\n\n');
}

/** packages/elements/src/kurv-elements.d.ts: the tags' part, importing the events' part. */
function elementsFileOf(elements: ElementModel[], events: EventsModel): string {
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
    ...elementDeclarationsOf(elements, events),
  ].join('\n\n');
}

function distDeclarationsOf(reader: SourceReader, declarations: string): string {
  const { checker } = reader;
  const entry = join(reader.root, ESM_ENTRY_PATH);
  const exports = reader.exportsOf(entry).map((symbol) => {
    const target = resolveAlias(symbol, checker) ?? symbol;
    const signature = checker.getSignaturesOfType(checker.getTypeOfSymbol(target), ts.SignatureKind.Call)[0];
    if (!signature) {
      fail(`${ESM_ENTRY_PATH} exports ${symbol.name}, which is not a function: add it to the generator`);
    }
    return `${jsDoc(docOf(target, checker))}export declare function ${symbol.name}${checker.signatureToString(signature)};`;
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

export function generate(root = REPO_ROOT): Generated {
  const defineFiles = findDefineFiles(root);
  if (defineFiles.length === 0) {
    fail(`no define-*.ts files under ${ELEMENTS_SRC}`);
  }
  const reader = new SourceReader(
    root,
    [...defineFiles, ESM_ENTRY_PATH, DEFINE_ELEMENT_PATH, ELEMENT_ROOT_PATH],
    ['@kurv/core', '@kurv/ui'],
  );
  const coreIndex = reader.resolveModule('@kurv/core', DEFINE_ELEMENT_PATH);
  const uiIndex = reader.resolveModule('@kurv/ui', DEFINE_ELEMENT_PATH);

  // Every element's root (elementRoot) puts widgetStyles, the element's own styles and themeCss(preset) into its shadow root.
  const elementRootText = reader.sourceFile(ELEMENT_ROOT_PATH).text;
  for (const name of ['widgetStyles', 'themeCss']) {
    if (!elementRootText.includes(name)) {
      fail(`${ELEMENT_ROOT_PATH} no longer uses ${name}: update the generator's CSS reading`);
    }
  }
  const widgetStylesDeclaration = reader.exportOf(uiIndex, 'widgetStyles').valueDeclaration;
  const widgetStyles =
    widgetStylesDeclaration && ts.isVariableDeclaration(widgetStylesDeclaration) && widgetStylesDeclaration.initializer
      ? (literalText(widgetStylesDeclaration.initializer) ?? fail('widgetStyles is not a literal'))
      : fail('widgetStyles is not a constant');
  const theme = readTheme(reader, uiIndex);

  const elements = defineFiles.map((path) => readElement(reader, path, theme, widgetStyles));
  const events = readEvents(reader, coreIndex);
  const manifest = manifestOf(elements, events);
  const declarations = formatWithBiome(declarationsOf(reader, elements, events), DECLARATIONS_PATH, root);
  return {
    manifest,
    manifestText: formatWithBiome(`${JSON.stringify(manifest, null, 2)}\n`, MANIFEST_PATH, root),
    declarationsText: declarations,
    elementDeclarationsText: formatWithBiome(elementsFileOf(elements, events), DECLARATIONS_PATH, root),
    eventDeclarationsText: formatWithBiome(eventsFileOf(reader, events), EVENT_DECLARATIONS_PATH, root),
    distDeclarationsText: formatWithBiome(distDeclarationsOf(reader, declarations), DIST_DECLARATIONS_PATH, root),
  };
}

function main(argv: string[]): void {
  const generated = generate();
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
  main(process.argv.slice(2));
}
