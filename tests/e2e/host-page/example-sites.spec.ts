import type { Locator } from '@playwright/test';
import { formatEditDeadline } from '../../../packages/core/src/format/date';
import { axeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { pageScrollWidth, placement } from '../support/look';

/**
 * Issue 18: the example chain sites (MENY, SPAR, Joker) as a chain's CMS serves them: no horizontal scrolling from
 * 320 px, every widget trigger on screen and not covered, axe clean, no console error on load for any test user; the
 * folded navigation and the test panel by keyboard; the order page's edit deadlines; and each chain's own stores and
 * default store in the picker.
 */

const WIDTHS = [320, 375, 768, 1280] as const;
const USERS = ['anonymous', 'member', 'simplified', 'corporate', 'associated'] as const;

interface ExamplePage {
  path: string;
  /** Whether the header has <handover-picker> and <cart-popup>. */
  widgets: boolean;
  /** Whether the page lists products with <add-to-cart-button>. */
  products: boolean;
}

const PAGES: readonly ExamplePage[] = [
  { path: '/', widgets: true, products: true },
  { path: '/per-tag.html', widgets: true, products: true },
  { path: '/esm.html', widgets: true, products: true },
  { path: '/profil/bestilling/', widgets: true, products: false },
  { path: '/profil/', widgets: true, products: false },
  { path: '/ordredetaljer/4100002/', widgets: true, products: false },
  { path: '/kundeservice.html', widgets: false, products: false },
  { path: '/kassen/', widgets: true, products: false },
  { path: '/spar/kassen/', widgets: true, products: false },
  { path: '/joker/kassen/', widgets: true, products: false },
  { path: '/spar/', widgets: true, products: true },
  { path: '/spar/kundeservice.html', widgets: false, products: false },
  { path: '/joker/', widgets: true, products: true },
  { path: '/joker/kundeservice.html', widgets: false, products: false },
  { path: '/eksempler/', widgets: false, products: false },
];

/** The control is visible, inside the viewport, and nothing covers its centre. */
async function expectFreeOnScreen(control: Locator, what: string) {
  await expect(control, what).toBeVisible();
  const where = await placement(control);
  const inViewport =
    where.width > 0 &&
    where.height > 0 &&
    where.left >= 0 &&
    where.top >= 0 &&
    where.right <= where.innerWidth &&
    where.bottom <= where.innerHeight;
  expect(inViewport, `${what} inside the viewport`).toBe(true);
  expect(where.onTop, `${what} not covered (the element at its centre: ${where.hit})`).toBe(true);
}

for (const example of PAGES) {
  for (const width of WIDTHS) {
    test(`${example.path} at ${width} px: no horizontal scrolling, the widget triggers free on screen, axe clean`, async ({
      page,
      shop,
      picker,
      cart,
    }) => {
      await page.setViewportSize({ width, height: width < 768 ? 740 : 900 });
      await shop.open(example.path);
      if (example.widgets) {
        await expect(picker.trigger).toBeVisible();
        await expect(cart.button).toBeVisible();
      }
      if (example.products) {
        await expect(page.getByRole('button', { name: /^Legg i handlevogn/ }).first()).toBeVisible();
      }
      // The navigation folds behind 'Meny' below 768 px and shows from 768 px.
      const nav = page.getByRole('navigation', { name: 'Hovedmeny' });
      const menu = page.getByRole('button', { name: 'Meny', exact: true });
      if (width < 768) {
        await expect(menu).toHaveAttribute('aria-expanded', 'false');
        await expect(nav).toBeHidden();
      } else {
        await expect(menu).toBeHidden();
        await expect(nav).toBeVisible();
      }

      expect(await pageScrollWidth(page)).toBe(width);
      if (example.widgets) {
        await expectFreeOnScreen(picker.trigger, 'the picker trigger');
        await expectFreeOnScreen(cart.button, 'the cart trigger');
      }
      if (example.products) {
        // Every product's button, brought into view as a shopper scrolls to it: on screen and under nothing.
        const products = page.getByRole('button', { name: /^Legg i handlevogn/ });
        for (let index = 0; index < (await products.count()); index += 1) {
          await products.nth(index).scrollIntoViewIfNeeded();
          await expectFreeOnScreen(products.nth(index), `product button ${index + 1}`);
        }
        await page.evaluate(() => window.scrollTo(0, 0));
        await expectFreeOnScreen(products.first(), 'the first product button');
        // At the very end of the page the last product's button stays clear of the test panel's corner button.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await expectFreeOnScreen(page.getByRole('button', { name: /^Legg i handlevogn/ }).last(), 'the last product button');
        await page.evaluate(() => window.scrollTo(0, 0));
      }
      expect(await axeViolations(page)).toEqual([]);

      if (width < 768) {
        await menu.click();
        await expect(menu).toHaveAttribute('aria-expanded', 'true');
        await expect(nav.getByRole('link', { name: 'Alle eksempler' })).toBeVisible();
        expect(await pageScrollWidth(page)).toBe(width);
        expect(await axeViolations(page)).toEqual([]);
      }
    });
  }
}

// A logged-in shopper's triggers carry more (the member's store, a bonus, a corporate account): still on screen at 320 px.
for (const example of PAGES.filter((candidate) => candidate.widgets)) {
  for (const user of ['member', 'corporate'] as const) {
    test(`${example.path} at 320 px as the ${user} test user: no horizontal scrolling, the triggers free on screen`, async ({
      page,
      shop,
      picker,
      cart,
    }) => {
      await page.setViewportSize({ width: 320, height: 740 });
      await shop.open(example.path, user);
      await expect(shop.loggedInAs).not.toHaveText('Anonym');
      await expect(picker.trigger).toBeVisible();
      expect(await pageScrollWidth(page)).toBe(320);
      await expectFreeOnScreen(picker.trigger, 'the picker trigger');
      await expectFreeOnScreen(cart.button, 'the cart trigger');
    });
  }
}

// The hostile page is a test of isolation, not a chain site: its own CSS (magenta 30 px text everywhere) is meant to
// fail contrast and it has no site header, so only the widgets' part is checked there.
for (const width of WIDTHS) {
  test(`/hostile.html at ${width} px: no horizontal scrolling, the cart trigger and a product button free on screen`, async ({
    page,
    shop,
    cart,
  }) => {
    await page.setViewportSize({ width, height: width < 768 ? 740 : 900 });
    await shop.open('/hostile.html');
    await expect(cart.button).toBeVisible();
    expect(await pageScrollWidth(page)).toBe(width);
    await expectFreeOnScreen(cart.button, 'the cart trigger');
    const product = page.getByRole('button', { name: /^Legg i handlevogn/ }).first();
    await product.scrollIntoViewIfNeeded();
    await expectFreeOnScreen(product, 'the first product button');
  });
}

test('the folded navigation by keyboard only: Tab to «Meny», Enter opens it, Tab reaches the links, Escape closes it and focus returns', async ({
  page,
  shop,
  picker,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await shop.open('/spar/');
  await expect(picker.trigger).toBeVisible();
  const menu = page.getByRole('button', { name: 'Meny', exact: true });
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'SPAR' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(menu).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Varer' })).toBeFocused();
  await expect(page.getByRole('link', { name: 'Varer' })).toHaveAttribute('aria-current', 'page');
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();
  await expect(page.getByRole('navigation', { name: 'Hovedmeny' })).toBeHidden();
  // Closed, the next Tab skips the folded links and goes on to the picker's trigger.
  await page.keyboard.press('Tab');
  await expect(picker.trigger).toBeFocused();
});

test('the test panel is a small corner button: it opens by keyboard, Escape closes it, and it hides while a Kurv dialog is open', async ({
  page,
  shop,
  picker,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await shop.open('/', 'member');
  const toggle = page.getByRole('button', { name: 'Testpanel' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  // In the page's bottom right corner, under the content: at the end of the page it is in the viewport's corner.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const box = await toggle.boundingBox();
  expect(box && box.width <= 64 && box.height <= 48).toBe(true);
  expect(box && box.x + box.width >= 375 - 24 && box.y + box.height >= 740 - 24).toBe(true);
  const lastTile = await page.getByRole('listitem').filter({ hasText: 'Engangsgrill' }).boundingBox();
  expect(box && lastTile && box.y >= lastTile.y + lastTile.height).toBe(true);
  await expect(shop.loggedInAs).toBeHidden();
  await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);

  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(shop.loggedInAs).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Bytt testbruker' }).getByRole('link', { name: 'Bedrift' })).toHaveAttribute(
    'href',
    '/?as=corporate',
  );
  expect(await pageScrollWidth(page)).toBe(375);
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();

  // A Kurv dialog (the picker, a full-screen sheet on a phone) is never covered by it: the panel hides meanwhile.
  await picker.trigger.click();
  const dialog = picker.typePage.dialog;
  await expect(dialog).toBeVisible();
  await expect(toggle).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(toggle).toBeVisible();
});

/**
 * The order confirmation page a test user reaches after the checkout: the one of an order of theirs (Kari's, the
 * canteen's). Another member's order id is answered 404 by the platform, as it should be, and a failed load is always a
 * console error in the browser; the associated member has placed no order, so reaches no confirmation page.
 */
const OWN_CONFIRMATION: Readonly<Record<(typeof USERS)[number], string | null>> = {
  anonymous: '/ordredetaljer/4100002/',
  member: '/ordredetaljer/4100002/',
  simplified: '/ordredetaljer/4100002/',
  corporate: '/ordredetaljer/4300001/',
  associated: null,
};

for (const user of USERS) {
  test(`no console error and no failed request on load of any example page for the ${user} test user`, async ({ page, shop, cart }) => {
    test.setTimeout(120_000);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') {
        problems.push(`console: ${message.text()} (${message.location().url})`);
      }
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('requestfailed', (request) => problems.push(`failed: ${request.method()} ${request.url()} ${request.failure()?.errorText}`));
    page.on('response', (response) => {
      if (response.status() >= 400) {
        problems.push(`${response.status()}: ${response.request().method()} ${response.url()}`);
      }
    });
    const pages = [
      ...PAGES.filter((example) => !example.path.startsWith('/ordredetaljer/')),
      { path: '/hostile.html', widgets: false, products: false },
    ];
    const confirmation = OWN_CONFIRMATION[user];
    if (confirmation !== null) {
      pages.push({ path: confirmation, widgets: true, products: false });
    }
    for (const example of pages) {
      await shop.open(example.path, user);
      if (example.widgets) {
        await expect(cart.button).toBeVisible();
      }
      await page.waitForLoadState('networkidle');
      if (example.path === '/profil/bestilling/') {
        await expect(page.locator('#orders-status')).not.toHaveText('Henter bestillinger …');
      }
      expect(problems, `${example.path}?as=${user}`).toEqual([]);
    }
  });
}

test('the order page: «endres innen» only on orders that can still be changed, written as the widgets write it (12.00)', async ({
  page,
  sim,
  shop,
}) => {
  await shop.open('/profil/bestilling/', 'member');
  const orders = page.getByRole('list', { name: 'Bestillinger' }).getByRole('listitem');
  await expect(orders.first()).toBeVisible();
  const state = await sim.state();
  const count = await orders.count();
  let changeable = 0;
  for (let index = 0; index < count; index += 1) {
    const item = orders.nth(index);
    const text = (await item.locator('p').first().textContent()) ?? '';
    const id = ((await item.getByRole('heading').textContent()) ?? '').replace('Bestilling ', '');
    const canChange = (await item.getByRole('button', { name: `Endre bestilling ${id}` }).count()) === 1;
    if (!canChange) {
      expect(text, `order ${id}`).not.toContain('endres innen');
      continue;
    }
    changeable += 1;
    const order = (
      state.orders as { ngOrderId: string | null; handoverInfo: { deadline: string | null; supplierOrderDeadline: string | null } }[]
    ).find((candidate) => candidate.ngOrderId === id);
    const end = order?.handoverInfo.supplierOrderDeadline ?? order?.handoverInfo.deadline;
    expect(end, `order ${id} in the simulator`).toBeTruthy();
    expect(text).toContain(`endres innen ${formatEditDeadline(new Date(end as string))}`);
    expect(text).toMatch(/endres innen \d{2}\.\d{2} \d{2}\.\d{2}$/);
  }
  expect(changeable).toBeGreaterThan(0);
  expect(count).toBeGreaterThan(changeable);
});

for (const [path, chain, counties, others] of [
  ['/spar/', 'SPAR', ['Oslo', 'Akershus', 'Vestland'], /MENY|Joker/],
  ['/joker/', 'Joker', ['Oslo', 'Trøndelag', 'Rogaland'], /MENY|SPAR/],
] as const) {
  test(`${chain}: the picker offers ${chain}'s own stores for pickup, grouped by county, and confirms one of them [setting: chainId]`, async ({
    page,
    shop,
    picker,
  }) => {
    await shop.open(path);
    await picker.trigger.click();
    await expect(picker.typePage.dialog).toBeVisible();
    await picker.typePage.continueToPickup();
    const location = picker.locationPage.dialog;
    await expect(location).toBeVisible();
    for (const county of counties) {
      const group = location.getByRole('button', { name: county, exact: true });
      if ((await group.getAttribute('aria-expanded')) !== 'true') {
        await group.click();
      }
    }
    const stores = location.getByRole('radio');
    await expect(stores.first()).toBeVisible();
    const names = await stores.evaluateAll((radios) =>
      radios.map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent ?? radio.closest('label')?.textContent ?? ''),
    );
    expect(names.length).toBeGreaterThanOrEqual(4);
    for (const name of names) {
      expect(name).toContain(chain);
      expect(name).not.toMatch(others);
    }
    const last = stores.last();
    await last.check();
    await picker.locationPage.confirm();
    await expect(picker.timePage.dialog).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('a member on SPAR’s site shops at SPAR: SPAR’s default store, and an add asks nothing about the member’s MENY orders', async ({
  shop,
  picker,
  products,
  cart,
  editOrder,
}) => {
  await shop.open('/spar/', 'member');
  await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);
  await expect(picker.trigger).toContainText('SPAR Grünerløkka');
  await products.add('Bananer');
  await expect(cart.buttonNamed(/^Handlevogn, 1 vare/)).toBeVisible();
  await expect(editOrder.question).toHaveCount(0);

  // On MENY's site the same member has an order that can still be changed: the add asks about it.
  await shop.open('/', 'member');
  await expect(picker.trigger).toContainText('MENY');
  await products.add('Bananer');
  await expect(editOrder.question).toBeVisible();
});
