import axe from 'axe-core';

/**
 * Runs axe-core (WCAG 2 A/AA and 2.1 A/AA) on an element in jsdom and answers the violations as
 * "rule: target" lines. Colour contrast needs a real layout engine: the browser tests check it.
 */
export async function axeViolations(context: Element | Document = document): Promise<string[]> {
  const results = await axe.run(context as Element, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
}
