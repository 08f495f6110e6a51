import type { Page } from '@playwright/test';
import { LOG_FLUSH_DELAY_MS } from '../../../packages/core/src/constants';
import { expect, test } from '../support/fixtures';
import type { SimulatorClient } from '../support/simulator';

// Issue 36, point 10 (spec section 8: "Session failures (save, …) stored as state errors and logged, nothing shown"):
// an anonymous shopper uses a picked, covered address in Bergen with «Bruk adresse»; its save needs the delivering
// store, whose lookup the platform fails (`GET /api/stores/{chainid}/{gln}`). The session logs it as «save» to the
// logging service (the simulator's `POST /api/log`) and shows nothing: no error on the page, the handover as it was.

const STORE_LOOKUP = 'GET /api/stores/*/*';
const DEFAULT_ERROR = 'Det har skjedd en feil. Vennligst prøv igjen senere.';

/** The kinds of the entries the logging service received, once a batch has come (the page's clock run over its wait). */
async function loggedKinds(page: Page, sim: SimulatorClient): Promise<string[]> {
  const kinds = async () =>
    ((await sim.state()).logs as unknown as { batch: { entries: { kind: string }[] } }[]).flatMap((log) =>
      log.batch.entries.map((entry) => entry.kind),
    );
  await expect
    .poll(async () => {
      await page.clock.runFor(LOG_FLUSH_DELAY_MS);
      return (await kinds()).length;
    })
    .toBeGreaterThan(0);
  return await kinds();
}

test('a handover save that fails is logged as «save», and nothing is shown', async ({ page, sim, shop, picker }) => {
  await shop.open();
  await expect(picker.trigger).toHaveAccessibleName(/^Hente selv, MENY Storo/);
  const typePage = await picker.open();
  await typePage.delivery.check();
  await typePage.pickAddress('Bryggen 1', /Bryggen 1, 5003 BERGEN/);
  await sim.addFault({ route: STORE_LOOKUP, status: 500, times: 1 });
  await typePage.useAddressButton.click();

  await expect.poll(() => sim.faultsApplied(STORE_LOOKUP)).toBe(1);
  expect(await loggedKinds(page, sim)).toContain('save');
  await expect(page.getByText(DEFAULT_ERROR)).toHaveCount(0);
  await expect(page.locator('handover-picker, cart-popup').getByRole('alert')).toHaveCount(0);
  await expect(picker.trigger).toHaveAccessibleName(/^Hente selv, MENY Storo/);
});
