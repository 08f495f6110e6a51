import { expect, test } from '../support/fixtures';
import { analyzeStory, showInPreview, storyIds, storyIdsByTitle, storyUrl } from '../support/story-axe';

/**
 * The UI kit's stories (Storybook's `UI/`) are axe-clean (WCAG 2.1 A and AA) in the default theme, and keep their colour
 * contrast in every chain's theme; one test per component, each in one preview page.
 */

/** Every story of the UI kit, from the Storybook build that `npm test` makes before this runs, by component. */
const kitStories = storyIds('UI/');
const kitStoriesByTitle = storyIdsByTitle('UI/');

/**
 * Every rule once per story, in the first theme; the colour contrast, the one rule a theme changes, in every theme.
 * Every story × theme pair is checked for contrast.
 */
const THEMES = ['default', '1300', '1210', '1220'];
const FULL_CHECK_THEME = 'default';
const CONTRAST = ['color-contrast'];

test('the Storybook build has the kit stories', () => {
  expect(kitStories.length).toBeGreaterThan(30);
});

// One test per component, so that parallel workers can share them out. In one page: the preview loads once, then
// shows each story and each theme through its channel. The themes go back and forth (default … 1220, then 1220 …
// default) so that every story starts in the theme the one before it ended in, and renders once per theme.
for (const [title, ids] of kitStoriesByTitle) {
  test(`the ${title} stories are axe-clean, and keep contrast in every theme`, async ({ page }) => {
    // About a second a story and theme on a quiet machine; room for a busy one, so the limit grows with them.
    test.setTimeout(10_000 + ids.length * THEMES.length * 5_000);
    const failures: string[] = [];
    let theme = FULL_CHECK_THEME;
    await page.goto(storyUrl(ids[0] ?? '', theme));
    for (const [index, id] of ids.entries()) {
      if (index > 0) {
        await showInPreview(page, { storyId: id });
      }
      const order = index % 2 === 0 ? THEMES : [...THEMES].reverse();
      for (const next of order) {
        if (next !== theme) {
          await showInPreview(page, { theme: next });
          theme = next;
        }
        await page.locator(`#storybook-root [data-theme="${theme}"]`).waitFor({ state: 'attached' });
        const results = await analyzeStory(page, theme === FULL_CHECK_THEME ? undefined : CONTRAST);
        for (const violation of results.violations) {
          failures.push(`${id} in theme ${theme}: ${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
}
