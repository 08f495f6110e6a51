import { expect, test } from '../support/fixtures';
import { memberWithReservedPickupWindow, openAsSeededMember } from '../support/handover-seeds';

/**
 * Spec section 8, a reservation's extend failing: a 422 is like a 404 (the reservation is gone: an equivalent window is
 * reserved anew, reservation.spec.ts has the 404), any other error is kept and said on the time page, and the
 * reservation stays as it was. Kari's pickup window three open days ahead is saved and reserved through the platform;
 * confirming it again on the time page extends it.
 */

const EXTEND = 'PUT /sylinder/hentevinduer/reservasjoner/v1/api/*/extend';

test('extending a reservation the platform answers 422 for reserves an equivalent window anew', async ({ page, sim, shop, picker }) => {
  await openAsSeededMember(shop, picker, sim, await memberWithReservedPickupWindow(page, sim));
  await picker.openOn('time');
  const [first] = await sim.reservations();
  await sim.addFault({ route: EXTEND, status: 422, times: 1 });

  await picker.timePage.confirmButton().click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await expect.poll(async () => (await sim.reservations()).length).toBe(2);
  const second = (await sim.reservations()).at(-1);
  expect(second).toMatchObject({ active: true, hentevinduId: first?.hentevinduId });
  expect(second?.id).not.toBe(first?.id);
});

test('an extend the platform answers 500 for is said on the time page, and the reservation stays as it was', async ({
  page,
  sim,
  shop,
  picker,
}) => {
  await openAsSeededMember(shop, picker, sim, await memberWithReservedPickupWindow(page, sim));
  await picker.openOn('time');
  const before = await sim.reservations();
  await sim.addFault({ route: EXTEND, status: 500, times: 1 });

  await picker.timePage.confirmButton().click();

  await expect(picker.timePage.errorBanner()).toContainText('Det har skjedd en feil. Vennligst prøv igjen senere.');
  await expect(picker.timePage.dialog).toBeVisible();
  expect(await sim.reservations()).toEqual(before);
  await expect(picker.timePage.countdown).toBeVisible();
});
