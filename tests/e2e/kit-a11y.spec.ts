import { existsSync, readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

/** Every story of the UI kit, from the Storybook build that `npm test` makes before this runs. */
const index = existsSync('storybook-static/index.json')
  ? (JSON.parse(readFileSync('storybook-static/index.json', 'utf8')) as { entries: Record<string, { type: string; title: string }> })
  : { entries: {} };
const kitStories = Object.entries(index.entries)
  .filter(([, entry]) => entry.type === 'story' && entry.title.startsWith('UI/'))
  .map(([id]) => id);
const themes = ['default', '1300', '1210', '1220'];

/**
 * Storybook's a11y addon runs axe in the preview after every render (for designers); a second run
 * started meanwhile is refused with «Axe is already running». Wait for it and try again.
 */
async function analyzeStory(page: Page) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await new AxeBuilder({ page }).include('#storybook-root').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    } catch (error) {
      if (attempt >= 20 || !String(error).includes('Axe is already running')) {
        throw error;
      }
      await page.waitForTimeout(250);
    }
  }
}

test('the Storybook build has the kit stories', () => {
  expect(kitStories.length).toBeGreaterThan(30);
});

for (const theme of themes) {
  test(`every UI story is axe-clean in theme ${theme}`, async ({ page }) => {
    test.setTimeout(120_000);
    const failures: string[] = [];
    for (const id of kitStories) {
      await page.goto(`/storybook/iframe.html?id=${id}&viewMode=story&globals=theme:${theme}`);
      await page.locator(`#storybook-root [data-theme="${theme}"]`).waitFor({ state: 'attached' });
      const results = await analyzeStory(page);
      for (const violation of results.violations) {
        failures.push(`${id}: ${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
      }
    }
    expect(failures).toEqual([]);
  });
}
