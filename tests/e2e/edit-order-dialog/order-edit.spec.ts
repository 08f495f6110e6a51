import type { Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';

test.beforeEach(async ({ page }) => {
  expect((await page.request.post('/__sim/reset')).ok()).toBe(true);
});

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

async function openOrderItemCount(page: Page): Promise<number> {
  const { orders } = (await (await page.request.get('/__sim/state')).json()) as {
    orders: { ngOrderId: string | null; originalCart: { items: unknown[] } }[];
  };
  return orders.find((order) => order.ngOrderId === '4100001')?.originalCart.items.length ?? 0;
}

const question = (page: Page) => page.getByRole('dialog', { name: 'Vil du legge til varer på eksisterende bestilling?' });

test('a member with an open order adds a product, changes the order, and edit mode ends past the deadline on both clocks', async ({
  page,
}) => {
  await page.goto('/?as=member');
  await expect(page.getByTestId('logged-in-as')).toHaveText(/Kari Nordmann/);
  const orderLines = await openOrderItemCount(page);
  expect(orderLines).toBeGreaterThan(1);
  // The order loads slowly enough to see the progress dialog.
  expect(
    (
      await page.request.post('/__sim/faults', { data: { route: 'GET /api/order/:chainId/:memberId/:orderId', delayMs: 1500, times: 1 } })
    ).status(),
  ).toBe(201);

  await page.getByRole('button', { name: 'Legg i handlevogn: Bananer' }).click();
  await expect(question(page)).toBeVisible();
  await expect(question(page)).toContainText('Bestillingen med hentekode 483920 kan endres frem til');
  await expect(question(page)).toContainText('Prisene kan ha endret seg siden du bestilte.');
  await expect(question(page)).toContainText('Varer som ikke lenger er på tilbud, får dagens pris.');
  await expectNoAxeViolations(page);
  await question(page).getByRole('button', { name: 'Endre bestilling' }).click();
  await expect(page.getByRole('dialog', { name: 'Forbereder endring' })).toBeVisible();
  await page.clock.runFor(2000);
  await expect(page.getByRole('dialog', { name: 'Forbereder endring' })).toBeHidden();

  await page.getByRole('button', { name: /^Handlevogn,/ }).click();
  const cart = page.getByRole('dialog', { name: 'Handlevogn' });
  await expect(cart).toContainText('Du endrer bestillingen med hentekode 483920.');
  // The time is checked to the minute in the order-page test: under Playwright's installed clock the Oslo time zone
  // conversion of date-fns' TZDate runs on the fake Date.
  await expect(cart).toContainText(/Endringene må være gjort innen \d\d\.\d\d \d\d\.\d\d\./);
  await expect(cart.getByRole('list', { name: 'Varer i handlevognen' }).getByRole('listitem')).toHaveCount(orderLines + 1);
  await expect(cart).toContainText('Bananer');
  await expectNoAxeViolations(page);

  // Past the deadline (tomorrow 12:00) on the simulator's clock and the browser's.
  expect((await page.request.post('/__sim/clock', { data: { advanceMinutes: 2 * 24 * 60 } })).ok()).toBe(true);
  // A jump, as a laptop waking after two days: each due timer fires once. Running every one-second tick of two days took
  // most of this test's 30 s under load.
  await page.clock.fastForward(2 * 24 * 60 * 60_000);
  await expect(cart).not.toContainText('Du endrer bestillingen med hentekode 483920.');
  // The lines stay: they are now a new cart.
  await expect(cart.getByRole('list', { name: 'Varer i handlevognen' }).getByRole('listitem')).toHaveCount(orderLines + 1);
});

test('«Start ny bestilling» keeps a fresh cart with only the new product', async ({ page }) => {
  await page.goto('/?as=member');
  await expect(page.getByTestId('logged-in-as')).toHaveText(/Kari Nordmann/);
  await page.getByRole('button', { name: 'Legg i handlevogn: Bananer' }).click();
  await question(page).getByRole('button', { name: 'Start ny bestilling' }).click();
  await expect(question(page)).toBeHidden();
  await expect(page.getByRole('button', { name: /^Handlevogn, 1 vare,/ })).toBeVisible();
  await page.getByRole('button', { name: 'Legg i handlevogn: Tine Lettmelk 1 %' }).click();
  await expect(question(page)).toBeHidden();
  await expect(page.getByRole('button', { name: /^Handlevogn, 2 varer,/ })).toBeVisible();
  await page.getByRole('button', { name: /^Handlevogn,/ }).click();
  await expect(page.getByRole('dialog', { name: 'Handlevogn' })).not.toContainText('Du endrer bestillingen');
});

test('an order load failing with 500 shows the error dialog and loses nothing', async ({ page }) => {
  await page.goto('/?as=member');
  await expect(page.getByTestId('logged-in-as')).toHaveText(/Kari Nordmann/);
  await page.getByRole('button', { name: 'Legg i handlevogn: Bananer' }).click();
  expect(
    (
      await page.request.post('/__sim/faults', { data: { route: 'GET /api/order/:chainId/:memberId/:orderId', status: 500, times: 1 } })
    ).status(),
  ).toBe(201);
  await question(page).getByRole('button', { name: 'Endre bestilling' }).click();

  const error = page.getByRole('dialog', { name: 'Beklager, denne bestillingen kan ikke endres akkurat nå.' });
  await expect(error).toBeVisible();
  await expectNoAxeViolations(page);
  await error.getByRole('button', { name: 'OK' }).click();
  await expect(error).toBeHidden();
  // The add that waited is in the cart, which is not in edit mode.
  await expect(page.getByRole('button', { name: /^Handlevogn, 1 vare,/ })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Antall av Bananer' })).toContainText('1');
});

test('the order page offers «Endre» on the orders that can be changed, by keyboard', async ({ page }) => {
  await page.goto('/profil/bestilling/?as=member');
  const orders = page.getByRole('list', { name: 'Bestillinger' });
  await expect(orders.getByRole('listitem').first()).toBeVisible();
  await expect(orders.getByRole('button', { name: 'Endre bestilling 4100001' })).toBeVisible();
  // Delivered, cancelled, passed or pending orders have no 'Endre'.
  await expect(orders.getByRole('button', { name: 'Endre bestilling 4100008' })).toHaveCount(0);
  await expect(orders.getByRole('button', { name: 'Endre bestilling 4100009' })).toHaveCount(0);
  await expect(orders.getByRole('button', { name: 'Endre bestilling 4100010' })).toHaveCount(0);
  await expect(orders.getByRole('button', { name: 'Endre bestilling 4100003' })).toHaveCount(0);

  await orders.getByRole('button', { name: 'Endre bestilling 4100001' }).focus();
  await page.keyboard.press('Enter');
  const change = page.getByRole('dialog', { name: 'Vil du endre bestillingen?' });
  await expect(change).toBeVisible();
  await expect(change).toContainText('Bestillingen med hentekode 483920');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(change).toBeHidden();
  await expect(orders.getByRole('button', { name: 'Endre bestilling 4100001' })).toBeFocused();

  await orders.getByRole('button', { name: 'Endre bestilling 4100001' }).click();
  await change.getByRole('button', { name: 'Endre bestilling' }).click();
  await expect(change).toBeHidden();
  await page.getByRole('button', { name: /^Handlevogn,/ }).click();
  await expect(page.getByRole('dialog', { name: 'Handlevogn' })).toContainText('Du endrer bestillingen med hentekode 483920.');
  // Tomorrow 12:00 in Oslo, to the minute.
  await expect(page.getByRole('dialog', { name: 'Handlevogn' })).toContainText(/Endringene må være gjort innen \d\d\.\d\d 12\.00\./);
  await page.getByRole('dialog', { name: 'Handlevogn' }).getByRole('button', { name: 'Avslutt endring' }).click();
  await expect(page.getByRole('dialog', { name: 'Handlevogn' })).not.toContainText('Du endrer bestillingen');
  await expect(page.getByRole('button', { name: /^Handlevogn, 0 varer,/ })).toBeVisible();
});
