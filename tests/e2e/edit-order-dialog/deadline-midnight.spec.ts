import { loginWithSavedCart } from '../support/cart-seeds';
import { expect, test } from '../support/fixtures';
import { MEMBER_IDS } from '../support/simulator';

/**
 * Spec section 9: an order's change deadline at midnight is shown as the day before's 23.59, in the spec's HH.mm time
 * format. Kari has an order (added through the simulator's control API) whose changes end at the coming midnight in
 * Oslo, before her seeded order's; her cart names it.
 */

/** The minutes from `now` to the coming midnight in Oslo, and that midnight's day before as dd.MM. */
function comingOsloMidnight(now: number): { minutes: number; dayBefore: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Oslo',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      day: '2-digit',
      month: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  const secondsIntoDay = Number(parts.hour) * 3600 + Number(parts.minute) * 60 + Number(parts.second);
  return { minutes: (24 * 3600 - secondsIntoDay) / 60, dayBefore: `${parts.day}.${parts.month}` };
}

test('an order whose changes end at midnight reads «kan endres frem til dd.MM 23.59», the day before', async ({
  page,
  sim,
  shop,
  cart,
}) => {
  const { minutes, dayBefore } = comingOsloMidnight(Date.parse(await sim.now()));
  await loginWithSavedCart(sim, page.request, 'member', { 'Grandiosa Original': 1 });
  await sim.addOrder({ memberId: MEMBER_IDS.member, pickupCode: '246810', deadlineInMinutes: minutes });
  await shop.open();
  await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);
  await cart.open();
  await expect(cart.dialog).toContainText(`Bestillingen med hentekode 246810 kan endres frem til ${dayBefore} 23.59.`);
});
