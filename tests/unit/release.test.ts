/**
 * `npm run release` (scripts/release.mjs, issue 37 point 4): the versioned CDN folder's integrity.json is its files'
 * sha384, its snippet the exact tags with those hashes; a released version is never rewritten; the major's folder is.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { integrityManifest, integrityOf } from '../../scripts/integrity.mjs';
import { release, scriptTag } from '../../scripts/release.mjs';

const BASE = 'https://cdn.kjede.no/kurv/';
let root = '';
let dist = '';
let out = '';

function write(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

/** A finished shipped build: a file in each released folder and its integrity.json. */
function writeBuild(marker: string): void {
  for (const file of [
    'kurv.js',
    'kurv-reserve.css',
    'lazy/host-api-a.js',
    'esm/kurv.js',
    'esm/chunks/define-cart-popup-b.js',
    'iife/cart-popup.js',
    'iife/kurv-runtime.js',
    'preact/kurv.js',
    'preact/lazy/host-api-c.js',
  ]) {
    write(join(dist, file), `/* ${marker} ${file} */`);
  }
  write(join(dist, 'types/kurv.d.ts'), 'export {};\n');
  write(join(dist, 'integrity.json'), JSON.stringify(integrityManifest(dist)));
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((path) => statSync(join(folder, path)).isFile())
    .map((path) => path.split(sep).join('/'))
    .sort();
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'kurv-release-'));
  dist = join(root, 'dist');
  out = join(root, 'release');
  writeBuild('one');
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('npm run release', () => {
  it('writes release/kurv/<version>/ whose integrity.json is the sha384 of every script in it', () => {
    const { versioned } = release({ dist, out, base: BASE, version: '1.4.2' });

    expect(relative(root, versioned).split(sep).join('/')).toBe('release/kurv/1.4.2');
    const scripts = filesUnder(versioned).filter((file) => /\.(js|css)$/.test(file));
    const pinned = JSON.parse(readFileSync(join(versioned, 'integrity.json'), 'utf8'));
    expect(Object.keys(pinned).sort()).toEqual(scripts);
    for (const file of scripts) {
      expect(pinned[file]).toBe(integrityOf(readFileSync(join(versioned, file))));
    }
    expect(filesUnder(versioned)).toEqual([...scripts, 'integrity.json', 'snippet.html', 'types/kurv.d.ts'].sort());
  });

  it('writes snippet.html with the exact tags: src below --base, integrity and crossorigin', () => {
    const { versioned, manifest } = release({ dist, out, base: BASE, version: '1.4.2' });
    const snippet = readFileSync(join(versioned, 'snippet.html'), 'utf8');

    expect(snippet).toContain(
      `<script src="https://cdn.kjede.no/kurv/1.4.2/kurv.js" integrity="${manifest['kurv.js']}" crossorigin="anonymous" defer></script>`,
    );
    expect(snippet).toContain(scriptTag(`${BASE}1.4.2/preact/kurv.js`, manifest['preact/kurv.js'] ?? ''));
    // The runtime before the per-tag scripts, which fetch it unpinned otherwise.
    expect(snippet.indexOf('iife/kurv-runtime.js')).toBeLessThan(snippet.indexOf('iife/cart-popup.js'));
  });

  it('refuses a second release of the same version and leaves the first as it was', () => {
    const { versioned } = release({ dist, out, base: BASE, version: '1.4.2' });
    const before = readFileSync(join(versioned, 'integrity.json'), 'utf8');
    writeBuild('two');

    expect(() => release({ dist, out, base: BASE, version: '1.4.2' })).toThrow('1.4.2 exists: a released version is never rewritten');
    expect(readFileSync(join(versioned, 'integrity.json'), 'utf8')).toBe(before);
    expect(readFileSync(join(versioned, 'kurv.js'), 'utf8')).toContain('one');
  });

  it('replaces the major’s folder with each release of that major', () => {
    release({ dist, out, base: BASE, version: '1.4.2' });
    write(join(out, 'kurv/1/stale.js'), '/* of an older release */');
    writeBuild('two');
    release({ dist, out, base: BASE, version: '1.5.0' });

    expect(existsSync(join(out, 'kurv/1/stale.js'))).toBe(false);
    expect(readFileSync(join(out, 'kurv/1/kurv.js'), 'utf8')).toContain('two');
    expect(readFileSync(join(out, 'kurv/1.4.2/kurv.js'), 'utf8')).toContain('one');
    expect(readFileSync(join(out, 'kurv/1/snippet.html'), 'utf8')).toContain(`<script src="${BASE}1/kurv.js"`);
  });

  it('refuses the unminified build of npm start, an unfinished build and a version that is not semver', () => {
    write(join(dist, 'iife/late.js'), '/* written after integrity.json */');
    expect(() => release({ dist, out, version: '1.0.0' })).toThrow('not the hashes of dist/');
    write(join(dist, '.serve-build.json'), '{}');
    expect(() => release({ dist, out, version: '1.0.0' })).toThrow('unminified build of `npm start`');
    expect(() => release({ dist, out, version: 'v1' })).toThrow('not semver');
    expect(existsSync(out)).toBe(false);
  });
});
