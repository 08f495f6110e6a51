import { expect, test } from '../support/fixtures';

// Issue 36, point 10 (spec section 9, fallbacks: store name 'Ukjent'): a store the platform sends without a name, its
// name left out, null or blank, is named 'Ukjent' wherever the widgets name it, never an empty place. Kari picks up at
// the simulator's default store, MENY Storo, whose name the test takes away (`sim.setStoreName`).

const DEFAULT_STORE_GLN = '7080001150015';

test('a member whose pickup store has no name, blank or none at all, reads «Hente selv, Ukjent» on the trigger', async ({
  sim,
  shop,
  picker,
}) => {
  await sim.login('member');
  await sim.setStoreName(DEFAULT_STORE_GLN, '');
  await shop.open();
  await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);
  await expect(picker.trigger).toHaveAccessibleName(/^Hente selv, Ukjent\b/);

  await sim.setStoreName(DEFAULT_STORE_GLN, null);
  await shop.page.reload();
  await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);
  await expect(picker.trigger).toHaveAccessibleName(/^Hente selv, Ukjent\b/);
});
