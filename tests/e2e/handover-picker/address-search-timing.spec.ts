import { expect, test } from '../support/fixtures';
import type { SimulatorClient } from '../support/simulator';
import { pauseClocks } from '../support/step-clocks';

/**
 * Spec sections 5 and 9, the picker's address search on the type page, seen in the calls it makes: none for one
 * character (minimum length 2), one call 500 ms after the last keystroke (the debounce), asking for 100 results. The
 * page's clock and the simulator's move together a step at a time (support/step-clocks.ts), never by waiting.
 */

const SEARCH = '/api/postalcode/address/search';

/** The address searches the simulator has answered, with their query. */
async function searches(sim: SimulatorClient): Promise<URLSearchParams[]> {
  return (await sim.requests())
    .filter((request) => request.method === 'GET' && request.path === SEARCH)
    .map((request) => new URLSearchParams(request.query));
}

test('one character asks nothing; the second asks once, 500 ms after the last keystroke, for 100 results', async ({
  page,
  sim,
  shop,
  picker,
}) => {
  await shop.open();
  const typePage = await picker.open();
  await typePage.delivery.check();
  await expect(typePage.address).toBeVisible();
  const clocks = await pauseClocks(page, sim);

  await typePage.address.pressSequentially('K');
  await clocks.step(1_000);
  expect(await searches(sim)).toHaveLength(0);

  await typePage.address.pressSequentially('a');
  await clocks.step(400);
  expect(await searches(sim)).toHaveLength(0);
  await clocks.step(200);
  await expect.poll(async () => (await searches(sim)).length).toBe(1);
  const [query] = await searches(sim);
  expect(query?.get('address')).toBe('Ka*');
  expect(query?.get('size')).toBe('100');
  await expect(typePage.dialog.getByRole('option').first()).toBeVisible();
});

test('the suggestions are announced 1.4 s after the last change, and their list closes 200 ms after the field loses the focus', async ({
  page,
  sim,
  shop,
  picker,
}) => {
  await shop.open();
  const typePage = await picker.open();
  await typePage.delivery.check();
  await expect(typePage.address).toBeVisible();
  const clocks = await pauseClocks(page, sim);
  const status = typePage.dialog.locator('.kurv-autocomplete').getByRole('status');
  const list = typePage.dialog.getByRole('listbox', { name: 'Adresse' });

  await typePage.address.fill('Karl Johans gate 1');
  await clocks.step(600);
  await expect(typePage.dialog.getByRole('option').first()).toBeVisible();
  // The answer came while the clocks stood: its announcement waits for them.
  await clocks.step(1_200);
  await expect(status).not.toHaveText(/treff/);
  await clocks.step(300);
  await expect(status).toHaveText(/^\d+ treff$/);

  await page.keyboard.press('Tab');
  await expect(typePage.address).not.toBeFocused();
  await clocks.step(150);
  await expect(list).toBeVisible();
  await clocks.step(100);
  await expect(list).toBeHidden();
});
