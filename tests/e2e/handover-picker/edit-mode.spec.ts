import type { Page, Request } from '@playwright/test';
import { expect, test } from '../support/fixtures';

// Issue 16, point 7: while an order is edited, the picker works for that order (spec sections 4, 5, 7).

test.beforeEach(async ({ page }) => {
  expect((await page.request.post('/__sim/reset')).ok()).toBe(true);
});

const BERGEN_STORSENTER = '7080001150022';
const trigger = (page: Page) => page.locator('handover-picker').getByRole('button').first();
const typePage = (page: Page) => page.getByRole('dialog', { name: 'Hvordan ønsker du å få varene?' });
const locationPage = (page: Page) => page.getByRole('dialog', { name: 'Hvor vil du hente varene?' });
const timePage = (page: Page) => page.getByRole('dialog', { name: 'Når ønsker du å hente varene?' });

/** Adds an editable order for Kari at MENY Bergen Storsenter (her own store is MENY Storo). */
async function bergenOrder(page: Page, ngOrderId: string, handoverType: 'Store' | 'Delivery') {
  const answer = await page.request.post('/__sim/orders', {
    data: { memberId: 'M-100001', ngOrderId, storeGln: BERGEN_STORSENTER, handoverInfo: { handoverType } },
  });
  expect(answer.status()).toBe(201);
}

/** As Kari, starts editing the order through the host page's change-order action and 'Endre bestilling'. */
async function editOrder(page: Page, orderId: string) {
  await page.goto('/?as=member');
  await expect(page.getByTestId('logged-in-as')).toHaveText(/Kari Nordmann/);
  await page.evaluate((id) => {
    void (window as unknown as { kurv: { changeOrder: (id: string) => Promise<void> } }).kurv.changeOrder(id);
  }, orderId);
  const change = page.getByRole('dialog', { name: 'Vil du endre bestillingen?' });
  await change.getByRole('button', { name: 'Endre bestilling' }).click();
  await expect(change).toBeHidden();
  await page.getByRole('button', { name: /^Handlevogn,/ }).click();
  await expect(page.getByRole('dialog', { name: 'Handlevogn' })).toContainText('Du endrer bestillingen');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

const isWindowRequest = (request: Request) => request.method() === 'POST' && request.url().includes('/api/handoverwindows/');

test('window requests carry the edited order’s ngOrderId, and the default location is the order’s store', async ({ page }) => {
  await bergenOrder(page, '4199001', 'Store');

  // Not editing: no order id.
  await page.goto('/?as=member');
  await expect(page.getByTestId('logged-in-as')).toHaveText(/Kari Nordmann/);
  await trigger(page).click();
  await expect(typePage(page)).toContainText('MENY Storo');
  await typePage(page).getByRole('button', { name: 'Fortsett' }).click();
  const before = page.waitForRequest(isWindowRequest);
  await locationPage(page).getByRole('button', { name: 'Bekreft' }).click();
  expect((await before).postDataJSON()).toMatchObject({ ngOrderId: null });
  await timePage(page).getByRole('button', { name: 'Avbryt' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await editOrder(page, '4199001');
  await trigger(page).click();
  // Spec section 4: in edit mode the default store is the order's, not the member's own.
  await expect(typePage(page)).toContainText('MENY Bergen Storsenter');
  await expect(typePage(page).getByRole('button', { name: 'Fortsett' })).toBeEnabled();
  await typePage(page).getByRole('button', { name: 'Fortsett' }).click();
  await expect(locationPage(page).getByRole('radio', { name: /MENY Bergen Storsenter/ })).toBeChecked();
  await expect(locationPage(page).getByRole('radio')).toHaveCount(1);
  const during = page.waitForRequest(isWindowRequest);
  await locationPage(page).getByRole('button', { name: 'Bekreft' }).click();
  const request = await during;
  expect(request.url()).toContain(`/api/handoverwindows/store/1300/${BERGEN_STORSENTER}`);
  expect(request.postDataJSON()).toMatchObject({ ngOrderId: '4199001' });
  await expect(timePage(page)).toBeVisible();
});

test('the type page’s confirm is disabled while the chosen location no longer matches the order’s store', async ({ page }) => {
  await bergenOrder(page, '4199002', 'Store');
  await editOrder(page, '4199002');
  await trigger(page).click();
  await expect(typePage(page).getByRole('button', { name: 'Fortsett' })).toBeEnabled();

  // Delivery to Kari's home in Oslo comes from an Oslo store, not the order's Bergen store.
  await typePage(page).getByRole('radio', { name: 'Levert på døren' }).check();
  const locations = typePage(page).getByRole('group', { name: 'Velg hvor du vil ha varene levert' });
  await expect(locations.getByRole('radio', { name: /0154 OSLO/ })).toBeChecked();
  await expect(typePage(page).getByRole('button', { name: 'Fortsett' })).toBeDisabled();

  // Her Bergen address is delivered from the order's store: confirm is enabled again.
  await locations.getByRole('radio', { name: /BERGEN/ }).check();
  await expect(typePage(page).getByRole('button', { name: 'Fortsett' })).toBeEnabled();

  // Back to pickup: the order's store again, and confirm enabled; Escape leaves nothing saved.
  await typePage(page).getByRole('radio', { name: 'Hente selv' }).check();
  await expect(typePage(page)).toContainText('MENY Bergen Storsenter');
  await expect(typePage(page).getByRole('button', { name: 'Fortsett' })).toBeEnabled();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(trigger(page)).toContainText('MENY Storo');
});

test('a delivery order whose store no longer delivers to its address is moved to pickup at that store', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') {
      warnings.push(message.text());
    }
  });
  // Delivered to Kari's Oslo home from the Bergen store: that store does not deliver there (spec section 4).
  await bergenOrder(page, '4199003', 'Delivery');
  await editOrder(page, '4199003');
  await trigger(page).click();
  await expect(typePage(page).getByRole('radio', { name: 'Hente selv' })).toBeChecked();
  await expect(typePage(page)).toContainText('MENY Bergen Storsenter');
  await expect(typePage(page).getByRole('button', { name: 'Fortsett' })).toBeEnabled();
  await expect.poll(() => warnings.some((text) => text.includes('DeliveryStoreOnOrderIsInvalid'))).toBe(true);

  // By keyboard: on to the order's store and its times.
  await typePage(page).getByRole('button', { name: 'Fortsett' }).focus();
  await page.keyboard.press('Enter');
  await expect(locationPage(page).getByRole('radio', { name: /MENY Bergen Storsenter/ })).toBeChecked();
});
