import { CHROMIUM_ARGS } from '../../chromium-args';
import { putInCart } from '../support/cart-seeds';
import { expect, test } from '../support/fixtures';

/**
 * Issue 38, point 2: the press that opens the cart answers at once. The host page's scroll lock comes a frame after the
 * sheet's first paint (packages/ui/src/kit/modal-stack.ts), and the lines after that paint (useFilledAfterPaint there):
 * what the shopper gets must stay as it was. The page does not move when its scroll bar goes, the dialog is named and
 * holds the focus, its lines are there, and the press itself reads none of the host page's layout. How fast it answers
 * is the bench's to measure (tests/bench/vitals.ts), not a test's.
 */

/** A host page's scroll bar with a width (the browser is launched with its scroll bars, test.use below). */
const SCROLL_BAR_STYLE = '::-webkit-scrollbar { width: 16px; } ::-webkit-scrollbar-thumb { background: #767676; }';

// The headless browser hides the pages' scroll bars unless told not to: the config's launch with them, for this file alone.
test.use({
  launchOptions: {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    ignoreDefaultArgs: ['--hide-scrollbars'],
  },
});

test('opening the cart on a scrolled page with a scroll bar: the page stays in place, the named dialog holds the focus and shows the lines', async ({
  page,
  shop,
  cart,
  products,
}) => {
  await shop.open();
  await page.addStyleTag({ content: SCROLL_BAR_STYLE });
  await putInCart(page, { Bananer: 1 }, '1 vare');
  await page.evaluate(() => window.scrollTo(0, 200));
  const root = () =>
    page.evaluate(() => ({
      scrollBar: window.innerWidth - document.documentElement.clientWidth,
      scrollY: window.scrollY,
      overflow: document.documentElement.style.overflow,
    }));
  const before = await root();
  expect(before.scrollBar).toBeGreaterThan(0);
  expect(before.scrollY).toBeGreaterThan(0);
  const hostContent = products.addButton('Grandiosa Original');
  const boxBefore = await hostContent.boundingBox();

  await cart.button.click();
  await expect(cart.dialog).toBeVisible();
  // The focus is in the dialog from its first paint: on its close button, the first control of the sheet.
  await expect.poll(() => cart.dialog.evaluate((dialog) => dialog.contains((dialog.getRootNode() as ShadowRoot).activeElement))).toBe(true);
  await expect(cart.lines).toHaveCount(1);
  await expect(cart.line('Bananer')).toContainText('Bananer');
  // The lock has come: the scroll bar is gone, its width given back, and nothing of the page moved.
  await expect.poll(async () => (await root()).overflow).toBe('hidden');
  expect((await root()).scrollY).toBe(before.scrollY);
  expect(await hostContent.boundingBox()).toEqual(boxBefore);

  await page.keyboard.press('Escape');
  await expect(cart.dialog).toBeHidden();
  expect(await root()).toEqual(before);
  expect(await hostContent.boundingBox()).toEqual(boxBefore);
});

test('the press that opens the cart reads none of the host page layout', async ({ page, shop, cart }) => {
  await page.addInitScript(() => {
    // Records the reads of the page root's size made within a click's own task (up to the next task).
    const reads: string[] = [];
    (window as unknown as { rootReadsInPress: string[] }).rootReadsInPress = reads;
    let inPress = false;
    addEventListener(
      'click',
      () => {
        inPress = true;
        setTimeout(() => {
          inPress = false;
        }, 0);
      },
      true,
    );
    for (const name of ['clientWidth', 'clientHeight', 'scrollWidth', 'scrollHeight'] as const) {
      const original = Object.getOwnPropertyDescriptor(Element.prototype, name);
      Object.defineProperty(Element.prototype, name, {
        configurable: true,
        get(this: Element) {
          if (inPress && this === document.documentElement) {
            reads.push(name);
          }
          return original?.get?.call(this);
        },
      });
    }
  });
  await shop.open();
  await page.addStyleTag({ content: SCROLL_BAR_STYLE });
  await putInCart(page, { Bananer: 1 }, '1 vare');
  // Once open and closed, so the popup's module is here and the next press renders it in its own task.
  await cart.open();
  await page.keyboard.press('Escape');
  await expect(cart.dialog).toBeHidden();
  await page.evaluate(() => {
    (window as unknown as { rootReadsInPress: string[] }).rootReadsInPress.length = 0;
  });

  await cart.button.click();
  await expect(cart.lines).toHaveCount(1);
  await expect.poll(() => page.evaluate(() => document.documentElement.style.overflow)).toBe('hidden');
  expect(await page.evaluate(() => (window as unknown as { rootReadsInPress: string[] }).rootReadsInPress)).toEqual([]);
});
