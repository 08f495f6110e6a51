import { expect, test } from '../support/fixtures';
import { MEMBER_IDS } from '../support/simulator';

// Issue 36, point 10 (the spec map, section 2): the edit-order question's words that no other browser test read — 'Avbryt'
// when the question comes from the order page (not from an add), and the end of the change written from the order's
// supplier deadline when it has one, before its own deadline.

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
