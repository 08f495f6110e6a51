import type { Locator, Page, Route } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';

/**
 * Issue 17, points 2 and 3: product images in the cart's lines, the checkout popup and the unavailable-products dialog
 * (spec section 9's image rules, the simulator's image service on the page's origin), and promotions and coupons (the
 * simulator's calculator applies '3 for 2', promotion type code 3, and the member's active coupon; spec sections 3 and 9)
 * on the add-to-cart buttons and the cart lines, with the saving the calculator answers.
 */

const THIN_SPACE = '\u2009';

const KIMS = { ean: '7070798583095', title: 'Kims Potetgull Salt' };
const NORVEGIA = { ean: '7038551135202', title: 'Norvegia 26 %' };
const FRIELE = { ean: '7058215979409', title: 'Friele Frokostkaffe filtermalt' };
/** Kari's (the test member's) coupon on Norvegia: active (AKTIV) in the seed. */
const KARI_NORVEGIA_COUPON = '/__sim/coupons/M-100001/KUP-1001/status';
const SETTINGS_IMAGE_ORIGINS = 'imageOrigins: [location.origin],';

interface CalculatedLine {
  ean: string;
  lineTotal: number;
  lineTotalOriginal: number | null;
  offerSaving: number;
  promotionSaving: number;
  couponSaving: number;
}
interface Calculation {
  items: CalculatedLine[];
  discounts: { offers: number; promotions: number; coupons: number; total: number };
}

/** A price as the widgets write it: decimal comma, a thin space between thousands, ' kr'. */
function kroner(amount: number): string {
  const [whole = '0', decimals = '00'] = Math.abs(amount).toFixed(2).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, THIN_SPACE)},${decimals} kr`;
}

/** Keeps the simulator calculator's latest answer to the page (what the widgets priced the cart by). */
function followCalculator(page: Page): () => Calculation {
  let latest: Calculation | null = null;
  page.on('response', async (response) => {
    if (response.url().includes('/api/cart/calculator/') && response.ok()) {
      latest = (await response.json().catch(() => latest)) as Calculation | null;
    }
  });
  return () => {
    if (latest === null) {
      throw new Error('The calculator has not answered yet');
    }
    return latest;
  };
}

/** Serves the example product page with its site settings changed (they are inline in the page). */
async function withSettings(page: Page, extra: string) {
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      expect(body).toContain(SETTINGS_IMAGE_ORIGINS);
      await route.fulfill({ response, body: body.replace(SETTINGS_IMAGE_ORIGINS, `${SETTINGS_IMAGE_ORIGINS} ${extra}`) });
    },
  );
}

const cartButton = (page: Page) => page.getByRole('button', { name: /^Handlevogn,/ });
const cartDialog = (page: Page) => page.getByRole('dialog', { name: 'Handlevogn' });
const cartLines = (page: Page) => cartDialog(page).getByRole('list', { name: 'Varer i handlevognen' }).getByRole('listitem');
const cartLine = (page: Page, title: string) => cartLines(page).filter({ hasText: title });
const tile = (page: Page, title: string) =>
  page
    .getByRole('list', { name: 'Varer' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
/** The product's `<add-to-cart-button>` (the tile's own CMS text may name the promotion too). */
const button = (page: Page, title: string) => tile(page, title).locator('add-to-cart-button');
const editQuestion = (page: Page) => page.getByRole('dialog', { name: 'Vil du legge til varer på eksisterende bestilling?' });

async function loggedInAsMember(page: Page) {
  await page.goto('/?as=member');
  await expect(page.getByTestId('logged-in-as')).toContainText('medlem');
}

/**
 * Adds `count` of a product from its tile (the add button, then the stepper). Kari has an order she can still change:
 * her first add asks whether to add to it (`firstOfMember`), and she starts a new order.
 */
async function addFromTile(page: Page, product: { title: string }, count: number, firstOfMember = false) {
  const card = tile(page, product.title);
  await card.getByRole('button', { name: `Legg i handlevogn: ${product.title}` }).click();
  if (firstOfMember) {
    await editQuestion(page).getByRole('button', { name: 'Start ny bestilling' }).click();
    await expect(editQuestion(page)).toBeHidden();
  }
  for (let quantity = 2; quantity <= count; quantity += 1) {
    await card.getByRole('button', { name: `Øk antall av ${product.title}` }).click();
  }
  await expect(card.getByRole('group', { name: `Antall av ${product.title}` })).toContainText(String(count));
}

/** Expects the lines' prices and savings to be the calculator's answer, after its last recalculation. */
async function expectLinesFromCalculator(page: Page, latest: () => Calculation, titles: Record<string, string>) {
  await expect(async () => {
    const calculation = latest();
    for (const line of calculation.items) {
      const shown = cartLine(page, titles[line.ean] ?? line.ean);
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

test.beforeEach(async ({ page }) => {
  expect((await page.request.post('/__sim/reset')).ok()).toBe(true);
});

test('a member sees the 3 for 2 and the active coupon on the buttons and the lines, and the calculator’s savings in the cart', async ({
  page,
}) => {
  const latest = followCalculator(page);
  await loggedInAsMember(page);

  // The buttons: the promotion's name on Kims, the active coupon on Norvegia, nothing on Friele (the coupon is used).
  await expect(button(page, KIMS.title).getByText('3 for 2', { exact: true })).toBeVisible();
  await expect(button(page, NORVEGIA.title).getByText('Kupong aktivert', { exact: true })).toBeVisible();
  await expect(button(page, FRIELE.title).getByText('Kupong aktivert', { exact: true })).toHaveCount(0);
  await expect(button(page, NORVEGIA.title).getByText('3 for 2', { exact: true })).toHaveCount(0);

  await addFromTile(page, KIMS, 3, true);
  await addFromTile(page, NORVEGIA, 1);
  await addFromTile(page, FRIELE, 1);

  await cartButton(page).click();
  await expect(cartDialog(page)).toBeVisible();
  await expect(cartLines(page)).toHaveCount(3);
  await expect(cartLine(page, KIMS.title).getByText('3 for 2', { exact: true })).toBeVisible();
  await expect(cartLine(page, NORVEGIA.title).getByText('Kupong aktivert', { exact: true })).toBeVisible();
  await expect(cartLine(page, FRIELE.title).getByText('Kupong aktivert', { exact: true })).toHaveCount(0);

  await expectLinesFromCalculator(page, latest, { [KIMS.ean]: KIMS.title, [NORVEGIA.ean]: NORVEGIA.title, [FRIELE.ean]: FRIELE.title });
  const calculation = latest();
  // One bag of chips free, 20 % off one cheese: the calculator's figures, shown on their lines.
  expect(calculation.items.find((line) => line.ean === KIMS.ean)).toMatchObject({ promotionSaving: 39.9, lineTotal: 79.8 });
  expect(calculation.items.find((line) => line.ean === NORVEGIA.ean)).toMatchObject({ couponSaving: 25.8, lineTotal: 103.2 });
  expect(calculation.items.find((line) => line.ean === FRIELE.ean)).toMatchObject({ couponSaving: 0, lineTotal: 59.9 });
  expect(calculation.discounts).toEqual({ offers: 0, promotions: 39.9, coupons: 25.8, total: 65.7 });
  await expect(cartLine(page, KIMS.title)).toContainText(`Du sparer ${kroner(39.9)}`);
  await expect(cartLine(page, NORVEGIA.title)).toContainText(`Du sparer ${kroner(25.8)}`);

  // Two bags of chips: no free one yet, no saving.
  await cartLine(page, KIMS.title)
    .getByRole('button', { name: `Reduser antall av ${KIMS.title}` })
    .click();
  await expect(cartLine(page, KIMS.title)).toContainText(kroner(79.8));
  await expect(cartLine(page, KIMS.title)).not.toContainText('Du sparer');
  await expectLinesFromCalculator(page, latest, { [KIMS.ean]: KIMS.title, [NORVEGIA.ean]: NORVEGIA.title, [FRIELE.ean]: FRIELE.title });
  expect(latest().discounts.promotions).toBe(0);

  expect(await axeViolations(page)).toEqual([]);
});

for (const status of ['INAKTIV', 'BRUKT'] as const) {
  test(`a coupon that is ${status} gives no saving and shows nowhere`, async ({ page }) => {
    expect((await page.request.post(KARI_NORVEGIA_COUPON, { data: { status } })).ok()).toBe(true);
    const latest = followCalculator(page);
    await loggedInAsMember(page);
    await expect(button(page, KIMS.title).getByText('3 for 2', { exact: true })).toBeVisible();
    await addFromTile(page, NORVEGIA, 2, true);
    await expect(button(page, NORVEGIA.title).getByText('Kupong aktivert', { exact: true })).toHaveCount(0);

    await cartButton(page).click();
    await expect(cartLine(page, NORVEGIA.title)).toContainText(kroner(258));
    await expect(cartLine(page, NORVEGIA.title).getByText('Kupong aktivert', { exact: true })).toHaveCount(0);
    await expect(cartLine(page, NORVEGIA.title)).not.toContainText('Du sparer');
    await expect.poll(() => latest().items[0]?.couponSaving).toBe(0);
    expect(latest().discounts.total).toBe(0);
  });
}

test('with the coupons flag off no coupon shows, on the button or the line [setting: features.coupons]', async ({ page }) => {
  await withSettings(page, 'features: { coupons: false },');
  const latest = followCalculator(page);
  await loggedInAsMember(page);
  await expect(button(page, KIMS.title).getByText('3 for 2', { exact: true })).toBeVisible();
  await addFromTile(page, NORVEGIA, 1, true);
  await expect(button(page, NORVEGIA.title).getByText('Kupong aktivert', { exact: true })).toHaveCount(0);

  await cartButton(page).click();
  await expect(cartLines(page)).toHaveCount(1);
  // The price is the calculator's (the platform applies the coupon); only its display is off.
  await expect.poll(() => latest().items[0]?.lineTotal).toBe(103.2);
  await expect(cartLine(page, NORVEGIA.title)).toContainText(kroner(103.2));
  await expect(cartDialog(page).getByText('Kupong aktivert', { exact: true })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});

/** Presses Tab (or Shift+Tab) until the locator has focus (keyboard only; at most 80 presses). */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let presses = 0; presses < 80; presses += 1) {
    if (await target.evaluate((element) => element === (element.getRootNode() as ShadowRoot).activeElement).catch(() => false)) {
      return;
    }
    await page.keyboard.press(key);
  }
  throw new Error('Tab never reached the target');
}

test('by keyboard alone: three bags of chips for the price of two, and the saving in the cart', async ({ page }) => {
  const latest = followCalculator(page);
  await loggedInAsMember(page);
  const card = tile(page, KIMS.title);
  await expect(button(page, KIMS.title).getByText('3 for 2', { exact: true })).toBeVisible();
  await tabTo(page, card.getByRole('button', { name: `Legg i handlevogn: ${KIMS.title}` }));
  await page.keyboard.press('Enter');
  // Kari's order she can still change: the question takes focus; she starts a new order.
  await expect(editQuestion(page)).toBeVisible();
  await tabTo(page, editQuestion(page).getByRole('button', { name: 'Start ny bestilling' }));
  await page.keyboard.press('Enter');
  await expect(editQuestion(page)).toBeHidden();
  const increase = card.getByRole('button', { name: `Øk antall av ${KIMS.title}` });
  await expect(increase).toBeVisible();
  await tabTo(page, increase);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(card.getByRole('group', { name: `Antall av ${KIMS.title}` })).toContainText('3');
  await expect(cartButton(page)).toHaveAccessibleName(/^Handlevogn, 3 varer, /);

  // Back up the page to the cart in the header.
  await tabTo(page, cartButton(page), 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(cartDialog(page)).toBeVisible();
  const line = cartLine(page, KIMS.title);
  await expect(line.getByText('3 for 2', { exact: true })).toBeVisible();
  await expect(line).toContainText(`Du sparer ${kroner(39.9)}`);
  await expect.poll(() => latest().items[0]?.promotionSaving).toBe(39.9);
  await expect(line).toContainText(kroner(latest().items[0]?.lineTotal ?? 0));
  await page.keyboard.press('Escape');
  await expect(cartDialog(page)).toBeHidden();
  await expect(cartButton(page)).toBeFocused();
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

const boxes = (locator: Locator) =>
  locator.evaluateAll((elements) =>
    elements.map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x: Math.round(x), y: Math.round(y), width: Math.round(width), height: Math.round(height) };
    }),
  );

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
}) => {
  await page.goto('/');
  const titles = ['Tine Lettmelk 1 %', 'Grandiosa Original', KIMS.title];
  for (const title of titles) {
    await page.getByRole('button', { name: `Legg i handlevogn: ${title}` }).click();
    await expect(page.getByRole('group', { name: `Antall av ${title}` })).toContainText('1');
  }
  const release = await holdImages(page);
  await cartButton(page).click();
  await expect(cartLines(page)).toHaveCount(3);
  const images = cartDialog(page).getByRole('list', { name: 'Varer i handlevognen' }).getByRole('img');
  await expect(images).toHaveCount(3);
  // Before any image has loaded: the lines and the images' boxes.
  expect(await images.evaluateAll((elements) => (elements as HTMLImageElement[]).map((image) => image.naturalWidth))).toEqual([0, 0, 0]);
  const linesBefore = await boxes(cartLines(page));
  const imagesBefore = await boxes(images);
  expect(imagesBefore.every((box) => box.width === 56 && box.height === 56)).toBe(true);

  await release();
  await expectImagesLoaded(images, titles);
  expect(await boxes(cartLines(page))).toEqual(linesBefore);
  expect(await boxes(images)).toEqual(imagesBefore);
  expect(await axeViolations(page)).toEqual([]);

  // 'Til kassen' without a handover: the checkout popup, with the cart's products.
  await cartDialog(page).getByRole('link', { name: 'Til kassen' }).click();
  const checkout = page.getByRole('dialog', { name: 'Klar for kassen?' });
  await expect(checkout).toBeVisible();
  await expectImagesLoaded(checkout.getByRole('list', { name: 'Varer i handlevognen' }).getByRole('img'), titles);
  expect(await axeViolations(page)).toEqual([]);
});

test('the unavailable-products dialog shows the images of the items the chosen store lacks', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Legg i handlevogn: Kneippbrød' }).click();
  await page.getByRole('button', { name: 'Legg i handlevogn: Grandiosa Original' }).click();
  await expect(page.getByRole('button', { name: /^Handlevogn, 2 varer, / })).toBeVisible();

  await page.locator('handover-picker').getByRole('button').first().click();
  const type = page.getByRole('dialog', { name: 'Hvordan ønsker du å få varene?' });
  await type.getByRole('radio', { name: 'Hente selv' }).check();
  await type.getByRole('button', { name: 'Fortsett' }).click();
  const location = page.getByRole('dialog', { name: 'Hvor vil du hente varene?' });
  await expect(location).toBeVisible();
  await location.getByRole('button', { name: 'Trøndelag' }).click();
  await location.getByRole('radio', { name: /^MENY Solsiden/ }).check();
  await location.getByRole('button', { name: 'Bekreft' }).click();

  const dialog = page.getByRole('dialog', { name: 'Noen varer er ikke tilgjengelig' });
  await expect(dialog).toBeVisible();
  await expectImagesLoaded(dialog.getByRole('img'), ['Kneippbrød', 'Grandiosa Original']);
  expect(await axeViolations(page)).toEqual([]);
});
