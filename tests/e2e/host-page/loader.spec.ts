import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { lazyClosure, readLazyGraph } from '../../../scripts/lazy-graph.mjs';
import { expect, test } from '../support/fixtures';
import { flavourOfRun } from '../support/flavour';
import { pageEntries } from '../support/performance-entries';

/**
 * The loader (`dist/kurv.js`, spec section 1): it defines the tags at once and fetches a tag's module with React only
 * when the tag connects, each module once and checked by its integrity hash; `window.kurv` works before any tag has
 * loaded the runtime; a lazy part that fails to load shows the element's default error; and the session's first
 * platform calls go out from the loader, once each.
 */

/** The run's flavour (`KURV_FLAVOUR`): its loader and chunk graph, as `serveFlavour` serves them for `/dist/`. */
const preact = flavourOfRun() === 'preact';
const graph = readLazyGraph(preact ? 'build/preact/lazy-chunks.json' : undefined);

/** The module with a tag's mount and every file it imports statically: what the loader fetches when the tag connects. */
const staticClosure = (entries: string[]) => lazyClosure(graph, entries);

/** The runtime chunk: React, react-dom and zustand (rollup.config.mjs, `manualChunks`; immer comes with the code fetched later). */
const isReactRuntime = (path: string) => /^\/dist\/lazy\/kurv-runtime-[\w-]+\.js$/.test(path);

/** Every script path the page requests, in order. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' || request.url().includes('/dist/lazy/')) {
      scripts.push(new URL(request.url()).pathname);
    }
  });
  return scripts;
}

test('a page with the loader and no Kurv tags fetches the loader alone; the first tag fetches React once, later tags nothing more', async ({
  page,
  shop,
  products,
  cart,
}) => {
  const scripts = recordScripts(page);
  await shop.open('/kundeservice.html');
  await expect(page.getByRole('heading', { name: 'Kundeservice' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  // The loader defines the tags at once, and fetches nothing else.
  expect(
    await page.evaluate(() =>
      ['add-to-cart-button', 'cart-popup', 'edit-order-dialog', 'handover-picker'].map((tag) => !!customElements.get(tag)),
    ),
  ).toEqual([true, true, true, true]);
  expect(scripts.filter((path) => path.startsWith('/dist/'))).toEqual(['/dist/kurv.js']);
  expect(await page.evaluate(() => (window as unknown as { kurv?: { version: string } }).kurv?.version)).toBe('loader');

  // The CMS puts a product on the page later: its tag connects, and its code comes with React.
  await page.evaluate(() => {
    const button = document.createElement('add-to-cart-button');
    button.setAttribute('ean', '7054609056183');
    document.querySelector('main')?.append(button);
  });
  await expect(products.addButton('Tine Lettmelk 1 %')).toBeVisible();
  expect(scripts.filter(isReactRuntime)).toHaveLength(1);
  expect(scripts.filter((path) => path.startsWith('/dist/lazy/')).sort()).toEqual(
    staticClosure(['add-to-cart-button']).map((name) => `/dist/lazy/${name}`),
  );

  // Two more tags: the cart's first render came in the same file as the button's (a product list page's two tags share
  // it), so nothing is fetched for them; React and the store are not fetched again, and every element shares one store.
  const before = scripts.length;
  await page.evaluate(() => {
    const second = document.createElement('add-to-cart-button');
    second.setAttribute('ean', '7016599686689');
    document.querySelector('main')?.append(second, document.createElement('cart-popup'));
  });
  await expect(products.addButton('Bananer')).toBeVisible();
  await expect(cart.button).toBeVisible();
  expect(scripts.slice(before)).toEqual([]);
  await products.add('Tine Lettmelk 1 %');
  await expect(cart.buttonNamed(/^Handlevogn, 1 vare/)).toBeVisible();
  const added = scripts.slice(before);
  expect(added.filter(isReactRuntime)).toEqual([]);
  expect(added.every((path) => !staticClosure(['add-to-cart-button']).includes(path.replace('/dist/lazy/', '')))).toBe(true);
  expect(scripts.filter(isReactRuntime)).toHaveLength(1);
  // The runtime made window.kurv its own.
  expect(await page.evaluate(() => (window as unknown as { kurv?: { version: string } }).kurv?.version)).toBe('0.1.0');
});

test('the example page with the loader fetches each module once, exactly the four tags’ modules and their imports, before any interaction', async ({
  page,
  shop,
  products,
  cart,
}) => {
  const scripts = recordScripts(page);
  await shop.open();
  await expect(products.addButton('Kneippbrød')).toBeVisible();
  await expect(cart.button).toBeVisible();
  await page.waitForLoadState('networkidle');

  const lazy = scripts.filter((path) => path.startsWith('/dist/lazy/'));
  expect(lazy.filter(isReactRuntime)).toHaveLength(1);
  expect(new Set(lazy).size).toBe(lazy.length);
  expect([...lazy].sort()).toEqual(
    staticClosure(['add-to-cart-button', 'cart-popup', 'edit-order-dialog', 'handover-picker']).map((name) => `/dist/lazy/${name}`),
  );
  // Three module files for the four tags, one round over HTTP/1.1's six connections beside the session's first calls:
  // React's, the product list page's tags', and the picker's and the order dialog's (rollup.config.mjs, `lazyEntries`).
  expect(lazy).toHaveLength(3);
  expect(scripts.filter((path) => path.startsWith('/dist/') && !path.startsWith('/dist/lazy/'))).toEqual(['/dist/kurv.js']);
});

test('a module whose bytes differ from the build’s is refused by its integrity hash: the tag stays empty and the page says why in the console', async ({
  page,
  shop,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') {
      errors.push(message.text());
    }
  });
  const buttonModule = graph.entryFiles['add-to-cart-button'] ?? '';
  await page.route(`**/dist/lazy/${buttonModule}`, async (route) => {
    const original = await route.fetch();
    await route.fulfill({ response: original, body: `${await original.text()}\nglobalThis.tampered = true;\n` });
  });
  await shop.open('/kundeservice.html');
  await page.evaluate(() => {
    const button = document.createElement('add-to-cart-button');
    button.setAttribute('ean', '7054609056183');
    document.querySelector('main')?.append(button);
  });

  await expect.poll(() => errors.join('\n')).toContain('<add-to-cart-button> could not be loaded');
  expect(await page.evaluate(() => (globalThis as { tampered?: boolean }).tampered ?? false)).toBe(false);
  await expect(page.getByRole('button', { name: /Legg i handlevogn/ })).toHaveCount(0);
});

test('window.kurv works before any tag has loaded the runtime: a call fetches it and goes to the real method', async ({ page, shop }) => {
  const scripts = recordScripts(page);
  await shop.open('/kundeservice.html');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter(isReactRuntime)).toHaveLength(0);

  await page.evaluate(() =>
    (window as unknown as { kurv: { putBackCartItems: (lines: unknown[]) => Promise<void> } }).kurv.putBackCartItems([]),
  );

  expect(await page.evaluate(() => (window as unknown as { kurv: { version: string } }).kurv.version)).toBe('0.1.0');
  const registration = await page.evaluate(() => !!(globalThis as unknown as Record<symbol, unknown>)[Symbol.for('kurv.store')]);
  expect(registration).toBe(true);
});

/** The build's lazy file whose name starts with `prefix`: its fetch fails as it would offline, until `reconnect`. */
async function loseConnectionTo(page: Page, prefix: string): Promise<{ reconnect: () => Promise<void> }> {
  const file = graph.files.find((candidate) => candidate.name.startsWith(prefix))?.name ?? '';
  expect(file, `a lazy file named ${prefix}…`).not.toBe('');
  const url = `**/dist/lazy/${file}`;
  await page.route(url, (route) => route.abort('internetdisconnected'));
  return { reconnect: () => page.unroute(url) };
}

test('the cart’s popup failing to load shows the element’s default error; the cart, the other elements and the session go on', async ({
  page,
  shop,
  products,
  cart,
}) => {
  await loseConnectionTo(page, 'CartPanels-');
  await shop.open();
  await products.add('Kneippbrød');
  await expect(cart.buttonNamed(/^Handlevogn, 1 vare/)).toBeVisible();

  const before = await shop.hostBoxes();
  await cart.buttonNamed(/^Handlevogn, 1 vare/).click();

  await expect(page.locator('cart-popup').getByRole('alert')).toHaveText('Det har skjedd en feil. Vennligst prøv igjen senere.');
  // The message keeps the cart button's box: nothing of the header moves.
  expect(await shop.hostBoxes()).toEqual(before);
  // The other elements and the cart go on: another add counts.
  await products.add('Bananer');
  expect(await shop.cartLineCount()).toBe(2);
});

test('the picker’s handover code failing to load shows the element’s default error when the shopper opens it; the cart goes on, and a reload online opens the picker', async ({
  page,
  shop,
  products,
  picker,
}) => {
  const connection = await loseConnectionTo(page, 'create-handover-slice-');
  await shop.open();
  await expect(picker.trigger).toBeVisible();
  const before = await shop.hostBoxes();

  await picker.trigger.click();

  await expect(page.locator('handover-picker').getByRole('alert')).toHaveText('Det har skjedd en feil. Vennligst prøv igjen senere.');
  // The message keeps the trigger's box: nothing of the header moves.
  expect(await shop.hostBoxes()).toEqual(before);
  await products.addAndCount('Bananer', '1 vare');

  // The message stays until the page is loaded again (the element's boundary); online again, the picker opens.
  await connection.reconnect();
  await page.reload();
  await picker.open();
});

test('a member with an open order whose order code fails to load: the add does not go through, and the product’s button says so', async ({
  page,
  sim,
  shop,
  products,
}) => {
  await loseConnectionTo(page, 'create-order-slice-');
  await sim.login('member');
  await shop.open();
  await shop.sessionStarted();

  await products.add('Kneippbrød');

  await expect(products.tile('Kneippbrød').getByText('Det har skjedd en feil. Vennligst prøv igjen senere.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await shop.cartLineCount()).toBe(0);
});

/** The platform calls the page makes (the fake REST API and the site's access-token URL), in order. */
function recordPlatformCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') || url.pathname === '/oauth/access-token') {
      calls.push(`${request.method()} ${url.pathname}`);
    } else if (url.pathname.startsWith('/dist/lazy/')) {
      calls.push('module file');
    }
  });
  return calls;
}

test('the session’s first calls go out from the loader before the module files are asked for, and each call is made once', async ({
  page,
  shop,
  products,
  cart,
}) => {
  const calls = recordPlatformCalls(page);
  await shop.open();
  await expect(products.addButton('Kneippbrød')).toBeVisible();
  await expect(cart.button).toBeVisible();
  await page.waitForLoadState('networkidle');

  const platform = calls.filter((call) => call !== 'module file');
  // The anonymous start: the site's token (nobody logged in), the default user, its store, the products: once each.
  expect([...platform].sort()).toEqual([
    'GET /api/extended-user/1300/default',
    'GET /api/products/1300',
    'GET /api/stores/1300/7080001150015',
    'GET /oauth/access-token',
  ]);
  expect(calls.indexOf('GET /oauth/access-token')).toBeLessThan(calls.indexOf('module file'));
  // The store shows the default user's store, as before.
  await expect(cart.button).toBeVisible();
});

test('the session’s first call and the first module file start once the page’s first contentful paint is on the screen', async ({
  page,
  shop,
  products,
}) => {
  await shop.open();
  await expect(products.addButton('Kneippbrød')).toBeVisible();
  await page.waitForLoadState('networkidle');

  // Issue 38: what Kurv starts competes with the host's first frame for the device's cores until that frame is shown.
  const paints = await pageEntries(page, 'paint');
  const resources = await pageEntries(page, 'resource');
  const first = (part: string) => Math.min(...resources.filter((entry) => entry.name.includes(part)).map((entry) => entry.startTime));
  const starts = {
    shown: paints.find((entry) => entry.name === 'first-contentful-paint')?.startTime ?? Number.NaN,
    token: first('/oauth/access-token'),
    moduleFile: first('/dist/lazy/'),
  };
  expect(starts.shown).toBeGreaterThan(0);
  // Chromium gives paint times in steps of 4 ms (coarsened, as the bench notes), resource start times to 0.1 ms: a paint
  // shown at 121 ms and a call started after it, at 123.8 ms, read as 124 and 123.8. And where the paint's entry has not
  // come by the second paint handed over, the loader starts then (firstContentfulPaintShown): a busy machine shows that
  // frame up to a frame later (a clean run: the call at 71.8 ms, the paint at 80). Waiting for the entry there cost the
  // 200-product page's first buttons a frame (bench: 1.23 against 1.15 × the 12-product page's, preact).
  const paintTimeStep = 4;
  const frame = 1000 / 60;
  expect(starts.token).toBeGreaterThanOrEqual(starts.shown - paintTimeStep - frame);
  expect(starts.moduleFile).toBeGreaterThanOrEqual(starts.shown - paintTimeStep - frame);
});

test('a logged-in member: the loader asks for the token only, the member’s profile is loaded once and no default user', async ({
  page,
  shop,
  cart,
}) => {
  await shop.open('/', 'member');
  await expect(cart.button).toBeVisible();
  await page.waitForLoadState('networkidle');
  const calls = recordPlatformCalls(page);
  await page.reload();
  await expect(cart.button).toBeVisible();
  await page.waitForLoadState('networkidle');

  const platform = calls.filter((call) => call !== 'module file');
  expect(platform.filter((call) => call === 'GET /oauth/access-token')).toHaveLength(1);
  expect(platform.filter((call) => call === 'GET /api/extended-user/1300')).toHaveLength(1);
  expect(platform).not.toContain('GET /api/extended-user/1300/default');
});

/** The file with the pins of the files fetched later (rollup's `kurv-collect-lazy-chunks`): `kurv-pins-<hash>.js`. */
const isPinsFile = (path: string) => /^\/dist\/lazy\/kurv-pins-[\w-]+\.js$/.test(path);

test('the loader pins only what a first render fetches: the first later file brings the pins of the rest, once, and the cart opens', async ({
  page,
  shop,
  products,
  cart,
}) => {
  const scripts = recordScripts(page);
  const loader = readFileSync(preact ? 'dist/preact/kurv.js' : 'dist/kurv.js', 'utf8');
  const panels = graph.files.find((file) => file.name.startsWith('CartPanels-'))?.name ?? '';
  expect(panels).not.toBe('');
  // A later file's name (and so its pin) is not in the loader; the first render's files are.
  expect(loader).not.toContain(panels);
  expect(loader).toContain(graph.entryFiles['add-to-cart-button'] ?? '');

  await shop.open();
  await expect(products.addButton('Kneippbrød')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter(isPinsFile)).toEqual([]);
  await products.add('Kneippbrød');
  await expect(cart.buttonNamed(/^Handlevogn, 1 vare/)).toBeVisible();

  await cart.open();
  await expect(cart.lines).toHaveCount(1);
  expect(scripts.filter(isPinsFile)).toHaveLength(1);
  expect(scripts).toContain(`/dist/lazy/${panels}`);
});

test('a pins file whose bytes differ from the build’s is refused: its code does not run, no later file loads without its pin, and the add says it failed', async ({
  page,
  shop,
  products,
}) => {
  let tamperedServed: () => void = () => undefined;
  const served = new Promise<void>((resolve) => {
    tamperedServed = resolve;
  });
  await page.route(/\/dist\/lazy\/kurv-pins-[\w-]+\.js$/, async (route) => {
    const original = await route.fetch();
    await route.fulfill({ response: original, body: `${await original.text()}\nglobalThis.tampered = true;\n` });
    tamperedServed();
  });
  const scripts = recordScripts(page);
  await shop.open();
  await expect(products.addButton('Kneippbrød')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const before = scripts.length;

  await products.addButton('Kneippbrød').click();

  await served;
  // The cart's code could not be fetched: the button says so, and the cart is as it was.
  await expect(products.tile('Kneippbrød').getByText('Det har skjedd en feil. Vennligst prøv igjen senere.')).toBeVisible();
  await expect(products.addButton('Kneippbrød')).toBeVisible();
  expect(await page.evaluate(() => (globalThis as { tampered?: boolean }).tampered ?? false)).toBe(false);
  // The cart's code is pinned by the refused file only: it is not fetched.
  expect(scripts.slice(before).filter(isPinsFile)).toHaveLength(1);
  expect(scripts.slice(before).filter((path) => /\/cart-actions-/.test(path))).toEqual([]);
});
