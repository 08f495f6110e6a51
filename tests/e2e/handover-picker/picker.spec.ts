import type { Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { expect, openPickupTimePage, test } from '../support/fixtures';

test.beforeEach(async ({ page }) => {
  expect((await page.request.post('/__sim/reset')).ok()).toBe(true);
});

test('an anonymous shopper chooses delivery to Karl Johans gate 1 and a time window', async ({ page }) => {
  // The page reloads after the picker closes with a changed store: keep the events in session storage.
  await page.addInitScript(() => {
    document.addEventListener('kurv:handover-changed', (event) => {
      const events = JSON.parse(sessionStorage.getItem('handoverEvents') ?? '[]') as unknown[];
      events.push((event as CustomEvent).detail);
      sessionStorage.setItem('handoverEvents', JSON.stringify(events));
    });
  });
  await page.goto('/');
  const trigger = page.locator('handover-picker').getByRole('button').first();
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'Hvordan ønsker du å få varene?' });
  await expect(dialog).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await dialog.getByRole('radio', { name: 'Levert på døren' }).check();
  await dialog.getByRole('combobox', { name: 'Adresse' }).fill('Karl Johans gate 1');
  await dialog.getByRole('option', { name: /Karl Johans gate 1, 0154 OSLO/ }).click();
  const next = dialog.getByRole('button', { name: 'Fortsett' });
  await expect(next).toBeEnabled();
  await next.click();

  const time = page.getByRole('dialog', { name: 'Når skal vi levere til deg?' });
  await expect(time).toBeVisible();
  await expect(time.getByRole('group', { name: 'Velg tid' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const firstWindow = time.getByRole('radio').and(page.locator(':not([disabled])')).first();
  await firstWindow.check();
  const reload = page.waitForEvent('load');
  await time.getByRole('button', { name: /^Bekreft levering/ }).click();

  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Spec section 2: the store changed over several pages, so the web site reloads 500 ms after closing.
  await reload;
  await expect(trigger).toContainText('Karl Johans gate 1');
  const events = await page.evaluate(
    () =>
      JSON.parse(sessionStorage.getItem('handoverEvents') ?? '[]') as {
        handoverType: string;
        deliveryAddress: string | null;
        windowId: string | null;
      }[],
  );
  expect(events.at(-1)).toMatchObject({ handoverType: 'Delivery', deliveryAddress: 'Karl Johans gate 1' });
  expect(events.at(-1)?.windowId).toBeTruthy();
});

test('Storgata 1, 9008 TROMSØ: «Vi leverer dessverre ikke til denne adressen»', async ({ page }) => {
  await page.goto('/');
  await page.locator('handover-picker').getByRole('button').first().click();
  const dialog = page.getByRole('dialog', { name: 'Hvordan ønsker du å få varene?' });
  await dialog.getByRole('radio', { name: 'Levert på døren' }).check();
  await dialog.getByRole('combobox', { name: 'Adresse' }).fill('Storgata 1');
  await dialog.getByRole('option', { name: /Storgata 1, 9008 TROMSØ/ }).click();
  await expect(dialog.getByText('Vi leverer dessverre ikke til denne adressen')).toBeVisible();
  // Spec section 4: an anonymous shopper whose address has no delivery is switched to pickup.
  await expect(dialog.getByRole('radio', { name: 'Hente selv' })).toBeChecked();
  await expect(dialog.getByText('Vi leverer dessverre ikke til denne adressen')).toBeVisible();
});

test('a press on the trigger while the session arrives, its text changing under the pointer, still opens the picker', async ({ page }) => {
  // The anonymous shopper's user is held until the pointer is down on the trigger, so that its text changes mid-press.
  let releaseUser = () => {};
  const userHeld = new Promise<void>((resolve) => {
    releaseUser = resolve;
  });
  await page.route(/\/api\/extended-user\//, async (route) => {
    await userHeld;
    await route.continue();
  });
  await page.goto('/');
  const trigger = page.locator('handover-picker').getByRole('button').first();
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

  await expect(page.getByRole('dialog', { name: 'Hvordan ønsker du å få varene?' })).toBeVisible();
});

test('a press on a window held while the time list would come into view still chooses that window', async ({ page }) => {
  await page.goto('/');
  const time = await openPickupTimePage(page);
  const day = time.getByRole('table').getByRole('button', { disabled: false }).nth(3);
  await day.click();
  await expect(day).toHaveAttribute('aria-pressed', 'true');
  const window = time.getByRole('radio').and(page.locator(':not([disabled])')).first();
  await window.scrollIntoViewIfNeeded();
  const box = await window.boundingBox();
  if (box === null) {
    throw new Error('the window has no box');
  }
  // The pointer is down on the window when the date pick's scroll would bring the list into view (spec section 9:
  // 250 ms after the pick): the page's clock runs past it, and the press is held a little longer in real time, as long
  // as a smooth scroll would take to play out (the browser animates it on its own clock), before the pointer is up.
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.clock.runFor(1000);
  await page.waitForTimeout(700);
  await page.mouse.up();

  await expect(window).toBeChecked();
  await expect(time.getByRole('button', { name: /^Bekreft henting/ })).toBeEnabled();
});

test('an anonymous shopper chooses pickup in a store from a county group', async ({ page }) => {
  await page.goto('/');
  const trigger = page.locator('handover-picker').getByRole('button').first();
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'Hvordan ønsker du å få varene?' });
  await dialog.getByRole('radio', { name: 'Hente selv' }).check();
  await dialog.getByRole('button', { name: 'Fortsett' }).click();

  const location = page.getByRole('dialog', { name: 'Hvor vil du hente varene?' });
  await expect(location).toBeVisible();
  await location.getByRole('button', { name: 'Vestland' }).click();
  await location.getByRole('radio', { name: /MENY Bergen Storsenter/ }).check();
  await location.getByRole('button', { name: 'Bekreft' }).click();

  const time = page.getByRole('dialog', { name: 'Når ønsker du å hente varene?' });
  await expect(time).toBeVisible();
  await time.getByRole('radio').and(page.locator(':not([disabled])')).first().check();
  await time.getByRole('button', { name: /^Bekreft henting/ }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(trigger).toContainText('MENY Bergen Storsenter');
});

test('a member’s confirmed window is reserved in the platform, with a countdown', async ({ page }) => {
  await page.goto('/?as=member');
  await expect(page.getByTestId('logged-in-as')).toHaveText(/Kari Nordmann/);
  const trigger = page.locator('handover-picker').getByRole('button').first();
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'Hvordan ønsker du å få varene?' });
  await dialog.getByRole('radio', { name: 'Hente selv' }).check();
  await dialog.getByRole('button', { name: 'Fortsett' }).click();

  // The county group holding the member's store is open, with the store chosen.
  const location = page.getByRole('dialog', { name: 'Hvor vil du hente varene?' });
  await expect(location.getByRole('button', { name: 'Oslo' })).toHaveAttribute('aria-expanded', 'true');
  await expect(location.getByRole('radio', { name: /MENY Storo/ })).toBeChecked();
  await location.getByRole('button', { name: 'Bekreft' }).click();

  const time = page.getByRole('dialog', { name: 'Når ønsker du å hente varene?' });
  await time.getByRole('radio').and(page.locator(':not([disabled])')).first().check();
  // Choosing only selects (spec section 4: the time page's confirm stores and reserves the window).
  expect((await (await page.request.get('/__sim/state')).json()).reservations).toHaveLength(0);
  await time.getByRole('button', { name: /^Bekreft henting/ }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(async () => (await (await page.request.get('/__sim/state')).json()).reservations.length).toBe(1);
  const state = await (await page.request.get('/__sim/state')).json();
  expect(state.reservations[0]).toMatchObject({ medlemId: 'M-100001' });

  // Back on the time page, the reservation counts down.
  await page.evaluate(() =>
    (window as unknown as { kurv: { openHandoverPicker: (page: string) => void } }).kurv.openHandoverPicker('time'),
  );
  await expect(time.getByRole('progressbar')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

/** Presses Tab until the locator has focus (keyboard only; at most 60 presses). */
async function tabTo(page: Page, target: ReturnType<Page['locator']>) {
  for (let presses = 0; presses < 60; presses += 1) {
    if (await target.evaluate((element) => element === (element.getRootNode() as ShadowRoot).activeElement).catch(() => false)) {
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the target');
}

test('the whole pickup journey works by keyboard alone', async ({ page }) => {
  await page.goto('/');
  const trigger = page.locator('handover-picker').getByRole('button').first();
  await tabTo(page, trigger);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Hvordan ønsker du å få varene?' });
  await expect(dialog).toBeVisible();

  // A radio group is one Tab stop (its checked radio); arrow keys move the choice.
  await tabTo(page, dialog.getByRole('radio', { checked: true }));
  await page.keyboard.press('ArrowUp');
  await expect(dialog.getByRole('radio', { name: 'Levert på døren' })).toBeChecked();
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('radio', { name: 'Hente selv' })).toBeChecked();
  await tabTo(page, dialog.getByRole('button', { name: 'Fortsett' }));
  await page.keyboard.press('Enter');

  const location = page.getByRole('dialog', { name: 'Hvor vil du hente varene?' });
  await expect(location).toBeVisible();
  await tabTo(page, location.getByRole('radio', { checked: true }));
  await page.keyboard.press('ArrowDown');
  const chosenStore =
    (await location.getByRole('radio', { checked: true }).getAttribute('aria-label')) ??
    (await location
      .getByRole('radio', { checked: true })
      .evaluate((radio) => radio.closest('.kurv-choice')?.querySelector('label')?.textContent ?? ''));
  await tabTo(page, location.getByRole('button', { name: 'Bekreft' }));
  await page.keyboard.press('Enter');

  const time = page.getByRole('dialog', { name: 'Når ønsker du å hente varene?' });
  await expect(time).toBeVisible();
  await tabTo(page, time.getByRole('radio').and(page.locator(':not([disabled])')).first());
  await page.keyboard.press('Space');
  await tabTo(page, time.getByRole('button', { name: /^Bekreft henting/ }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(trigger).toContainText(chosenStore.split(',')[0]?.trim() ?? '');
  await expect(trigger).toBeFocused();
});

test('the host page opens the picker with window.kurv.openHandoverPicker() or the kurv:open-handover-picker event', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('handover-picker').getByRole('button').first()).toBeVisible();
  await page.evaluate(() => (window as unknown as { kurv: { openHandoverPicker: () => void } }).kurv.openHandoverPicker());
  const dialog = page.getByRole('dialog', { name: 'Hvordan ønsker du å få varene?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Lukk' }).first().click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.evaluate(() => document.dispatchEvent(new CustomEvent('kurv:open-handover-picker', { detail: { page: 'location' } })));
  await expect(page.getByRole('dialog', { name: 'Hvor vil du hente varene?' })).toBeVisible();
});
