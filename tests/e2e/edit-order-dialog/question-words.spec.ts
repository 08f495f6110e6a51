import { expect, test } from '../support/fixtures';
import { MEMBER_IDS } from '../support/simulator';

// Issue 36, point 10 (the spec map, section 2): the edit-order question's words that no other browser test read — 'Avbryt'
// when the question comes from the order page (not from an add), and the end of the change written from the order's
// supplier deadline when it has one, before its own deadline; and the progress dialog, a spinner whose modal has
// escape-to-close off.

test('the order page’s «Vil du endre bestillingen?» offers «Avbryt», which changes nothing', async ({
  page,
  sim,
  shop,
  cart,
  editOrder,
}) => {
  await sim.login('member');
  await shop.open('/profil/bestilling/');
  const orders = page.getByRole('list', { name: 'Bestillinger' });
  await orders.getByRole('button', { name: 'Endre bestilling 4100001' }).click();
  const question = editOrder.changeQuestion;
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', { name: 'Start ny bestilling' })).toHaveCount(0);
  const loadsBefore = (await sim.orderLoads()).length;
  await question.getByRole('button', { name: 'Avbryt' }).click();
  await expect(question).toHaveCount(0);
  expect(await sim.orderLoads()).toHaveLength(loadsBefore);
  await cart.button.click();
  await expect(cart.dialog).not.toContainText('Du endrer bestillingen');
});

test('an order with a supplier deadline before its deadline can be changed until the supplier deadline', async ({
  sim,
  shop,
  products,
  editOrder,
}) => {
  const order = (await sim.addOrder({
    memberId: MEMBER_IDS.member,
    pickupCode: '777111',
    deadlineInMinutes: 3 * 24 * 60,
    supplierOrderDeadlineInMinutes: 120,
  })) as { handoverInfo: { deadline: string; supplierOrderDeadline: string } };
  // As the dialog writes an instant: day.month hours.minutes on Oslo's clock.
  const written = (iso: string) => {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/Oslo',
        day: '2-digit',
        month: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      })
        .formatToParts(new Date(iso))
        .map((part) => [part.type, part.value]),
    );
    return `${parts.day}.${parts.month} ${parts.hour}.${parts.minute}`;
  };
  await sim.login('member');
  await shop.open();
  await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);
  await products.add('Bananer');
  await expect(editOrder.question).toBeVisible();
  await expect(editOrder.question).toContainText(
    `Bestillingen med hentekode 777111 kan endres frem til ${written(order.handoverInfo.supplierOrderDeadline)}`,
  );
  await expect(editOrder.question).not.toContainText(written(order.handoverInfo.deadline));
});

test('while the order loads, «Forbereder endring» shows a spinner, and neither Escape nor its overlay closes it', async ({
  page,
  sim,
  shop,
  cart,
  products,
  editOrder,
}) => {
  await sim.login('member');
  await shop.open();
  await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);
  await sim.addFault({ route: 'GET /api/order/:chainId/:memberId/:orderId', delayMs: 2500, times: 1 });
  await products.add('Bananer');
  await editOrder.editOrderButton.click();

  const preparing = editOrder.preparing;
  await expect(preparing).toBeVisible();
  await expect(preparing.getByRole('status').filter({ hasText: 'Forbereder endring' })).toBeAttached();
  await expect(preparing.getByRole('button', { name: 'Lukk' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.locator('.kurv-modal-overlay', { has: preparing }).click({ position: { x: 5, y: 5 } });
  await expect(preparing).toBeVisible();

  await page.clock.runFor(3_000);
  await expect(preparing).toBeHidden({ timeout: 10_000 });
  await cart.button.click();
  await expect(cart.dialog).toContainText('Du endrer bestillingen med hentekode 483920.');
});
