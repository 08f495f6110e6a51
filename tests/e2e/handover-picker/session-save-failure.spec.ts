import type { Page } from '@playwright/test';
import { LOG_FLUSH_DELAY_MS } from '../../../packages/core/src/constants';
import { expect, test } from '../support/fixtures';
import type { SimulatorClient } from '../support/simulator';

// Issue 36, point 10 (spec section 8: "Session failures (save, …) stored as state errors and logged, nothing shown"):
// Kari types a new delivery address in the picker and saves it with «Lagre adresse»; the platform fails the household
// save (`PUT /api/extended-user/{chainid}/household`). The session logs it as «save» to the logging service (the
// simulator's `POST /api/log`) and shows nothing: no error on the page.

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

test('a handover save the platform fails is logged as «save», and nothing is shown', async ({ page, sim, shop, picker }) => {
  await sim.login('member');
  await shop.open();
  await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);
  const { typePage } = picker;
  await picker.open();
  await typePage.delivery.check();
  await typePage.dialog.getByRole('button', { name: 'Skriv inn adresse på nytt' }).click();
  await typePage.pickAddress('Karl Johans gate 1', /Karl Johans gate 1, 0154 OSLO/);
  await sim.addFault({ route: 'PUT /api/extended-user/*/household', status: 500, times: 1 });
  await typePage.saveAddressButton.click();

  await expect.poll(() => sim.faultsApplied('PUT /api/extended-user/*/household')).toBe(1);
  expect(await loggedKinds(page, sim)).toContain('save');
  await expect(page.getByText(DEFAULT_ERROR)).toHaveCount(0);
  await expect(page.locator('handover-picker, cart-popup').getByRole('alert')).toHaveCount(0);
});
