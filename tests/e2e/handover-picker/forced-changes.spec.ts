import { expect, test } from '../support/fixtures';
import { saveHomeDeliveryWithoutAddress } from '../support/handover-seeds';
import {
  BERGEN_STORSENTER,
  deliveryOrderForKariWithoutDelivery,
  editOrderAsKari,
  MENY_BRYN,
  orderForKari,
  pickupOrderForKariAtClosedStore,
} from '../support/order-edit-seeds';

// Issue 34, point 9: a forced handover change (spec section 4) is shown to the shopper in Norwegian, not only logged:
// while an order is edited whose handover the platform no longer offers, the picker's type page says why it was moved
// and what to do. The spec names the reasons without words; ours are in core's texts. No day or window is chosen.

test('editing a delivery order whose store no longer delivers to the address: the picker says it was moved to pickup at that store', async ({
  sim,
  shop,
  picker,
  cart,
  editOrder,
}) => {
  await orderForKari(sim, '4199101', BERGEN_STORSENTER, 'Delivery');
  await editOrderAsKari(shop, editOrder, cart, '4199101');
  await picker.trigger.click();

  await expect(picker.typePage.pickup).toBeChecked();
  await expect(picker.typePage.dialog.getByRole('status').or(picker.typePage.dialog.getByRole('alert'))).toContainText(
    'Butikken som skulle levere bestillingen din, leverer ikke lenger til adressen. Vi har endret til henting i den samme butikken. Velg tid og bekreft.',
  );
});

test('editing a pickup order whose store no longer offers pickup: the picker picks another store and says so', async ({
  sim,
  shop,
  picker,
  cart,
  editOrder,
}) => {
  await pickupOrderForKariAtClosedStore(sim, '4199102', MENY_BRYN);
  await editOrderAsKari(shop, editOrder, cart, '4199102');
  await picker.trigger.click();

  await expect(picker.typePage.pickup).toBeChecked();
  await expect(picker.typePage.dialog.getByRole('status').or(picker.typePage.dialog.getByRole('alert'))).toContainText(
    'Butikken du skulle hente bestillingen i, tilbyr ikke lenger henting. Vi har valgt en annen butikk. Sjekk butikk og tid, og bekreft.',
  );
  // The default pickup store: the closest to Kari's home that still offers pickup (spec section 4).
  await expect(picker.typePage.dialog).toContainText('MENY Ullevål');
  await expect(picker.typePage.dialog).not.toContainText('MENY Bryn');
});

test('editing a delivery order while the platform offers no delivery at all: the picker moves it to pickup and says so', async ({
  sim,
  shop,
  picker,
  cart,
  editOrder,
}) => {
  await deliveryOrderForKariWithoutDelivery(sim, '4199103');
  await editOrderAsKari(shop, editOrder, cart, '4199103');
  await picker.trigger.click();

  await expect(picker.typePage.pickup).toBeChecked();
  await expect(picker.typePage.dialog.getByRole('status').or(picker.typePage.dialog.getByRole('alert'))).toContainText(
    'Levering på døren er ikke lenger mulig for bestillingen din. Vi har endret til henting i butikk. Velg tid og bekreft.',
  );
  await expect(picker.typePage.dialog).toContainText('MENY Storo');
});

test('a member whose saved home delivery has lost its address is moved to pickup, and the picker says so', async ({
  page,
  sim,
  shop,
  picker,
}) => {
  await saveHomeDeliveryWithoutAddress(page, await sim.login('member'));
  await shop.openAs('member');
  await picker.trigger.click();

  await expect(picker.typePage.pickup).toBeChecked();
  await expect(picker.typePage.dialog).toContainText(
    'Vi mangler leveringsadressen din, så valget ditt er satt til henting i butikk. Velg levering på døren på nytt om du vil ha varene levert.',
  );
});
