import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { integrityManifest, integrityOf, pinnedIntegrityOf } from '../../scripts/integrity.mjs';

describe('the build’s Subresource Integrity manifest', () => {
  it('gives every shipped script and stylesheet the sha384 a browser checks, keyed by its path below dist', () => {
    const dist = mkdtempSync(join(tmpdir(), 'kurv-dist-'));
    mkdirSync(join(dist, 'iife'));
    mkdirSync(join(dist, 'esm', 'chunks'), { recursive: true });
    writeFileSync(join(dist, 'iife', 'cart-popup.js'), 'console.log("kurv")');
    writeFileSync(join(dist, 'esm', 'chunks', 'a.js'), 'export const a = 1;');
    writeFileSync(join(dist, 'kurv-reserve.css'), 'cart-popup::before { height: 44px; }');
    writeFileSync(join(dist, 'integrity.json'), '{}');

    const manifest = integrityManifest(dist);

    expect(Object.keys(manifest)).toEqual(['esm/chunks/a.js', 'iife/cart-popup.js', 'kurv-reserve.css']);
    expect(manifest['iife/cart-popup.js']).toBe(`sha384-${createHash('sha384').update('console.log("kurv")').digest('base64')}`);
  });

  it('answers the known sha384 of empty input, base64 with its prefix', () => {
    expect(integrityOf(Buffer.from(''))).toBe('sha384-OLBgp1GsljhM2TJ+sbHjaiH9txEUvgdDTAzHv2P24donTt6/529l+9Ua0vFImLlb');
  });

  it('pins the loader’s files with the known sha256 of their bytes, base64 with its prefix', () => {
    expect(pinnedIntegrityOf(Buffer.from(''))).toBe('sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=');
  });
});
