import { expect, test } from '../support/fixtures';
import { memberWithReservedPickupWindow, openAsSeededMember } from '../support/handover-seeds';

/**
 * Spec section 9: the reservation's progress ring counts to the length the server's configuration gives
 * (reservation.spec.ts), and to 60 minutes when the configuration gives none. Kari's pickup window three open days
 * ahead is saved and reserved through the platform; the configuration's answer is the simulator's fault.
 */

test('a configuration without a reservation length gives the ring its default maximum of 60 minutes', async ({
  page,
  sim,
  shop,
  picker,
}) => {
  const seeded = await memberWithReservedPickupWindow(page, sim);
  await sim.addFault({ route: 'GET /sylinder/hentevinduer/reservasjoner/v1/api/configuration', body: {} });
  await openAsSeededMember(shop, picker, sim, seeded);
  await picker.openOn('time');
  const ring = picker.timePage.countdown;
  await expect(ring).toBeVisible();
  await expect(ring).toHaveAttribute('aria-valuemax', '60');
});
