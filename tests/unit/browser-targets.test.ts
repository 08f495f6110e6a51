// @vitest-environment node
/**
 * The browsers Kurv supports are one statement: package.json's `browserslist`, which the build lowers its output to
 * (scripts/rollup/browser-targets.mjs) and which the README and docs/embedding.md state in words.
 */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { browserTargets } from '../../scripts/rollup/browser-targets.mjs';

const STATED = 'Chrome and Edge 93+, Firefox 92+ and ESR, Safari and iOS Safari 15.4+';

it('lowers the build to the oldest version of each engine the browserslist query names', () => {
  expect(browserTargets()).toEqual(['chrome93', 'edge93', 'firefox92', 'ios15.4', 'safari15.4']);
});

it('states the same browsers in the README and in docs/embedding.md', () => {
  const words = (path: string) => readFileSync(path, 'utf8').replace(/\s+/g, ' ');
  expect(words('README.md')).toContain(STATED);
  expect(words('docs/embedding.md')).toContain(STATED);
});
