import type { Request } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { BERGEN_STORSENTER, editOrderAsKari, orderForKari } from '../support/order-edit-seeds';

// Issue 16, point 7: while an order is edited, the picker works for that order (spec sections 4, 5, 7): the window
// requests carry its ngOrderId, the default location is its store, the type page's confirm follows its store, and a
// delivery order its store no longer delivers for is moved to pickup there. The orders are added through the simulator
// (a window tomorrow, its deadline tomorrow noon: editable on any date); no day or window is chosen, so these run at the
// pinned instant only.

const isWindowRequest = (request: Request) => request.method() === 'POST' && request.url().includes('/api/handoverwindows/');

test('window requests carry the edited order’s ngOrderId, and the default location is the order’s store', async ({
  page,
  sim,
  shop,
  picker,
  cart,
  editOrder,
}) => {
  await orderForKari(sim, '4199001', BERGEN_STORSENTER, 'Store');
  const { trigger, typePage, locationPage } = picker;
  const time = picker.timePage.dialog;

  // Not editing: no order id.
  await shop.open('/', 'member');
  await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);
  await trigger.click();
  await expect(typePage.dialog).toContainText('MENY Storo');
  await typePage.continueButton.click();
  const before = page.waitForRequest(isWindowRequest);
  await locationPage.confirm();
  expect((await before).postDataJSON()).toMatchObject({ ngOrderId: null });
  await time.getByRole('button', { name: 'Avbryt' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await editOrderAsKari(shop, editOrder, cart, '4199001');
  await trigger.click();
  // Spec section 4: in edit mode the default store is the order's, not the member's own.
  await expect(typePage.dialog).toContainText('MENY Bergen Storsenter');
  await expect(typePage.continueButton).toBeEnabled();
  await typePage.continueButton.click();
  await expect(locationPage.store(/MENY Bergen Storsenter/)).toBeChecked();
  await expect(locationPage.dialog.getByRole('radio')).toHaveCount(1);
  const during = page.waitForRequest(isWindowRequest);
  await locationPage.confirm();
  const request = await during;
  expect(request.url()).toContain(`/api/handoverwindows/store/1300/${BERGEN_STORSENTER}`);
  expect(request.postDataJSON()).toMatchObject({ ngOrderId: '4199001' });
  await expect(time).toBeVisible();
});

test('the type page’s confirm is disabled while the chosen location no longer matches the order’s store', async ({
  page,
  sim,
  shop,
  picker,
  cart,
  editOrder,
}) => {
  await orderForKari(sim, '4199002', BERGEN_STORSENTER, 'Store');
  await editOrderAsKari(shop, editOrder, cart, '4199002');
  const { trigger, typePage } = picker;
  await trigger.click();
  await expect(typePage.continueButton).toBeEnabled();

  // Delivery to Kari's home in Oslo comes from an Oslo store, not the order's Bergen store.
  await typePage.delivery.check();
  const locations = typePage.dialog.getByRole('group', { name: 'Velg hvor du vil ha varene levert' });
  await expect(locations.getByRole('radio', { name: /0154 OSLO/ })).toBeChecked();
  await expect(typePage.continueButton).toBeDisabled();

  // Her Bergen address is delivered from the order's store: confirm is enabled again.
  await locations.getByRole('radio', { name: /BERGEN/ }).check();
  await expect(typePage.continueButton).toBeEnabled();

  // Back to pickup: the order's store again, and confirm enabled; Escape leaves nothing saved.
  await typePage.pickup.check();
  await expect(typePage.dialog).toContainText('MENY Bergen Storsenter');
  await expect(typePage.continueButton).toBeEnabled();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(trigger).toContainText('MENY Storo');
});

test('a delivery order whose store no longer delivers to its address is moved to pickup at that store', async ({
  page,
  sim,
  shop,
  picker,
  cart,
  editOrder,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') {
      warnings.push(message.text());
    }
  });
  // Delivered to Kari's Oslo home from the Bergen store: that store does not deliver there (spec section 4).
  await orderForKari(sim, '4199003', BERGEN_STORSENTER, 'Delivery');
  await editOrderAsKari(shop, editOrder, cart, '4199003');
  const { trigger, typePage, locationPage } = picker;
  await trigger.click();
  await expect(typePage.pickup).toBeChecked();
  await expect(typePage.dialog).toContainText('MENY Bergen Storsenter');
  await expect(typePage.continueButton).toBeEnabled();
  await expect.poll(() => warnings.some((text) => text.includes('DeliveryStoreOnOrderIsInvalid'))).toBe(true);

  // By keyboard: on to the order's store and its times.
  await typePage.continueButton.focus();
  await page.keyboard.press('Enter');
  await expect(locationPage.store(/MENY Bergen Storsenter/)).toBeChecked();
});
