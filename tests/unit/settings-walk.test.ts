import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { COOKIE_NAMES, parseSiteSettings } from '@kurv/core/settings';
import { describe, expect, it } from 'vitest';

/**
 * Issue 19, point 2: every site setting does something in the widgets, or docs/settings.md says it concerns the host site
 * only. The names come from the parsed default settings (so a new key cannot be forgotten), written as in
 * `window.kurvSettings`: top-level keys, `features.<flag>`, `paths.<path>`, and `cookies.<name>` for the spec's four
 * cookie names. A name passes with a test that shows its effect through an element, tagged `[setting: <name>]` in its
 * title (a Playwright spec in tests/e2e, or an element test in packages/elements or tests/), or with a row of the
 * settings tables of docs/settings.md that says `host site only`. A tag may end in `*` for every name with that prefix.
 * Issue 37, point 7: those tables are the reference, so each name has its row there, and each row names a setting.
 */

const root = process.cwd();

function settingNames(): string[] {
  const settings = parseSiteSettings({ environment: 'local' }) as unknown as Record<string, unknown>;
  const names: string[] = [];
  for (const [key, value] of Object.entries(settings)) {
    // `textOverrides` is not a key a site writes: it is `texts` as given, kept for the parts fetched later.
    if (key === 'textOverrides') {
      continue;
    }
    if (key === 'features' || key === 'paths') {
      names.push(...Object.keys(value as object).map((name) => `${key}.${name}`));
    } else {
      names.push(key);
    }
  }
  names.push(...Object.keys(COOKIE_NAMES).map((name) => `cookies.${name}`));
  return names;
}

function filesUnder(folder: string, matches: (name: string) => boolean): string[] {
  return (readdirSync(join(root, folder), { recursive: true }) as string[])
    .map((name) => name.replaceAll('\\', '/'))
    .filter((name) => !name.includes('node_modules') && matches(name))
    .map((name) => `${folder}/${name}`);
}

const THIS_FILE = 'tests/unit/settings-walk.test.ts';

/** The test files that may show an effect through an element. */
const testFiles = [
  ...filesUnder('tests/e2e', (name) => name.endsWith('.spec.ts')),
  ...filesUnder('tests', (name) => /\.test\.tsx?$/.test(name)).filter((file) => file !== THIS_FILE),
  ...filesUnder('packages/elements/src', (name) => /\.test\.tsx?$/.test(name)),
];

/** Every `[setting: name]` tag of the test files, with the file it is in. */
const tags = testFiles.flatMap((file) =>
  [...readFileSync(join(root, file), 'utf8').matchAll(/\[setting: ([\w.*]+)\]/g)].map((match) => ({ name: match[1] ?? '', file })),
);

const SETTINGS_DOC = 'docs/settings.md';

/** The table rows of docs/settings.md's settings tables (the site settings, the cookies and login paths; not the logging kinds). */
const settingsBeforeLogging = readFileSync(join(root, SETTINGS_DOC), 'utf8').split('\n## Logging')[0] ?? '';
const settingRows = settingsBeforeLogging.split('\n').filter((line) => line.startsWith('| `'));

/** The setting each row names, as written in its first cell. */
const rowName = (line: string) => /^\|\s*`([^`]+)`/.exec(line)?.[1] ?? '';

/** The names of docs/settings.md's table rows that say `host site only`. */
const hostOnly = settingRows
  .filter((line) => line.includes('host site only'))
  .map(rowName)
  .filter((name) => name !== '');

const tagCovers = (tag: string, name: string) => (tag.endsWith('*') ? name.startsWith(tag.slice(0, -1)) : tag === name);

const names = settingNames();

describe('every site setting has an effect through an element, or is for the host site only', () => {
  it('walks the settings: top-level keys, feature flags, paths and the four cookie names', () => {
    expect(names).toEqual(expect.arrayContaining(['chainId', 'supportPhone', 'features.productPriceVisible', 'paths.checkout']));
    expect(names.filter((name) => name.startsWith('cookies.'))).toHaveLength(4);
    expect(names).not.toContain('features');
    expect(names).not.toContain('paths');
  });

  it.each(names)('%s', (name) => {
    const tagged = tags.filter((tag) => tagCovers(tag.name, name));
    const host = hostOnly.includes(name);
    if (tagged.length === 0 && !host) {
      expect.fail(`«${name}» has no test tagged [setting: ${name}] and no row of docs/settings.md saying «host site only»`);
    }
    // A setting is one or the other: a host-only setting with a test of its effect in the widgets is not host-only.
    expect(
      { name, host, taggedIn: host ? tagged.map((tag) => tag.file) : [] },
      `«${name}» is listed as host site only but has a tagged effect test`,
    ).toEqual({ name, host, taggedIn: [] });
  });

  it('every tag and every host-only row names a setting', () => {
    const unknownTags = tags.filter((tag) => !names.some((name) => tagCovers(tag.name, name))).map((tag) => `${tag.name} (${tag.file})`);
    const unknownRows = hostOnly.filter((name) => !names.includes(name));
    expect({ unknownTags, unknownRows }).toEqual({ unknownTags: [], unknownRows: [] });
  });
});

describe('docs/settings.md lists every site setting', () => {
  // `features` and `paths` have a row of their own (their keys have theirs); `texts` and `customerTracker` are keys too.
  const documented = settingRows.map(rowName).filter((name) => name !== '');

  it('has a row for each setting name', () => {
    expect(names.filter((name) => !documented.includes(name))).toEqual([]);
  });

  it('has no row for a setting that does not exist', () => {
    const groups = ['features', 'paths'];
    expect(documented.filter((name) => !names.includes(name) && !groups.includes(name))).toEqual([]);
  });
});
