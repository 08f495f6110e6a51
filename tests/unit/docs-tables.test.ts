import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TRACKING_EVENTS } from '@kurv/core/events';
import { HOST_CALL_METHODS, HOST_PROFILE_METHODS } from '@kurv/core/page';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { LOG_ENTRY_KINDS } from '../../packages/core/src/logging/log-entry';

/**
 * Issue 37, point 7: the reference's tables in docs/ are checked against the code, so a name added in the code and not
 * to its table (or left in a table after the code dropped it) fails here. The tag, attribute and event tables are
 * checked in custom-elements-manifest.test.ts, the settings tables in settings-walk.test.ts, the example pages in
 * examples.test.ts; this file has the rest: tracking events, logging kinds, and the methods of `window.kurv` and the
 * fields of what they answer.
 */

const read = (doc: string) => readFileSync(join(process.cwd(), doc), 'utf8');

/** The text of a doc's section, from its heading to the next heading of the same or a higher level. */
function section(doc: string, heading: string): string {
  const text = read(doc);
  const start = text.indexOf(`\n${heading}\n`);
  expect(start, `${doc} has "${heading}"`).toBeGreaterThan(-1);
  const level = /^#+/.exec(heading)?.[0].length ?? 2;
  const rest = text.slice(start + heading.length + 2);
  const end = rest.search(new RegExp(`\\n#{1,${level}} `));
  return end === -1 ? rest : rest.slice(0, end);
}

/** The first cell of each row of a section's first table (its header and rule left out). */
function firstCells(doc: string, heading: string): string[] {
  const lines = section(doc, heading).split('\n');
  const first = lines.findIndex((line) => line.startsWith('|'));
  const rows: string[] = [];
  for (const line of lines.slice(first + 2)) {
    if (!line.startsWith('|')) {
      break;
    }
    rows.push(line.split('|')[1]?.trim() ?? '');
  }
  return rows;
}

/** The backticked names of a cell: `` `calculator`, `bagType` `` gives both. */
const namesIn = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '');

/** The method a cell names: `` `askApp({ type: 'qrCode' })` `` gives askApp. */
const methodIn = (cell: string) => /^`(\w+)\(/.exec(cell)?.[1] ?? cell;

const sorted = (names: readonly string[]) => [...new Set(names)].sort();

/** The property names of an exported interface, read from its source with the TypeScript parser. */
function interfaceKeys(file: string, name: string): string[] {
  const source = ts.createSourceFile(file, read(file), ts.ScriptTarget.ES2022, true);
  const declaration = source.statements.find(
    (statement): statement is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(statement) && statement.name.text === name,
  );
  expect(declaration, `${file} declares ${name}`).toBeDefined();
  return (declaration?.members ?? []).flatMap((member) =>
    member.name !== undefined && ts.isIdentifier(member.name) ? [member.name.text] : [],
  );
}

describe('the tracking tables', () => {
  it('docs/tracking.md, "Events", has a row for each tracking event and no other', () => {
    expect(sorted(firstCells('docs/tracking.md', '## Events').flatMap(namesIn))).toEqual(sorted(TRACKING_EVENTS));
  });

  it('docs/events.md, "Tracking", names each tracking event, and its table only tracking events', () => {
    const tracking = section('docs/events.md', '## Tracking (`window.dataLayer`)');
    for (const event of TRACKING_EVENTS) {
      expect(tracking, event).toContain(`\`${event}\``);
    }
    const listed = firstCells('docs/events.md', '## Tracking (`window.dataLayer`)').flatMap(namesIn);
    expect(listed.filter((event) => !(TRACKING_EVENTS as readonly string[]).includes(event))).toEqual([]);
  });
});

describe('docs/settings.md, "Logging"', () => {
  it('has each kind of log entry once, and no other', () => {
    const listed = firstCells('docs/settings.md', '## Logging').flatMap(namesIn);
    expect([...listed].sort()).toEqual(sorted(LOG_ENTRY_KINDS));
  });
});

describe('docs/host-api.md', () => {
  const methods: readonly string[] = [...HOST_CALL_METHODS, 'openHandoverPicker'];

  it('names every method of window.kurv', () => {
    const text = read('docs/host-api.md');
    expect(methods.filter((method) => !text.includes(`${method}(`))).toEqual([]);
  });

  it('"The member\'s profile" has a row for each profile method and no other', () => {
    const listed = firstCells('docs/host-api.md', "## The member's profile (the site's own profile page)").map(methodIn);
    expect([...listed].sort()).toEqual(sorted(HOST_PROFILE_METHODS));
  });

  it('"Inside the app" names only methods of window.kurv', () => {
    const listed = firstCells('docs/host-api.md', "## Inside the app (`platform: 'native'`)").map(methodIn);
    expect(sorted(listed)).toEqual(['askApp', 'startPayment']);
    expect(listed.filter((method) => !methods.includes(method))).toEqual([]);
  });

  it('"The checkout page\'s client order" has a row for each field of getCart\'s answer (HostCart) and no other', () => {
    const listed = firstCells('docs/host-api.md', "## The checkout page's client order (`getCart`, `subscribeCart`)")
      .flatMap(namesIn)
      .map((field) => field.split('.')[0] ?? field);
    expect(sorted(listed)).toEqual(sorted(interfaceKeys('packages/core/src/view/host-cart-view.ts', 'HostCart')));
  });

  it('"The member\'s profile" names each field of getProfile\'s answer (HostProfile), and its field table only those', () => {
    const profile = section('docs/host-api.md', "## The member's profile (the site's own profile page)");
    const keys = interfaceKeys('packages/core/src/view/host-profile-view.ts', 'HostProfile');
    expect(keys.filter((key) => !new RegExp(`\\b${key}\\b`).test(profile))).toEqual([]);
    const fieldTable = profile.slice(profile.indexOf('| field |'));
    const fields = [...fieldTable.matchAll(/^\| `(\w+)`/gm)].map((match) => match[1] ?? '');
    expect(fields.length).toBeGreaterThan(0);
    expect(fields.filter((field) => !keys.includes(field))).toEqual([]);
  });
});
