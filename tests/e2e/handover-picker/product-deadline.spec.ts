import { expect, test } from '../support/fixtures';

/**
 * Issue 36, point 10 (spec section 5, window eligibility): a window's handover product is usable only while its
 * deadline is ahead; a window none of whose products is usable leaves the time list (spec section 4's BeforeDeadline).
 * The platform's answer is the simulator's own for the shown day, with the deadline of one window's products put a
 * minute in the past.
 */

interface WindowsAnswer {
  days: { handoverWindows: { windowId: string; handoverProducts: { deadline: string }[] }[] }[];
}

test('a window whose handover products’ deadline has passed is not offered; the others of its day are', async ({
  page,
  sim,
  shop,
  picker,
}) => {
  await shop.open();
  const time = await picker.toPickupTimePage();
  const windows = picker.timePage.openWindows(time);
  await expect(windows.nth(1)).toBeVisible();
  const [passed, kept] = [await picker.timePage.windowIdOf(windows.nth(0)), await picker.timePage.windowIdOf(windows.nth(1))];

  const call = (await sim.handoverWindowCalls()).at(-1);
  expect(call).toBeDefined();
  const answer = (await (await page.request.post(call?.path ?? '', { data: call?.body })).json()) as WindowsAnswer;
  const aMinuteAgo = new Date(Date.parse(await sim.now()) - 60_000).toISOString();
  let changed = 0;
  for (const window of answer.days.flatMap((day) => day.handoverWindows)) {
    if (window.windowId === passed) {
      for (const product of window.handoverProducts) {
        product.deadline = aMinuteAgo;
        changed += 1;
      }
    }
  }
  expect(changed).toBeGreaterThan(0);
  const route = `POST ${call?.path ?? ''}`;
  await sim.addFault({ route, body: answer });

  await time.getByRole('button', { name: 'Avbryt' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const again = await picker.toPickupTimePage();
  await expect.poll(() => sim.faultsApplied(route)).toBeGreaterThan(0);
  await expect(picker.timePage.windowById(kept, again)).toBeVisible();
  await expect(picker.timePage.windowById(passed, again)).toHaveCount(0);
});
