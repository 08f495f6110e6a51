import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { EXAMPLE_HOSTS } from '../../../packages/platform-sim/src/http/static-roots';
import { expect, test } from '../support/fixtures';

/**
 * Issue 37 point 5: the example single-page hosts (examples/hosts/react/, React 19; examples/hosts/vue/, Vue 3), built
 * by `npm run hosts` against the packed package and served by the simulator at /hosts/<name>/. Each renders the tags
 * with typed props (the picker's `open` false), shows the cart's count in its own header from `kurv:cart-updated`, the
 * cart's lines from `window.kurv.getCart()` at load, and the chosen store in its own line, which it re-renders itself
 * after cancelling `kurv:store-changed` (no reload).
 */

/** A marker in the page's window: gone after a reload. */
const markPage = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { testMarker: string }).testMarker = 'this page';
  });
const markOf = (page: Page) => page.evaluate(() => (window as unknown as { testMarker?: string }).testMarker ?? null);

for (const host of EXAMPLE_HOSTS) {
  test.describe(`the ${host} host`, () => {
    test.skip(
      !existsSync(join(process.cwd(), 'examples/hosts', host, 'dist/index.html')),
      `examples/hosts/${host}/dist/ is not built: run \`npm run hosts\` (after \`npm run build\`)`,
    );

    test(`the ${host} host counts an add in its own header, keeps its page on a store change and reads the cart at load`, async ({
      page,
      shop,
      picker,
      products,
    }) => {
      const count = (units: number) => page.getByText(`Varer i handlevognen: ${units}`, { exact: true });
      const lines = page.getByRole('list', { name: 'Handlevognens linjer' }).getByRole('listitem');
      await shop.open(`/hosts/${host}/`);
      // window.kurv.getCart() answered at load: the empty cart's count.
      await expect(count(0)).toBeVisible();
      await markPage(page);
      // open={false} in React, open="false" in Vue (the string property): the picker is there and closed, as the store
      // says at once (the trigger's aria-expanded), before any dialog's code could arrive.
      await expect(picker.trigger).toBeVisible();
      await expect(picker.trigger).toHaveAttribute('aria-expanded', 'false');
      await expect(picker.typePage.dialog).toBeHidden();

      await products.add('Tine Lettmelk 1 %');
      await expect(count(1)).toBeVisible();
      await expect(lines).toHaveText(['1 × Tine Lettmelk 1 %']);

      await picker.choosePickupWindowAt(/MENY Ullevål/);
      await expect(page.getByText('Butikk: MENY Ullevål', { exact: true })).toBeVisible();
      await expect(picker.trigger).toContainText('MENY Ullevål');
      expect(await markOf(page)).toBe('this page');

      await page.reload();
      await expect(count(1)).toBeVisible();
      await expect(lines).toHaveText(['1 × Tine Lettmelk 1 %']);
      await expect(page.getByText('Butikk: MENY Ullevål', { exact: true })).toBeVisible();
    });
  });
}
