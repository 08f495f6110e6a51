/**
 * `npm run changeset:version` (scripts/changeset-version.mjs, issue 37 point 4): the changesets of the package, which is
 * the workspace root, raise its version by their highest bump, become CHANGELOG.md's entries and are deleted.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { versionRoot } from '../../scripts/changeset-version.mjs';

let root = '';

function writeChangeset(name: string, bump: 'patch' | 'minor' | 'major', line: string): void {
  writeFileSync(join(root, '.changeset', `${name}.md`), `---\n'@kurv/widgets': ${bump}\n---\n\n${line}\n`);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'kurv-changeset-'));
  mkdirSync(join(root, '.changeset'));
  cpSync('.changeset/config.json', join(root, '.changeset/config.json'));
  writeFileSync(join(root, 'package.json'), JSON.stringify({ name: '@kurv/widgets', version: '1.4.2' }));
  writeFileSync(join(root, 'CHANGELOG.md'), '# @kurv/widgets\n\n## 1.4.2\n\n### Patch Changes\n\n- A text corrected.\n');
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

it('raises the version by the highest bump of the changesets, writes their lines above the last release and deletes them', async () => {
  writeChangeset('bag-choice', 'minor', '`<cart-popup>` shows the bag choice.');
  writeChangeset('calendar-fix', 'patch', 'The calendar opens on the first day with a free window.');

  expect(await versionRoot(root)).toBe('1.5.0');

  expect(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version).toBe('1.5.0');
  const changelog = readFileSync(join(root, 'CHANGELOG.md'), 'utf8');
  expect(changelog.indexOf('## 1.5.0')).toBeLessThan(changelog.indexOf('## 1.4.2'));
  expect(changelog).toContain('### Minor Changes\n\n- `<cart-popup>` shows the bag choice.');
  expect(changelog).toContain('### Patch Changes\n\n- The calendar opens on the first day with a free window.');
  expect(readdirSync(join(root, '.changeset'))).toEqual(['config.json']);
});

it('changes nothing when there is no changeset', async () => {
  expect(await versionRoot(root)).toBeNull();
  expect(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version).toBe('1.4.2');
});
