import type { Page } from '@playwright/test';
import { HandoverPicker } from '../pages/HandoverPicker';
import { ShopPage } from '../pages/ShopPage';
import { expect, test } from '../support/fixtures';
import { RESERVATION_KEY } from '../support/handover-seeds';
import { type SettingsChange, withSettings } from '../support/settings';

// Issue 34, points 2 and 3: a pickup point is a choice of its own (spec sections 3, 4, 7). MENY Hentepunkt Nydalen is a
// parcel locker picked by MENY Storo (its gln) with an id of its own (its pickupGln); MENY Bryn (the gln ending 0488)
// is, for a store handover, the locker 667 named 'MENY Bryn Henteskap' (spec section 4). Whatever the shopper chose
// must come back after the picker's own reload (the store changed over several pages: the page reloads 500 ms after
// the picker closes) and in a new tab: the trigger's text, the place on the location page, the window on the time
// page; for a member, the reservation the platform holds. The window is chosen three open days ahead: these run on
// every date.

const NYDALEN = /MENY Hentepunkt Nydalen/;
const KEPT = RESERVATION_KEY;
const DEFAULT_ERROR = 'Det har skjedd en feil. Vennligst prøv igjen senere.';

/** A place the shopper picks up at: how the location page names it, what the trigger says, where its windows are. */
interface PickupPlace {
  name: string;
  /** The place's radio on the location page. */
  choose: RegExp;
  /** What the trigger says once it is saved. */
  trigger: string;
  /** The id the windows are asked for and the reservation made at (the household's pickup store id). */
  pickupId: string;
  /** The site's settings this place needs, if any. */
  settings?: SettingsChange;
}

const PLACES: readonly PickupPlace[] = [
  { name: 'MENY Hentepunkt Nydalen', choose: NYDALEN, trigger: 'MENY Hentepunkt Nydalen', pickupId: '7080003000017' },
  { name: 'MENY Bryn', choose: /^MENY Bryn\b/, trigger: 'MENY Bryn Henteskap', pickupId: '667' },
  // A locker only the pickup-point list (hentepunkter, behind features.pickupPointList) has, picked by MENY Ullevål.
  {
    name: 'MENY Hentepunkt Blindern, a point only the pickup-point list has [setting: features.pickupPointList]',
    choose: /MENY Hentepunkt Blindern/,
    trigger: 'MENY Hentepunkt Blindern',
    pickupId: '7080003000024',
    settings: { set: { features: { pickupPointList: true } } },
  },
];

/** The shop page with the place's settings, as the member when given, anonymous otherwise. */
async function openShop(page: Page, place: PickupPlace, kind?: 'member'): Promise<{ shop: ShopPage; picker: HandoverPicker }> {
  if (place.settings) {
    await withSettings(page, place.settings);
  }
  const shop = new ShopPage(page);
  if (kind) {
    await shop.openAs(kind);
  } else {
    await shop.open();
  }
  return { shop, picker: new HandoverPicker(page) };
}

/**
 * By clicks, pickup at the place in a window three open days ahead, 'Bekreft henting'; then the picker's own reload.
 * Answers the window chosen, as its confirm button named it, and what the trigger says after the reload.
 */
async function choosePlaceAndReload(page: Page, picker: HandoverPicker, place: PickupPlace): Promise<{ chosen: string; trigger: string }> {
  const reload = page.waitForEvent('load');
  const chosen = await picker.choosePickupWindowAt(place.choose);
  await reload;
  await expect(picker.trigger).toContainText(place.trigger);
  return { chosen, trigger: (await picker.trigger.textContent()) ?? '' };
}

for (const place of PLACES) {
  test(`an anonymous shopper who picks up at ${place.name} finds ${place.trigger} and the window again after the reload and in a new tab`, async ({
    page,
    sim,
  }) => {
    const { picker } = await openShop(page, place);
    await expect(picker.trigger).toContainText('MENY Storo');
    const { chosen, trigger } = await choosePlaceAndReload(page, picker, place);

    // After the picker's own reload: the place, and the windows the platform gives for it, without an error.
    await picker.expectSavedPlaceAndWindow(place.choose, chosen);
    expect((await sim.handoverWindowCalls()).at(-1)?.path).toBe(`/api/handoverwindows/pickuppoint/1300/${place.pickupId}`);
    await expect(page.getByText(DEFAULT_ERROR)).toHaveCount(0);

    // A new tab: the same trigger, place and window; and this tab's next load.
    const second = await page.context().newPage();
    const secondPicker = (await openShop(second, place)).picker;
    await expect(secondPicker.trigger).toHaveText(trigger);
    await secondPicker.expectSavedPlaceAndWindow(place.choose, chosen);
    await second.close();
    await page.bringToFront();
    await page.reload();
    await expect(picker.trigger).toHaveText(trigger);
  });

  test(`a member who picks up at ${place.name} keeps ${place.trigger}, the window and the platform’s reservation at it after the reload and in a new tab`, async ({
    page,
    sim,
  }) => {
    await sim.setReservationMinutes(30);
    const { shop, picker } = await openShop(page, place, 'member');
    const { chosen, trigger } = await choosePlaceAndReload(page, picker, place);
    await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);

    // The household holds the place; the platform holds one reservation, at it, kept in the browser.
    const { households } = await sim.state();
    expect(Object.values(households).map((record) => record.household.pickupStoreId)).toContain(place.pickupId);
    const held = (await sim.reservations()).filter((reservation) => reservation.active);
    expect(held).toHaveLength(1);
    expect(held[0]).toMatchObject({ gln: place.pickupId, medlemId: 'M-100001' });
    expect(held[0]?.hentevinduId).toContain(place.pickupId);
    const made = (await sim.reservations()).length;
    await expect
      .poll(() => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null')?.reservationId ?? null, KEPT))
      .toBe(held[0]?.id);

    // After the reload: the place, the window, and the reservation taken up (its countdown), not made again.
    await picker.expectSavedPlaceAndWindow(place.choose, chosen, { reserved: true });
    await expect(page.getByText(DEFAULT_ERROR)).toHaveCount(0);
    expect(await sim.reservations()).toHaveLength(made);

    // A new tab of the same member: the same trigger, place and window; the platform's reservation is the one kept.
    const second = await page.context().newPage();
    const secondPicker = (await openShop(second, place, 'member')).picker;
    await expect(secondPicker.trigger).toHaveText(trigger);
    await secondPicker.expectSavedPlaceAndWindow(place.choose, chosen);
    await second.close();
    const after = (await sim.reservations()).filter((reservation) => reservation.active);
    expect(after.map((reservation) => reservation.id)).toEqual([held[0]?.id]);
  });
}

test('a tab left open at MENY Storo shows MENY Hentepunkt Nydalen and its window after its reload once another tab chose them', async ({
  page,
  shop,
  picker,
}) => {
  await shop.open();
  await expect(picker.trigger).toContainText('MENY Storo');
  const other = await page.context().newPage();
  const otherPicker = new HandoverPicker(other);
  await other.goto('/');
  await expect(otherPicker.trigger).toContainText('MENY Storo');

  // The first tab chooses the pickup point of the same store; the tab left open is reloaded.
  await page.bringToFront();
  const reload = page.waitForEvent('load');
  const chosen = await picker.choosePickupWindowAt(NYDALEN);
  await reload;
  await expect(picker.trigger).toContainText('MENY Hentepunkt Nydalen');
  const trigger = (await picker.trigger.textContent()) ?? '';
  await other.bringToFront();
  await other.reload();
  await expect(otherPicker.trigger).toHaveText(trigger);
  await otherPicker.expectSavedPlaceAndWindow(NYDALEN, chosen);
  await other.close();
});
