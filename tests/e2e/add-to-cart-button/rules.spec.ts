import type { Locator, Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';

/**
 * The cart's remaining rules through the elements on the example page (issue 17, points 4–8): substitution that means
 * what it says (spec section 4), the corporate dropdown on cart lines (section 6), 'Fjernet' in the line's unit and the
 * per-order limit said once (section 8), the guest login prompt as an overlay (section 6), the data-layer events and the
 * customer tracker (section 7), the shared-cart link (sections 2 and 9), and a change kept across a reload before the
 * calculator answers.
 */

const SETTINGS_PATHS = "paths: { login: '/?as=member', becomeMember: '/?as=member', myOrders: '/profil/bestilling/' },";

/** Serves the product page with more site settings (the example page's settings are inline). */
async function withSettings(page: Page, extra: string) {
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      expect(body).toContain(SETTINGS_PATHS);
      await route.fulfill({ response, body: body.replace(SETTINGS_PATHS, `${SETTINGS_PATHS}\n${extra}`) });
    },
  );
}

const cartButton = (page: Page) => page.getByRole('button', { name: /^Handlevogn,/ });
const cartDialog = (page: Page) => page.getByRole('dialog', { name: 'Handlevogn' });
const cartLines = (page: Page) => cartDialog(page).getByRole('list', { name: 'Varer i handlevognen' }).getByRole('listitem');
const cartLine = (page: Page, title: string) => cartLines(page).filter({ hasText: title });
const tiles = (page: Page) => page.getByRole('list', { name: 'Varer' }).getByRole('listitem');

async function add(page: Page, title: string, count: string) {
  await page.getByRole('button', { name: `Legg i handlevogn: ${title}` }).click();
  await expect(page.getByRole('button', { name: new RegExp(`^Handlevogn, ${count}, `) })).toBeVisible();
}

async function openCart(page: Page) {
  await cartButton(page).click();
  await expect(cartDialog(page)).toBeVisible();
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

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === (element.getRootNode() as ShadowRoot | Document).activeElement);

/** The page's cart id (spec section 3, persistedId). */
function persistedIdOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const registration = (globalThis as unknown as Record<symbol, { store: { getState(): { cart: { persistedId: string } } } }>)[
      Symbol.for('kurv.store')
    ];
    return registration?.store.getState().cart.persistedId ?? '';
  });
}

interface PushedEvent {
  event: string;
  ecommerce: { currency: string; value: number; items: { item_id: string; item_name: string; quantity: number; price: number }[] };
  kurv: { source: string; orderId: string | null; message?: string };
}

const dataLayer = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: PushedEvent[] }).dataLayer ?? []).filter((entry) => 'ecommerce' in entry));

const editQuestion = (page: Page) => page.getByRole('dialog', { name: 'Vil du legge til varer på eksisterende bestilling?' });

test.beforeEach(async ({ page }) => {
  expect((await page.request.post('/__sim/reset')).ok()).toBe(true);
});

test.describe('substitution (spec section 4)', () => {
  test('the popup offers no «Ikke erstatt varer»; a line’s «Godta erstatningsvare» is kept across a reload', async ({ page }) => {
    await page.goto('/');
    await add(page, 'Tine Lettmelk 1 %', '1 vare');
    await add(page, 'Grandiosa Original', '2 varer');
    await openCart(page);

    const substitutes = cartDialog(page).getByRole('region', { name: 'Hvis en vare er utsolgt' });
    await expect(substitutes).toContainText('Vi erstatter en utsolgt vare med en lignende vare');
    await expect(cartDialog(page).getByText('Ikke erstatt varer')).toHaveCount(0);
    await expect(cartDialog(page).getByText('Erstatt med en vare jeg har kjøpt før')).toHaveCount(0);
    await expect(cartDialog(page).getByRole('radio', { name: /erstatt/i })).toHaveCount(0);

    const pizza = cartDialog(page).getByRole('checkbox', { name: 'Godta erstatningsvare for Grandiosa Original' });
    await expect(pizza).toBeChecked();
    await pizza.uncheck();
    await expect(pizza).not.toBeChecked();
    await expect(cartDialog(page).getByRole('checkbox', { name: 'Godta erstatningsvare for Tine Lettmelk 1 %' })).toBeChecked();
    await expect(cartDialog(page).getByRole('list', { name: 'Varer i handlevognen' })).toHaveAttribute('aria-busy', 'false');
    expect(await axeViolations(page)).toEqual([]);

    await page.reload();
    await openCart(page);
    await expect(cartDialog(page).getByRole('checkbox', { name: 'Godta erstatningsvare for Grandiosa Original' })).not.toBeChecked();
    await expect(cartDialog(page).getByRole('checkbox', { name: 'Godta erstatningsvare for Tine Lettmelk 1 %' })).toBeChecked();
  });

  test('a cart stored with the older preference NONE reads as «similar» with every line’s substitute on', async ({ page }) => {
    await page.goto('/');
    await add(page, 'Tine Lettmelk 1 %', '1 vare');
    await openCart(page);
    await cartDialog(page).getByRole('checkbox', { name: 'Godta erstatningsvare for Tine Lettmelk 1 %' }).uncheck();
    await expect(cartDialog(page).getByRole('checkbox', { name: 'Godta erstatningsvare for Tine Lettmelk 1 %' })).not.toBeChecked();
    await expect(cartButton(page)).toHaveAccessibleName('Handlevogn, 1 vare, 26,90 kr');
    // The change is stored at once and again with the calculator's answer: the page is left once that answer is in.
    await expect(cartDialog(page).getByRole('list', { name: 'Varer i handlevognen' })).toHaveAttribute('aria-busy', 'false');
    // An older version stored the preference 'NONE' with the line refused. It is written from a page of the site without
    // the widgets (the simulator's state), so no calculation of the shop page can write over it; the shop page then loads.
    await page.goto('/__sim/state');
    const storedLine = await page.evaluate(() => {
      const key = 'kurv.cart.1300';
      const stored = JSON.parse(localStorage.getItem(key) ?? '{}');
      localStorage.setItem(key, JSON.stringify({ ...stored, substitutePreference: 'NONE' }));
      return stored.items?.[0]?.substitute;
    });
    expect(storedLine).toBe(false);
    await page.goto('/');
    await openCart(page);
    await expect(cartDialog(page).getByRole('checkbox', { name: 'Godta erstatningsvare for Tine Lettmelk 1 %' })).toBeChecked();
    const state = await page.evaluate(() => {
      const registration = (globalThis as unknown as Record<symbol, { store: { getState(): { cart: { substitutePreference: string } } } }>)[
        Symbol.for('kurv.store')
      ];
      return registration?.store.getState().cart.substitutePreference;
    });
    expect(state).toBe('SIMILAR');
  });
});

test.describe('the corporate dropdown on cart lines (spec section 6)', () => {
  test('a corporate user changes a line’s quantity with the dropdown, by keyboard alone, and removes it with «Fjern vare»', async ({
    page,
  }) => {
    await page.goto('/?as=corporate');
    await expect(page.getByTestId('logged-in-as')).toHaveText(/Nordlys Kantine AS/);
    await page.getByRole('button', { name: 'Legg i handlevogn: Tine Lettmelk 1 %' }).click();
    // Per has an order he can change: he starts a new one.
    await editQuestion(page).getByRole('button', { name: 'Start ny bestilling' }).click();
    await expect(page.getByRole('combobox', { name: 'Velg antall av Tine Lettmelk 1 %' })).toHaveValue('1');

    await cartButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(cartDialog(page)).toBeVisible();
    const select = cartLine(page, 'Tine Lettmelk 1 %').getByRole('combobox', { name: 'Velg antall av Tine Lettmelk 1 %' });
    await expect(select).toHaveValue('1');
    await expect(cartLine(page, 'Tine Lettmelk 1 %').getByRole('group', { name: 'Antall av Tine Lettmelk 1 %' })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    await tabTo(page, select);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(select).toHaveValue('3');
    await expect(cartButton(page)).toHaveAccessibleName(/^Handlevogn, 3 varer, /);
    await expect(cartLine(page, 'Tine Lettmelk 1 %')).toContainText('74,70 kr');
    // The button's dropdown on the page follows the cart line.
    await expect(page.locator('add-to-cart-button[ean="7054609056183"]').getByRole('combobox')).toHaveValue('3');

    await select.selectOption({ label: 'Fjern vare' });
    await expect(cartLines(page)).toHaveCount(0);
    await expect(cartDialog(page).getByRole('status').filter({ hasText: 'Fjernet' })).toHaveText('Fjernet 3 stk Tine Lettmelk 1 %');
  });

  test('a private member keeps the stepper on the lines', async ({ page }) => {
    await page.goto('/?as=member');
    await expect(page.getByTestId('logged-in-as')).toHaveText(/Kari Nordmann/);
    await page.getByRole('button', { name: 'Legg i handlevogn: Tine Lettmelk 1 %' }).click();
    // Kari has an order she can change: she starts a new one.
    await editQuestion(page).getByRole('button', { name: 'Start ny bestilling' }).click();
    await expect(page.getByRole('button', { name: /^Handlevogn, 1 vare, / })).toBeVisible();
    await openCart(page);
    await expect(cartLine(page, 'Tine Lettmelk 1 %').getByRole('group', { name: 'Antall av Tine Lettmelk 1 %' })).toBeVisible();
    await expect(cartDialog(page).getByRole('combobox')).toHaveCount(0);
  });
});

test.describe('the cart’s texts in their places (spec section 8)', () => {
  test('«Fjernet» says a weight product in grams; the per-order limit shows once in Lambi’s line', async ({ page }) => {
    await page.goto('/');
    await add(page, 'Bananer', '1 vare');
    await page.getByRole('button', { name: 'Øk antall av Bananer' }).click();
    await expect(page.getByRole('button', { name: /^Handlevogn, 2 varer, / })).toBeVisible();
    await add(page, 'Lambi Toalettpapir', '3 varer');
    await page.getByRole('button', { name: 'Øk antall av Lambi Toalettpapir' }).click();
    await expect(page.getByRole('button', { name: /^Handlevogn, 4 varer, / })).toBeVisible();
    // The login prompt (after 3 items) is not in this test's way.
    await page.getByRole('dialog', { name: 'Har du Trumf?' }).getByRole('button', { name: 'Ikke nå' }).click();

    await openCart(page);
    const lambi = cartLine(page, 'Lambi Toalettpapir');
    await expect(lambi.getByText('Du kan kun kjøpe 2 av denne varen per handel.', { exact: true })).toHaveCount(1);
    await expect(lambi.getByText('Maks antall per kunde', { exact: true })).toHaveCount(0);
    await expect(lambi.getByRole('button', { name: 'Øk antall av Lambi Toalettpapir' })).toBeDisabled();

    await cartLine(page, 'Bananer').getByRole('button', { name: 'Fjern vare: Bananer' }).click();
    // Two bananas of about 180 g.
    await expect(cartDialog(page).getByRole('status').filter({ hasText: 'Fjernet' })).toHaveText('Fjernet 360 g Bananer');
    expect(await axeViolations(page)).toEqual([]);
    await cartDialog(page).getByRole('button', { name: 'Angre' }).click();
    await expect(cartLine(page, 'Bananer')).toHaveCount(1);
  });
});

test.describe('the guest login prompt (spec section 6)', () => {
  test('appears after the configured count over the page: no product card moves; focus in it, Escape back; kept away after a reload [setting: loginPopupItemCount]', async ({
    page,
  }) => {
    await page.goto('/');
    await add(page, 'Tine Lettmelk 1 %', '1 vare');
    await add(page, 'Bananer', '2 varer');
    await expect(page.getByRole('dialog', { name: 'Har du Trumf?' })).toHaveCount(0);
    const boxesBefore = await tiles(page).evaluateAll((items) =>
      items.map((item) => {
        const { x, y, width, height } = item.getBoundingClientRect();
        return { x, y, width, height };
      }),
    );

    // The third item, by keyboard ('+' on the milk): the shopper's own add brings the prompt up and moves focus into it.
    await page.getByRole('button', { name: 'Øk antall av Tine Lettmelk 1 %' }).focus();
    await page.keyboard.press('Enter');
    const prompt = page.getByRole('dialog', { name: 'Har du Trumf?' });
    await expect(prompt).toBeVisible();
    await expect(prompt).toContainText('Logg inn for å ta vare på handlevognen og få Trumf-bonus på varene dine.');
    await expect.poll(() => isFocused(prompt)).toBe(true);
    // Anchored to the button that made the add.
    const milk = tiles(page).filter({ has: page.getByRole('heading', { name: 'Tine Lettmelk 1 %', exact: true }) });
    await expect(milk.getByRole('dialog', { name: 'Har du Trumf?' })).toBeVisible();

    const boxesAfter = await tiles(page).evaluateAll((items) =>
      items.map((item) => {
        const { x, y, width, height } = item.getBoundingClientRect();
        return { x, y, width, height };
      }),
    );
    expect(boxesAfter).toEqual(boxesBefore);
    expect(await axeViolations(page)).toEqual([]);

    // Keyboard: Tab reaches 'Ikke nå' inside; Escape closes, and focus goes back to the quantity of Grandiosa.
    await tabTo(page, prompt.getByRole('button', { name: 'Ikke nå' }));
    await page.keyboard.press('Escape');
    await expect(prompt).toHaveCount(0);
    await expect.poll(() => isFocused(milk.getByRole('button', { name: 'Reduser antall av Tine Lettmelk 1 %' }))).toBe(true);
    await expect(milk.getByRole('group', { name: 'Antall av Tine Lettmelk 1 %' })).toContainText('2');

    await page.reload();
    await add(page, 'Kims Potetgull Salt', '4 varer');
    await expect(page.getByRole('dialog', { name: 'Har du Trumf?' })).toHaveCount(0);
  });
});

test.describe('tracking (spec section 7)', () => {
  test('adding and removing push the documented events to window.dataLayer, and the cart events to the customer tracker [setting: customerTracker]', async ({
    page,
  }) => {
    await withSettings(page, 'customerTracker: (event) => (window.trackedByCustomerIntelligence ||= []).push(event),');
    await page.goto('/');
    await add(page, 'Tine Lettmelk 1 %', '1 vare');
    await page.getByRole('button', { name: 'Øk antall av Tine Lettmelk 1 %' }).click();
    await expect(cartButton(page)).toHaveAccessibleName(/^Handlevogn, 2 varer, /);
    await openCart(page);
    await cartLine(page, 'Tine Lettmelk 1 %').getByRole('button', { name: 'Fjern vare: Tine Lettmelk 1 %' }).click();
    await expect(cartDialog(page).getByRole('status').filter({ hasText: 'Fjernet' })).toHaveText('Fjernet 2 stk Tine Lettmelk 1 %');

    await expect.poll(async () => (await dataLayer(page)).length).toBe(4);
    const milk = {
      item_id: '7054609056183',
      item_name: 'Tine Lettmelk 1 %',
      item_brand: 'Tine',
      item_category: 'Meieri og egg',
      price: 24.9,
    };
    const inCart = { source: 'cart', orderId: null };
    expect(await dataLayer(page)).toEqual([
      { event: 'add_to_cart', ecommerce: { currency: 'NOK', value: 24.9, items: [{ ...milk, quantity: 1 }] }, kurv: inCart },
      { event: 'add_to_cart', ecommerce: { currency: 'NOK', value: 24.9, items: [{ ...milk, quantity: 1 }] }, kurv: inCart },
      { event: 'remove_from_cart', ecommerce: { currency: 'NOK', value: 49.8, items: [{ ...milk, quantity: 2 }] }, kurv: inCart },
      {
        event: 'removed_item',
        ecommerce: { currency: 'NOK', value: 49.8, items: [{ ...milk, quantity: 2 }] },
        kurv: { ...inCart, message: 'Fjernet 2 stk Tine Lettmelk 1 %' },
      },
    ]);
    const tracker = await page.evaluate(
      () => (window as unknown as { trackedByCustomerIntelligence?: unknown[] }).trackedByCustomerIntelligence,
    );
    expect(tracker).toEqual(await dataLayer(page));
  });
});

test.describe('tracking in an order edit (spec sections 4 and 7)', () => {
  test('a quantity change while a member changes an order reports add/remove events with the order', async ({ page }) => {
    await page.goto('/?as=member');
    await expect(page.getByTestId('logged-in-as')).toHaveText(/Kari Nordmann/);
    await page.getByRole('button', { name: 'Legg i handlevogn: Bananer' }).click();
    await editQuestion(page).getByRole('button', { name: 'Endre bestilling' }).click();
    await expect(editQuestion(page)).toBeHidden();
    await openCart(page);
    await expect(cartDialog(page)).toContainText('Du endrer bestillingen med hentekode 483920.');
    await expect(cartLine(page, 'Bananer')).toHaveCount(1);

    await cartLine(page, 'Tine Lettmelk 1 %').getByRole('button', { name: 'Øk antall av Tine Lettmelk 1 %' }).click();
    await expect(cartLine(page, 'Tine Lettmelk 1 %').getByRole('group', { name: 'Antall av Tine Lettmelk 1 %' })).toContainText('3');
    await cartLine(page, 'Bananer').getByRole('button', { name: 'Reduser antall av Bananer' }).click();
    await expect(cartLine(page, 'Bananer')).toHaveCount(0);

    const inEdit = (await dataLayer(page)).filter((event) => event.kurv.source === 'orderEdit');
    expect(inEdit.map((event) => [event.event, event.ecommerce.items[0]?.item_name, event.ecommerce.items[0]?.quantity])).toEqual(
      expect.arrayContaining([
        ['add_to_cart', 'Tine Lettmelk 1 %', 1],
        ['remove_from_cart', 'Bananer', 1],
        ['removed_item', 'Bananer', 1],
      ]),
    );
    expect(new Set(inEdit.map((event) => event.kurv.orderId)).size).toBe(1);
    expect(inEdit[0]?.kurv.orderId).toMatch(/4100001/);
  });
});

test.describe('coupon activation (spec sections 3 and 7)', () => {
  test('a member’s coupon activated by the site pushes coupon_activated; a used one is refused with the platform’s message', async ({
    page,
  }) => {
    await page.goto('/?as=member');
    await expect(page.getByTestId('logged-in-as')).toHaveText(/Kari Nordmann/);
    await page.evaluate(() =>
      (window as unknown as { kurv: { activateCoupon(id: string): Promise<void> } }).kurv.activateCoupon('KUP-1002'),
    );
    const events = await dataLayer(page);
    expect(events.filter((event) => event.event === 'coupon_activated')).toEqual([
      {
        event: 'coupon_activated',
        ecommerce: {
          currency: 'NOK',
          value: 0,
          items: [expect.objectContaining({ item_id: '7063734197821', coupon: 'KUP-1002', quantity: 1 })],
        },
        kurv: { source: 'cart', orderId: null },
      },
    ]);
    const refused = await page.evaluate(() =>
      (window as unknown as { kurv: { activateCoupon(id: string): Promise<void> } }).kurv
        .activateCoupon('KUP-1003')
        .then(() => 'activated')
        .catch((error: { status?: number }) => `refused ${error.status}`),
    );
    expect(refused).toBe('refused 422');
    expect((await dataLayer(page)).filter((event) => event.event === 'coupon_activated')).toHaveLength(1);
  });
});

test.describe('the shared cart (spec sections 2 and 9)', () => {
  test('with the sharing-cart flag on, the popup links to delt-handlevogn with the cart’s id [setting: features.sharingCart] [setting: paths.sharedCart]', async ({
    page,
    baseURL,
  }) => {
    await withSettings(page, 'features: { sharingCart: true },');
    await page.goto('/');
    await add(page, 'Tine Lettmelk 1 %', '1 vare');
    await openCart(page);
    const id = await persistedIdOf(page);
    expect(id).not.toBe('');
    const origin = new URL(baseURL ?? page.url()).origin;
    await expect(cartDialog(page).getByRole('link', { name: 'Del handlevognen' })).toHaveAttribute(
      'href',
      `${origin}/delt-handlevogn?id=${encodeURIComponent(id)}`,
    );
  });

  test('with the flag off (the default) there is no link [setting: features.sharingCart]', async ({ page }) => {
    await page.goto('/');
    await add(page, 'Tine Lettmelk 1 %', '1 vare');
    await openCart(page);
    await expect(cartDialog(page).getByRole('link', { name: 'Til kassen' })).toBeVisible();
    await expect(cartDialog(page).getByRole('link', { name: 'Del handlevognen' })).toHaveCount(0);
  });
});

test.describe('a change still at the calculator', () => {
  test('an add reloaded before the calculator answers is still in the cart, and is priced after the reload', async ({ page }) => {
    await page.goto('/');
    await add(page, 'Tine Lettmelk 1 %', '1 vare');
    const fault = await page.request.post('/__sim/faults', { data: { route: 'POST /api/cart/calculator/*', delayMs: 4000, times: 1 } });
    expect(fault.status()).toBe(201);
    const calculating = page.waitForRequest((request) => request.method() === 'POST' && request.url().includes('/api/cart/calculator/'));
    await page.getByRole('button', { name: 'Legg i handlevogn: Grandiosa Original' }).click();
    await calculating;
    await expect(page.getByRole('group', { name: 'Antall av Grandiosa Original' })).toContainText('1');

    // At once, while the calculator holds the answer.
    await page.reload();
    await expect(page.getByRole('group', { name: 'Antall av Grandiosa Original' })).toContainText('1');
    await expect(page.getByRole('group', { name: 'Antall av Tine Lettmelk 1 %' })).toContainText('1');
    await expect(cartButton(page)).toHaveAccessibleName(/^Handlevogn, 2 varer, /);
    await openCart(page);
    await expect(cartLines(page)).toHaveCount(2);
    // Priced again once the page is back: 24,90 + 59,90 and one plastic bag.
    await expect(cartButton(page)).toHaveAccessibleName('Handlevogn, 2 varer, 86,80 kr');
    await expect(cartLine(page, 'Grandiosa Original')).toContainText('59,90 kr');
  });
});
