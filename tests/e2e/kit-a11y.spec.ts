import { expect, test } from './fixtures';
import { analyzeStory, storyIds } from './story-axe';

/** Every story of the UI kit, from the Storybook build that `npm test` makes before this runs. */
const kitStories = storyIds('UI/');
const themes = ['default', '1300', '1210', '1220'];

test('the Storybook build has the kit stories', () => {
  expect(kitStories.length).toBeGreaterThan(30);
});

for (const theme of themes) {
  test(`every UI story is axe-clean in theme ${theme}`, async ({ page }) => {
    // About a second a story on a quiet machine; room for a busy one, so the limit grows with the stories.
    test.setTimeout(kitStories.length * 5_000);
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
