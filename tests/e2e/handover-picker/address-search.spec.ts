import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import type { SimulatorClient } from '../support/simulator';
import { pauseClocks } from '../support/step-clocks';

/**
 * Issue 36, point 10 (spec section 5, address autocomplete and coverage): the type page's address field asks the
 * address register only for a non-empty text of at least 2 characters, 500 ms after the last key; it offers only the
 * results with a street and a city; and an address without a valid postal code gets no coverage check: no delivery to
 * it. The clocks are paused and stepped, so the waits are exact however busy the machine is.
 */

const SEARCH_PATH = '/api/postalcode/address/search';
const NO_DELIVERY = 'Vi leverer dessverre ikke til denne adressen';

/** What the address field asked the register for so far (the `address` query of each search), oldest first. */
async function searches(sim: SimulatorClient): Promise<string[]> {
  return (await sim.requests())
    .filter((request) => request.method === 'GET' && request.path === SEARCH_PATH)
    .map((request) => new URLSearchParams(request.query).get('address') ?? '');
}

/** A moment of real time, for a search that was (wrongly) sent to reach the simulator before the count is read. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => undefined);
  await new Promise((resolve) => setTimeout(resolve, 300));
}

/** One answer of the address register, as the platform sends it. */
function registerAddress(fields: { street: string; number: string; postalCode: string; city: string }) {
  return {
    ...fields,
    letter: '',
    address: `${fields.street} ${fields.number}`.trim(),
    coordinates: { lat: 59.9127, lon: 10.7461 },
  };
}

test('the address search waits 500 ms after the last key, then asks once for what was typed', async ({ page, sim, shop, picker }) => {
  await shop.open();
  const typePage = await picker.open();
  await typePage.delivery.check();
  const clocks = await pauseClocks(page, sim);

  await typePage.address.focus();
  await page.keyboard.type('Karl Joh');
  await clocks.step(499);
  await settle(page);
  expect(await searches(sim)).toEqual([]);

  await clocks.step(1);
  await expect.poll(() => searches(sim)).toEqual(['Karl Joh*']);
  await expect(typePage.dialog.getByRole('option', { name: /Karl Johans gate 1, 0154 OSLO/ })).toBeVisible();
});

test('one letter asks for nothing, two do; an emptied field or spaces ask for nothing and offer nothing', async ({
  page,
  sim,
  shop,
  picker,
}) => {
  await shop.open();
  const typePage = await picker.open();
  await typePage.delivery.check();
  const clocks = await pauseClocks(page, sim);
  const options = typePage.dialog.getByRole('option');

  await typePage.address.focus();
  await page.keyboard.type('K');
  await clocks.step(2_000);
  await settle(page);
  expect(await searches(sim)).toEqual([]);
  await expect(options).toHaveCount(0);

  await page.keyboard.type('a');
  await clocks.step(500);
  await expect.poll(() => searches(sim)).toEqual(['Ka*']);
  await expect(options.first()).toBeVisible();

  await typePage.address.fill('');
  await clocks.step(2_000);
  await expect(options).toHaveCount(0);
  await typePage.address.fill('   ');
  await clocks.step(2_000);
  await settle(page);
  expect(await searches(sim)).toEqual(['Ka*']);
  await expect(options).toHaveCount(0);
});

test('only the register’s results with a street and a city are offered', async ({ sim, shop, picker }) => {
  await sim.addFault({
    route: `GET ${SEARCH_PATH}`,
    body: [
      registerAddress({ street: '', number: '1', postalCode: '0154', city: 'OSLO' }),
      registerAddress({ street: 'Karl Johans gate', number: '2', postalCode: '0154', city: '' }),
      registerAddress({ street: 'Karl Johans gate', number: '1', postalCode: '0154', city: 'OSLO' }),
    ],
  });
  await shop.open();
  const typePage = await picker.open();
  await typePage.delivery.check();
  await typePage.address.fill('Karl Johans gate');

  const options = typePage.dialog.getByRole('option');
  await expect(options.first()).toBeVisible();
  await expect(options).toHaveCount(1);
  await expect(options.first()).toHaveAccessibleName(/Karl Johans gate 1, 0154 OSLO/);
});

test('an address picked without a valid postal code gets no coverage call: no delivery to it, and «Fortsett» stays disabled', async ({
  sim,
  shop,
  picker,
}) => {
  await sim.addFault({
    route: `GET ${SEARCH_PATH}`,
    body: [registerAddress({ street: 'Karl Johans gate', number: '1', postalCode: '154', city: 'OSLO' })],
  });
  await shop.open();
  const typePage = await picker.open();
  await typePage.delivery.check();
  await typePage.pickAddress('Karl Johans gate 1', /Karl Johans gate 1, 154 OSLO/);

  await expect(typePage.dialog.getByText(NO_DELIVERY)).toBeVisible();
  expect(await sim.coverageCalls()).toEqual([]);
  await typePage.delivery.check();
  await expect(typePage.continueButton).toBeDisabled();
  await expect(typePage.useAddressButton).toHaveCount(0);
});
