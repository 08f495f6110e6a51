import type { Locator, Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';

/**
 * Issue 17, points 1 and 9: the cart popup's amounts a shopper can check against the simulator calculator's answer
 * (items before savings, savings, bag fee, service fee, the chosen window's price, the total to pay beside 'Til kassen'
 * and in the checkout popup), the options with their prices, the amounts after a failed calculation, and the server's
 * own message on a failed product lookup (spec section 8).
 */

const THIN_SPACE = '\u2009';
const DEFAULT_ERROR = 'Det har skjedd en feil. Vennligst prøv igjen senere.';
const NOT_UPDATED = '(ikke oppdatert)';
const SUMMARY_NOT_UPDATED = 'Beløpene er ikke oppdatert. De kan endre seg når handlevognen er beregnet på nytt.';

/** Not on the example page: a tile of it is put on the page (as a CMS would) when its lookup is to fail. */
const PARACET_MIKSTUR = '7065512450081';

interface CalculatorAnswer {
  items: {
    ean: string;
    quantity: number;
    lineTotal: number;
    lineTotalOriginal: number | null;
    offerSaving: number;
    promotionSaving: number;
    couponSaving: number;
  }[];
  totals: { calculatorTotal: number; totalToPay: number; totalWeight: number };
  fees: { bag: number; service: number; handover: number | null };
}

/** A price as the widgets write it: decimal comma, a thin space between thousands, ' kr'. */
function kroner(amount: number): string {
  const [whole = '0', decimals = '00'] = Math.abs(amount).toFixed(2).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, THIN_SPACE)},${decimals} kr`;
}

const round = (value: number) => Math.round(value * 100) / 100;

/** Every answer of the simulator's cart calculator this page receives, in order. */
function followCalculator(page: Page): CalculatorAnswer[] {
  const answers: CalculatorAnswer[] = [];
  page.on('response', async (response) => {
    const { pathname } = new URL(response.url());
    if (response.request().method() === 'POST' && pathname.startsWith('/api/cart/calculator/') && response.ok()) {
      answers.push((await response.json()) as CalculatorAnswer);
    }
  });
  return answers;
}

const cartButton = (page: Page) => page.getByRole('button', { name: /^Handlevogn,/ });
const cartDialog = (page: Page) => page.getByRole('dialog', { name: 'Handlevogn' });
const cartLines = (page: Page) => cartDialog(page).getByRole('list', { name: 'Varer i handlevognen' }).getByRole('listitem');

/** The amount of one row of a definition list in `scope`: the `dd` after the `dt` that says `label`. */
const row = (scope: Locator, label: string) =>
  scope
    .locator('dl > div')
    .filter({ has: scope.page().locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .getByRole('definition');

/** Expects the popup's summary to be the calculator's last answer, line by line, none marked not updated. */
async function expectSummaryFromCalculator(page: Page, answers: CalculatorAnswer[], handoverLabel: 'Henting' | 'Levering' = 'Henting') {
  const dialog = cartDialog(page);
  await expect(async () => {
    const answer = answers.at(-1);
    expect(answer, 'the calculator has answered').toBeDefined();
    const { items, totals, fees } = answer as CalculatorAnswer;
    const before = round(items.reduce((sum, line) => sum + Math.max(line.lineTotalOriginal ?? line.lineTotal, line.lineTotal), 0));
    const discount = round(before - totals.calculatorTotal);
    await expect(row(dialog, 'Varer')).toHaveText(kroner(before), { timeout: 500 });
    if (discount > 0) {
      await expect(row(dialog, 'Rabatter')).toHaveText(`\u2212${kroner(discount)}`, { timeout: 500 });
    } else {
      await expect(row(dialog, 'Rabatter')).toHaveCount(0, { timeout: 500 });
    }
    await expect(row(dialog, 'Emballasje')).toHaveText(kroner(fees.bag), { timeout: 500 });
    if (fees.service > 0) {
      await expect(row(dialog, 'Tilleggstjeneste')).toHaveText(kroner(fees.service), { timeout: 500 });
    }
    if (fees.handover !== null) {
      await expect(row(dialog, handoverLabel)).toHaveText(kroner(fees.handover), { timeout: 500 });
    } else {
      await expect(row(dialog, handoverLabel)).toHaveCount(0, { timeout: 500 });
    }
    await expect(row(dialog, 'Å betale')).toHaveText(kroner(totals.totalToPay), { timeout: 500 });
    // The sum a shopper can do: items − savings + fees = total to pay.
    expect(round(before - discount + fees.bag + fees.service + (fees.handover ?? 0))).toBe(totals.totalToPay);
    await expect(cartButton(page)).toHaveAccessibleName(new RegExp(`, ${kroner(totals.totalToPay)}$`), { timeout: 500 });
  }).toPass({ timeout: 10_000 });
}

/** Presses Tab until the locator has focus (keyboard only; at most 80 presses). */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 80; presses += 1) {
    if (await target.evaluate((element) => element === (element.getRootNode() as ShadowRoot).activeElement).catch(() => false)) {
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the target');
}

/** The first choosable window of the day `dayIndex` days on, chosen and confirmed in the picker's time page. */
async function chooseAndConfirmWindow(page: Page, dayIndex: number) {
  await page.evaluate(() =>
    (window as unknown as { kurv: { openHandoverPicker: (page: string) => void } }).kurv.openHandoverPicker('time'),
  );
  const time = page.getByRole('dialog', { name: /^Når / });
  await expect(time).toBeVisible();
  await time.getByRole('table').getByRole('button', { disabled: false }).nth(dayIndex).click();
  await time.getByRole('radio').and(page.locator(':not([disabled])')).first().check();
  await time.getByRole('button', { name: /^Bekreft (henting|levering)/ }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test.beforeEach(async ({ page }) => {
  expect((await page.request.post('/__sim/reset')).ok()).toBe(true);
});

test('the bag fee explains the badge: one 24,90 kr milk makes 26,90 kr, and the summary says why, beside «Til kassen»', async ({
  page,
}) => {
  const answers = followCalculator(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Legg i handlevogn: Tine Lettmelk 1 %' }).click();
  await expect(page.getByRole('button', { name: 'Handlevogn, 1 vare, 26,90 kr' })).toBeVisible();

  await cartButton(page).click();
  const dialog = cartDialog(page);
  await expect(row(dialog, 'Varer')).toHaveText('24,90 kr');
  await expect(row(dialog, 'Emballasje')).toHaveText('2,00 kr');
  await expect(row(dialog, 'Å betale')).toHaveText('26,90 kr');
  await expectSummaryFromCalculator(page, answers);
  // The total to pay shares its row with 'Til kassen'.
  const checkout = dialog.getByRole('link', { name: 'Til kassen' });
  const totalBox = await row(dialog, 'Å betale').boundingBox();
  const linkBox = await checkout.boundingBox();
  expect(totalBox && linkBox && Math.abs(totalBox.y + totalBox.height / 2 - (linkBox.y + linkBox.height / 2)) < linkBox.height).toBe(true);
  // Each bag type says its price: no option adds an amount the shopper cannot see.
  const bags = dialog.getByRole('group', { name: 'Emballasje' });
  await expect(bags.getByRole('radio')).toHaveCount(3);
  await expect(bags.getByRole('radio', { name: 'Plastpose, 2,00 kr per stk' })).toBeChecked();
  await expect(bags.getByRole('radio', { name: 'Papirpose, 3,50 kr per stk' })).toBeVisible();
  await expect(bags.getByRole('radio', { name: 'Pappeske, 9,90 kr per stk' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test('with many lines, the fees and the total to pay stay in view beside «Til kassen»', async ({ page }) => {
    await page.goto('/');
    for (const title of ['Tine Lettmelk 1 %', 'Grandiosa Original', 'Kneippbrød', 'Norvegia 26 %', 'Bananer']) {
      await page.getByRole('button', { name: `Legg i handlevogn: ${title}` }).click();
    }
    await expect(cartButton(page)).toHaveAccessibleName(/^Handlevogn, \d+ varer, /);
    await cartButton(page).click();
    const dialog = cartDialog(page);
    await expect(cartLines(page)).toHaveCount(5);
    await expect(row(dialog, 'Emballasje')).toBeInViewport();
    await expect(row(dialog, 'Å betale')).toBeInViewport();
    await expect(dialog.getByRole('link', { name: 'Til kassen' })).toBeInViewport();
    // The last line is below the fold: the lines scroll, the amounts do not.
    await expect(cartLines(page).last()).not.toBeInViewport();
  });
});

test('an offer, another bag type and a chosen pickup window: every line of the summary is the calculator’s, also in the checkout popup', async ({
  page,
}) => {
  const answers = followCalculator(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Legg i handlevogn: Tine Lettmelk 1 %' }).click();
  await page.getByRole('button', { name: 'Legg i handlevogn: Grandiosa Original' }).click();
  await expect(page.getByRole('button', { name: 'Handlevogn, 2 varer, 86,80 kr' })).toBeVisible();

  await cartButton(page).click();
  const dialog = cartDialog(page);
  // Grandiosa 59,90 kr, before 79,90 kr: the items before the offer, the saving, the bag.
  await expect(row(dialog, 'Varer')).toHaveText('104,80 kr');
  await expect(row(dialog, 'Rabatter')).toHaveText('\u221220,00 kr');
  await expectSummaryFromCalculator(page, answers);

  await dialog.getByRole('radio', { name: 'Papirpose, 3,50 kr per stk' }).check();
  await expect(row(dialog, 'Emballasje')).toHaveText('3,50 kr');
  await expectSummaryFromCalculator(page, answers);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // A pickup window (29 kr under 500 kr at the store): its price joins the total to pay.
  await chooseAndConfirmWindow(page, 2);
  await expect.poll(() => answers.at(-1)?.fees.handover ?? null).toBe(29);
  await cartButton(page).click();
  await expect(row(dialog, 'Henting')).toHaveText('29,00 kr');
  await expectSummaryFromCalculator(page, answers);
  const total = kroner((answers.at(-1) as CalculatorAnswer).totals.totalToPay);
  expect(total).toBe('117,30 kr');
  expect(await axeViolations(page)).toEqual([]);

  // Below the pickup minimum the checkout popup opens, with the same total to pay.
  await dialog.getByRole('link', { name: 'Til kassen' }).click();
  const checkout = page.getByRole('dialog', { name: 'Klar for kassen?' });
  await expect(checkout).toBeVisible();
  await expect(row(checkout, 'Å betale')).toHaveText(total);
  expect(await axeViolations(page)).toEqual([]);
});

test('a corporate user sees each service fee with its price, and the one chosen in the total to pay', async ({ page }) => {
  const answers = followCalculator(page);
  await page.goto('/?as=corporate');
  await expect(page.getByTestId('logged-in-as')).toHaveText(/Nordlys Kantine AS/);
  await page.getByRole('button', { name: 'Legg i handlevogn: Grandiosa Original' }).click();
  // The canteen has an order it may still change: the add goes to a new order.
  await page
    .getByRole('dialog', { name: 'Vil du legge til varer på eksisterende bestilling?' })
    .getByRole('button', { name: 'Start ny bestilling' })
    .click();
  await expect(cartButton(page)).toHaveAccessibleName(/^Handlevogn, [1-9]\d* varer?, /);

  await cartButton(page).click();
  const dialog = cartDialog(page);
  await expectSummaryFromCalculator(page, answers);
  const before = (answers.at(-1) as CalculatorAnswer).totals.totalToPay;
  const fees = dialog.getByRole('group', { name: 'Tilleggstjeneste' });
  await expect(fees.getByRole('radio')).toHaveCount(4);
  await expect(fees.getByRole('radio', { name: 'Ingen' })).toBeVisible();
  await expect(fees.getByRole('radio', { name: 'Oppskjæring, 149,00 kr' })).toBeVisible();
  await expect(fees.getByRole('radio', { name: 'Oppskjæring (privat), 99,00 kr' })).toBeVisible();
  await expect(fees.getByRole('radio', { name: 'Faktura, 39,00 kr' })).toBeVisible();

  await fees.getByRole('radio', { name: 'Faktura, 39,00 kr' }).check();
  await expect(row(dialog, 'Tilleggstjeneste')).toHaveText('39,00 kr');
  await expectSummaryFromCalculator(page, answers);
  // 'Faktura' adds the 39,00 kr its option says, and nothing else.
  await expect(row(dialog, 'Å betale')).toHaveText(kroner(round(before + 39)));
  expect(await axeViolations(page)).toEqual([]);
});

test('a calculator 500 marks every amount not updated, keeps every line, and no line amount disagrees with its quantity', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Legg i handlevogn: Kneippbrød' }).click();
  await page.getByRole('button', { name: 'Legg i handlevogn: Tine Lettmelk 1 %' }).click();
  await expect(page.getByRole('button', { name: 'Handlevogn, 2 varer, 66,80 kr' })).toBeVisible();
  await cartButton(page).click();
  const dialog = cartDialog(page);
  await expect(dialog.getByText(SUMMARY_NOT_UPDATED)).toHaveCount(0);

  expect(
    (await page.request.post('/__sim/faults', { data: { route: 'POST /api/cart/calculator/*', status: 500, times: 1 } })).status(),
  ).toBe(201);
  await dialog.getByRole('button', { name: 'Øk antall av Kneippbrød' }).click();

  await expect(dialog.getByRole('alert')).toContainText(DEFAULT_ERROR);
  await expect(cartLines(page)).toHaveCount(2);
  await expect(dialog.getByRole('group', { name: 'Antall av Kneippbrød' })).toContainText('2');
  // Two loaves: 2 × 39,90 kr, marked; never the one loaf's 39,90 kr.
  const bread = cartLines(page).filter({ hasText: 'Kneippbrød' });
  await expect(bread).toContainText(`79,80 kr${NOT_UPDATED}`);
  await expect(bread).not.toContainText('39,90 kr');
  await expect(cartLines(page).filter({ hasText: 'Tine Lettmelk 1 %' })).toContainText('24,90 kr');
  await expect(cartLines(page).filter({ hasText: 'Tine Lettmelk 1 %' })).not.toContainText(NOT_UPDATED);
  // The summary is the last calculation's, each amount marked, and said once.
  await expect(dialog.getByRole('status').filter({ hasText: SUMMARY_NOT_UPDATED })).toBeVisible();
  await expect(row(dialog, 'Varer')).toHaveText(`64,80 kr ${NOT_UPDATED}`);
  await expect(row(dialog, 'Emballasje')).toHaveText(`2,00 kr ${NOT_UPDATED}`);
  await expect(row(dialog, 'Å betale')).toHaveText(`66,80 kr ${NOT_UPDATED}`);
  // The badge's total is the same last calculation's, and says so too.
  await expect(cartButton(page)).toHaveAccessibleName(`Handlevogn, 3 varer, 66,80 kr ${NOT_UPDATED}`);
  expect(await axeViolations(page)).toEqual([]);

  // Closing the error leaves the amounts marked: they are still not the cart's.
  await dialog.getByRole('alert').getByRole('button', { name: 'Lukk' }).click();
  await expect(row(dialog, 'Å betale')).toHaveText(`66,80 kr ${NOT_UPDATED}`);

  // A reload keeps both lines, and prices the cart again.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Handlevogn, 3 varer, 106,70 kr' })).toBeVisible();
  await cartButton(page).click();
  await expect(cartLines(page).filter({ hasText: 'Kneippbrød' })).toContainText('79,80 kr');
  await expect(cartLines(page).filter({ hasText: 'Kneippbrød' })).not.toContainText(NOT_UPDATED);
  await expect(row(dialog, 'Å betale')).toHaveText('106,70 kr');
  await expect(dialog.getByText(SUMMARY_NOT_UPDATED)).toHaveCount(0);
});

test('by keyboard alone: the total to pay follows the bag type chosen with the arrow keys, and «Til kassen» is next', async ({ page }) => {
  const answers = followCalculator(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Legg i handlevogn: Tine Lettmelk 1 %' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Handlevogn, 1 vare, 26,90 kr' })).toBeVisible();

  await cartButton(page).focus();
  await page.keyboard.press('Enter');
  const dialog = cartDialog(page);
  await expect(dialog).toBeVisible();
  const bags = dialog.getByRole('group', { name: 'Emballasje' });
  await tabTo(page, bags.getByRole('radio', { name: 'Plastpose, 2,00 kr per stk' }));
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(bags.getByRole('radio', { name: 'Pappeske, 9,90 kr per stk' })).toBeChecked();
  await expect(row(dialog, 'Emballasje')).toHaveText('9,90 kr');
  await expect(row(dialog, 'Å betale')).toHaveText('34,80 kr');
  await expectSummaryFromCalculator(page, answers);

  await tabTo(page, dialog.getByRole('link', { name: 'Til kassen' }));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(cartButton(page)).toBeFocused();
  await expect(cartButton(page)).toHaveAccessibleName('Handlevogn, 1 vare, 34,80 kr');
});

test.describe('spec section 8: the server’s own message unless its code is 404 or 500', () => {
  /** Puts a tile of a product whose lookup fails on the page, and adds it. */
  async function addFailingProduct(page: Page, fault: { status: number; message: string }) {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Legg i handlevogn: Tine Lettmelk 1 %' })).toBeVisible();
    const answer = await page.request.post('/__sim/faults', {
      data: { route: 'GET /api/products/*', status: fault.status, body: { code: fault.status, message: fault.message } },
    });
    expect(answer.status()).toBe(201);
    await page.evaluate((ean) => {
      const tile = document.createElement('add-to-cart-button');
      tile.setAttribute('ean', ean);
      document.querySelector('main')?.prepend(tile);
    }, PARACET_MIKSTUR);
    const element = page.locator(`add-to-cart-button[ean="${PARACET_MIKSTUR}"]`);
    await element.getByRole('button', { name: /^Legg i handlevogn/ }).click();
    return element;
  }

  test('a 503 with a message on the product lookup shows the server’s message', async ({ page }) => {
    const element = await addFailingProduct(page, { status: 503, message: 'Varesøket er nede for vedlikehold. Prøv igjen om litt.' });
    await expect(element.getByRole('alert')).toHaveText('Varesøket er nede for vedlikehold. Prøv igjen om litt.');
    await expect(cartButton(page)).toHaveAccessibleName('Handlevogn, 0 varer, 0,00 kr');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a 500 with a message on the product lookup shows the default message', async ({ page }) => {
    const element = await addFailingProduct(page, { status: 500, message: 'NullPointerException i varetjenesten' });
    await expect(element.getByRole('alert')).toHaveText(DEFAULT_ERROR);
  });

  test('a 503 with a message on the calculator shows the server’s message', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Legg i handlevogn: Tine Lettmelk 1 %' }).click();
    await expect(page.getByRole('button', { name: 'Handlevogn, 1 vare, 26,90 kr' })).toBeVisible();
    const answer = await page.request.post('/__sim/faults', {
      data: { route: 'POST /api/cart/calculator/*', status: 503, times: 1, body: { code: 503, message: 'Kalkulatoren er opptatt' } },
    });
    expect(answer.status()).toBe(201);
    await page.getByRole('button', { name: 'Øk antall av Tine Lettmelk 1 %' }).click();
    await expect(page.locator('add-to-cart-button').getByRole('alert')).toHaveText('Kalkulatoren er opptatt');
  });
});

test('a corporate cart with an offer, a «3 for 2», an active coupon, a bag type and a service fee: every summary line is the calculator’s', async ({
  page,
}) => {
  const answers = followCalculator(page);
  await page.goto('/?as=corporate');
  await expect(page.getByTestId('logged-in-as')).toHaveText(/Nordlys Kantine AS/);
  // The canteen's active coupon is on Zalo Oppvaskmiddel, which the example page does not sell: a tile of it is put on
  // the page, as a CMS would.
  const zalo = '7013140497732';
  await page.evaluate((ean) => {
    const tile = document.createElement('add-to-cart-button');
    tile.setAttribute('ean', ean);
    document.querySelector('main')?.prepend(tile);
  }, zalo);

  await page.getByRole('button', { name: 'Legg i handlevogn: Grandiosa Original' }).click();
  // The canteen has an order it may still change: the add goes to a new order.
  await page
    .getByRole('dialog', { name: 'Vil du legge til varer på eksisterende bestilling?' })
    .getByRole('button', { name: 'Start ny bestilling' })
    .click();
  await expect(cartButton(page)).toHaveAccessibleName(/^Handlevogn, 1 vare, /);
  await page
    .locator(`add-to-cart-button[ean="${zalo}"]`)
    .getByRole('button', { name: /^Legg i handlevogn/ })
    .click();
  await expect(cartButton(page)).toHaveAccessibleName(/^Handlevogn, 2 varer, /);
  // Corporate users get the dropdown: three bags of chips, the third free.
  await page.getByRole('button', { name: 'Legg i handlevogn: Kims Potetgull Salt' }).click();
  await expect(cartButton(page)).toHaveAccessibleName(/^Handlevogn, 3 varer, /);
  await page.getByRole('combobox', { name: /Kims Potetgull Salt/ }).selectOption('3');
  await expect(cartButton(page)).toHaveAccessibleName(/^Handlevogn, 5 varer, /);

  await cartButton(page).click();
  const dialog = cartDialog(page);
  await dialog.getByRole('radio', { name: 'Papirpose, 3,50 kr per stk' }).check();
  await dialog.getByRole('group', { name: 'Tilleggstjeneste' }).getByRole('radio', { name: 'Faktura, 39,00 kr' }).check();
  await expect(row(dialog, 'Tilleggstjeneste')).toHaveText('39,00 kr');
  await expectSummaryFromCalculator(page, answers);

  // Each kind of saving is in the calculator's answer the summary shows.
  const answer = answers.at(-1) as CalculatorAnswer;
  expect(answer.items.find((line) => line.ean === '7082855330153')?.offerSaving).toBeGreaterThan(0);
  expect(answer.items.find((line) => line.ean === '7070798583095')?.promotionSaving).toBe(39.9);
  expect(answer.items.find((line) => line.ean === zalo)?.couponSaving).toBeGreaterThan(0);
  await expect(cartLines(page).filter({ hasText: 'Kims Potetgull Salt' }).getByText('3 for 2', { exact: true })).toBeVisible();
  await expect(cartLines(page).filter({ hasText: 'Zalo' }).getByText('Kupong aktivert', { exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
