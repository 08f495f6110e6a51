import type { Page } from '@playwright/test';
import type { HandoverPicker } from '../pages/HandoverPicker';
import type { ShopPage } from '../pages/ShopPage';
import { expect, test } from '../support/fixtures';
import { memberWithReservedPickupWindow, openAsSeededMember } from '../support/handover-seeds';
import type { SimulatorClient } from '../support/simulator';

// A member's reservation on the time page (spec sections 4, 8, 9): its countdown on the browser's clock, its end on
// both clocks, and an extend the platform answers 404 for, which reserves an equivalent window anew. The reserved window
// (three open days ahead at the member's store) is arranged through the platform and kept in the browser, as the time
// page's confirm leaves it; its day and its countdown depend on the date, so these run on every date.

/**
 * As the member, with a pickup window three open days ahead at her store saved and reserved (through the platform, the
 * reservation kept in the browser), the time page opened through the host page's API to show the reservation.
 */
async function reservedWindowOnTimePage(page: Page, sim: SimulatorClient, shop: ShopPage, picker: HandoverPicker) {
  await openAsSeededMember(shop, picker, sim, await memberWithReservedPickupWindow(page, sim));
  await expect.poll(async () => (await sim.reservations()).length).toBe(1);
  await picker.openOn('time');
  const time = picker.timePage.dialog;
  const ring = picker.timePage.countdown;
  await expect(ring).toBeVisible();
  return { time, ring };
}

test('a member’s reservation counts down, and moving both clocks past its end clears it', async ({ page, sim, shop, picker }) => {
  await sim.setReservationMinutes(5);
  const { ring } = await reservedWindowOnTimePage(page, sim, shop, picker);
  await expect(ring).toHaveAttribute('aria-valuemax', '5');
  await expect(ring).toHaveAttribute('aria-valuenow', '5');

  // The ring ticks every second on the browser clock.
  await page.clock.runFor(61_000);
  await expect(ring).toHaveAttribute('aria-valuenow', '4');

  // Past the end on both clocks: the platform lets the reservation go and the picker clears it.
  await sim.advanceClock(5);
  await page.clock.runFor(5 * 60_000);
  await expect(ring).toHaveCount(0);
  const simNow = Date.parse(await sim.now());
  const [reservation] = await sim.reservations();
  expect(Date.parse(reservation?.reservertTil ?? '')).toBeLessThanOrEqual(simNow);
});

const EXTEND = 'PUT /sylinder/hentevinduer/reservasjoner/v1/api/*/extend';

test('extending a reservation the platform answers 404 for reserves an equivalent window anew', async ({ page, sim, shop, picker }) => {
  const { time } = await reservedWindowOnTimePage(page, sim, shop, picker);
  const [first] = await sim.reservations();
  await sim.addFault({ route: EXTEND, status: 404, times: 1 });

  // Confirming the reserved window extends its reservation; the platform no longer knows it.
  await picker.timePage.confirmButton(time).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await expect.poll(async () => (await sim.reservations()).length).toBe(2);
  const requests = await sim.requests();
  expect(requests.some((request) => request.method === 'PUT' && request.path.endsWith('/extend') && request.fault !== null)).toBe(true);
  const second = (await sim.reservations()).at(-1);
  expect(second).toMatchObject({ active: true, hentevinduId: first?.hentevinduId, hentevinduStart: first?.hentevinduStart });
  expect(second?.id).not.toBe(first?.id);
});

test('extending a reservation the platform answers 404 for, on a window of one place, reserves that window anew', async ({
  page,
  sim,
  shop,
  picker,
}) => {
  // Every window has one place: the member's reservation fills the chosen one until the platform lets it go.
  await sim.setWindowCapacity(1);
  const { time } = await reservedWindowOnTimePage(page, sim, shop, picker);
  const [first] = await sim.reservations();
  await sim.addFault({ route: EXTEND, status: 404, times: 1 });

  // Confirming the reserved window extends its reservation; the platform no longer knows it.
  await picker.timePage.confirmButton(time).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await expect.poll(async () => (await sim.reservations()).length).toBe(2);
  const requests = await sim.requests();
  expect(requests.some((request) => request.method === 'PUT' && request.path.endsWith('/extend') && request.fault !== null)).toBe(true);
  const second = (await sim.reservations()).at(-1);
  expect(second).toMatchObject({ active: true, hentevinduId: first?.hentevinduId, hentevinduStart: first?.hentevinduStart });
  expect(second?.id).not.toBe(first?.id);
});
