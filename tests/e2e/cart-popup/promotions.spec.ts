import type { Locator, Page, Route } from '@playwright/test';
import type { AddToCartButton } from '../pages/AddToCartButton';
import type { CartPopup } from '../pages/CartPopup';
import type { EditOrderDialog } from '../pages/EditOrderDialog';
import { axeViolations } from '../support/axe';
import { type CalculatorAnswers, followCalculator } from '../support/calculator';
import { putInCart } from '../support/cart-seeds';
import { expect, test } from '../support/fixtures';
import { tabTo } from '../support/keyboard';
import { kroner } from '../support/money';
import { replaceInPage } from '../support/settings';
import { MEMBER_IDS } from '../support/simulator';

/**
 * Issue 17, points 2 and 3: product images in the cart's lines, the checkout popup and the unavailable-products dialog
 * (spec section 9's image rules, the simulator's image service on the page's origin), and promotions and coupons (the
 * simulator's calculator applies '3 for 2', promotion type code 3, and the member's active coupon; spec sections 3 and 9)
 * on the add-to-cart buttons and the cart lines, with the saving the calculator answers. The member's adds stay presses
 * (her first add asks about her open order); an anonymous cart that only carries the images is put in in one call.
 */

const KIMS = { ean: '7070798583095', title: 'Kims Potetgull Salt' };
const NORVEGIA = { ean: '7038551135202', title: 'Norvegia 26 %' };
const FRIELE = { ean: '7058215979409', title: 'Friele Frokostkaffe filtermalt' };
/** Kari's (the test member's) coupon on Norvegia: active (AKTIV) in the seed. */
const KARI_NORVEGIA_COUPON = 'KUP-1001';
const SETTINGS_IMAGE_ORIGINS = 'imageOrigins: [location.origin],';

/**
 * Adds `count` of a product from its tile (the add button, then the stepper). Kari has an order she can still change:
 * her first add asks whether to add to it (`firstOfMember`), and she starts a new order.
 */
async function addFromTile(
  products: AddToCartButton,
  editOrder: EditOrderDialog,
  product: { title: string },
  count: number,
  firstOfMember = false,
) {
  const card = products.tile(product.title);
  await card.getByRole('button', { name: `Legg i handlevogn: ${product.title}` }).click();
  if (firstOfMember) {
    await editOrder.startNewOrderButton.click();
    await expect(editOrder.question).toBeHidden();
  }
  for (let quantity = 2; quantity <= count; quantity += 1) {
    await card.getByRole('button', { name: `Øk antall av ${product.title}` }).click();
  }
  await expect(card.getByRole('group', { name: `Antall av ${product.title}` })).toContainText(String(count));
}

/** Expects the lines' prices and savings to be the calculator's answer, after its last recalculation. */
async function expectLinesFromCalculator(cart: CartPopup, latest: CalculatorAnswers['latest'], titles: Record<string, string>) {
  await expect(async () => {
    const calculation = latest();
    for (const line of calculation.items) {
      const shown = cart.line(titles[line.ean] ?? line.ean);
      await expect(shown).toContainText(kroner(line.lineTotal), { timeout: 500 });
      const saving = line.offerSaving + line.promotionSaving + line.couponSaving;
      if (saving > 0) {
        await expect(shown).toContainText(`Du sparer ${kroner(saving)}`, { timeout: 500 });
      } else {
        await expect(shown).not.toContainText('Du sparer', { timeout: 500 });
      }
    }
  }).toPass({ timeout: 10_000 });
}

test('a member sees the 3 for 2 and the active coupon on the buttons and the lines, and the calculator’s savings in the cart', async ({
  page,
  shop,
  cart,
  products,
  editOrder,
}) => {
  const { latest } = followCalculator(page);
  await shop.openAs('member');

  // The buttons: the promotion's name on Kims, the active coupon on Norvegia, nothing on Friele (the coupon is used).
  await expect(products.element(KIMS.title).getByText('3 for 2', { exact: true })).toBeVisible();
  await expect(products.element(NORVEGIA.title).getByText('Kupong aktivert', { exact: true })).toBeVisible();
  await expect(products.element(FRIELE.title).getByText('Kupong aktivert', { exact: true })).toHaveCount(0);
  await expect(products.element(NORVEGIA.title).getByText('3 for 2', { exact: true })).toHaveCount(0);

  await addFromTile(products, editOrder, KIMS, 3, true);
  await addFromTile(products, editOrder, NORVEGIA, 1);
  await addFromTile(products, editOrder, FRIELE, 1);

  await cart.button.click();
  await expect(cart.dialog).toBeVisible();
  await expect(cart.lines).toHaveCount(3);
  await expect(cart.line(KIMS.title).getByText('3 for 2', { exact: true })).toBeVisible();
  await expect(cart.line(NORVEGIA.title).getByText('Kupong aktivert', { exact: true })).toBeVisible();
  await expect(cart.line(FRIELE.title).getByText('Kupong aktivert', { exact: true })).toHaveCount(0);

  const titles = { [KIMS.ean]: KIMS.title, [NORVEGIA.ean]: NORVEGIA.title, [FRIELE.ean]: FRIELE.title };
  await expectLinesFromCalculator(cart, latest, titles);
  const calculation = latest();
  // One bag of chips free, 20 % off one cheese: the calculator's figures, shown on their lines.
  expect(calculation.items.find((line) => line.ean === KIMS.ean)).toMatchObject({ promotionSaving: 39.9, lineTotal: 79.8 });
  expect(calculation.items.find((line) => line.ean === NORVEGIA.ean)).toMatchObject({ couponSaving: 25.8, lineTotal: 103.2 });
  expect(calculation.items.find((line) => line.ean === FRIELE.ean)).toMatchObject({ couponSaving: 0, lineTotal: 59.9 });
  expect(calculation.discounts).toEqual({ offers: 0, promotions: 39.9, coupons: 25.8, total: 65.7 });
  await expect(cart.line(KIMS.title)).toContainText(`Du sparer ${kroner(39.9)}`);
  await expect(cart.line(NORVEGIA.title)).toContainText(`Du sparer ${kroner(25.8)}`);

  // Two bags of chips: no free one yet, no saving.
  await cart
    .line(KIMS.title)
    .getByRole('button', { name: `Reduser antall av ${KIMS.title}` })
    .click();
  await expect(cart.line(KIMS.title)).toContainText(kroner(79.8));
  await expect(cart.line(KIMS.title)).not.toContainText('Du sparer');
  await expectLinesFromCalculator(cart, latest, titles);
  expect(latest().discounts.promotions).toBe(0);

  expect(await axeViolations(page)).toEqual([]);
});

for (const status of ['INAKTIV', 'BRUKT'] as const) {
  test(`a coupon that is ${status} gives no saving and shows nowhere`, async ({ page, sim, shop, cart, products, editOrder }) => {
    await sim.setCouponStatus(MEMBER_IDS.member, KARI_NORVEGIA_COUPON, status);
    const { latest } = followCalculator(page);
    await shop.openAs('member');
    await expect(products.element(KIMS.title).getByText('3 for 2', { exact: true })).toBeVisible();
    await addFromTile(products, editOrder, NORVEGIA, 2, true);
    await expect(products.element(NORVEGIA.title).getByText('Kupong aktivert', { exact: true })).toHaveCount(0);

    await cart.button.click();
    await expect(cart.line(NORVEGIA.title)).toContainText(kroner(258));
    await expect(cart.line(NORVEGIA.title).getByText('Kupong aktivert', { exact: true })).toHaveCount(0);
    await expect(cart.line(NORVEGIA.title)).not.toContainText('Du sparer');
    await expect.poll(() => latest().items[0]?.couponSaving).toBe(0);
    expect(latest().discounts.total).toBe(0);
  });
}

test('with the coupons flag off no coupon shows, on the button or the line [setting: features.coupons]', async ({
  page,
  shop,
  cart,
  products,
  editOrder,
}) => {
  await replaceInPage(page, SETTINGS_IMAGE_ORIGINS, `${SETTINGS_IMAGE_ORIGINS} features: { coupons: false },`);
  const { latest } = followCalculator(page);
  await shop.openAs('member');
  await expect(products.element(KIMS.title).getByText('3 for 2', { exact: true })).toBeVisible();
  await addFromTile(products, editOrder, NORVEGIA, 1, true);
  await expect(products.element(NORVEGIA.title).getByText('Kupong aktivert', { exact: true })).toHaveCount(0);

  await cart.button.click();
  await expect(cart.lines).toHaveCount(1);
  // The price is the calculator's (the platform applies the coupon); only its display is off.
  await expect.poll(() => latest().items[0]?.lineTotal).toBe(103.2);
  await expect(cart.line(NORVEGIA.title)).toContainText(kroner(103.2));
  await expect(cart.dialog.getByText('Kupong aktivert', { exact: true })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});

test('by keyboard alone: three bags of chips for the price of two, and the saving in the cart', async ({
  page,
  shop,
  cart,
  products,
  editOrder,
}) => {
  const { latest } = followCalculator(page);
  await shop.openAs('member');
  const card = products.tile(KIMS.title);
  await expect(products.element(KIMS.title).getByText('3 for 2', { exact: true })).toBeVisible();
  await tabTo(page, card.getByRole('button', { name: `Legg i handlevogn: ${KIMS.title}` }), 'Tab', 80);
  await page.keyboard.press('Enter');
  // Kari's order she can still change: the question takes focus; she starts a new order.
  await expect(editOrder.question).toBeVisible();
  await tabTo(page, editOrder.startNewOrderButton, 'Tab', 80);
  await page.keyboard.press('Enter');
  await expect(editOrder.question).toBeHidden();
  const increase = card.getByRole('button', { name: `Øk antall av ${KIMS.title}` });
  await expect(increase).toBeVisible();
  await tabTo(page, increase, 'Tab', 80);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(card.getByRole('group', { name: `Antall av ${KIMS.title}` })).toContainText('3');
  await expect(cart.button).toHaveAccessibleName(/^Handlevogn, 3 varer, /);

  // Back up the page to the cart in the header.
  await tabTo(page, cart.button, 'Shift+Tab', 80);
  await page.keyboard.press('Enter');
  await expect(cart.dialog).toBeVisible();
  const line = cart.line(KIMS.title);
  await expect(line.getByText('3 for 2', { exact: true })).toBeVisible();
  await expect(line).toContainText(`Du sparer ${kroner(39.9)}`);
  await expect.poll(() => latest().items[0]?.promotionSaving).toBe(39.9);
  await expect(line).toContainText(kroner(latest().items[0]?.lineTotal ?? 0));
  await page.keyboard.press('Escape');
  await expect(cart.dialog).toBeHidden();
  await expect(cart.button).toBeFocused();
});

/** Holds the image service's answers until released, so the layout can be measured before and after the images load. */
async function holdImages(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let releasing = false;
  await page.route('**/bilder/produkter/**', async (route) => {
    if (releasing) {
      await route.continue();
    } else {
      held.push(route);
    }
  });
  return async () => {
    releasing = true;
    await Promise.all(held.map((route) => route.continue()));
  };
}

/** The boxes of the elements, rounded to whole pixels. */
const boxes = (locator: Locator) =>
  locator.evaluateAll((elements) =>
    elements.map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x: Math.round(x), y: Math.round(y), width: Math.round(width), height: Math.round(height) };
    }),
  );

/** Expects the images to have loaded, with the products' titles as alt text, lazily, at the image service's size. */
async function expectImagesLoaded(images: Locator, titles: readonly string[]) {
  await expect(images).toHaveCount(titles.length);
  await expect(async () => {
    const loaded = await images.evaluateAll((elements) =>
      (elements as HTMLImageElement[]).map((image) => ({ alt: image.alt, loaded: image.complete && image.naturalWidth > 0 })),
    );
    expect(loaded).toEqual(titles.map((alt) => ({ alt, loaded: true })));
  }).toPass({ timeout: 10_000 });
  for (const image of await images.all()) {
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('width', '168');
    await expect(image).toHaveAttribute('height', '168');
    await expect(image).toHaveAttribute('src', /\/bilder\/produkter\/\d+\.jpg\?w=168&h=168&fit=pad&q=50&bg=FFFFFF&fm=jpg$/);
  }
}

test('every cart line and the checkout popup show the product’s image, with its title as alt text, and nothing moves when they load [setting: imageOrigins]', async ({
  page,
  shop,
  cart,
  products,
}) => {
  await shop.open();
  const titles = ['Tine Lettmelk 1 %', 'Grandiosa Original', KIMS.title];
  await putInCart(page, { 'Tine Lettmelk 1 %': 1, 'Grandiosa Original': 1, 'Kims Potetgull Salt': 1 });
  for (const title of titles) {
    await expect(products.quantity(title)).toContainText('1');
  }
  const release = await holdImages(page);
  await cart.button.click();
  await expect(cart.lines).toHaveCount(3);
  const images = cart.dialog.getByRole('list', { name: 'Varer i handlevognen' }).getByRole('img');
  await expect(images).toHaveCount(3);
  // Before any image has loaded: the lines and the images' boxes.
  expect(await images.evaluateAll((elements) => (elements as HTMLImageElement[]).map((image) => image.naturalWidth))).toEqual([0, 0, 0]);
  const linesBefore = await boxes(cart.lines);
  const imagesBefore = await boxes(images);
  expect(imagesBefore.every((box) => box.width === 56 && box.height === 56)).toBe(true);

  await release();
  await expectImagesLoaded(images, titles);
  expect(await boxes(cart.lines)).toEqual(linesBefore);
  expect(await boxes(images)).toEqual(imagesBefore);
  expect(await axeViolations(page)).toEqual([]);

  // 'Til kassen' without a handover: the checkout popup, with the cart's products.
  await cart.checkoutLink.click();
  await expect(cart.checkout).toBeVisible();
  await expectImagesLoaded(cart.checkout.getByRole('list', { name: 'Varer i handlevognen' }).getByRole('img'), titles);
  expect(await axeViolations(page)).toEqual([]);
});

test('the unavailable-products dialog shows the images of the items the chosen store lacks', async ({ page, shop, cart, picker }) => {
  await shop.open();
  await putInCart(page, { Kneippbrød: 1, 'Grandiosa Original': 1 });
  await expect(cart.buttonNamed(/^Handlevogn, 2 varer, /)).toBeVisible();

  // The store is what the test chooses: by clicks, MENY Solsiden (which lacks both) saved with a window.
  await picker.confirmPickupAtStore('Trøndelag', /^MENY Solsiden/);

  const dialog = page.getByRole('dialog', { name: 'Noen varer er ikke tilgjengelig' });
  await expect(dialog).toBeVisible();
  await expectImagesLoaded(dialog.getByRole('img'), ['Kneippbrød', 'Grandiosa Original']);
  expect(await axeViolations(page)).toEqual([]);
});
