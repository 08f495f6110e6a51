import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LIBRARY_VERSION } from './version';

describe('LIBRARY_VERSION', () => {
  it('equals the version in package.json', () => {
    const manifest = JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8')) as { version: string };
    expect(LIBRARY_VERSION).toBe(manifest.version);
  });
});
