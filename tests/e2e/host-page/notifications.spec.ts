import { TEST_USERS } from '../pages/ShopPage';
import { loginWithSavedCart } from '../support/cart-seeds';
import { expect, test } from '../support/fixtures';
import { saveMemberPickupWindow } from '../support/handover-seeds';
import { platformCart } from '../support/member-cart';
import { MEMBER_IDS } from '../support/simulator';
import { pauseClocks } from '../support/step-clocks';

/**
 * The member's change notifications in an open page (spec section 4, Session): polled every 10 s while logged in, the
 * newest of each type used, and each visibly reloading what it names. Another device changes something on the
 * platform; the simulator posts the notification; both clocks move past the next poll.
 */

const KARI = MEMBER_IDS.member;
/** One poll and a little: the poll comes every 10 s (spec section 4). */
const PAST_NEXT_POLL = 10_500;

test('PROCESS_ORDER_COMPLETE: an order placed on another device is named in the open cart', async ({ page, sim, shop, cart }) => {
  await loginWithSavedCart(sim, page.request, 'member', { 'Grandiosa Original': 1 });
  await shop.open();
  await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);
  await cart.open();
  await expect(cart.dialog).toContainText('Bestillingen med hentekode 483920 kan endres frem til');

  // Her new order, placed on her phone, can be changed for a shorter while: the cart names the one whose changes end first.
  await sim.addOrder({ memberId: KARI, pickupCode: '777111', deadlineInMinutes: 120 });
  await sim.notify(KARI, 'PROCESS_ORDER_COMPLETE');
  const clocks = await pauseClocks(page, sim);
  await clocks.step(PAST_NEXT_POLL);

  await expect(cart.dialog).toContainText('Bestillingen med hentekode 777111 kan endres frem til');
  await expect(cart.dialog).toContainText('Varene i handlevognen blir en ny bestilling.');
});

test('EXTENDED_USER_UPDATED twice: a window saved on another device shows on the trigger after one reload of the user', async ({
  page,
  sim,
  shop,
  picker,
}) => {
  const login = await sim.login('member');
  await shop.open();
  await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);
  const before = (await picker.trigger.textContent()) ?? '';
  const userReads = async () =>
    (await sim.requests()).filter((request) => request.method === 'GET' && request.path === '/api/extended-user/1300').length;

  await saveMemberPickupWindow(page, sim, login, 1);
  await sim.notify(KARI, 'EXTENDED_USER_UPDATED');
  await sim.notify(KARI, 'EXTENDED_USER_UPDATED');
  const readsBefore = await userReads();
  const clocks = await pauseClocks(page, sim);
  await clocks.step(PAST_NEXT_POLL);

  await expect(picker.trigger).not.toHaveText(before);
  await expect(picker.trigger).toContainText('MENY Storo');
  expect(await userReads()).toBe(readsBefore + 1);
});

test('a changed token logs the old member out first: Lise’s login after Kari’s ends Kari’s session, and Kari’s lines stay hers', async ({
  page,
  sim,
  shop,
  cart,
}) => {
  await loginWithSavedCart(sim, page.request, 'member', { 'Grandiosa Original': 1 });
  await shop.open();
  await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);
  await expect(cart.buttonNamed(/^Handlevogn, 1 vare, /)).toBeVisible();
  await page.evaluate(() => {
    const seen: string[] = [];
    document.addEventListener('kurv:logged-out', (event) => seen.push(`logged-out ${(event as CustomEvent).detail.reason}`));
    document.addEventListener('kurv:logged-in', () => seen.push('logged-in'));
    (window as unknown as { kurvTestSessionEvents: string[] }).kurvTestSessionEvents = seen;
  });

  const lise = await sim.login('associated');
  await shop.login(lise.token);

  await expect(shop.loggedInAs).toHaveText(TEST_USERS.associated);
  expect(await page.evaluate(() => (window as unknown as { kurvTestSessionEvents: string[] }).kurvTestSessionEvents)).toEqual([
    'logged-out token-changed',
    'logged-in',
  ]);
  await page.clock.runFor(1_000);
  expect(await platformCart(sim, MEMBER_IDS.associated)).toEqual({});
  await cart.open();
  await expect(cart.line('Grandiosa Original')).toHaveCount(0);
});
