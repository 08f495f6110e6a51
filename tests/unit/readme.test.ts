import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 37, point 7: the README is a first-day page (at most 10 KB) and the reference lives in docs/; a link between them
 * that points nowhere is caught here. Every relative link of README.md and docs/*.md must name a file that exists and,
 * for a link into a Markdown file, a heading that file has (as GitHub names its anchors).
 */

const root = process.cwd();
const README_LIMIT_BYTES = 10_240;

const markdownFiles = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** The text without fenced code blocks, where `](…)` is code, not a link. */
const withoutCode = (text: string) => text.replace(/^```[\s\S]*?^```/gm, '');

/** GitHub's anchor of a heading: lower case, punctuation dropped (letters of any script stay), spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/ /g, '-');

/** The anchors of a Markdown file's headings, a repeated one numbered as GitHub does (`-1`, `-2`). */
function anchorsOf(file: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const match of withoutCode(readFileSync(join(root, file), 'utf8')).matchAll(/^#{1,6} (.+)$/gm)) {
    const anchor = anchorOf(match[1] ?? '');
    const count = seen.get(anchor) ?? 0;
    anchors.add(count === 0 ? anchor : `${anchor}-${count}`);
    seen.set(anchor, count + 1);
  }
  return anchors;
}

/** The relative links of a Markdown file: `[text](target)`, not web addresses. */
function relativeLinks(file: string): string[] {
  const text = withoutCode(readFileSync(join(root, file), 'utf8'));
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? '').filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

describe('README.md', () => {
  it(`is a first-day page of at most ${README_LIMIT_BYTES} bytes`, () => {
    expect(statSync(join(root, 'README.md')).size).toBeLessThanOrEqual(README_LIMIT_BYTES);
  });

  it('links to each reference in docs/', () => {
    const links = relativeLinks('README.md');
    for (const doc of [
      'embedding',
      'settings',
      'events',
      'host-api',
      'testing',
      'architecture',
      'simulator',
      'native-bridge',
      'tracking',
    ]) {
      expect(links, doc).toContain(`docs/${doc}.md`);
    }
  });
});

describe('the relative links of README.md and docs/*.md', () => {
  it.each(markdownFiles)('%s links only to files and headings that exist', (file) => {
    const broken: string[] = [];
    for (const link of relativeLinks(file)) {
      const [path = '', anchor] = link.split('#');
      const target = path === '' ? join(root, file) : join(root, dirname(file), decodeURIComponent(path));
      if (!existsSync(target)) {
        broken.push(`${link} (no file ${relative(root, target)})`);
      } else if (anchor !== undefined && target.endsWith('.md') && !anchorsOf(relative(root, target)).has(anchor)) {
        broken.push(`${link} (no heading #${anchor} in ${relative(root, target)})`);
      }
    }
    expect(broken).toEqual([]);
  });
});
