import { afterEach, describe, expect, it } from 'vitest';
import { createPinnedImport, type PinnedFile } from './pinned-import';

// No server answers at this address: every import fails, as a file's fetch does when the network drops it.
const base = new URL('http://127.0.0.1:9/kurv/lazy/');
const files: PinnedFile[] = [
  ['cart-actions-abc.js', 'sha256-actions', [1]],
  ['shared-def.js', 'sha256-shared', []],
];

const preloads = (): string[][] =>
  Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'), (link) => [link.href, link.integrity]);

describe('createPinnedImport', () => {
  afterEach(() => {
    document.head.replaceChildren();
  });

  it('preloads a file and what it imports once, each with its integrity', async () => {
    const pinnedImport = createPinnedImport(files, base, null);

    await expect(pinnedImport('./cart-actions-abc.js')).rejects.toBeDefined();

    expect(preloads()).toEqual([
      ['http://127.0.0.1:9/kurv/lazy/cart-actions-abc.js', 'sha256-actions'],
      ['http://127.0.0.1:9/kurv/lazy/shared-def.js', 'sha256-shared'],
    ]);
  });

  it('asks a file whose import failed again at an address of its own, pinned to the same integrity', async () => {
    const pinnedImport = createPinnedImport(files, base, null);
    await expect(pinnedImport('./cart-actions-abc.js')).rejects.toBeDefined();

    await expect(pinnedImport('./cart-actions-abc.js')).rejects.toBeDefined();
    await expect(pinnedImport('./cart-actions-abc.js')).rejects.toBeDefined();

    expect(preloads()).toEqual([
      ['http://127.0.0.1:9/kurv/lazy/cart-actions-abc.js', 'sha256-actions'],
      ['http://127.0.0.1:9/kurv/lazy/shared-def.js', 'sha256-shared'],
      ['http://127.0.0.1:9/kurv/lazy/cart-actions-abc.js?retry=1', 'sha256-actions'],
      ['http://127.0.0.1:9/kurv/lazy/cart-actions-abc.js?retry=2', 'sha256-actions'],
    ]);
  });

  it('asks a file that another imports statically again at its address: there it would be a second copy', async () => {
    const pinnedImport = createPinnedImport(files, base, null);
    await expect(pinnedImport('./shared-def.js')).rejects.toBeDefined();

    await expect(pinnedImport('./shared-def.js')).rejects.toBeDefined();

    expect(preloads()).toEqual([['http://127.0.0.1:9/kurv/lazy/shared-def.js', 'sha256-shared']]);
  });

  it('asks the pins of the files fetched later again at an address of its own', async () => {
    const pinnedImport = createPinnedImport(files, base, null, ['kurv-pins-xyz.js', 'sha256-pins']);
    await expect(pinnedImport('./CartPanels-ghi.js')).rejects.toBeDefined();

    await expect(pinnedImport('./CartPanels-ghi.js')).rejects.toBeDefined();

    expect(preloads()).toEqual([
      ['http://127.0.0.1:9/kurv/lazy/kurv-pins-xyz.js', 'sha256-pins'],
      ['http://127.0.0.1:9/kurv/lazy/kurv-pins-xyz.js?retry=1', 'sha256-pins'],
    ]);
  });

  it('refuses a file the build did not pin, with no request', async () => {
    const pinnedImport = createPinnedImport(files, base, null);

    await expect(pinnedImport('./elsewhere.js')).rejects.toThrow('unknown module ./elsewhere.js');
    expect(preloads()).toEqual([]);
  });
});
