import type { Page } from '@playwright/test';
import { LOG_FLUSH_DELAY_MS } from '../../../packages/core/src/constants';
import { SEED_ADDRESSES } from '../../../packages/platform-sim/src/seed/addresses';
import { SEED_USERS } from '../../../packages/platform-sim/src/seed/users';
import { watchConsole } from '../support/console-lines';
import { expect, test } from '../support/fixtures';
import type { SimulatorClient } from '../support/simulator';

/**
 * Issue 35, point 8: what leaves the shopper's page for the logging service (kurvSettings.loggingEndpoint) and what it
 * prints to the console carry ids and codes, never the member's name, address, position, phone number, e-mail address
 * or token, also when a server's message names them; and where BroadcastChannel is missing, the session's token is
 * not left in local storage for other tabs to read.
 */

const kari = SEED_USERS.member.extendedUser;
const kariMember = kari.currentMember;
const kariHousehold = kari.household;
const typed = SEED_ADDRESSES[0];

/** A text as a URL may write it: spaces as + or %20. */
const anySpacing = (text: string) => new RegExp(text.split(/\s+/).join('(?:\\s|\\+|%20)+'), 'i');

/** What must not be anywhere: the seeded member's name, e-mail, phone, address and position, and her token. */
function personalNeedles(token: string | null): RegExp[] {
  const needles = [
    anySpacing(kariMember?.firstName ?? 'Kari'),
    anySpacing(kariMember?.lastName ?? 'Nordmann'),
    anySpacing(kariMember?.email ?? ''),
    anySpacing(kariMember?.mobile ?? ''),
    anySpacing(kariHousehold?.address ?? ''),
    anySpacing(`${typed?.street}`),
    new RegExp(String(kariHousehold?.coordinates?.lat).replace('.', '\\.')),
    new RegExp(String(kariHousehold?.coordinates?.lon).replace('.', '\\.')),
    /eyJ[\w-]+\.[\w-]+/,
  ];
  const payload = token?.split('.')[1];
  return payload ? [...needles, new RegExp(payload)] : needles;
}

/** The logged batches (simulator state) as one text, once entries of each kind in `kinds` have arrived. */
async function loggedText(page: Page, sim: SimulatorClient, kinds: string[]): Promise<string> {
  const loggedKinds = async () =>
    ((await sim.state()).logs as unknown as { batch: { entries: { kind: string }[] } }[]).flatMap((log) =>
      log.batch.entries.map((entry) => entry.kind),
    );
  await expect
    .poll(async () => {
      await page.clock.runFor(LOG_FLUSH_DELAY_MS);
      return loggedKinds();
    })
    .toEqual(expect.arrayContaining(kinds));
  return JSON.stringify((await sim.state()).logs);
}

function expectNothingOf(needles: RegExp[], where: string, text: string) {
  const found = needles.filter((needle) => needle.test(text)).map(String);
  expect.soft(found, `${where}: ${text.slice(0, 2_000)}`).toEqual([]);
}

/** A server's message naming the member, her contacts, her address and her position. */
const naming = `Kunden ${kariMember?.displayName} (${kariMember?.email}, +47 ${kariMember?.mobile}) på ${kariHousehold?.address}, ${kariHousehold?.postalCode} ${kariHousehold?.city} (${kariHousehold?.coordinates?.lat}, ${kariHousehold?.coordinates?.lon}) har en sperre`;

test('a member’s add and pickup window log and print nothing of her, also when the calculator names her', async ({
  page,
  sim,
  shop,
  products,
  editOrder,
  picker,
}) => {
  const consoleLines = watchConsole(page);
  await shop.openAs('member');
  const token = await shop.sessionToken();
  await sim.addFault({ times: 1, route: 'POST /api/cart/calculator/*', status: 400, body: { code: 400, message: naming } });
  // Kari has an order that can be changed: the add asks first, and the line goes in a new cart.
  await products.add('Tine Lettmelk 1 %');
  await editOrder.startNewOrderButton.click();
  const logged = await loggedText(page, sim, ['calculator']);
  await picker.choosePickupWindowDaysAhead();

  const needles = personalNeedles(token);
  expectNothingOf(needles, 'logged', logged);
  expectNothingOf(needles, 'console', (await consoleLines()).join('\n'));
});

test('a member’s order question logs and prints nothing of her when the order cannot be loaded and its server names her', async ({
  page,
  sim,
  shop,
  products,
  editOrder,
}) => {
  const consoleLines = watchConsole(page);
  await shop.openAs('member');
  const token = await shop.sessionToken();
  await products.add('Bananer');
  await sim.addFault({ times: 1, route: 'GET /api/order/:chainId/:memberId/:orderId', status: 500, body: { code: 500, message: naming } });
  await editOrder.editOrderButton.click();
  await expect(editOrder.cannotChange).toBeVisible();

  const needles = personalNeedles(token);
  expectNothingOf(needles, 'logged', await loggedText(page, sim, ['orderLoad']));
  expectNothingOf(needles, 'console', (await consoleLines()).join('\n'));
});

test('an address typed into the picker, and its position, are not logged or printed when its search and coverage fail', async ({
  page,
  sim,
  shop,
  picker,
}) => {
  const consoleLines = watchConsole(page);
  await shop.open();
  const typePage = await picker.open();
  await typePage.delivery.check();
  // An answer the form cannot read: its failure is logged with what the call was.
  await sim.addFault({ times: 1, route: 'GET /api/postalcode/address/search', malformed: 'shape' });
  await typePage.address.fill(`${typed?.street}`);
  await expect(typePage.dialog.getByText('Det har skjedd en feil. Vennligst prøv igjen senere.')).toBeVisible();
  // A coverage refusal whose message names the address and its position.
  const where = `${typed?.street} ${typed?.number} (${typed?.coordinates.lat}, ${typed?.coordinates.lon})`;
  await sim.addFault({
    times: 1,
    route: 'GET /api/delivery/coverage/*/*',
    status: 400,
    body: { code: 400, message: `Ingen dekning for ${where}` },
  });
  await typePage.pickAddress(`${typed?.street} ${typed?.number}`, new RegExp(`${typed?.street} ${typed?.number}, ${typed?.postalCode}`));

  // Then pickup at the store offered, and a window.
  await typePage.continueToPickup();
  await picker.locationPage.confirmButton.click();
  await picker.timePage.chooseWindow(3);
  await picker.timePage.confirm();

  const needles = [anySpacing(`${typed?.street}`), /59\.9111/, /10\.7503/];
  expectNothingOf(needles, 'logged', await loggedText(page, sim, ['addressSearch', 'coverage']));
  expectNothingOf(needles, 'console', (await consoleLines()).join('\n'));
});

test.describe('without BroadcastChannel', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      // A browser without it: the tabs fall back to the storage event.
      delete (window as { BroadcastChannel?: unknown }).BroadcastChannel;
    });
  });

  test('the member’s token is not left in local storage for other tabs to read', async ({ page, shop, cart }) => {
    await shop.openAs('member');
    await expect(cart.button).toBeVisible();
    const token = await shop.sessionToken();
    expect(token).toBeTruthy();
    expect(await page.evaluate(() => typeof window.BroadcastChannel)).toBe('undefined');
    const stored = await page.evaluate(() => JSON.stringify(Object.entries(localStorage)));
    const payload = token?.split('.')[1] ?? '';
    expectNothingOf([/eyJ[\w-]+\.[\w-]+/, new RegExp(payload)], 'local storage', stored);
  });
});
