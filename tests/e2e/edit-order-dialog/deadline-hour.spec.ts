import { loginWithSavedCart } from '../support/cart-seeds';
import { expect, test } from '../support/fixtures';
import { osloDateOf, osloInstant } from '../support/oslo-clock';
import { MEMBER_IDS } from '../support/simulator';

/**
 * Issue 36, point 10 (spec section 9): the edit-window end is checked to the hour: an end anywhere in Oslo's 00 hour is
 * shown as the day before's 23.59 (the shopper never reads a later end than the real one, nor the next day's date), an
 * end from 01.00 on as it is. Kari gets an order (the simulator's control API) whose changes end in the coming night,
 * before her seeded order's; her cart names it.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The order's deadline half a minute into `hour`.`minute` of the coming night in Oslo: minutes from the simulator's now
 * (which runs on, and whose milliseconds the simulator drops: the half minute keeps the deadline inside that minute),
 * and the dates.
 */
function comingNight(now: number, hour: number, minute: number): { minutes: number; today: string; tomorrow: string } {
  const today = osloDateOf(now);
  const tomorrow = osloDateOf(osloInstant(today, 12) + DAY_MS);
  const dayMonth = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}`;
  return { minutes: (osloInstant(tomorrow, hour, minute) + 30_000 - now) / 60_000, today: dayMonth(today), tomorrow: dayMonth(tomorrow) };
}

test('an order whose changes end at 00.30 reads «kan endres frem til dd.MM 23.59» of the day before; one ending at 01.00 reads its own 01.00', async ({
  page,
  sim,
  shop,
  cart,
}) => {
  const now = Date.parse(await sim.now());
  const halfPast = comingNight(now, 0, 30);
  await loginWithSavedCart(sim, page.request, 'member', { 'Grandiosa Original': 1 });
  await sim.addOrder({ memberId: MEMBER_IDS.member, pickupCode: '135790', deadlineInMinutes: halfPast.minutes });
  await shop.open();
  await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);
  await cart.open();
  await expect(cart.dialog).toContainText(`Bestillingen med hentekode 135790 kan endres frem til ${halfPast.today} 23.59.`);

  await sim.reset();
  const one = comingNight(now, 1, 0);
  await loginWithSavedCart(sim, page.request, 'member', { 'Grandiosa Original': 1 });
  await sim.addOrder({ memberId: MEMBER_IDS.member, pickupCode: '246801', deadlineInMinutes: one.minutes });
  await shop.open();
  await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);
  await cart.open();
  await expect(cart.dialog).toContainText(`Bestillingen med hentekode 246801 kan endres frem til ${one.tomorrow} 01.00.`);
});
