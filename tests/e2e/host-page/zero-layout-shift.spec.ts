import { seedProductNamed } from '@kurv/platform-sim';
import type { Box, TagSizes } from '../pages/ShopPage';
import { putBackCartItems } from '../support/cart-seeds';
import { expect, test } from '../support/fixtures';
import { holdBackScript, painted } from '../support/held-script';

/**
 * Issue 38, point 1: zero layout shift from Kurv. On each example chain page at a phone's and a desktop's width, each
 * tag's box before its code arrives (the loader held back: what the reserve stylesheet, dist/kurv-reserve.css, keeps for
 * it) is the box it has through its first render and after, and through the bench's journey (add the first product,
 * step up, open and close the cart) neither the header nor the first product tile moves or changes size.
 */

const CHAIN_PAGES = [
  { name: 'MENY', path: '/' },
  { name: 'Joker', path: '/joker/' },
  { name: 'SPAR', path: '/spar/' },
] as const;
const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
] as const;
/**
 * A week's shop for a family: a count of three figures and a total of four (the per-order limits keep some lines under
 * 24): the longest the cart button shows.
 */
const WEEKS_SHOP = [
  'Bananer',
  'Kneippbrød',
  'Tine Lettmelk 1 %',
  'Egg frittgående 12 stk',
  'Pepsi Max',
  'Friele Frokostkaffe filtermalt',
].map((title) => ({ ean: seedProductNamed(title).ean, quantity: 24 }));
/** What a box may differ by and count as the same (sub-pixel layout rounding). */
const SAME_WITHIN_PX = 0.5;

/** The tags that had another size than their first at some moment, with every size they had. */
function resized(sizes: TagSizes): TagSizes {
  const numbers = (size: string) => size.split(' × ').map(Number);
  return Object.fromEntries(
    Object.entries(sizes).filter(([, seen]) => {
      const [firstWidth = 0, firstHeight = 0] = numbers(seen[0] ?? '');
      return seen.some((size) => {
        const [width = 0, height = 0] = numbers(size);
        return Math.abs(width - firstWidth) > SAME_WITHIN_PX || Math.abs(height - firstHeight) > SAME_WITHIN_PX;
      });
    }),
  );
}

/** The boxes of `now` that are not where and as large as in `before`, each as before → now. */
function moved(before: Record<string, Box>, now: Record<string, Box>): Record<string, string> {
  const text = (box: Box | undefined) => (box === undefined ? 'none' : `${box.x},${box.y} ${box.width} × ${box.height}`);
  return Object.fromEntries(
    Object.keys(before)
      .filter((name) => {
        const first = before[name];
        const last = now[name];
        return (
          first === undefined ||
          last === undefined ||
          (['x', 'y', 'width', 'height'] as const).some((side) => Math.abs(first[side] - last[side]) > SAME_WITHIN_PX)
        );
      })
      .map((name) => [name, `${text(before[name])} → ${text(now[name])}`]),
  );
}

for (const chain of CHAIN_PAGES) {
  for (const viewport of VIEWPORTS) {
    test.describe(`${chain.name} at ${viewport.width} px`, () => {
      test.use({ viewport });

      test('each Kurv tag has the size before its code arrives that it has after its first render', async ({
        page,
        shop,
        picker,
        cart,
      }) => {
        const loader = await holdBackScript(page, /\/dist\/kurv\.js$/);
        await shop.openParsed(chain.path);
        await painted(page);
        await shop.watchTagSizes();

        loader.release();
        await expect(picker.trigger).toBeVisible();
        await expect(cart.button).toBeVisible();
        await shop.tagsRendered();
        await page.waitForLoadState('networkidle');
        await painted(page);

        expect(resized(await shop.tagSizes()), 'tags whose box changed size: every size they had').toEqual({});
      });

      test('a week’s shop, a count of three figures and a total of four, shows whole in the cart button’s box', async ({
        page,
        shop,
        cart,
      }) => {
        await shop.open(chain.path);
        await expect(cart.button).toBeVisible();
        const before = await shop.hostBoxes();

        await putBackCartItems(page, WEEKS_SHOP);

        await expect(cart.button).toHaveAccessibleName(/^Handlevogn, \d{3} varer, \d\s\d{3},\d{2} kr$/);
        expect(await cart.partsCut()).toEqual([]);
        expect(moved(before, await shop.hostBoxes())).toEqual({});
      });

      test('through add, step up, open and close the cart, the header and the first tile do not move', async ({
        page,
        shop,
        cart,
        products,
      }) => {
        await shop.open(chain.path);
        const title = (await products.tiles.first().getByRole('heading').textContent()) ?? '';
        await expect(products.addButton(title)).toBeVisible();
        await page.waitForLoadState('networkidle');
        const before = await shop.hostBoxes();

        await products.add(title);
        await expect(products.quantity(title)).toContainText('1');
        expect(moved(before, await shop.hostBoxes()), 'after the add').toEqual({});

        await products.increaseButton(title).click();
        await expect(products.quantity(title)).toContainText('2');
        expect(moved(before, await shop.hostBoxes()), 'after the step up').toEqual({});

        await cart.open();
        expect(moved(before, await shop.hostBoxes()), 'with the cart open').toEqual({});

        await cart.dialog.getByRole('button', { name: 'Lukk' }).last().click();
        await expect(cart.dialog).toBeHidden();
        expect(moved(before, await shop.hostBoxes()), 'after the cart closed').toEqual({});
      });
    });
  }
}
