import { expect, test } from '../support/fixtures';
import { withSettings } from '../support/settings';

// Spec section 2, HandoverType: 'Fortsett' when the flow has a time page, otherwise 'Bekreft'. Spec section 1: only the
// webshop chains 1210, 1220 and 1300 run the webshop; a site on another chain (Kiwi, 1100) sells no handover windows,
// so its picker has no time page: the type page's 'Bekreft' saves the chosen handover and closes, the store choice
// ('Hvor vil du hente varene?') saves the store with its 'Bekreft', and no window is asked for.

/** Kiwi's seeded store in Oslo that is not the chain's default (the simulator's KIWI_STORES). */
const KIWI_BISLETT = { name: 'KIWI Bislett', gln: '7080001100020' };

test('on Kiwi’s chain 1100 the type page’s button is «Bekreft»: home delivery is saved at once, the trigger shows it, no window is asked for [setting: chainId]', async ({
  page,
  sim,
  shop,
  picker,
}) => {
  await withSettings(page, { set: { chainId: 1100 } });
  await shop.openAs('member');
  const typePage = await picker.open();
  await typePage.delivery.check();
  await expect(typePage.continueButton).toBeHidden();
  await typePage.dialog.getByRole('button', { name: 'Bekreft', exact: true }).click();

  await expect(typePage.dialog).toBeHidden();
  await expect(picker.trigger).toContainText(/^Levert på døren/);
  const saves = await sim.householdSaves();
  expect(saves.at(-1)?.body.handoverInfo).toMatchObject({
    handoverType: 'HJEM',
    deliveryInfo: { address: 'Karl Johans gate 1', postalCode: '0154' },
  });
  expect(await sim.handoverWindowCalls()).toEqual([]);
});

test('on Kiwi’s chain 1100 pickup’s «Endre butikk» leads to the choice of stores, whose «Bekreft» saves the store and closes [setting: chainId]', async ({
  page,
  sim,
  shop,
  picker,
}) => {
  await withSettings(page, { set: { chainId: 1100 } });
  await shop.openAs('member');
  const typePage = await picker.open();
  await typePage.pickup.check();
  await typePage.dialog.getByRole('button', { name: 'Endre butikk' }).click();
  // The Oslo group holds the chain's default store (KIWI Carl Berner), so it is open already.
  await picker.locationPage.store(new RegExp(`^${KIWI_BISLETT.name}`)).check();
  await picker.locationPage.confirm();

  await expect(picker.locationPage.dialog).toBeHidden();
  await expect(picker.trigger).toContainText(KIWI_BISLETT.name);
  const saves = await sim.householdSaves();
  expect(saves.at(-1)?.body).toMatchObject({ pickupStoreId: KIWI_BISLETT.gln, handoverInfo: { handoverType: 'BUTIKK' } });
  expect(await sim.handoverWindowCalls()).toEqual([]);
});

test('on MENY’s chain 1300 the type page’s button is «Fortsett», on to the time page', async ({ shop, picker }) => {
  await shop.openAs('member');
  const typePage = await picker.open();
  await typePage.delivery.check();
  await expect(typePage.dialog.getByRole('button', { name: 'Bekreft', exact: true })).toHaveCount(0);
  await typePage.continueButton.click();

  await expect(picker.timePage.anyDialog).toBeVisible();
});
