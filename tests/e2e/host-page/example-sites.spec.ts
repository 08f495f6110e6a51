import type { Locator, Page } from '@playwright/test';
import { formatEditDeadline } from '../../../packages/core/src/format/date';
import { axeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';

// Issue 18: the example chain sites (MENY, SPAR, Joker) as a chain's CMS serves them: no horizontal scrolling from
// 320 px, every widget trigger on screen and not covered, axe clean, no console error on load for any test user.

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
  { path: '/spar/', widgets: true, products: true },
  { path: '/spar/kundeservice.html', widgets: false, products: false },
  { path: '/joker/', widgets: true, products: true },
  { path: '/joker/kundeservice.html', widgets: false, products: false },
  { path: '/eksempler/', widgets: false, products: false },
];

/**
 * Where a control stands: inside the viewport, and whether the element at its centre (followed into shadow roots) is
 * the control or inside it.
 */
async function placement(control: Locator) {
  return control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    let hit: Element | null = document.elementFromPoint(x, y);
    while (hit?.shadowRoot) {
      const inner = hit.shadowRoot.elementFromPoint(x, y);
      if (!inner || inner === hit) {
        break;
      }
      hit = inner;
    }
    return {
      inViewport: box.width > 0 && box.height > 0 && box.left >= 0 && box.top >= 0 && box.right <= innerWidth && box.bottom <= innerHeight,
      uncovered: hit !== null && (hit === element || element.contains(hit)),
      hit: hit ? hit.outerHTML.slice(0, 120) : 'nothing',
    };
  });
}

async function expectFreeOnScreen(control: Locator, what: string) {
  await expect(control, what).toBeVisible();
  const where = await placement(control);
  expect(where.inViewport, `${what} inside the viewport`).toBe(true);
  expect(where.uncovered, `${what} not covered (the element at its centre: ${where.hit})`).toBe(true);
}

const pickerTrigger = (page: Page) => page.locator('handover-picker').getByRole('button').first();
const cartTrigger = (page: Page) => page.locator('cart-popup').getByRole('button', { name: /^Handlevogn/ });

test.beforeEach(async ({ page }) => {
  expect((await page.request.post('/__sim/reset')).ok()).toBe(true);
});

for (const example of PAGES) {
  for (const width of WIDTHS) {
    test(`${example.path} at ${width} px: no horizontal scrolling, the widget triggers free on screen, axe clean`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 768 ? 740 : 900 });
      await page.goto(example.path);
      if (example.widgets) {
        await expect(pickerTrigger(page)).toBeVisible();
        await expect(cartTrigger(page)).toBeVisible();
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

      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      if (example.widgets) {
        await expectFreeOnScreen(pickerTrigger(page), 'the picker trigger');
        await expectFreeOnScreen(cartTrigger(page), 'the cart trigger');
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
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
        expect(await axeViolations(page)).toEqual([]);
      }
    });
  }
}

// A logged-in shopper's triggers carry more (the member's store, a bonus, a corporate account): still on screen at 320 px.
for (const example of PAGES.filter((candidate) => candidate.widgets)) {
  for (const user of ['member', 'corporate'] as const) {
    test(`${example.path} at 320 px as the ${user} test user: no horizontal scrolling, the triggers free on screen`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 740 });
      await page.goto(`${example.path}?as=${user}`);
      await expect(page.getByTestId('logged-in-as')).not.toHaveText('Anonym');
      await expect(pickerTrigger(page)).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
      await expectFreeOnScreen(pickerTrigger(page), 'the picker trigger');
      await expectFreeOnScreen(cartTrigger(page), 'the cart trigger');
    });
  }
}

// The hostile page is a test of isolation, not a chain site: its own CSS (magenta 30 px text everywhere) is meant to
// fail contrast and it has no site header, so only the widgets' part is checked there.
for (const width of WIDTHS) {
  test(`/hostile.html at ${width} px: no horizontal scrolling, the cart trigger and a product button free on screen`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 768 ? 740 : 900 });
    await page.goto('/hostile.html');
    await expect(cartTrigger(page)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    await expectFreeOnScreen(cartTrigger(page), 'the cart trigger');
    const product = page.getByRole('button', { name: /^Legg i handlevogn/ }).first();
    await product.scrollIntoViewIfNeeded();
    await expectFreeOnScreen(product, 'the first product button');
  });
}

test('the folded navigation by keyboard only: Tab to «Meny», Enter opens it, Tab reaches the links, Escape closes it and focus returns', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/spar/');
  await expect(pickerTrigger(page)).toBeVisible();
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
  await expect(pickerTrigger(page)).toBeFocused();
});

test('the test panel is a small corner button: it opens by keyboard, Escape closes it, and it hides while a Kurv dialog is open', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/?as=member');
  const toggle = page.getByRole('button', { name: 'Testpanel' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  // In the page's bottom right corner, under the content: at the end of the page it is in the viewport's corner.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const box = await toggle.boundingBox();
  expect(box && box.width <= 64 && box.height <= 48).toBe(true);
  expect(box && box.x + box.width >= 375 - 24 && box.y + box.height >= 740 - 24).toBe(true);
  const lastTile = await page.getByRole('listitem').filter({ hasText: 'Engangsgrill' }).boundingBox();
  expect(box && lastTile && box.y >= lastTile.y + lastTile.height).toBe(true);
  await expect(page.getByTestId('logged-in-as')).toBeHidden();
  await expect(page.getByTestId('logged-in-as')).toHaveText(/Kari Nordmann/);

  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByTestId('logged-in-as')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Bytt testbruker' }).getByRole('link', { name: 'Bedrift' })).toHaveAttribute(
    'href',
    '/?as=corporate',
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();

  // A Kurv dialog (the picker, a full-screen sheet on a phone) is never covered by it: the panel hides meanwhile.
  await pickerTrigger(page).click();
  const dialog = page.getByRole('dialog', { name: 'Hvordan ønsker du å få varene?' });
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
  test(`no console error and no failed request on load of any example page for the ${user} test user`, async ({ page }) => {
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
      await page.goto(`${example.path}?as=${user}`);
      if (example.widgets) {
        await expect(cartTrigger(page)).toBeVisible();
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
}) => {
  await page.goto('/profil/bestilling/?as=member');
  const orders = page.getByRole('list', { name: 'Bestillinger' }).getByRole('listitem');
  await expect(orders.first()).toBeVisible();
  const state = await (await page.request.get('/__sim/state')).json();
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
  }) => {
    await page.goto(path);
    await pickerTrigger(page).click();
    const dialog = page.getByRole('dialog', { name: 'Hvordan ønsker du å få varene?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('radio', { name: 'Hente selv' }).check();
    await dialog.getByRole('button', { name: 'Fortsett' }).click();
    const location = page.getByRole('dialog', { name: 'Hvor vil du hente varene?' });
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
    await location.getByRole('button', { name: 'Bekreft' }).click();
    await expect(page.getByRole('dialog', { name: 'Når ønsker du å hente varene?' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('a member on SPAR’s site shops at SPAR: SPAR’s default store, and an add asks nothing about the member’s MENY orders', async ({
  page,
}) => {
  await page.goto('/spar/?as=member');
  await expect(page.getByTestId('logged-in-as')).toHaveText(/Kari Nordmann/);
  await expect(pickerTrigger(page)).toContainText('SPAR Grünerløkka');
  await page.getByRole('button', { name: 'Legg i handlevogn: Bananer' }).click();
  await expect(page.getByRole('button', { name: /^Handlevogn, 1 vare/ })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Vil du legge til varer på eksisterende bestilling?' })).toHaveCount(0);

  // On MENY's site the same member has an order that can still be changed: the add asks about it.
  await page.goto('/?as=member');
  await expect(pickerTrigger(page)).toContainText('MENY');
  await page.getByRole('button', { name: 'Legg i handlevogn: Bananer' }).click();
  await expect(page.getByRole('dialog', { name: 'Vil du legge til varer på eksisterende bestilling?' })).toBeVisible();
});
