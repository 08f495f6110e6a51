import type { Page } from '@playwright/test';
import { choosePickupWindowDaysAhead, expect, test } from '../support/fixtures';

test.beforeEach(async ({ page }) => {
  expect((await page.request.post('/__sim/reset')).ok()).toBe(true);
});

interface SimReservation {
  id: string;
  hentevinduId: string;
  hentevinduStart: string;
  reservertTil: string;
  active: boolean;
}

async function simReservations(page: Page): Promise<SimReservation[]> {
  return ((await (await page.request.get('/__sim/state')).json()) as { reservations: SimReservation[] }).reservations;
}

/**
 * As the member, through the picker to the time page of the member's own store, a window three days ahead chosen and
 * confirmed (which reserves it), then the time page opened again to show the reservation.
 */
async function reserveWindowThreeDaysAhead(page: Page) {
  await expect(page.getByTestId('logged-in-as')).toHaveText(/Kari Nordmann/);
  const time = await choosePickupWindowDaysAhead(page);
  await expect.poll(async () => (await simReservations(page)).length).toBe(1);
  await page.evaluate(() =>
    (window as unknown as { kurv: { openHandoverPicker: (page: string) => void } }).kurv.openHandoverPicker('time'),
  );
  const ring = time.getByRole('progressbar', { name: /reserv/i });
  await expect(ring).toBeVisible();
  return { time, ring };
}

test('a member’s reservation counts down, and moving both clocks past its end clears it', async ({ page }) => {
  expect((await page.request.post('/__sim/reservations/config', { data: { reservationDurationInMinutes: 5 } })).ok()).toBe(true);
  await page.goto('/?as=member');
  const { ring } = await reserveWindowThreeDaysAhead(page);
  await expect(ring).toHaveAttribute('aria-valuemax', '5');
  await expect(ring).toHaveAttribute('aria-valuenow', '5');

  // The ring ticks every second on the browser clock.
  await page.clock.runFor(61_000);
  await expect(ring).toHaveAttribute('aria-valuenow', '4');

  // Past the end on both clocks: the platform lets the reservation go and the picker clears it.
  expect((await page.request.post('/__sim/clock', { data: { advanceMinutes: 5 } })).ok()).toBe(true);
  await page.clock.runFor(5 * 60_000);
  await expect(ring).toHaveCount(0);
  const simNow = Date.parse(((await (await page.request.get('/__sim/clock')).json()) as { now: string }).now);
  const [reservation] = await simReservations(page);
  expect(Date.parse(reservation?.reservertTil ?? '')).toBeLessThanOrEqual(simNow);
});

test('extending a reservation the platform answers 404 for reserves an equivalent window anew', async ({ page }) => {
  await page.goto('/?as=member');
  const { time } = await reserveWindowThreeDaysAhead(page);
  const [first] = await simReservations(page);
  const extend = 'PUT /sylinder/hentevinduer/reservasjoner/v1/api/*/extend';
  expect((await page.request.post('/__sim/faults', { data: { route: extend, status: 404, times: 1 } })).ok()).toBe(true);

  // Confirming the reserved window extends its reservation; the platform no longer knows it.
  await time.getByRole('button', { name: /^Bekreft henting/ }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await expect.poll(async () => (await simReservations(page)).length).toBe(2);
  const { requests } = (await (await page.request.get('/__sim/state')).json()) as {
    requests: { method: string; path: string; fault: string | null }[];
  };
  expect(requests.some((request) => request.method === 'PUT' && request.path.endsWith('/extend') && request.fault !== null)).toBe(true);
  const second = (await simReservations(page)).at(-1);
  expect(second).toMatchObject({ active: true, hentevinduId: first?.hentevinduId, hentevinduStart: first?.hentevinduStart });
  expect(second?.id).not.toBe(first?.id);
});

test('extending a reservation the platform answers 404 for, on a window of one place, reserves that window anew', async ({ page }) => {
  // Every window has one place: the member's reservation fills the chosen one until the platform lets it go.
  expect((await page.request.post('/__sim/windows/capacity', { data: { capacity: 1 } })).ok()).toBe(true);
  await page.goto('/?as=member');
  const { time } = await reserveWindowThreeDaysAhead(page);
  const [first] = await simReservations(page);
  const extend = 'PUT /sylinder/hentevinduer/reservasjoner/v1/api/*/extend';
  expect((await page.request.post('/__sim/faults', { data: { route: extend, status: 404, times: 1 } })).ok()).toBe(true);

  // Confirming the reserved window extends its reservation; the platform no longer knows it.
  await time.getByRole('button', { name: /^Bekreft henting/ }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await expect.poll(async () => (await simReservations(page)).length).toBe(2);
  const { requests } = (await (await page.request.get('/__sim/state')).json()) as {
    requests: { method: string; path: string; fault: string | null }[];
  };
  expect(requests.some((request) => request.method === 'PUT' && request.path.endsWith('/extend') && request.fault !== null)).toBe(true);
  const second = (await simReservations(page)).at(-1);
  expect(second).toMatchObject({ active: true, hentevinduId: first?.hentevinduId, hentevinduStart: first?.hentevinduStart });
  expect(second?.id).not.toBe(first?.id);
});
