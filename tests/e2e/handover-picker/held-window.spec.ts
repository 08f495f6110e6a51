import type { Page } from '@playwright/test';
import type { HandoverPicker } from '../pages/HandoverPicker';
import { type ShopPage, TEST_USERS } from '../pages/ShopPage';
import { putBackCartItems, saveCartOnOtherDevice } from '../support/cart-seeds';
import { expect, test } from '../support/fixtures';
import {
  keepReservationInBrowser,
  openAsSeededMember,
  reservePickupWindow,
  saveDeliveryToOtherStreet,
  saveMemberPickupWindow,
} from '../support/handover-seeds';
import { MEMBER_IDS, type SimulatorClient } from '../support/simulator';
import { pauseClocks } from '../support/step-clocks';

/**
 * The member's held window and what the picker asks the platform for (spec section 4, Cart and order edit and Handover
 * picker): a held reservation reserved anew when the handover type, the pickup store or the delivery address changes
 * (here on another device of hers: the change notification's poll brings it in), a newer reserve cancelling the one in
 * flight, and an identical window request in flight asked for once. They run at the pinned instant (dated-specs.ts).
 */

/** One poll and a little: change notifications are polled every 10 s while logged in (spec section 4). */
const PAST_NEXT_POLL = 10_500;

/** Another MENY store than Kari's own (MENY Storo), as another device of hers chooses it. */
const MENY_ULLEVAL = { gln: '7080001150101', pickupGln: '7080001150101', name: 'MENY Ullevål' };

/** The reservations the simulator holds active for the member, with the window and the place each holds. */
async function activeReservations(sim: SimulatorClient, memberId: string) {
  return (await sim.reservations()).filter((reservation) => reservation.active && reservation.medlemId === memberId);
}

/** When the member's one active reservation ends (the simulator's), in ms since the epoch; NaN without one. */
async function activeReservationEnd(sim: SimulatorClient, memberId: string): Promise<number> {
  return Date.parse((await activeReservations(sim, memberId))[0]?.reservertTil ?? '');
}

test('a member’s held pickup window is reserved anew at the store another device of hers changed it to', async ({
  page,
  sim,
  shop,
  picker,
}) => {
  const login = await sim.login('member');
  const own = await saveMemberPickupWindow(page, sim, login, 3);
  await keepReservationInBrowser(page, await reservePickupWindow(page, login, own));
  await openAsSeededMember(shop, picker, sim, { window: own });
  expect((await activeReservations(sim, MEMBER_IDS.member)).map((reservation) => reservation.hentevinduId)).toEqual([own.windowId]);

  // On her phone she chooses a window at MENY Ullevål; the phone saves it without reserving.
  const other = await saveMemberPickupWindow(page, sim, login, 1, '1300', MENY_ULLEVAL);
  await sim.notify(MEMBER_IDS.member, 'EXTENDED_USER_UPDATED');
  const clocks = await pauseClocks(page, sim);
  await clocks.step(PAST_NEXT_POLL);

  await expect(picker.trigger).toContainText('MENY Ullevål');
  await expect
    .poll(async () =>
      (await activeReservations(sim, MEMBER_IDS.member)).map((reservation) => `${reservation.hentevinduId} ${reservation.gln}`),
    )
    .toEqual([`${other.windowId} ${MENY_ULLEVAL.pickupGln}`]);
});

/**
 * Lise Nordmann (fully logged in, her adds never asked about an order) chooses home delivery to her address and a
 * window by clicks, three open days ahead; the confirm reserves it and reloads the page (the store changed). Answers the
 * login and the reserved window's id.
 */
async function liseWithReservedDelivery({
  page,
  sim,
  shop,
  picker,
}: {
  page: Page;
  sim: SimulatorClient;
  shop: ShopPage;
  picker: HandoverPicker;
}) {
  const login = await sim.login('associated');
  await shop.open();
  await expect(shop.loggedInAs).toHaveText(TEST_USERS.associated);
  const typePage = await picker.open();
  await typePage.delivery.check();
  await expect(typePage.dialog.getByRole('radio', { name: /0154 OSLO/ })).toBeChecked();
  await typePage.continueButton.click();
  const delivery = picker.timePage.deliveryDialog;
  const windowId = await picker.timePage.windowIdOf(await picker.timePage.chooseWindow(2, delivery));
  const reload = page.waitForEvent('load');
  await picker.timePage.confirm(delivery);
  await reload;
  await expect(picker.trigger).toContainText('Karl Johans gate');
  await expect
    .poll(async () => (await activeReservations(sim, MEMBER_IDS.associated)).map((held) => held.hentevinduId))
    .toEqual([windowId]);
  return { login, windowId };
}

test('a member’s held delivery window is reserved anew when another device of hers moves the delivery to another street', async ({
  page,
  sim,
  shop,
  picker,
}) => {
  const { login, windowId } = await liseWithReservedDelivery({ page, sim, shop, picker });
  const clocks = await pauseClocks(page, sim);
  const before = await activeReservationEnd(sim, MEMBER_IDS.associated);
  const extends_ = async () => (await sim.requests()).filter((request) => request.path.endsWith('/extend')).length;
  const extendsBefore = await extends_();
  const userReads = async () =>
    (await sim.requests()).filter((request) => request.method === 'GET' && request.path === '/api/extended-user/1300').length;
  const readsBefore = await userReads();
  // A notification without a change reloads her user, and reserves nothing anew.
  await sim.notify(MEMBER_IDS.associated, 'EXTENDED_USER_UPDATED');
  await clocks.step(PAST_NEXT_POLL);
  await expect.poll(userReads).toBeGreaterThan(readsBefore);
  await clocks.step(500);
  expect(await extends_()).toBe(extendsBefore);

  await saveDeliveryToOtherStreet(page, login, { address: 'Karl Johans gate 10', coordinates: { lat: 59.9119, lon: 10.7466 } });
  await sim.notify(MEMBER_IDS.associated, 'EXTENDED_USER_UPDATED');
  await clocks.step(PAST_NEXT_POLL);

  await expect(picker.trigger).toContainText('Karl Johans gate 10');
  // The same window and type: the held reservation is extended (once), from the moment of the change.
  await expect.poll(extends_).toBe(extendsBefore + 1);
  expect(await activeReservationEnd(sim, MEMBER_IDS.associated)).toBeGreaterThan(before);
  expect((await activeReservations(sim, MEMBER_IDS.associated)).map((held) => held.hentevinduId)).toEqual([windowId]);
});

test('a member’s held delivery window is reserved anew at the page load that finds her cart changed by another device meanwhile', async ({
  page,
  sim,
  shop,
  picker,
}) => {
  const { login } = await liseWithReservedDelivery({ page, sim, shop, picker });
  const extends_ = async () => (await sim.requests()).filter((request) => request.path.endsWith('/extend')).length;
  const extendsBefore = await extends_();

  // With no page of the shop open, her phone puts cheese in the cart: the delivery's total and weight change.
  await page.goto('about:blank');
  await saveCartOnOtherDevice(page.request, login, { 'Norvegia 26 %': 2 });
  await shop.open();

  await expect(picker.trigger).toContainText('Karl Johans gate');
  // The checkout data's run "once when the user's chain is known": the held window is extended once.
  await expect.poll(extends_).toBe(extendsBefore + 1);
  // A reload without a change keeps it as it is.
  await page.reload();
  await expect(picker.trigger).toContainText('Karl Johans gate');
  await page.waitForLoadState('networkidle');
  expect(await extends_()).toBe(extendsBefore + 1);
});

test('a member’s held delivery window gives way to the pickup window another device of hers switched to, reserved for pickup', async ({
  page,
  sim,
  shop,
  picker,
}) => {
  const { login } = await liseWithReservedDelivery({ page, sim, shop, picker });

  const pickup = await saveMemberPickupWindow(page, sim, login, 1);
  await sim.notify(MEMBER_IDS.associated, 'EXTENDED_USER_UPDATED');
  const clocks = await pauseClocks(page, sim);
  await clocks.step(PAST_NEXT_POLL);

  await expect(picker.trigger).toContainText('Hente selv');
  await expect
    .poll(async () => (await activeReservations(sim, MEMBER_IDS.associated)).map((held) => `${held.hentevinduId} ${held.type}`))
    .toEqual([`${pickup.windowId} Store`]);
});

test('a window confirmed while the held one is being reserved anew wins: the reserve in flight is cancelled, one reservation is left', async ({
  page,
  sim,
  shop,
  picker,
}) => {
  test.setTimeout(90_000);
  await liseWithReservedDelivery({ page, sim, shop, picker });
  // The re-reservation a cart change starts (an extend of the held window) takes 12 s to be answered.
  const slowExtend = 'PUT /sylinder/hentevinduer/reservasjoner/v1/api/*/extend';
  await sim.addFault({ route: slowExtend, delayMs: 12_000, times: 1 });
  const putting = putBackCartItems(page, [{ ean: '7038551135202', quantity: 1 }]);
  await expect.poll(() => sim.faultsApplied(slowExtend), { timeout: 15_000 }).toBe(1);
  const slowAnswerDue = Date.now() + 12_500;

  // Meanwhile she chooses another window, a day later, and confirms it.
  await picker.trigger.click();
  await picker.typePage.continueButton.click();
  const delivery = picker.timePage.deliveryDialog;
  const newer = await picker.timePage.windowIdOf(await picker.timePage.chooseWindow(3, delivery));
  await picker.timePage.confirm(delivery);
  await putting;
  await expect.poll(async () => (await activeReservations(sim, MEMBER_IDS.associated)).map((held) => held.hentevinduId)).toEqual([newer]);

  // The slow extend is answered (a 404: the platform let that reservation go for the newer one); nothing of it comes back.
  await page.waitForTimeout(Math.max(0, slowAnswerDue - Date.now()));
  expect((await activeReservations(sim, MEMBER_IDS.associated)).map((held) => held.hentevinduId)).toEqual([newer]);
  await picker.trigger.click();
  await picker.typePage.continueButton.click();
  await expect(picker.timePage.windowById(newer, delivery)).toBeChecked();
  await expect(delivery.getByRole('progressbar', { name: /reserv/i })).toBeVisible();
});

test('opening the time page twice while its windows load asks the platform once; a newer request cancels the earlier', async ({
  page,
  sim,
  shop,
  picker,
}) => {
  await shop.openAs('member');
  const windowRoute = 'POST /api/handoverwindows/store/**';
  await sim.addFault({ route: windowRoute, delayMs: 3_000, times: 1 });
  const callsBefore = (await sim.handoverWindowCalls()).length;

  await picker.openOn('time');
  await picker.openOn('time');
  const time = picker.timePage.dialog;
  await expect(picker.timePage.openWindows(time).first()).toBeVisible({ timeout: 10_000 });
  expect((await sim.handoverWindowCalls()).length).toBe(callsBefore + 1);

  // Her own store's windows asked for again (slow), then MENY Ullevål's: only Ullevål's are shown, also after the first answers.
  await sim.addFault({ route: windowRoute, delayMs: 4_000, times: 1 });
  await picker.timePage.cancelButton(time).click();
  await picker.toPickupTimePage();
  await time.getByRole('button', { name: 'Tilbake' }).click();
  // Her own store's county group is open.
  await picker.locationPage.store('MENY Ullevål').check();
  await picker.locationPage.confirm();
  expect((await sim.handoverWindowCalls()).at(-1)?.path).toContain(MENY_ULLEVAL.gln);
  const ullevalWindow = `S-${MENY_ULLEVAL.pickupGln}-`;
  await expect(picker.timePage.openWindows(time).first()).toHaveAttribute('value', new RegExp(`^${ullevalWindow}`));
  // Past the slow answer for her own store: still Ullevål's windows, every one.
  await page.waitForTimeout(4_500);
  const shown = await time.getByRole('radio').evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).value));
  expect(shown.length).toBeGreaterThan(0);
  expect(shown.filter((value) => !value.startsWith(ullevalWindow))).toEqual([]);
});

/**
 * Kari chooses home delivery to her address and a window two open days ahead by clicks, and confirms it; answers once
 * the picker has closed (the page's reload that may follow, a changed store, is not awaited).
 */
async function chooseDeliveryWindow(picker: HandoverPicker): Promise<void> {
  const typePage = await picker.open();
  await typePage.delivery.check();
  await expect(typePage.dialog.getByRole('radio', { name: /0154 OSLO/ })).toBeChecked();
  await typePage.continueButton.click();
  await picker.timePage.chooseWindow(2, picker.timePage.deliveryDialog);
  await picker.timePage.confirm(picker.timePage.deliveryDialog);
}

test('a pickup window’s save and reservation carry no carrier window id, even when the window has one; a delivery window’s carry it', async ({
  page,
  sim,
  shop,
  picker,
}) => {
  await sim.setWindowFields('store', { carrierWindowIds: true });
  await shop.openAs('member');

  await picker.choosePickupWindowDaysAhead();
  await expect.poll(async () => (await activeReservations(sim, MEMBER_IDS.member)).length).toBe(1);
  const pickupSave = (await sim.householdSaves()).at(-1)?.body;
  expect(pickupSave?.handoverInfo).toMatchObject({ windowId: expect.stringMatching(/^S-/), deliveryInfo: null });
  expect(JSON.stringify(pickupSave)).not.toContain('CW-');
  expect((await activeReservations(sim, MEMBER_IDS.member))[0]?.leverandoerHentevinduId).toBeNull();

  const reload = page.waitForEvent('load');
  await chooseDeliveryWindow(picker);
  await reload;
  await expect(picker.trigger).toContainText('Karl Johans gate');
  const deliverySave = (await sim.householdSaves()).at(-1)?.body.handoverInfo;
  const carrierWindowId = (deliverySave?.deliveryInfo as { carrierWindowId?: string } | null)?.carrierWindowId;
  expect(carrierWindowId).toMatch(/^CW-/);
  await expect
    .poll(async () => (await activeReservations(sim, MEMBER_IDS.member)).map((held) => held.leverandoerHentevinduId))
    .toEqual([carrierWindowId]);
});

test('a window that carries its own gln: pickup saves it as the store and keeps the pickup place; delivery saves it as both', async ({
  page,
  sim,
  shop,
  picker,
}) => {
  // Kari's own store, MENY Storo: the place she picks up at.
  const storoPickupGln = '7080001150015';
  await sim.setWindowFields('store', { gln: MENY_ULLEVAL.gln });
  await sim.setWindowFields('delivery', { gln: MENY_ULLEVAL.gln });
  await shop.openAs('member');

  // The store changed: the page reloads once the picker has closed.
  const reload = page.waitForEvent('load');
  await picker.choosePickupWindowDaysAhead();
  await reload;
  await expect
    .poll(async () => {
      const save = (await sim.householdSaves()).at(-1)?.body;
      return save === undefined ? null : { store: save.prefferedStoreId, pickup: save.pickupStoreId };
    })
    .toEqual({ store: MENY_ULLEVAL.gln, pickup: storoPickupGln });

  await expect(shop.loggedInAs).toHaveText(TEST_USERS.member);
  const savesBefore = (await sim.householdSaves()).length;
  await chooseDeliveryWindow(picker);
  await expect
    .poll(async () => {
      const save = (await sim.householdSaves()).slice(savesBefore).at(-1)?.body;
      return save === undefined ? null : { store: save.prefferedStoreId, pickup: save.pickupStoreId, type: save.handoverInfo.handoverType };
    })
    .toEqual({ store: MENY_ULLEVAL.gln, pickup: MENY_ULLEVAL.pickupGln, type: 'HJEM' });
  await expect.poll(async () => (await activeReservations(sim, MEMBER_IDS.member)).map((held) => held.gln)).toEqual([MENY_ULLEVAL.gln]);
});

test('pickup without a closest store, and without the shopper’s own among the stores, starts on the first store the platform lists', async ({
  page,
  sim,
  shop,
  picker,
}) => {
  // The anonymous shopper's store (the chain's default, MENY Storo) has closed: it leaves the pickup locations. Without
  // an address the platform names no closest store.
  await sim.setStoreActive('7080001150015', false);
  const options = (await (await page.request.get('/api/handoveroptions/1300')).json()) as {
    handoverType: string;
    locations: { name: string }[];
    closestStoreOrPickupPoint: unknown;
  }[];
  const store = options.find((option) => option.handoverType === 'Store');
  expect(store?.closestStoreOrPickupPoint).toBeNull();
  expect(store?.locations.some((location) => location.name === 'MENY Storo')).toBe(false);
  const first = store?.locations[0]?.name ?? '';
  expect(first).not.toBe('');

  await shop.open();
  await picker.open();
  await picker.typePage.continueToPickup();
  await expect(picker.locationPage.store(first)).toBeChecked();
  await expect(picker.locationPage.dialog.getByRole('radio', { checked: true })).toHaveCount(1);
});
