import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { AxeResults, ContextObject, RunOptions } from 'axe-core';

/** The tags of the rules the pages and stories are checked against: WCAG 2.0 and 2.1, A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * WCAG rules axe marks experimental, and so leaves out of a run by tag: turned on by name. label-content-name-mismatch
 * is WCAG 2.5.3 (Label in Name): a control named by aria-label holds the text it shows, in order.
 */
export const EXPERIMENTAL_WCAG_RULES = ['label-content-name-mismatch'];

const require = createRequire(import.meta.url);
/**
 * The axe-core that `@axe-core/playwright` carries (its own dependency, not the top-level one the unit tests use): the
 * rules and their tags are the ones the browser tests were written against.
 */
const AXE_SOURCE = readFileSync(
  require.resolve('axe-core/axe.min.js', { paths: [dirname(require.resolve('@axe-core/playwright'))] }),
  'utf8',
);

export interface AxeCheck {
  /** The rules by tag; WCAG 2.1 A and AA unless `rules` names the rules instead. */
  tags?: string[];
  /** Only these rules (the colour contrast of another theme, say). */
  rules?: string[];
  /** Rules left out of a run by tag. */
  disableRules?: string[];
  /** A CSS selector of the part of the page to check; the whole document when absent. */
  include?: string;
}

/**
 * Runs axe in the page, as `new AxeBuilder({ page }).withTags(...).analyze()` does, with the same axe-core and options.
 * `AxeBuilder` injects axe's 0.5 MB source on every call, into every frame and into a blank page it opens to finish
 * the run: about a second of a busy machine each time. The pages and stories checked here have one frame, so the
 * source goes in once per document (a navigation or reload clears it) and `axe.run` checks the document where it is.
 * A page with more frames is checked by `AxeBuilder`, frames and all.
 */
export async function runAxe(page: Page, check: AxeCheck = {}): Promise<AxeResults> {
  const options: RunOptions = check.rules
    ? { runOnly: { type: 'rule', values: check.rules } }
    : {
        runOnly: { type: 'tag', values: check.tags ?? WCAG_TAGS },
        rules: {
          ...Object.fromEntries(EXPERIMENTAL_WCAG_RULES.map((id) => [id, { enabled: true }])),
          ...Object.fromEntries((check.disableRules ?? []).map((id) => [id, { enabled: false }])),
        },
      };
  if (page.frames().length > 1) {
    const builder = new AxeBuilder({ page }).options(options);
    return (check.include ? builder.include(check.include) : builder).analyze();
  }
  const injected = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
  if (!injected) {
    await page.evaluate(`${AXE_SOURCE};axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } });`);
  }
  const context: ContextObject | null = check.include ? { include: [[check.include]] } : null;
  // Across as JSON both ways: Playwright's typing of axe's option and result types runs too deep for tsc.
  const results: unknown = await page.evaluate(
    ({ context, options }) =>
      (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<unknown> } }).axe.run(
        JSON.parse(context) ?? document,
        JSON.parse(options),
      ),
    { context: JSON.stringify(context), options: JSON.stringify(options) },
  );
  return results as AxeResults;
}

/** The violations of `runAxe`, each as «rule: the nodes' selectors», for a test's `toEqual([])`. */
export async function axeViolations(page: Page, check: AxeCheck = {}): Promise<string[]> {
  const results = await runAxe(page, check);
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
