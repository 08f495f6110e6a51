import type { Page } from '@playwright/test';
import type { HandoverPicker } from '../pages/HandoverPicker';
import { expect, test } from '../support/fixtures';
import type { SimulatorClient } from '../support/simulator';

/**
 * Issue 36, point 10 (spec section 5, the store/handover update): what a member's confirm sends to the household
 * (`PUT /api/extended-user/{chainid}/household`). An empty delivery comment goes as ''; the same body twice in a row is
 * saved once; the delivery address's coordinates go cut to 15 characters. The address comes from the address register
 * as the simulator is told to answer.
 */

const SEARCH_ROUTE = 'GET /api/postalcode/address/search';

/** One answer of the address register at the given coordinates. */
function registerAddress(number: string, coordinates: { lat: number; lon: number }) {
  return {
    street: 'Karl Johans gate',
    number,
    letter: '',
    postalCode: '0154',
    city: 'OSLO',
    address: `Karl Johans gate ${number}`,
    coordinates,
  };
}

/**
 * The member without an address picks `number` in Karl Johans gate for delivery and confirms the first open window of
 * the time page; the store changes with it, so the page reloads (spec section 2) before this answers.
 */
async function deliverTo(page: Page, picker: HandoverPicker, number: string): Promise<void> {
  const typePage = await picker.open();
  await typePage.chooseDeliveryTo(`Karl Johans gate ${number}`, new RegExp(`Karl Johans gate ${number}, 0154 OSLO`));
  await expect(typePage.continueButton).toBeEnabled();
  await typePage.continueButton.click();
  const time = picker.timePage.deliveryDialog;
  await picker.timePage.openWindows(time).first().check();
  const reload = page.waitForEvent('load');
  await picker.timePage.confirmButton(time).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await reload;
  await expect(picker.trigger).toContainText(`Karl Johans gate ${number}`);
}

/** The delivery coordinates of the member's last household save. */
async function lastSavedCoordinates(sim: SimulatorClient): Promise<unknown> {
  const saves = await sim.householdSaves();
  return (saves.at(-1)?.body.handoverInfo.deliveryInfo as { coordinates?: unknown } | null)?.coordinates;
}

test('a pickup save sends the empty delivery comment as «», and the same window confirmed again is not saved again', async ({
  page,
  sim,
  shop,
  picker,
}) => {
  await shop.open('/', 'member');
  await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);
  await picker.toPickupTimePage();
  await picker.timePage.chooseWindow(1);
  await picker.timePage.confirm();
  await expect.poll(async () => (await sim.householdSaves()).length).toBe(1);
  const [first] = await sim.householdSaves();
  expect(first?.body).toMatchObject({ deliveryComment: '', handoverInfo: { handoverType: 'BUTIKK' } });

  await picker.toSavedTimePage();
  await expect(picker.timePage.dialog.getByRole('radio', { checked: true })).toBeVisible();
  await picker.timePage.confirm();
  await expect(picker.trigger).toContainText('MENY Storo');
  // A save would be on its way at once: a moment for it to reach the platform, then none has.
  await page.waitForTimeout(1_500);
  expect(await sim.householdSaves()).toHaveLength(1);
});

test('delivery coordinates go cut to 15 characters', async ({ page, sim, shop, picker }) => {
  await sim.addFault({ route: SEARCH_ROUTE, body: [registerAddress('1', { lat: 59.91234567890123, lon: 10.74612345678901 })] });
  await shop.open('/', 'noAddress');
  await expect(shop.loggedInAs).toHaveText(/Nina Dahl/);
  await deliverTo(page, picker, '1');
  await expect.poll(() => lastSavedCoordinates(sim)).toEqual({ lat: 59.912345678901, lon: 10.746123456789 });
});
