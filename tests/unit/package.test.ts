/**
 * The published package (issue 37, point 4): `npm pack` holds the loader, lazy/, esm/, iife/, preact/, the types and
 * the manifest, and no source, tests or examples; every `exports` target is a file the package holds.
 *
 * The unit tests run beside the build in `npm test` (dist/ is emptied and rewritten meanwhile), so `npm pack` runs on a
 * copy of package.json in a folder of its own, with a file for each path the build writes and decoys for what must stay
 * out. That the real build writes every target is checked after a build by `npm run pack:check`
 * (scripts/pack-check.mjs), which packs the real dist/.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportTargets } from '../../scripts/pack-check.mjs';

const REPO_ROOT = join(import.meta.dirname, '../..');
const packageJson = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8'));

/** What a full build writes (one file per folder is enough for `files`), and what must never be packed. */
const BUILT = [
  'dist/kurv.js',
  'dist/kurv-reserve.css',
  'dist/lazy/host-api-x.js',
  'dist/esm/kurv.js',
  'dist/esm/cart-popup.js',
  'dist/esm/chunks/define-cart-popup-x.js',
  'dist/iife/kurv-runtime.js',
  'dist/iife/cart-popup.js',
  'dist/preact/kurv.js',
  'dist/preact/lazy/host-api-x.js',
  'dist/types/kurv.d.ts',
  'dist/types/core/page/kurv-host-api.d.ts',
  'dist/integrity.json',
];
const DECOYS = [
  'dist/.serve-build.json',
  'packages/core/src/index.ts',
  'packages/elements/src/kurv.ts',
  'tests/unit/package.test.ts',
  'examples/index.html',
  'scripts/build.mjs',
  'stories/cart-popup.stories.tsx',
  'build/floor/react-floor.js',
  'docs/releasing.md',
  'release/kurv/0.1.0/kurv.js',
];
const COPIED = ['package.json', 'README.md', 'CHANGELOG.md', 'custom-elements.json'];

let packed: string[] = [];
let folder = '';

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'kurv-pack-'));
  for (const file of COPIED) {
    copyFileSync(join(REPO_ROOT, file), join(folder, file));
  }
  for (const file of [...BUILT, ...DECOYS]) {
    mkdirSync(dirname(join(folder, file)), { recursive: true });
    writeFileSync(join(folder, file), '// x\n');
  }
  const answer = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: folder, encoding: 'utf8' });
  packed = (JSON.parse(answer) as { files: { path: string }[] }[])[0]?.files.map((file) => file.path) ?? [];
}, 60_000);

afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

describe('the package', () => {
  it('has its scoped name and a semver version, and is publishable', () => {
    expect(packageJson.name).toBe('@kurv/widgets');
    expect(packageJson.version).toMatch(/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/);
    expect(packageJson.private).toBeUndefined();
  });

  it('packs the loader, the reserve stylesheet, lazy/, esm/, iife/, preact/, the types, the integrity hashes, the manifest and the docs', () => {
    expect([...packed].sort()).toEqual([...BUILT, ...COPIED].sort());
  });

  it('packs no source, tests, examples, scripts, serving stamp or release folder', () => {
    for (const decoy of DECOYS) {
      expect(packed).not.toContain(decoy);
    }
  });

  it('points every export, the types and the manifest at a file it packs', () => {
    const targets = exportTargets(packageJson);
    expect(targets).toEqual(
      expect.arrayContaining(['./dist/types/kurv.d.ts', './dist/esm/kurv.js', './dist/kurv.js', './dist/preact/kurv.js']),
    );
    for (const target of [...targets, packageJson.types, packageJson.customElements]) {
      // A pattern's target ('./dist/esm/*') names a folder the package holds.
      const path = String(target).replace(/^\.\//, '').replace(/\*$/, '');
      expect(
        packed.some((file) => file === path || (path.endsWith('/') && file.startsWith(path))),
        String(target),
      ).toBe(true);
    }
  });

  it('marks the files that define tags as side effects', () => {
    for (const entry of ['./dist/kurv.js', './dist/esm/**/*.js', './dist/iife/*.js', './dist/preact/**/*.js']) {
      expect(packageJson.sideEffects).toContain(entry);
    }
  });
});
