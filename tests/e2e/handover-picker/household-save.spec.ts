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

interface DeliveryLocationAnswer {
  address: { address: string; coordinates: { lat: number; lon: number } | null };
}

/** The member picks the delivery location `name` on the type page and confirms the first open window of the time page. */
async function deliverToLocation(page: Page, picker: HandoverPicker, name: string): Promise<void> {
  const typePage = await picker.open();
  await typePage.delivery.check();
  await typePage.dialog.getByRole('radio', { name }).check();
  await typePage.continueButton.click();
  const time = picker.timePage.deliveryDialog;
  await picker.timePage.openWindows(time).first().check();
  await picker.timePage.confirmButton(time).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test('a delivery address changed while its coordinates stayed the old address’s is saved without coordinates', async ({
  page,
  sim,
  shop,
  picker,
}) => {
  // The platform gives Kari's alternative address in Bergen the coordinates of her home in Oslo (left there by a move).
  const login = await sim.login('member');
  const options = (await (
    await page.request.get('/api/handoveroptions/1300', { headers: { authorization: `Bearer ${login.token}` } })
  ).json()) as { handoverType: string; locations: DeliveryLocationAnswer[] }[];
  const locations = options.find((option) => option.handoverType === 'Delivery')?.locations ?? [];
  const home = locations.find((location) => location.address.address === 'Karl Johans gate 1');
  const bergen = locations.find((location) => location.address.address === 'Bryggen 1');
  expect(home?.address.coordinates).not.toBeNull();
  if (bergen && home) {
    bergen.address.coordinates = home.address.coordinates;
  }
  await sim.addFault({ route: 'GET /api/handoveroptions/*', body: options });

  await shop.open();
  await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);
  const firstReload = page.waitForEvent('load');
  await deliverToLocation(page, picker, 'Karl Johans gate 1, 0154 OSLO');
  await expect.poll(() => lastSavedCoordinates(sim)).toEqual(home?.address.coordinates);
  // The store changed with the delivery: the page reloads (spec section 2) before the next choice.
  await firstReload;
  await expect(picker.trigger).toContainText('Karl Johans gate 1');

  await deliverToLocation(page, picker, 'Bryggen 1, 5003 BERGEN');
  const lastSaved = async () => (await sim.householdSaves()).at(-1)?.body.handoverInfo.deliveryInfo as { address?: string };
  await expect.poll(async () => (await lastSaved())?.address).toBe('Bryggen 1');
  expect(await lastSaved()).toMatchObject({ address: 'Bryggen 1', postalCode: '5003', coordinates: null });
});

test('a member on delivery who chooses her alternative address has that address saved with the store that delivers there', async ({
  page,
  sim,
  shop,
  picker,
}) => {
  await sim.login('member');
  await shop.open();
  await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);
  const firstReload = page.waitForEvent('load');
  await deliverToLocation(page, picker, 'Karl Johans gate 1, 0154 OSLO');
  await firstReload;
  await expect(picker.trigger).toContainText('Karl Johans gate 1');

  const reload = page.waitForEvent('load');
  await deliverToLocation(page, picker, 'Bryggen 1, 5003 BERGEN');
  await reload;
  await expect(picker.trigger).toContainText('Bryggen 1');
  const saved = (await sim.householdSaves()).at(-1)?.body;
  const deliveryInfo = saved?.handoverInfo.deliveryInfo as { stores?: string[] } | undefined;
  expect(deliveryInfo).toMatchObject({ address: 'Bryggen 1', postalCode: '5003', city: 'BERGEN' });
  expect(deliveryInfo?.stores).toContain(saved?.prefferedStoreId);
});
