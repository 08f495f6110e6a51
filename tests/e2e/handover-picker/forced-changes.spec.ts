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
import type { SimulatorClient } from '../support/simulator';

// Issue 34, point 9: a forced handover change (spec section 4) is shown to the shopper in Norwegian, not only logged:
// while an order is edited whose handover the platform no longer offers, the picker's type page says why it was moved
// and what to do. The spec names the reasons without words; ours are in core's texts. No day or window is chosen.

/** An order Kari edits whose handover the platform no longer offers, what the picker says, and the store it shows. */
const FORCED_IN_EDIT = [
  {
    situation: 'a delivery order whose store no longer delivers to the address: moved to pickup at that store',
    seed: (sim: SimulatorClient) => orderForKari(sim, '4199101', BERGEN_STORSENTER, 'Delivery'),
    orderId: '4199101',
    says: 'Butikken som skulle levere bestillingen din, leverer ikke lenger til adressen. Vi har endret til henting i den samme butikken. Velg tid og bekreft.',
    store: null,
  },
  {
    // The default pickup store: the closest to Kari's home that still offers pickup (spec section 4).
    situation: 'a pickup order whose store no longer offers pickup: another store picked, the closest to her home',
    seed: (sim: SimulatorClient) => pickupOrderForKariAtClosedStore(sim, '4199102', MENY_BRYN),
    orderId: '4199102',
    says: 'Butikken du skulle hente bestillingen i, tilbyr ikke lenger henting. Vi har valgt en annen butikk. Sjekk butikk og tid, og bekreft.',
    store: { shown: 'MENY Ullevål', gone: 'MENY Bryn' },
  },
  {
    situation: 'a delivery order while the platform offers no delivery at all: moved to pickup',
    seed: (sim: SimulatorClient) => deliveryOrderForKariWithoutDelivery(sim, '4199103'),
    orderId: '4199103',
    says: 'Levering på døren er ikke lenger mulig for bestillingen din. Vi har endret til henting i butikk. Velg tid og bekreft.',
    store: { shown: 'MENY Storo', gone: null },
  },
] as const;

for (const forced of FORCED_IN_EDIT) {
  test(`editing ${forced.situation}; the picker says so`, async ({ sim, shop, picker, cart, editOrder }) => {
    await forced.seed(sim);
    await editOrderAsKari(shop, editOrder, cart, forced.orderId);
    await picker.trigger.click();

    await expect(picker.typePage.pickup).toBeChecked();
    await expect(picker.typePage.dialog.getByRole('status').or(picker.typePage.dialog.getByRole('alert'))).toContainText(forced.says);
    if (forced.store) {
      await expect(picker.typePage.dialog).toContainText(forced.store.shown);
      if (forced.store.gone) {
        await expect(picker.typePage.dialog).not.toContainText(forced.store.gone);
      }
    }
  });
}

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
