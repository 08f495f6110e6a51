import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADD_TO_CART_BUTTON_TAG, CART_POPUP_TAG, EDIT_ORDER_DIALOG_TAG, HANDOVER_PICKER_TAG } from '../../packages/elements/src/tags';
import { importsOf } from './layer-rules';

/**
 * The layout of packages/ui/src/widgets: a folder per custom element tag with the views that tag shows, and shared/ for
 * what two tags show. Fixtures feed what is beside or below them and import nothing from a folder above; no source
 * file of ui grows past 250 lines.
 */
const UI_SOURCE = 'packages/ui/src';
const WIDGETS = `${UI_SOURCE}/widgets`;
const WIDGET_FOLDERS = [ADD_TO_CART_BUTTON_TAG, CART_POPUP_TAG, EDIT_ORDER_DIALOG_TAG, HANDOVER_PICKER_TAG, 'shared'];
const MAX_LINES = 250;

// kit/safe-html.ts holds safeHtmlHooks, which must stay one self-contained function of about 270 lines: the browser
// test sends its source text to a page and runs it there. The file may not grow past what it is.
const LONGER_ALLOWED: Readonly<Record<string, number>> = { [`${UI_SOURCE}/kit/safe-html.ts`]: 372 };

interface Entry {
  /** Path from the repository root, with forward slashes. */
  path: string;
  directory: boolean;
}

interface SourceFile {
  path: string;
  source: string;
}

/** The entries directly in the widgets folder that are not a tag's folder or shared/. */
function looseWidgetEntries(entries: readonly Entry[]): string[] {
  return entries
    .filter((entry) => !entry.directory || !WIDGET_FOLDERS.includes(entry.path.slice(WIDGETS.length + 1)))
    .map((entry) => entry.path);
}

/** Each import of a fixtures file that reaches into a parent folder (`..`), as 'path imports specifier'. */
function fixtureParentImports(files: readonly SourceFile[]): string[] {
  return files
    .filter((file) => file.path.endsWith('.fixtures.ts'))
    .flatMap((file) =>
      importsOf(file.source)
        .map((statement) => statement.specifier)
        .filter((specifier) => specifier === '..' || specifier.startsWith('../'))
        .map((specifier) => `${file.path} imports ${specifier}`),
    );
}

/** A file's length as house-limits.test.ts counts it: its lines, trailing blank lines apart. */
function lineCount(source: string): number {
  return source.trimEnd().split('\n').length;
}

/** Whether a file is source code: not a test, a fixture or a declaration file. */
function isSource(path: string): boolean {
  return /\.tsx?$/.test(path) && !/\.(test|fixtures)\.tsx?$/.test(path) && !path.endsWith('.d.ts');
}

/** The source files longer than the limit (or than their own allowance), the longest first, as 'path: N lines'. */
function tooLongSourceFiles(files: readonly SourceFile[]): string[] {
  return files
    .filter((file) => isSource(file.path))
    .map((file) => ({ path: file.path, lines: lineCount(file.source) }))
    .filter(({ path, lines }) => lines > (LONGER_ALLOWED[path] ?? MAX_LINES))
    .sort((a, b) => b.lines - a.lines)
    .map(({ path, lines }) => `${path}: ${lines} lines`);
}

function entriesOf(folder: string): Entry[] {
  return readdirSync(folder, { withFileTypes: true }).map((entry) => ({
    path: `${folder}/${entry.name}`,
    directory: entry.isDirectory(),
  }));
}

function filesUnder(folder: string): SourceFile[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => {
      const path = relative(process.cwd(), join(entry.parentPath, entry.name)).split('\\').join('/');
      return { path, source: readFileSync(path, 'utf8') };
    });
}

describe('the layout of ui', () => {
  const files = filesUnder(UI_SOURCE);

  it('has only the tags’ folders and shared/ in widgets/', () => {
    expect(entriesOf(WIDGETS).filter((entry) => entry.directory)).not.toHaveLength(0);
    expect(looseWidgetEntries(entriesOf(WIDGETS))).toEqual([]);
  });

  it('has fixtures that import nothing from a folder above them', () => {
    expect(files.filter((file) => file.path.endsWith('.fixtures.ts')).length).toBeGreaterThan(3);
    expect(fixtureParentImports(files)).toEqual([]);
  });

  it(`keeps every source file at ${MAX_LINES} lines or fewer`, () => {
    const biggest = files
      .map((file) => `${file.path}: ${lineCount(file.source)}`)
      .sort((a, b) => Number(b.split(': ')[1]) - Number(a.split(': ')[1]))
      .slice(0, 8);
    expect(tooLongSourceFiles(files), `the biggest files of ui, tests and fixtures too:\n${biggest.join('\n')}`).toEqual([]);
  });

  it.each([
    ['a view loose in widgets/', () => looseWidgetEntries([{ path: `${WIDGETS}/CartPopupView.tsx`, directory: false }])],
    ['a folder that is no tag', () => looseWidgetEntries([{ path: `${WIDGETS}/cart`, directory: true }])],
    [
      'a fixture that imports its parent folder’s view',
      () =>
        fixtureParentImports([
          {
            path: `${WIDGETS}/handover-picker/time/x.fixtures.ts`,
            source: "import type { HandoverPickerPage } from '../HandoverPickerView';",
          },
        ]),
    ],
    ['a source file of 251 lines', () => tooLongSourceFiles([{ path: `${WIDGETS}/shared/X.tsx`, source: 'x\n'.repeat(251) }])],
  ])('fails on %s', (_case, check) => {
    expect(check()).toHaveLength(1);
  });

  it.each([
    ['a tag’s folder', () => looseWidgetEntries([{ path: `${WIDGETS}/${CART_POPUP_TAG}`, directory: true }])],
    [
      'a fixture that imports core and its siblings',
      () =>
        fixtureParentImports([
          {
            path: `${WIDGETS}/cart-popup/x.fixtures.ts`,
            source: "import { nb } from '@kurv/core/texts';\nimport type { CartPopupViewProps } from './cart-popup-view-props';",
          },
        ]),
    ],
    ['a test of 400 lines', () => tooLongSourceFiles([{ path: `${WIDGETS}/shared/X.test.tsx`, source: 'x\n'.repeat(400) }])],
  ])('keeps %s', (_case, check) => {
    expect(check()).toEqual([]);
  });
});
