import { axeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { pressOn } from '../support/keyboard';

// The picker's type page for an anonymous shopper, by pointer and by keyboard alone (issue 16, points 1 and 2): how the
// picker opens (the trigger pressed as the session arrives, the host page's API and event), the address search and its
// coverage (the uncovered Tromsø address switches to pickup), an address used only when picked and covered, 'Lukk' and
// Escape restoring the saved type and address, and the pickup minimum the picker and the cart agree on. No day or
// window is chosen and no clock is read: these run at the pinned instant only.

const NO_DELIVERY = 'Vi leverer dessverre ikke til denne adressen';

test('Storgata 1, 9008 TROMSØ: «Vi leverer dessverre ikke til denne adressen»', async ({ shop, picker }) => {
  await shop.open();
  await picker.trigger.click();
  const { typePage } = picker;
  const dialog = typePage.dialog;
  await typePage.chooseDeliveryTo('Storgata 1', /Storgata 1, 9008 TROMSØ/);
  await expect(dialog.getByText(NO_DELIVERY)).toBeVisible();
  // Spec section 4: an anonymous shopper whose address has no delivery is switched to pickup.
  await expect(typePage.pickup).toBeChecked();
  await expect(dialog.getByText(NO_DELIVERY)).toBeVisible();
});

test('a press on the trigger while the session arrives, its text changing under the pointer, still opens the picker', async ({
  page,
  shop,
  picker,
}) => {
  // The anonymous shopper's user is held until the pointer is down on the trigger, so that its text changes mid-press.
  let releaseUser = () => {};
  const userHeld = new Promise<void>((resolve) => {
    releaseUser = resolve;
  });
  await page.route(/\/api\/extended-user\//, async (route) => {
    await userHeld;
    await route.continue();
  });
  await shop.open();
  const trigger = picker.trigger;
  await expect(trigger).toHaveText('Velg levering eller henting');
  const box = await trigger.boundingBox();
  if (box === null) {
    throw new Error('the trigger has no box');
  }
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  releaseUser();
  await expect(trigger).toHaveText('Hente selv, MENY Storo');
  await page.mouse.up();

  await expect(picker.typePage.dialog).toBeVisible();
});

test('the host page opens the picker with window.kurv.openHandoverPicker() or the kurv:open-handover-picker event', async ({
  page,
  shop,
  picker,
}) => {
  await shop.open();
  await expect(picker.trigger).toBeVisible();
  // The host API called without a page, as a chain site does: the type page.
  await page.evaluate(() => (window as unknown as { kurv: { openHandoverPicker: () => void } }).kurv.openHandoverPicker());
  const dialog = picker.typePage.dialog;
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Lukk' }).first().click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.evaluate(() => document.dispatchEvent(new CustomEvent('kurv:open-handover-picker', { detail: { page: 'location' } })));
  await expect(picker.locationPage.dialog).toBeVisible();
});

test('an anonymous shopper uses a picked, covered address with «Bruk adresse», and sees it in the field when the picker opens again', async ({
  page,
  shop,
  picker,
}) => {
  await shop.open();
  const typePage = await picker.open();
  await typePage.delivery.check();
  await expect(typePage.useAddressButton).toHaveCount(0);
  await typePage.pickAddress('Karl Johans gate 1', /Karl Johans gate 1, 0154 OSLO/);
  const use = typePage.useAddressButton;
  await expect(use).toBeEnabled();
  await use.click();
  await expect(picker.trigger).toContainText('Karl Johans gate 1');

  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The store changed over one page only: no reload. Opening again shows the saved address in the field.
  const again = await picker.open();
  await expect(again.delivery).toBeChecked();
  await expect(again.address).toHaveValue('Karl Johans gate 1, 0154 OSLO');
  await expect(again.continueButton).toBeEnabled();
});

test('after the uncovered Tromsø address, text typed in the field is never saved and never enables «Fortsett»', async ({
  page,
  sim,
  shop,
  picker,
}) => {
  await shop.open();
  // The anonymous shopper's default store, once the user is loaded (before that the trigger asks for a choice).
  await expect(picker.trigger).toContainText('MENY Storo');
  const before = await picker.trigger.textContent();
  const typePage = await picker.open();
  await typePage.delivery.check();
  const field = typePage.address;
  await typePage.pickAddress('Storgata 1', /Storgata 1, 9008 TROMSØ/);
  await expect(typePage.dialog.getByText(NO_DELIVERY)).toBeVisible();
  await expect(typePage.pickup).toBeChecked();

  await typePage.delivery.check();
  const next = typePage.continueButton;
  await expect(next).toBeDisabled();
  await expect(typePage.useAddressButton).toHaveCount(0);
  await field.fill('qwzx blørg 999');
  await expect(next).toBeDisabled();
  await field.press('Enter');
  await expect(next).toBeDisabled();

  await typePage.closeButton.click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(picker.trigger).toHaveText(before ?? '');
  await expect(picker.trigger).not.toContainText('Storgata 1');
  const saves = (await sim.requests()).filter((request) => request.method === 'PUT' && request.path.includes('household'));
  expect(saves).toEqual([]);
});

test('«Lukk» and Escape on the type page restore the type and the address', async ({ page, shop, picker }) => {
  await shop.open();
  const typePage = await picker.open();
  await typePage.chooseDeliveryTo('Karl Johans gate 1', /Karl Johans gate 1, 0154 OSLO/);
  await typePage.useAddressButton.click();
  await expect(picker.trigger).toContainText('Karl Johans gate 1');
  const saved = await picker.trigger.textContent();

  // Another address picked and the type changed, then 'Lukk': nothing of it is kept.
  await typePage.pickAddress('Bryggen 1', /Bryggen 1, 5003 BERGEN/);
  await expect(typePage.useAddressButton).toBeEnabled();
  await typePage.pickup.check();
  await typePage.closeButton.click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(picker.trigger).toHaveText(saved ?? '');

  const again = await picker.open();
  await expect(again.delivery).toBeChecked();
  await expect(again.address).toHaveValue('Karl Johans gate 1, 0154 OSLO');

  // The same by keyboard: Escape closes without keeping the typed text.
  await again.address.fill('qwzx');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const third = await picker.open();
  await expect(third.address).toHaveValue('Karl Johans gate 1, 0154 OSLO');
});

test('pickup under its minimum: «Handle for X kr til» and «Husk!» in the picker name the same 100 kr as the cart', async ({
  page,
  shop,
  picker,
  cart,
  products,
}) => {
  await shop.open();
  await products.add('Tine Lettmelk 1 %');
  await expect(cart.button).toHaveAccessibleName('Handlevogn, 1 vare, 26,90 kr');

  const { dialog } = await picker.open();
  await expect(picker.typePage.pickup).toHaveAccessibleDescription('Handle for 75,10 kr til for å kunne hente i butikk');
  await expect(dialog.getByText('Husk!', { exact: true })).toBeVisible();
  await expect(dialog.getByText('For å kunne hente i butikk må du handle for over 100 kr', { exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await cart.button.click();
  await expect(cart.dialog.getByText('Du må handle for minst 100 kr for å kunne hente i butikk', { exact: true })).toBeVisible();
});

test.describe('by keyboard alone', () => {
  test('by keyboard alone: an anonymous shopper picks a suggested address with the arrow keys and uses it with «Bruk adresse»', async ({
    page,
    shop,
    picker,
  }) => {
    await shop.open();
    const { trigger, typePage } = picker;
    await expect(trigger).toContainText('MENY Storo');
    await pressOn(trigger, 'Enter');
    const dialog = typePage.dialog;
    await expect(dialog).toBeVisible();
    await pressOn(typePage.delivery, 'Space');
    await expect(typePage.delivery).toBeChecked();

    const field = typePage.address;
    await field.focus();
    await page.keyboard.type('Karl Johans gate 1');
    await expect(dialog.getByRole('option', { name: /Karl Johans gate 1, 0154 OSLO/ })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(field).toHaveValue('Karl Johans gate 1, 0154 OSLO');
    await pressOn(typePage.useAddressButton, 'Enter');
    await expect(trigger).toContainText('Karl Johans gate 1');

    // Escape closes the picker; opened again, the field shows the address that was used.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(trigger).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(typePage.address).toHaveValue('Karl Johans gate 1, 0154 OSLO');
  });

  test('by keyboard alone: after the uncovered Tromsø address, typed text is never saved and never enables «Fortsett»; Escape keeps the store', async ({
    page,
    sim,
    shop,
    picker,
  }) => {
    await shop.open();
    const { trigger, typePage } = picker;
    await expect(trigger).toContainText('MENY Storo');
    const before = (await trigger.textContent()) ?? '';
    await pressOn(trigger, 'Enter');
    const dialog = typePage.dialog;
    await pressOn(typePage.delivery, 'Space');

    const field = typePage.address;
    await field.focus();
    await page.keyboard.type('Storgata 1');
    const tromso = dialog.getByRole('option', { name: /Storgata 1, 9008 TROMSØ/ });
    await expect(tromso).toBeVisible();
    // Down the list to the Tromsø suggestion (an Oslo street of the same name comes first).
    for (let presses = 0; presses < 10 && (await tromso.getAttribute('aria-selected')) !== 'true'; presses += 1) {
      await page.keyboard.press('ArrowDown');
    }
    await expect(tromso).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(dialog.getByText(NO_DELIVERY)).toBeVisible();
    await expect(typePage.pickup).toBeChecked();

    await pressOn(typePage.delivery, 'Space');
    await expect(typePage.delivery).toBeChecked();
    const next = typePage.continueButton;
    await expect(next).toBeDisabled();
    await field.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('qwzx blørg 999');
    await page.keyboard.press('Enter');
    await expect(field).toHaveValue('qwzx blørg 999');
    await expect(next).toBeDisabled();
    await expect(typePage.useAddressButton).toHaveCount(0);

    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveText(before);
    expect((await sim.requests()).filter((request) => request.method === 'PUT' && request.path.includes('household'))).toEqual([]);
  });

  test('by keyboard alone: under the pickup minimum, «Handle for X kr til» and «Husk!» in the picker name the same 100 kr as the cart', async ({
    page,
    shop,
    picker,
    cart,
    products,
  }) => {
    await shop.open();
    const { trigger, typePage } = picker;
    await expect(trigger).toContainText('MENY Storo');
    await pressOn(products.addButton('Tine Lettmelk 1 %'), 'Enter');
    await expect(cart.button).toHaveAccessibleName('Handlevogn, 1 vare, 26,90 kr');

    await pressOn(trigger, 'Enter');
    const dialog = typePage.dialog;
    await expect(typePage.pickup).toHaveAccessibleDescription('Handle for 75,10 kr til for å kunne hente i butikk');
    await expect(dialog.getByText('Husk!', { exact: true })).toBeVisible();
    await expect(dialog.getByText('For å kunne hente i butikk må du handle for over 100 kr', { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(trigger).toBeFocused();

    await pressOn(cart.button, 'Enter');
    await expect(cart.dialog.getByText('Du må handle for minst 100 kr for å kunne hente i butikk', { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(cart.dialog).toHaveCount(0);
    await expect(cart.button).toBeFocused();
  });
});
