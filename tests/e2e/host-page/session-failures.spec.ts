import type { Page } from '@playwright/test';
import { LOG_FLUSH_DELAY_MS } from '../../../packages/core/src/constants';
import { expect, test } from '../support/fixtures';
import type { SimulatorClient } from '../support/simulator';
import { pauseClocks } from '../support/step-clocks';

/**
 * Spec sections 8 and 9, the member's profile writes through `window.kurv` on the example profile page: after a
 * household write the member is read anew only 2 s later (write-then-wait), and a profile or address update the
 * platform fails is logged as «profileUpdate» or «addressUpdate» (the host page's call rejects with the default
 * message; no widget shows anything). The logging endpoint is the simulator's (`POST /api/log`).
 */

const DEFAULT_ERROR = 'Det har skjedd en feil. Vennligst prøv igjen senere.';
const KARI_CONTACT = { firstName: 'Kari', lastName: 'Nordmann', mobile: '41234567', email: 'kari.nordmann@example.no' };
const NEW_ADDRESS = { address: 'Storgata 20', postalCode: '0184', city: 'OSLO' };
const ALTERNATIVE = { firstName: 'Ola', lastName: 'Hansen', address: 'Bryggen 3', postalCode: '5003', city: 'BERGEN' };

/** Calls `window.kurv[method](input)` and answers its rejection's message, or null when it resolved. */
async function refusalOf(page: Page, method: 'updateProfile' | 'saveAlternativeAddress', input: unknown): Promise<string | null> {
  return await page.evaluate(
    async ([name, value]) => {
      const kurv = (window as unknown as { kurv: Record<string, (input: unknown) => Promise<unknown>> }).kurv;
      try {
        await kurv[name as string]?.(value);
        return null;
      } catch (error) {
        return (error as Error).message;
      }
    },
    [method, input] as const,
  );
}

/** The kinds of the entries the logging service received, once a batch has come (the batch's wait run out). */
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

test('after updateProfile’s household write, the member is read anew 2 s later, not sooner', async ({ page, sim, shop }) => {
  await shop.open('/profil/', 'member');
  await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);
  const userReads = async () =>
    (await sim.requests()).filter((request) => request.method === 'GET' && request.path === '/api/extended-user/1300').length;
  const clocks = await pauseClocks(page, sim);
  const before = await userReads();

  await page.evaluate(
    (input) => {
      const kurv = (window as unknown as { kurv: { updateProfile: (input: unknown) => Promise<unknown> } }).kurv;
      void kurv.updateProfile(input);
    },
    { ...KARI_CONTACT, ...NEW_ADDRESS },
  );
  await expect
    .poll(
      async () =>
        (await sim.requests()).filter((request) => request.method === 'PUT' && request.path.includes('/husstand/medlemmer/')).length,
    )
    .toBe(1);
  await clocks.step(1_800);
  expect(await userReads()).toBe(before);
  await clocks.step(400);
  await expect.poll(userReads).toBe(before + 1);
});

test('a profile update the platform fails is logged as «profileUpdate», and the call rejects with the default message', async ({
  page,
  sim,
  shop,
}) => {
  await shop.open('/profil/', 'member');
  await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);
  await sim.addFault({ route: 'PUT /*/husstand', status: 500, times: 1 });

  expect(await refusalOf(page, 'updateProfile', { ...KARI_CONTACT, ...NEW_ADDRESS })).toBe(DEFAULT_ERROR);
  expect(await loggedKinds(page, sim)).toEqual(['profileUpdate']);
  await expect(page.locator('handover-picker, cart-popup').getByRole('alert')).toHaveCount(0);
});

test('an alternative address the platform fails to save is logged as «addressUpdate», and the call rejects with the default message', async ({
  page,
  sim,
  shop,
}) => {
  await shop.open('/profil/', 'member');
  await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);
  await sim.addFault({ route: 'POST /api/extended-user/:chainId/alternative-address', status: 500, times: 1 });

  expect(await refusalOf(page, 'saveAlternativeAddress', ALTERNATIVE)).toBe(DEFAULT_ERROR);
  expect(await loggedKinds(page, sim)).toEqual(['addressUpdate']);
  await expect(page.locator('handover-picker, cart-popup').getByRole('alert')).toHaveCount(0);
});
