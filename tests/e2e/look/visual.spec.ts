import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { MEMBER_IDS } from '../support/simulator';

/**
 * Screenshots that catch layout breakage (issue 18): each element's main states, at a phone, a tablet and a desktop
 * width, in each chain's theme, compared with the committed baselines in tests/visual-baselines/ (tolerance, animations
 * and caret are set once in playwright.config.ts). A changed picture fails the test and leaves the expected, actual and
 * diff images under test-results/; `npm run visual:update` writes new baselines after an intended change.
 *
 * Only the region of a widget or dialog is taken, not the full page: the committed PNGs stay small, and a picture
 * changes only when that widget's own layout does (or when something covers it, which is a breakage too).
 */

/** One example chain site: the product page the simulator serves for it. */
interface ChainPage {
  /** The name in the baselines' file names. */
  name: string;
  /** The product page's path. */
  path: string;
  /**
   * A store of the chain for the member's editable order. The seeded member's orders are MENY's, and the simulator's
   * orders are chain-scoped, so the other chains get one here to picture the edit-order dialogs in their theme.
   */
  orderStoreGln: string | null;
}

/** Every example chain site, one constant: a new chain's page is one line here and one `npm run visual:update`. */
const CHAIN_PAGES: readonly ChainPage[] = [
  { name: 'meny', path: '/', orderStoreGln: null },
  { name: 'spar', path: '/spar/', orderStoreGln: '7080001210016' },
  { name: 'joker', path: '/joker/', orderStoreGln: '7080001220015' },
];

/** Spec section 9's breakpoints, one width inside each: mobile (≤ 767), tablet (768–1139), desktop (≥ 1140). */
const VIEWPORTS = [
  { name: '375', width: 375, height: 667 },
  { name: '768', width: 768, height: 1024 },
  { name: '1280', width: 1280, height: 800 },
] as const;

const PINNED_NOW = (JSON.parse(readFileSync('tests/test-clock.json', 'utf8')) as { now: string }).now;

/** The first product of the page that can be added (a sold-out product's button is disabled). */
const firstAddButton = (page: Page) =>
  page
    .getByRole('button', { name: /^Legg i handlevogn: / })
    .and(page.locator(':enabled'))
    .first();

/**
 * Waits until the region is ready to be compared: the fonts loaded and every image inside it (through shadow roots)
 * decoded; then moves the mouse off so that no hover style is in the picture.
 */
async function settle(target: Locator) {
  await target.page().mouse.move(0, 0);
  // A lazy part (the picker, the cart popup) may take longer than the default 5 s on a loaded machine.
  await expect(target).toBeVisible({ timeout: 15_000 });
  await expect
    .poll(() =>
      target.evaluate(async (root) => {
        await document.fonts.ready;
        const images: HTMLImageElement[] = [];
        const pending: (Element | ShadowRoot)[] = [root];
        for (let node = pending.pop(); node; node = pending.pop()) {
          if (node instanceof HTMLImageElement) {
            images.push(node);
          }
          if (node instanceof Element && node.shadowRoot) {
            pending.push(node.shadowRoot);
          }
          pending.push(...Array.from(node.children));
        }
        return images.every((image) => image.complete);
      }),
    )
    .toBe(true);
}

/*
 * Buttons and links are pressed with Enter rather than clicked: a widget covered by something else (a breakage the
 * pictures are there to show) still gets its picture taken, instead of the journey stopping at the covered button.
 */

/** Opens a chain site's page; a chain listed in CHAIN_PAGES without its page served fails here, saying so. */
async function openChainPage(page: Page, path: string) {
  const answer = await page.goto(path);
  expect(answer?.ok(), `the simulator serves no example page at ${path}`).toBe(true);
}

/** Compares one region with its baseline; soft, so a journey goes on and every changed picture of it is saved. */
async function shot(target: Locator, name: string) {
  await settle(target);
  await expect.soft(target).toHaveScreenshot(`${name}.png`);
}

test.beforeEach(async ({ testNow }) => {
  // The pictures hold dates, windows and prices of the pinned instant; the projects of the other dates run only the
  // dated specs (playwright.config.ts), so this guards a whole-suite run with another KURV_TEST_NOW.
  test.skip(testNow !== PINNED_NOW, `the baselines are taken at the pinned instant ${PINNED_NOW}`);
});

for (const chain of CHAIN_PAGES) {
  for (const viewport of VIEWPORTS) {
    test.describe(`${chain.name} at ${viewport.name} px`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } });
      const key = (state: string) => `${chain.name}-${viewport.name}-${state}`;

      test('closed: the header with both triggers, a product before and after an add', async ({ page, picker, cart }) => {
        await openChainPage(page, chain.path);
        await expect(picker.trigger).toBeVisible();
        await expect(cart.button).toBeVisible();
        const add = firstAddButton(page);
        // The tile is found by its heading: after the add its button is a stepper, and `add` moves on to the next tile.
        const title = (await page.getByRole('listitem').filter({ has: add }).first().getByRole('heading').first().textContent()) ?? '';
        const tile = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title.trim(), exact: true }) });
        await shot(page.locator('header').first(), key('header'));
        // The triggers on their own too: on a page whose header does not fit they are outside the header's picture.
        await shot(picker.trigger, key('picker-trigger'));
        await shot(cart.button, key('cart-trigger'));
        await shot(tile, key('product'));
        await add.press('Enter');
        await expect(cart.button).toHaveAccessibleName(/^Handlevogn, 1 vare,/);
        await expect(tile.getByRole('group', { name: /^Antall av / })).toBeVisible();
        await shot(tile, key('product-added'));
        await shot(page.locator('header').first(), key('header-one-item'));
        await shot(cart.button, key('cart-trigger-one-item'));
      });

      test('picker: the type page, an address chosen for delivery, the time page with the calendar', async ({ page, picker }) => {
        await openChainPage(page, chain.path);
        await picker.trigger.press('Enter');
        const type = picker.typePage;
        await shot(type.dialog, key('picker-type'));
        await type.chooseDeliveryTo('Karl Johans gate 1', /Karl Johans gate 1, 0154 OSLO/);
        await expect(type.continueButton).toBeEnabled();
        await shot(type.dialog, key('picker-address'));
        await type.continueButton.press('Enter');
        const time = picker.timePage.deliveryDialog;
        await expect(time.getByRole('group', { name: 'Velg tid' })).toBeVisible();
        await shot(time, key('picker-time'));
      });

      test('picker: the store page with a county group open and a store chosen', async ({ page, picker }) => {
        await openChainPage(page, chain.path);
        await picker.trigger.press('Enter');
        const type = picker.typePage;
        await type.pickup.check();
        // Disabled while the options load: pressed then, the Enter would go to 'Lukk', which has the focus.
        await expect(type.continueButton).toBeEnabled();
        await type.continueButton.press('Enter');
        const location = picker.locationPage.dialog;
        await expect(location).toBeVisible();
        const closedGroup = location.locator('button[aria-expanded="false"]').first();
        await closedGroup.press('Enter');
        const store = location.getByRole('radio').first();
        await store.press('Space');
        await expect(store).toBeChecked();
        await shot(location, key('picker-store'));
      });

      test('cart: the popup with two lines, then «Klar for kassen?»', async ({ page, cart }) => {
        await openChainPage(page, chain.path);
        await firstAddButton(page).press('Enter');
        await expect(cart.button).toHaveAccessibleName(/^Handlevogn, 1 vare,/);
        await firstAddButton(page).press('Enter');
        await expect(cart.button).toHaveAccessibleName(/^Handlevogn, 2 varer,/);
        await cart.button.press('Enter');
        await expect(cart.lines).toHaveCount(2);
        await shot(cart.dialog, key('cart'));
        await cart.checkoutLink.press('Enter');
        await expect(cart.checkout.getByRole('button', { name: 'Velg levering eller henting' })).toBeVisible();
        await shot(cart.checkout, key('checkout'));
      });

      test('edit order: the question on an add, and the message when the order cannot be loaded', async ({
        page,
        sim,
        shop,
        editOrder,
      }) => {
        if (chain.orderStoreGln !== null) {
          await sim.addOrder({
            memberId: MEMBER_IDS.member,
            ngOrderId: `visual-${chain.name}`,
            storeGln: chain.orderStoreGln,
            handoverInfo: { handoverType: 'Store' },
          });
        }
        await openChainPage(page, `${chain.path}?as=member`);
        await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);
        await firstAddButton(page).press('Enter');
        await shot(editOrder.question, key('edit-order-question'));
        await sim.addFault({ route: 'GET /api/order/:chainId/:memberId/:orderId', status: 500, times: 1 });
        await editOrder.editOrderButton.press('Enter');
        await shot(editOrder.cannotChange, key('message'));
      });
    });
  }
}

test.describe('the tolerance', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a picture with one word changed fails against its baseline', async ({ page, picker }, testInfo) => {
    // The tolerance (playwright.config.ts) lets 20 pixels differ; this word is 179. At the former 1 % of the picture's
    // pixels it passed. `npm run visual:update` would take the changed picture as the new baseline.
    test.skip(['all', 'changed'].includes(testInfo.config.updateSnapshots), 'baselines are being taken');
    await openChainPage(page, '/');
    await picker.trigger.press('Enter');
    // The dialog as a node: its name is its heading, whose word changes.
    const dialog = page.getByRole('dialog').first();
    await settle(picker.typePage.dialog);
    await dialog.getByRole('heading', { name: 'Hvordan ønsker du å få varene?' }).evaluate((heading) => {
      heading.textContent = 'Hvordan ønsker du å få maten?';
    });
    await expect(expect(dialog).toHaveScreenshot('meny-1280-picker-type.png', { timeout: 3_000 })).rejects.toThrow(/pixels/);
  });
});
