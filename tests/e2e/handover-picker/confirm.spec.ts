import type { Page } from '@playwright/test';
import { expect, saveNewAddressAsSimplifiedUser, test } from '../support/fixtures';

// Issue 16, points 1 and 2: what the shopper confirms is what is saved. Choosing only selects; 'Bekreft
// henting/levering' stores and reserves; 'Avbryt', 'Lukk' and Escape leave the saved handover as it was; an address is
// used only when it is picked from the suggestions and covered.

test.beforeEach(async ({ page }) => {
  expect((await page.request.post('/__sim/reset')).ok()).toBe(true);
});

const TYPE_PAGE = 'Hvordan ønsker du å få varene?';

interface SimReservation {
  id: string;
  hentevinduId: string;
  active: boolean;
}

async function simState(page: Page) {
  return (await (await page.request.get('/__sim/state')).json()) as {
    reservations: SimReservation[];
    requests: { method: string; path: string }[];
  };
}

const trigger = (page: Page) => page.locator('handover-picker').getByRole('button').first();

async function openTypePage(page: Page) {
  await trigger(page).click();
  const dialog = page.getByRole('dialog', { name: TYPE_PAGE });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function openTimePage(page: Page) {
  await page.evaluate(() =>
    (window as unknown as { kurv: { openHandoverPicker: (page: string) => void } }).kurv.openHandoverPicker('time'),
  );
  const time = page.getByRole('dialog', { name: /^Når / });
  await expect(time).toBeVisible();
  return time;
}

/** The first choosable window of the day `dayIndex` days on (among the days with windows to choose). */
async function chooseWindow(time: ReturnType<Page['getByRole']>, page: Page, dayIndex: number) {
  await time.getByRole('table').getByRole('button', { disabled: false }).nth(dayIndex).click();
  const window = time.getByRole('radio').and(page.locator(':not([disabled])')).first();
  await window.check();
  return window;
}

/** As the member: pickup at the member's store, a window three days ahead chosen and confirmed. */
async function memberConfirmsWindow(page: Page) {
  await page.goto('/?as=member');
  await expect(page.getByTestId('logged-in-as')).toHaveText(/Kari Nordmann/);
  const dialog = await openTypePage(page);
  await dialog.getByRole('radio', { name: 'Hente selv' }).check();
  await dialog.getByRole('button', { name: 'Fortsett' }).click();
  await page.getByRole('dialog', { name: 'Hvor vil du hente varene?' }).getByRole('button', { name: 'Bekreft' }).click();
  const time = page.getByRole('dialog', { name: 'Når ønsker du å hente varene?' });
  await chooseWindow(time, page, 3);
  expect((await simState(page)).reservations).toHaveLength(0);
  await time.getByRole('button', { name: /^Bekreft henting/ }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(async () => (await simState(page)).reservations.length).toBe(1);
}

test('an anonymous shopper uses a picked, covered address with «Bruk adresse», and sees it in the field when the picker opens again', async ({
  page,
}) => {
  await page.goto('/');
  const dialog = await openTypePage(page);
  await dialog.getByRole('radio', { name: 'Levert på døren' }).check();
  await expect(dialog.getByRole('button', { name: 'Bruk adresse' })).toHaveCount(0);
  await dialog.getByRole('combobox', { name: 'Adresse' }).fill('Karl Johans gate 1');
  await dialog.getByRole('option', { name: /Karl Johans gate 1, 0154 OSLO/ }).click();
  const use = dialog.getByRole('button', { name: 'Bruk adresse' });
  await expect(use).toBeEnabled();
  await use.click();
  await expect(trigger(page)).toContainText('Karl Johans gate 1');

  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The store changed over one page only: no reload. Opening again shows the saved address in the field.
  const again = await openTypePage(page);
  await expect(again.getByRole('radio', { name: 'Levert på døren' })).toBeChecked();
  await expect(again.getByRole('combobox', { name: 'Adresse' })).toHaveValue('Karl Johans gate 1, 0154 OSLO');
  await expect(again.getByRole('button', { name: 'Fortsett' })).toBeEnabled();
});

test('after the uncovered Tromsø address, text typed in the field is never saved and never enables «Fortsett»', async ({ page }) => {
  await page.goto('/');
  // The anonymous shopper's default store, once the user is loaded (before that the trigger asks for a choice).
  await expect(trigger(page)).toContainText('MENY Storo');
  const before = await trigger(page).textContent();
  const dialog = await openTypePage(page);
  await dialog.getByRole('radio', { name: 'Levert på døren' }).check();
  const field = dialog.getByRole('combobox', { name: 'Adresse' });
  await field.fill('Storgata 1');
  await dialog.getByRole('option', { name: /Storgata 1, 9008 TROMSØ/ }).click();
  await expect(dialog.getByText('Vi leverer dessverre ikke til denne adressen')).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Hente selv' })).toBeChecked();

  await dialog.getByRole('radio', { name: 'Levert på døren' }).check();
  const next = dialog.getByRole('button', { name: 'Fortsett' });
  await expect(next).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Bruk adresse' })).toHaveCount(0);
  await field.fill('qwzx blørg 999');
  await expect(next).toBeDisabled();
  await field.press('Enter');
  await expect(next).toBeDisabled();

  await dialog.getByRole('button', { name: 'Lukk' }).last().click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(trigger(page)).toHaveText(before ?? '');
  await expect(trigger(page)).not.toContainText('Storgata 1');
  const saves = (await simState(page)).requests.filter((request) => request.method === 'PUT' && request.path.includes('household'));
  expect(saves).toEqual([]);
});

test('«Lukk» and Escape on the type page restore the type and the address', async ({ page }) => {
  await page.goto('/');
  const dialog = await openTypePage(page);
  await dialog.getByRole('radio', { name: 'Levert på døren' }).check();
  await dialog.getByRole('combobox', { name: 'Adresse' }).fill('Karl Johans gate 1');
  await dialog.getByRole('option', { name: /Karl Johans gate 1, 0154 OSLO/ }).click();
  await dialog.getByRole('button', { name: 'Bruk adresse' }).click();
  await expect(trigger(page)).toContainText('Karl Johans gate 1');
  const saved = await trigger(page).textContent();

  // Another address picked and the type changed, then 'Lukk': nothing of it is kept.
  await dialog.getByRole('combobox', { name: 'Adresse' }).fill('Bryggen 1');
  await dialog.getByRole('option', { name: /Bryggen 1, 5003 BERGEN/ }).click();
  await expect(dialog.getByRole('button', { name: 'Bruk adresse' })).toBeEnabled();
  await dialog.getByRole('radio', { name: 'Hente selv' }).check();
  await dialog.getByRole('button', { name: 'Lukk' }).last().click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(trigger(page)).toHaveText(saved ?? '');

  const again = await openTypePage(page);
  await expect(again.getByRole('radio', { name: 'Levert på døren' })).toBeChecked();
  await expect(again.getByRole('combobox', { name: 'Adresse' })).toHaveValue('Karl Johans gate 1, 0154 OSLO');

  // The same by keyboard: Escape closes without keeping the typed text.
  await again.getByRole('combobox', { name: 'Adresse' }).fill('qwzx');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const third = await openTypePage(page);
  await expect(third.getByRole('combobox', { name: 'Adresse' })).toHaveValue('Karl Johans gate 1, 0154 OSLO');
});

test('choosing a window only selects it; «Avbryt» on the time page leaves the saved window and the reservation as they were', async ({
  page,
}) => {
  await memberConfirmsWindow(page);
  const saved = await trigger(page).textContent();
  const [reservation] = (await simState(page)).reservations;
  const reserveCalls = (await simState(page)).requests.filter((request) => request.path.includes('reservasjoner')).length;

  const time = await openTimePage(page);
  await expect(time.getByRole('progressbar', { name: /reserv/i })).toBeVisible();
  await chooseWindow(time, page, 4);
  await expect(time.getByRole('button', { name: /^Bekreft henting/ })).toBeEnabled();
  await time.getByRole('button', { name: 'Avbryt' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await expect(trigger(page)).toHaveText(saved ?? '');
  const after = await simState(page);
  expect(after.reservations).toHaveLength(1);
  expect(after.reservations[0]).toMatchObject({ id: reservation?.id, hentevinduId: reservation?.hentevinduId, active: true });
  expect(after.requests.filter((request) => request.path.includes('reservasjoner'))).toHaveLength(reserveCalls);

  // Opening again shows the saved window chosen, not the cancelled choice.
  const reopened = await openTimePage(page);
  await expect(reopened.getByRole('radio', { checked: true })).toHaveCount(1);
  await expect(reopened.getByRole('button', { name: /^Bekreft henting/ })).toContainText(
    (saved ?? '').split(',').slice(-2).join(',').trim(),
  );
});

test('«Tilbake» goes from the time page to the page before, by keyboard', async ({ page }) => {
  await page.goto('/');
  const dialog = await openTypePage(page);
  await dialog.getByRole('radio', { name: 'Hente selv' }).check();
  await dialog.getByRole('button', { name: 'Fortsett' }).click();
  const location = page.getByRole('dialog', { name: 'Hvor vil du hente varene?' });
  await location.getByRole('button', { name: 'Bekreft' }).click();
  const time = page.getByRole('dialog', { name: 'Når ønsker du å hente varene?' });
  await expect(time).toBeVisible();
  await time.getByRole('button', { name: 'Tilbake' }).focus();
  await page.keyboard.press('Enter');
  await expect(location).toBeVisible();
  await location.getByRole('button', { name: 'Avbryt' }).click();
  await expect(page.getByRole('dialog', { name: TYPE_PAGE })).toBeVisible();
});

test('«Bekreft henting» is disabled while the chosen window is full', async ({ page }) => {
  await page.goto('/');
  const dialog = await openTypePage(page);
  await dialog.getByRole('radio', { name: 'Hente selv' }).check();
  await dialog.getByRole('button', { name: 'Fortsett' }).click();
  await page.getByRole('dialog', { name: 'Hvor vil du hente varene?' }).getByRole('button', { name: 'Bekreft' }).click();
  const time = page.getByRole('dialog', { name: 'Når ønsker du å hente varene?' });
  await chooseWindow(time, page, 3);
  await time.getByRole('button', { name: /^Bekreft henting/ }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Every window is full now: the saved window shows as chosen, with its reason, and cannot be confirmed again.
  expect((await page.request.post('/__sim/windows/capacity', { data: { capacity: 0 } })).ok()).toBe(true);
  const reopened = await openTimePage(page);
  await expect(reopened.getByRole('radio', { checked: true })).toBeDisabled();
  await expect(reopened.getByRole('button', { name: /^Bekreft henting/ })).toBeDisabled();
});

test('a simplified-login user confirms the identity before a new address is saved; «Avbryt» saves nothing', async ({ page }) => {
  await page.goto('/?as=simplified');
  await expect(page.getByTestId('logged-in-as')).toHaveText(/Ola Hansen/);
  const before = await trigger(page).textContent();
  const dialog = await openTypePage(page);

  const confirm = await saveNewAddressAsSimplifiedUser(page, dialog);
  await expect(confirm.getByRole('button', { name: 'Bekreft identitet' })).toBeVisible();
  await confirm.getByRole('button', { name: 'Avbryt' }).click();
  await expect(confirm).toHaveCount(0);

  // The new address is not among the member's delivery locations until it is saved: no going on with it.
  await expect(dialog.getByRole('button', { name: 'Fortsett' })).toBeDisabled();
  // Escape closes the question the same way.
  await dialog.getByRole('button', { name: 'Lagre adresse' }).click();
  await expect(confirm).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: TYPE_PAGE })).toBeVisible();
  // Only the question closed: the focus is back on what asked it, in the picker under it.
  await expect(dialog.getByRole('button', { name: 'Lagre adresse' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Lukk' }).last().click();
  await expect(trigger(page)).toHaveText(before ?? '');
  const saves = (await simState(page)).requests.filter((request) => request.method === 'PUT' && request.path.includes('household'));
  expect(saves).toEqual([]);
});
