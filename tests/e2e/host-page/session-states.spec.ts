import type { Page } from '@playwright/test';
import { ShopPage, TEST_USERS } from '../pages/ShopPage';
import { loginWithSavedCart } from '../support/cart-seeds';
import { expect, test } from '../support/fixtures';
import { MEMBER_IDS } from '../support/simulator';
import { pauseClocks } from '../support/step-clocks';

/**
 * The session's states (spec section 4, Session) that the session-clock and notification specs leave: the anonymous
 * shopper's profile and store cookie, the token's prefix, what a logout clears and what it ignores, a 401 on a call
 * marked noncritical, and the cart's change notification reloading the open cart. Arranged through the simulator and
 * the host page's `window.kurv`; seen in the elements, the page's storage and cookies, and the calls the page makes.
 */

const KARI = MEMBER_IDS.member;
/** One notification poll and a little: the poll comes every 10 s (spec section 4). */
const PAST_NEXT_POLL = 10_500;
/** The site's access-token URL, where a refresh goes (examples' settings). */
const REFRESH_PATH = '/oauth/access-token';

/** What the page keeps in its storage under `key`, or null. */
function stored(page: Page, area: 'local' | 'session', key: string): Promise<string | null> {
  return page.evaluate(([where, name]) => (where === 'local' ? localStorage : sessionStorage).getItem(name ?? ''), [area, key] as const);
}

/** The Authorization header of the next extended-user read the page makes, while `act` runs. */
async function authorizationOfNextUserRead(page: Page, act: () => Promise<unknown>): Promise<string | null> {
  const read = page.waitForRequest(
    (request) => request.method() === 'GET' && new URL(request.url()).pathname === '/api/extended-user/1300',
  );
  await act();
  return (await read).headerValue('authorization');
}

test.describe('the anonymous shopper', () => {
  test('has a default profile in session storage, the default store on the trigger, and no token', async ({ page, shop, picker }) => {
    await shop.open();
    await expect(picker.trigger).toContainText('MENY Storo');

    const profile = JSON.parse((await stored(page, 'session', 'kurv.anonymousProfile.1300')) ?? 'null') as {
      store: { gln: string; name: string };
      handoverInfo: { handoverType: string; windowId: string | null };
    } | null;
    expect(profile?.store.name).toMatch(/MENY Storo/);
    expect(profile?.handoverInfo).toMatchObject({ handoverType: 'Store', windowId: null });
    expect(await stored(page, 'session', 'kurv.session.1300')).toBeNull();
    await expect(shop.loggedInAs).toHaveText('Anonym');

    // A reload reads it back: the same store.
    await page.reload();
    await expect(picker.trigger).toContainText('MENY Storo');
  });

  test('whose store cookie and changed-before-login flag are removed once she logs in as a member', async ({
    page,
    context,
    sim,
    shop,
    picker,
  }) => {
    await shop.open();
    const typePage = await picker.open();
    await typePage.chooseDeliveryTo('Karl Johans gate 1', /Karl Johans gate 1, 0154 OSLO/);
    await typePage.useAddressButton.click();
    await expect(picker.trigger).toContainText('Karl Johans gate 1');
    const storeCookie = async () => (await context.cookies()).find((cookie) => cookie.name === 'kurv_anonymous_gln')?.value ?? null;
    await expect.poll(storeCookie).not.toBeNull();
    await expect.poll(() => stored(page, 'local', 'kurv.profileUpdatedBeforeLogin.1300')).toBe('true');

    const { token } = await sim.login('member');
    await shop.login(token);
    await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);

    await expect.poll(storeCookie).toBeNull();
    expect(await stored(page, 'local', 'kurv.profileUpdatedBeforeLogin.1300')).toBeNull();
  });
});

test('a store change of the anonymous shopper is announced as a local change that says the store changed', async ({
  page,
  shop,
  picker,
}) => {
  // The page may reload after a change of store: the events are kept in session storage.
  await page.addInitScript(() => {
    document.addEventListener('kurv:extended-user-updated', (event) => {
      const seen = JSON.parse(sessionStorage.getItem('kurvTestUserUpdates') ?? '[]') as unknown[];
      seen.push((event as CustomEvent).detail);
      sessionStorage.setItem('kurvTestUserUpdates', JSON.stringify(seen));
    });
  });
  await shop.open();
  await expect(picker.trigger).toContainText('MENY Storo');

  const typePage = await picker.open();
  await typePage.chooseDeliveryTo('Karl Johans gate 1', /Karl Johans gate 1, 0154 OSLO/);
  await typePage.useAddressButton.click();
  await expect(picker.trigger).toContainText('Karl Johans gate 1');

  await expect
    .poll(async () => JSON.parse((await stored(page, 'session', 'kurvTestUserUpdates')) ?? '[]') as unknown[])
    .toContainEqual({ source: 'local', storeChanged: true });
});

test.describe('the token', () => {
  test('is sent with the Bearer prefix when it has none, never twice, and a low-assurance token as Simplified', async ({
    page,
    sim,
    shop,
  }) => {
    await shop.open();
    await shop.sessionStarted();
    const bare = (await sim.login('member', { assurance: 'substantial' })).token.replace(/^Bearer\s+/, '');

    expect(await authorizationOfNextUserRead(page, () => shop.login(bare))).toBe(`Bearer ${bare}`);
    await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);

    const again = (await sim.login('member', { assurance: 'substantial' })).token.replace(/^Bearer\s+/, '');
    expect(await authorizationOfNextUserRead(page, () => shop.login(`Bearer ${again}`))).toBe(`Bearer ${again}`);

    const low = (await sim.login('simplified', { assurance: 'low' })).token.replace(/^(Bearer|Simplified)\s+/, '');
    expect(await authorizationOfNextUserRead(page, () => shop.login(low))).toBe(`Simplified ${low}`);
    await expect(shop.loggedInAs).toHaveText(/Ola Hansen \(medlem, innloggingsnivå 1\)/);
  });
});

test('a login the host page makes while Kurv waits for the site’s token decides who is logged in, with no logout between', async ({
  page,
  sim,
  shop,
}) => {
  const kari = await sim.login('member');
  // The site's own session, which its access-token URL answers for, is Lise's.
  await sim.login('associated');
  const tokenCall = await holdTokenCall(page);
  await shop.open();
  const logouts = await shop.countEvents('kurv:logged-out');

  const loggingIn = shop.login(kari.token);
  await expect
    .poll(() => sim.requests().then((requests) => requests.some((request) => request.path === '/api/extended-user/1300')))
    .toBe(true);
  tokenCall.answer();
  await loggingIn;

  await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);
  await page.waitForLoadState('networkidle');
  await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);
  expect(await logouts()).toBe(0);
});

test('a login in another tab while this tab’s Kurv waits for the site’s token decides who is logged in here too', async ({
  page,
  context,
  sim,
  shop,
}) => {
  const kari = await sim.login('member');
  // The site's own session, which its access-token URL answers for, is Lise's.
  await sim.login('associated');
  const otherTab = new ShopPage(await context.newPage());
  await otherTab.open();
  await expect(otherTab.loggedInAs).toHaveText(TEST_USERS.associated);
  const tokenCall = await holdTokenCall(page);
  await shop.open();
  await tokenCall.asked;

  await otherTab.login(kari.token);
  await expect(otherTab.loggedInAs).toHaveText(TEST_USERS.member);
  await expect(shop.loggedInAs).toHaveText(TEST_USERS.member);
  tokenCall.answer();

  await page.waitForLoadState('networkidle');
  await expect(shop.loggedInAs).toHaveText(TEST_USERS.member);
});

/** Holds the page's calls to the site's access-token URL until `answer`; `asked` settles when the first is made. */
async function holdTokenCall(page: Page): Promise<{ asked: Promise<void>; answer: () => void }> {
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  let markAsked: () => void = () => undefined;
  const asked = new Promise<void>((resolve) => {
    markAsked = resolve;
  });
  await page.route(`**${REFRESH_PATH}`, async (route) => {
    markAsked();
    await answered;
    await route.continue();
  });
  return { asked, answer };
}

test.describe('a logout', () => {
  test('clears the stored notification timestamp and the seen-welcome-screen and seen-no-delivery flags', async ({ page, sim, shop }) => {
    await shop.openAs('member');
    await sim.notify(KARI, 'PROCESS_ORDER_COMPLETE');
    const clocks = await pauseClocks(page, sim);
    await clocks.step(PAST_NEXT_POLL);
    const since = `kurv.notificationsSince.${KARI}`;
    await expect.poll(() => stored(page, 'local', since)).not.toBeNull();
    // No widget shows a welcome screen or a no-delivery notice yet: the flags are set as a host page's own screens would.
    await page.evaluate(() => {
      localStorage.setItem('kurv.seenWelcomeScreen', 'true');
      localStorage.setItem('kurv.seenNoDelivery', 'true');
    });

    await shop.logOutFromTestPanel();

    expect(await stored(page, 'local', since)).toBeNull();
    expect(await stored(page, 'local', 'kurv.seenWelcomeScreen')).toBeNull();
    expect(await stored(page, 'local', 'kurv.seenNoDelivery')).toBeNull();
    expect(await stored(page, 'session', 'kurv.session.1300')).toBeNull();
  });

  test('that fails on the server is ignored: the member is logged out all the same', async ({ page, sim, shop }) => {
    await shop.openAs('member');
    await sim.addFault({ route: 'POST /trumfid/logout/force', status: 500 });

    await shop.logOutFromTestPanel();

    expect(await sim.faultsApplied('POST /trumfid/logout/force')).toBeGreaterThan(0);
    expect(await shop.sessionToken()).toBeNull();
    expect(await stored(page, 'session', 'kurv.session.1300')).toBeNull();
  });

  test('cancels the token’s refresh: no refresh goes out once the member is logged out', async ({ page, sim, shop }) => {
    await shop.open();
    await shop.sessionStarted();
    const login = await sim.login('member', { expiresInSeconds: 100 });
    await shop.login(login.token);
    await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);
    const clocks = await pauseClocks(page, sim);
    await page.evaluate(() => (window as unknown as { kurv: { logout(): Promise<void> } }).kurv.logout());
    await expect(shop.loggedInAs).toHaveText('Anonym');
    const refreshes = async () => (await sim.requests()).filter((request) => request.path === REFRESH_PATH).length;
    const before = await refreshes();

    // Past the quarter of the 100 s when the refresh was due, and past the token's end.
    while (clocks.elapsed() < 110_000) {
      await clocks.step(1_000);
    }
    expect(await refreshes()).toBe(before);
    await expect(shop.loggedInAs).toHaveText('Anonym');
  });
});

test('a 401 on a call marked noncritical (the address search) leaves the member logged in, with no warning', async ({
  page,
  sim,
  shop,
  picker,
}) => {
  // Nina Dahl has no address: the type page asks her to type one.
  await shop.openAs('noAddress');
  const warnings = await shop.countEvents('kurv:will-be-logged-out');
  await sim.addFault({ route: 'GET /api/postalcode/address/search', status: 401 });
  const clocks = await pauseClocks(page, sim);

  const typePage = await picker.open();
  await typePage.delivery.check();
  await typePage.address.fill('Karl Johans gate 1');
  // The search waits for the typing to stop (the page's clock), then goes out and is answered 401.
  await expect
    .poll(async () => {
      await clocks.step(100);
      return sim.faultsApplied('GET /api/postalcode/address/search');
    })
    .toBeGreaterThan(0);
  // Past the 3 s a critical call's 401 waits before the logout.
  await clocks.step(4_000);

  await expect(shop.loggedInAs).toHaveText(/Nina Dahl/);
  expect(await warnings()).toBe(0);
});

test('SHOPPING_CART_UPDATED: a line the member put in her cart on another device shows in the open cart after the next poll', async ({
  page,
  sim,
  shop,
  cart,
}) => {
  await loginWithSavedCart(sim, page.request, 'associated', { 'Grandiosa Original': 1 });
  await shop.openAs('associated');
  await expect(cart.buttonNamed(/^Handlevogn, 1 vare, /)).toBeVisible();

  // On her phone she adds two bags of chips: the platform keeps the cart and posts SHOPPING_CART_UPDATED for her.
  await loginWithSavedCart(sim, page.request, 'associated', { 'Grandiosa Original': 1, 'Kims Potetgull Salt': 2 });
  const clocks = await pauseClocks(page, sim);
  await clocks.step(PAST_NEXT_POLL);

  await expect(cart.buttonNamed(/^Handlevogn, 3 varer, /)).toBeVisible();
  await cart.open();
  await expect(cart.line('Kims Potetgull Salt')).toHaveCount(1);
  await expect(cart.line('Grandiosa Original')).toHaveCount(1);
});

test('the newest notification’s time is kept for the member: after a reload the poll asks only for what came since', async ({
  page,
  sim,
  shop,
}) => {
  await shop.openAs('member');
  await sim.notify(KARI, 'PROCESS_ORDER_COMPLETE');
  let clocks = await pauseClocks(page, sim);
  await clocks.step(PAST_NEXT_POLL);
  const since = `kurv.notificationsSince.${KARI}`;
  await expect.poll(() => stored(page, 'local', since)).not.toBeNull();
  const kept = JSON.parse((await stored(page, 'local', since)) ?? 'null') as string;
  const polls = async () => (await sim.requests()).filter((request) => request.path === '/api/client-notifications/1300');

  // A reload, with the page's clock running again (a paused clock would hold the page's start).
  await page.clock.resume();
  await page.reload();
  await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);
  const before = (await polls()).length;
  clocks = await pauseClocks(page, sim);
  await clocks.step(PAST_NEXT_POLL);

  await expect.poll(async () => (await polls()).length).toBeGreaterThan(before);
  const next = (await polls()).at(-1);
  expect(new URLSearchParams(next?.query ?? '').get('since')).toBe(kept);
});

test('a token that has expired by the time the host page logs it in is refreshed first: the user is read with the fresh token', async ({
  page,
  sim,
  shop,
}) => {
  await shop.open();
  await shop.sessionStarted();
  await expect(shop.loggedInAs).toHaveText('Anonym');
  const login = await sim.login('member', { expiresInSeconds: 60 });
  // Two minutes on, on both clocks: the token the site still holds has expired.
  const clocks = await pauseClocks(page, sim);
  await clocks.step(120_000);
  const seen: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path === REFRESH_PATH || path === '/api/extended-user/1300') {
      seen.push(`${path} ${request.headers().authorization ?? ''}`);
    }
  });

  const loggingIn = shop.login(login.token);
  await expect
    .poll(async () => {
      await clocks.step(100);
      return seen.some((line) => line.startsWith('/api/extended-user/1300'));
    })
    .toBe(true);
  await loggingIn;

  expect(seen[0]?.startsWith(REFRESH_PATH)).toBe(true);
  const userRead = seen.find((line) => line.startsWith('/api/extended-user/1300')) ?? '';
  expect(userRead).not.toContain(login.token.replace(/^Bearer\s+/, ''));
  await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);
});
