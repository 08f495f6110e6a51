import { AddToCartButton } from '../pages/AddToCartButton';
import { CartPopup } from '../pages/CartPopup';
import { HandoverPicker } from '../pages/HandoverPicker';
import { expect, test } from '../support/fixtures';
import { pressOn } from '../support/keyboard';
import { MEMBER_IDS } from '../support/simulator';

// Issue 16's journeys through the time page by keyboard alone: every control is reached by focus and worked by Enter,
// Space, the arrow keys and Escape, never by a pointer. A member's window confirmed and reserved, an anonymous shopper's
// store and window seen in a second tab, a window confirmed while an order is edited. Each chooses a day and a window,
// so they run on every date of tests/test-clock.json (the keyboard journeys on the type page alone are in
// type-page.spec.ts).

test('by keyboard alone: a member confirms a pickup window; opened again and left with Escape, the window and its reservation stay', async ({
  page,
  sim,
  shop,
  picker,
}) => {
  await shop.open('/', 'member');
  await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);
  const { trigger, typePage, locationPage, timePage } = picker;
  await pressOn(trigger, 'Enter');
  const type = typePage.dialog;
  await pressOn(typePage.pickup, 'Space');
  await pressOn(typePage.continueButton, 'Enter');
  await pressOn(locationPage.confirmButton, 'Enter');

  await pressOn(timePage.openDays.nth(3), 'Enter');
  const window = timePage.openWindows().first();
  await pressOn(window, 'Space');
  await expect(window).toBeChecked();
  expect((await sim.reservations()).length).toBe(0);
  await pressOn(timePage.confirmButton(), 'Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(async () => (await sim.reservations()).length).toBe(1);
  await expect(trigger).toBeFocused();
  const saved = await trigger.textContent();

  await page.keyboard.press('Enter');
  await expect(type).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(trigger).toHaveText(saved ?? '');
  expect((await sim.reservations()).length).toBe(1);
});

test('by keyboard alone: an anonymous shopper picks another store and a window; a second tab shows them in the picker and the cart', async ({
  page,
  shop,
  picker,
}) => {
  await shop.open();
  const { trigger, typePage, locationPage, timePage } = picker;
  await expect(trigger).toContainText('MENY Storo');
  await pressOn(trigger, 'Enter');
  await pressOn(typePage.pickup, 'Space');
  await pressOn(typePage.continueButton, 'Enter');
  const ullevaal = locationPage.store(/MENY Ullevål/);
  await pressOn(ullevaal, 'Space');
  await expect(ullevaal).toBeChecked();
  await pressOn(locationPage.confirmButton, 'Enter');
  await pressOn(timePage.openDays.nth(3), 'Enter');
  const window = timePage.openWindows().first();
  await pressOn(window, 'Space');
  await expect(window).toBeChecked();
  const reload = page.waitForEvent('load');
  await pressOn(timePage.confirmButton(), 'Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The store changed over several pages: the page reloads 500 ms later (spec section 9).
  await reload;
  await expect(trigger).toContainText('MENY Ullevål');
  const chosen = (await trigger.textContent()) ?? '';

  const second = await page.context().newPage();
  const secondPicker = new HandoverPicker(second);
  const secondCart = new CartPopup(second);
  await second.goto('/');
  await expect(secondPicker.trigger).toHaveText(chosen);
  await pressOn(secondPicker.trigger, 'Enter');
  await expect(secondPicker.typePage.dialog).toContainText('MENY Ullevål');
  await pressOn(secondPicker.typePage.continueButton, 'Enter');
  await expect(secondPicker.locationPage.store(/MENY Ullevål/)).toBeChecked();
  await pressOn(secondPicker.locationPage.confirmButton, 'Enter');
  await expect(secondPicker.timePage.dialog.getByRole('radio', { checked: true })).toHaveCount(1);
  await pressOn(secondPicker.timePage.dialog.getByRole('button', { name: 'Avbryt' }), 'Enter');
  await expect(second.getByRole('dialog')).toHaveCount(0);
  await expect(secondPicker.trigger).toHaveText(chosen);

  await pressOn(new AddToCartButton(second).addButton('Tine Lettmelk 1 %'), 'Enter');
  // 24,90 kr, a plastic bag and the chosen pickup window's 29,00 kr (issue 17: the window's price is in the total).
  await expect(secondCart.button).toHaveAccessibleName('Handlevogn, 1 vare, 55,90 kr');
  await pressOn(secondCart.button, 'Enter');
  await expect(secondCart.dialog).toContainText('MENY Ullevål');
  await second.close();
});

test('by keyboard alone: while an order is edited, its store’s window is confirmed and reserved for that order', async ({
  page,
  sim,
  shop,
  picker,
  editOrder,
}) => {
  await sim.addOrder({
    memberId: MEMBER_IDS.member,
    ngOrderId: '4199005',
    storeGln: '7080001150022',
    handoverInfo: { handoverType: 'Store' },
  });
  await shop.open('/', 'member');
  await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);
  await editOrder.changeOrder('4199005');
  const change = editOrder.changeQuestion;
  await pressOn(change.getByRole('button', { name: 'Endre bestilling' }), 'Enter');
  await expect(change).toHaveCount(0);

  const { trigger, typePage, locationPage, timePage } = picker;
  await pressOn(trigger, 'Enter');
  await expect(typePage.dialog).toContainText('MENY Bergen Storsenter');
  await pressOn(typePage.continueButton, 'Enter');
  await expect(locationPage.store(/MENY Bergen Storsenter/)).toBeChecked();
  const windows = page.waitForRequest((request) => request.method() === 'POST' && request.url().includes('/api/handoverwindows/'));
  await pressOn(locationPage.confirmButton, 'Enter');
  expect((await windows).postDataJSON()).toMatchObject({ ngOrderId: '4199005' });

  await pressOn(timePage.openDays.nth(2), 'Enter');
  const window = timePage.openWindows().first();
  await pressOn(window, 'Space');
  await expect(window).toBeChecked();
  expect((await sim.reservations()).length).toBe(0);
  await pressOn(timePage.confirmButton(), 'Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(async () => (await sim.reservations()).length).toBe(1);
  await expect(trigger).toContainText('MENY Bergen Storsenter');
});
