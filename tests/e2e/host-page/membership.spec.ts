import type { Page } from '@playwright/test';
import type { SimLogin } from '../../../packages/platform-sim/src/model/sessions';
import { expect, test } from '../support/fixtures';
import type { SimulatorClient } from '../support/simulator';

/**
 * Who is a loyalty member and who may reserve (spec section 6): membership comes from a consent matching the configured
 * agreement id with status 'true'; reservations and the trigger-bonus call need a member id. The platform answers Kari's
 * profile otherwise (a fault answering her own profile, changed) and the widgets are watched.
 */

const PROFILE_PATH = '/api/extended-user/1300';

/** Kari's profile as the platform holds it, changed by `change`, is what the platform answers from now on. */
async function profileAnsweredWith(page: Page, sim: SimulatorClient, login: SimLogin, change: (member: Record<string, unknown>) => void) {
  const answer = await page.request.get(PROFILE_PATH, { headers: { authorization: `Bearer ${login.token}` } });
  expect(answer.ok()).toBe(true);
  const profile = (await answer.json()) as { currentMember: Record<string, unknown> };
  change(profile.currentMember);
  await sim.addFault({ route: `GET ${PROFILE_PATH}`, status: 200, body: profile });
}

test('a member whose loyalty consent says «false» is no loyalty member: no bonus badge on the buttons, no bonus text in the picker', async ({
  page,
  sim,
  shop,
  products,
  picker,
}) => {
  const login = await sim.login('member');
  await profileAnsweredWith(page, sim, login, (member) => {
    member.consents = (member.consents as { status: string }[]).map((consent) => ({ ...consent, status: 'false' }));
  });
  await shop.open();
  await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);
  await expect(products.addButton('Tine Lettmelk 1 %')).toBeVisible();
  await expect(page.locator('add-to-cart-button').getByText(/Trumf-bonus!/)).toHaveCount(0);

  const time = await picker.openTimePage();
  await expect(time.getByRole('radio').first()).toBeVisible();
  await expect(time.getByText(/Husk! Du må motta varene|Trippel-Trumf|Trumf-bonus/)).toHaveCount(0);
});

test('a login whose profile names no member id fails with the login error: the guest’s window is not reserved, and no trigger bonus asked for', async ({
  page,
  sim,
  shop,
  picker,
}) => {
  const login = await sim.login('member');
  await profileAnsweredWith(page, sim, login, (member) => {
    member.memberId = '';
  });
  await shop.open();
  // Without a member id there is no member to reserve or ask bonuses for: the login fails, said as the spec's login
  // error, and the shopper goes on as a guest.
  const loginError = page.getByRole('dialog', { name: 'Det skjedde en feil ved innlogging — prøv igjen' });
  await expect(loginError).toBeVisible();
  await loginError.getByRole('button', { name: 'OK' }).click();
  await expect(loginError).toHaveCount(0);
  await expect(shop.loggedInAs).toHaveText('Anonym');
  const time = await picker.openTimePage();
  await picker.timePage.openWindows(time).first().check();
  await picker.timePage.confirm(time);

  await expect(picker.trigger).toContainText(/\d{2}\.\d{2}–\d{2}\.\d{2}/);
  expect(await sim.reservations()).toEqual([]);
  const requests = await sim.requests();
  expect(requests.filter((request) => request.method === 'POST' && request.path.includes('/hentevinduer/reservasjoner/'))).toEqual([]);
  expect(requests.filter((request) => request.path.includes('/triggerbonuser/'))).toEqual([]);
});
