import { beforeEach, describe, expect, it, vi } from 'vitest';
import { noteRuntime } from './two-runtimes';

// The elements' tests in the same worker keep their runtime's file too (defineElement).
beforeEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('kurv.runtimeFile')];
});

describe('noteRuntime: one warning for a page with two Kurv runtimes', () => {
  it.each([
    [['https://cdn.example/kurv.js'], []],
    [['https://cdn.example/kurv.js', 'https://cdn.example/kurv.js'], []],
    [
      ['https://cdn.example/kurv.js', 'https://cdn.example/preact/kurv.js'],
      ['[kurv] Two Kurv runtimes on this page: https://cdn.example/kurv.js and https://cdn.example/preact/kurv.js; load one'],
    ],
    [
      ['https://cdn.example/iife/kurv-runtime.js', 'https://cdn.example/iife/kurv-runtime.js', 'https://cdn.example/kurv.js'],
      ['[kurv] Two Kurv runtimes on this page: https://cdn.example/iife/kurv-runtime.js and https://cdn.example/kurv.js; load one'],
    ],
    [
      ['a/kurv.js', 'b/kurv.js', 'b/kurv.js', 'c/kurv.js', 'a/kurv.js'],
      ['[kurv] Two Kurv runtimes on this page: a/kurv.js and b/kurv.js; load one'],
    ],
  ])('scripts %j warn %j', (files, warnings) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const file of files) {
      noteRuntime(file);
    }
    expect(warn.mock.calls).toEqual(warnings.map((warning) => [warning]));
  });
});
