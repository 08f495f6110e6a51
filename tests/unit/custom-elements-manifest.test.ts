import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { KURV_EVENT_NAMES } from '@kurv/core/events';
import { THEMES, themeCss, widgetStyles } from '@kurv/ui';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type CustomElementDeclaration,
  DECLARATIONS_PATH,
  EVENT_DECLARATIONS_PATH,
  type Generated,
  generate,
  MANIFEST_PATH,
  REPO_ROOT,
} from '../../scripts/custom-elements-manifest';

/**
 * custom-elements.json (written by @custom-elements-manifest/analyzer with the plugins in scripts/cem/) and, from it,
 * packages/elements/src/kurv-elements.d.ts and kurv-events.d.ts are generated and committed (`npm run manifest`).
 * These tests regenerate them in memory, so they cannot drift from the sources, check the manifest against the define
 * calls and the event names read here independently of the generator, check that the docs' tables (the tags and
 * attributes of docs/embedding.md, the events of docs/events.md) list exactly the manifest's attributes and events,
 * and compile a host against the build's self-contained dist/types/kurv.d.ts.
 */

let generated: Generated;
let elements: CustomElementDeclaration[];

beforeAll(async () => {
  generated = await generate();
  elements = generated.manifest.modules.flatMap((module) =>
    module.declarations.filter((declaration): declaration is CustomElementDeclaration => declaration.kind === 'class'),
  );
}, 60_000);

const read = (path: string) => readFileSync(join(REPO_ROOT, path), 'utf8');

/**
 * The define calls, read with a plain pattern (not the generator's reading): tag → attribute names. Each call names its
 * tag and attribute constants, which packages/elements/src/tags.ts holds (shared with the lazy loader).
 */
function defineCalls(): Map<string, string[]> {
  const calls = new Map<string, string[]>();
  const src = join(REPO_ROOT, 'packages/elements/src');
  const tags = readFileSync(join(src, 'tags.ts'), 'utf8');
  for (const folder of readdirSync(src, { withFileTypes: true })) {
    const path = join(src, folder.name, `define-${folder.name}.ts`);
    if (!folder.isDirectory() || !readdirSync(join(src, folder.name)).includes(`define-${folder.name}.ts`)) {
      continue;
    }
    const text = readFileSync(path, 'utf8');
    const call = text.match(/defineElement\(\s*(\w+)\s*,\s*\w+\s*,\s*(\w+)/);
    expect(call, `${path} calls defineElement with a tag and an attribute constant`).not.toBeNull();
    const tag = tags.match(new RegExp(`const ${call?.[1] ?? ''} = '([^']+)'`))?.[1];
    expect(tag, `tags.ts names the tag of ${path} in ${call?.[1]}`).toBeDefined();
    const attributeObject = tags.match(new RegExp(`const ${call?.[2] ?? ''} = \\{([^}]*)\\}`))?.[1];
    expect(attributeObject, `tags.ts holds the attributes of ${path} in ${call?.[2]}`).toBeDefined();
    const attributes = [...(attributeObject ?? '').matchAll(/(\w+)\s*:\s*'(?:string|number|boolean|json)'/g)].map((match) =>
      (match[1] ?? '').replace(/([a-z0-9])([A-Z])/g, (_all, before: string, upper: string) => `${before}-${upper.toLowerCase()}`),
    );
    calls.set(tag ?? '', attributes);
  }
  return calls;
}

const ESCAPED_PIPE = '<escaped pipe>';

/** The rows of the first table under a heading of a doc (`docs/….md`), as cells (`\\|` is a pipe inside a cell). */
function docTable(doc: string, heading: string): string[][] {
  const text = read(doc);
  const start = text.indexOf(`\n${heading}\n`);
  expect(start, `${doc} has "${heading}"`).toBeGreaterThan(-1);
  const rest = text.slice(start + heading.length + 2);
  const section = rest.slice(0, rest.search(/\n#{1,3} /) === -1 ? undefined : rest.search(/\n#{1,3} /));
  const lines = section.split('\n');
  const first = lines.findIndex((line) => line.startsWith('|'));
  const table: string[] = [];
  for (const line of lines.slice(first)) {
    if (!line.startsWith('|')) {
      break;
    }
    table.push(line);
  }
  return table.slice(2).map((line) =>
    line
      .replace(/\\\|/g, ESCAPED_PIPE)
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.replaceAll(ESCAPED_PIPE, '|').trim()),
  );
}

const unquote = (cell: string) => cell.replace(/^`|`$/g, '').replace(/^<|>$/g, '');

describe('custom-elements.json', () => {
  it('is the generator’s output for the current sources (run `npm run manifest` after changing them)', () => {
    expect(read(MANIFEST_PATH)).toBe(generated.manifestText);
  });

  it('kurv-elements.d.ts is the generator’s output for the current sources', () => {
    expect(read(DECLARATIONS_PATH)).toBe(generated.elementDeclarationsText);
  });

  it('kurv-events.d.ts is the generator’s output for the current sources', () => {
    expect(read(EVENT_DECLARATIONS_PATH)).toBe(generated.eventDeclarationsText);
  });

  it('is a schema 2.0.0 manifest with one module per tag, its path the define file', () => {
    expect(generated.manifest.schemaVersion).toBe('2.0.0');
    for (const element of elements) {
      const module = generated.manifest.modules.find((candidate) => candidate.declarations.includes(element));
      expect(module?.path).toBe(`packages/elements/src/${element.tagName}/define-${element.tagName}.ts`);
      expect(module?.exports).toContainEqual({
        kind: 'custom-element-definition',
        name: element.tagName,
        declaration: { name: element.name, module: module?.path },
      });
      expect(element.description, element.tagName).not.toBe('');
    }
  });

  it('lists every attribute of every define call, each with a type, a description and its property', () => {
    const calls = defineCalls();
    expect([...calls.keys()].sort()).toEqual(['add-to-cart-button', 'cart-popup', 'edit-order-dialog', 'handover-picker']);
    expect(elements.map((element) => element.tagName).sort()).toEqual([...calls.keys()].sort());
    for (const element of elements) {
      expect(element.attributes.map((attribute) => attribute.name).sort(), element.tagName).toEqual(
        [...(calls.get(element.tagName) ?? [])].sort(),
      );
      for (const attribute of element.attributes) {
        expect(attribute.description, `${element.tagName} ${attribute.name}`).not.toBe('');
        expect(attribute.type.text).not.toBe('');
        expect(element.members.find((member) => member.name === attribute.fieldName)?.attribute).toBe(attribute.name);
      }
    }
    const picker = elements.find((element) => element.tagName === 'handover-picker');
    expect(picker?.attributes).toEqual([
      expect.objectContaining({ name: 'open', type: { text: "'true' | 'false'" }, default: '"false"' }),
      expect.objectContaining({ name: 'prompt', type: { text: "'true' | 'false'" }, default: '"false"' }),
    ]);
    // The property takes the attribute's strings too, as React 19 and Vue set them (issue 37).
    expect(picker?.members).toEqual([
      expect.objectContaining({ name: 'open', type: { text: "boolean | 'true' | 'false'" }, default: 'false' }),
      expect.objectContaining({ name: 'prompt', type: { text: "boolean | 'true' | 'false'" }, default: 'false' }),
    ]);
  });

  it('lists every name of KURV_EVENT_NAMES on every element, saying it is dispatched on document', () => {
    for (const element of elements) {
      expect(element.events.map((event) => event.name).sort(), element.tagName).toEqual([...KURV_EVENT_NAMES].sort());
      for (const event of element.events) {
        expect(event.description).toContain('Dispatched on `document`');
        expect(event.type.text).toMatch(/^CustomEvent<.+>$/);
      }
    }
  });

  it('lists the --kurv-* custom properties of the theme and the widget styles, with the neutral defaults', () => {
    const themed = new Map(
      [...themeCss(THEMES.default).matchAll(/(--kurv-[a-z0-9-]+):\s*([^;]+);/g)].map((match) => [match[1], match[2]?.trim()]),
    );
    const used = new Set([...widgetStyles.matchAll(/var\((--kurv-[a-z0-9-]+)/g)].map((match) => match[1]));
    for (const element of elements) {
      const listed = new Map(element.cssProperties.map((property) => [property.name, property.default]));
      for (const [name, value] of themed) {
        expect(listed.get(name ?? ''), `${element.tagName} ${name}`).toBe(value);
      }
      for (const name of used) {
        expect(listed.has(name ?? ''), `${element.tagName} ${name}`).toBe(true);
      }
      expect(element.cssParts, 'no element has part attributes yet').toEqual([]);
    }
  });
});

describe('the reference for chain web teams (docs/embedding.md, docs/events.md)', () => {
  it('docs/embedding.md, "Tags and attributes", lists exactly the manifest’s tags and attributes', () => {
    const rows = docTable('docs/embedding.md', '## Tags and attributes');
    const listed = rows.map(([tag = '', attribute = '']) => `${unquote(tag)} ${attribute === '–' ? '–' : unquote(attribute)}`);
    const expected = elements.flatMap((element) =>
      element.attributes.length === 0
        ? [`${element.tagName} –`]
        : element.attributes.map((attribute) => `${element.tagName} ${attribute.name}`),
    );
    expect([...listed].sort()).toEqual([...expected].sort());
    // A boolean attribute is documented with the values r2wc reads.
    for (const [tag = '', attribute = '', type = ''] of rows) {
      const manifestAttribute = elements
        .find((element) => element.tagName === unquote(tag))
        ?.attributes.find((candidate) => candidate.name === unquote(attribute));
      if (manifestAttribute?.type.text === "'true' | 'false'") {
        expect(type, `${tag} ${attribute}`).toContain('"true"');
        expect(type, `${tag} ${attribute}`).toContain('"false"');
      }
    }
  });

  it('docs/events.md, "Events", lists exactly the manifest’s events', () => {
    const listed = docTable('docs/events.md', '## Events').map(([event = '']) => unquote(event));
    const manifestEvents = [...new Set(elements.flatMap((element) => element.events.map((event) => event.name)))];
    expect([...listed].sort()).toEqual(manifestEvents.sort());
  });
});

describe('dist/types/kurv.d.ts', () => {
  /** Compiles a host against the dist declarations alone (no Kurv source), with the declarations type-checked too. */
  function compileHost(host: string): string[] {
    const dir = join(REPO_ROOT, 'tests/types/.virtual');
    const files = new Map([
      [join(dir, 'kurv.d.ts'), generated.distDeclarationsText],
      [join(dir, 'host.tsx'), host],
    ]);
    const options: ts.CompilerOptions = {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      jsx: ts.JsxEmit.ReactJSX,
      lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
      types: [],
      strict: true,
      skipLibCheck: false,
      noEmit: true,
    };
    const compilerHost = ts.createCompilerHost(options);
    const { getSourceFile, fileExists, readFile } = compilerHost;
    compilerHost.getSourceFile = (fileName, language, ...rest) => {
      const text = files.get(fileName);
      return text === undefined ? getSourceFile(fileName, language, ...rest) : ts.createSourceFile(fileName, text, language);
    };
    compilerHost.fileExists = (fileName) => files.has(fileName) || fileExists(fileName);
    compilerHost.readFile = (fileName) => files.get(fileName) ?? readFile(fileName);
    const { directoryExists } = compilerHost;
    compilerHost.directoryExists = (directory) => directory === dir || (directoryExists?.(directory) ?? true);
    const program = ts.createProgram([...files.keys()], options, compilerHost);
    return [...files.keys()].flatMap((fileName) => {
      const file = program.getSourceFile(fileName);
      return [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)].map((diagnostic) => {
        const line = diagnostic.file ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line + 1 : 0;
        return `${fileName.endsWith('host.tsx') ? 'host' : 'kurv.d.ts'}:${line}: TS${diagnostic.code}`;
      });
    });
  }

  it('imports nothing of Kurv (only react’s types) and declares the ES entry’s export', () => {
    const imports = [...generated.distDeclarationsText.matchAll(/^import .* from '([^']+)';$/gm)].map((match) => match[1]);
    expect(imports).toEqual(['react']);
    expect(generated.distDeclarationsText).toContain('export declare function defineAllElements(): void;');
    expect(generated.distDeclarationsText.startsWith(generated.declarationsText)).toBe(true);
  });

  it('types a React host on its own: right uses compile, a wrong attribute or event detail type does not', () => {
    const host = [
      "import { defineAllElements, type HandoverPickerElement } from './kurv';",
      'defineAllElements();',
      'export const picker: HandoverPickerElement | null = document.querySelector("handover-picker");',
      'export const right = <div><handover-picker open /><add-to-cart-button ean="7054609056183" /><cart-popup /><edit-order-dialog /></div>;',
      'document.addEventListener("kurv:cart-updated", (event) => event.detail.totals.totalToPay.toFixed(2));',
      'export const wrongType = <handover-picker open={42} />;',
      'export const unknown = <handover-picker ean="7054609056183" />;',
      'document.addEventListener("kurv:cart-popup-toggled", (event: CustomEvent<{ open: string }>) => event.detail.open);',
    ].join('\n');
    expect(compileHost(host)).toEqual(['host:6: TS2322', 'host:7: TS2322', 'host:8: TS2769']);
  }, 30_000);
});
