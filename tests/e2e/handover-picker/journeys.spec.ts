import { axeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { tabTo } from '../support/keyboard';

// The picker's main journeys, the whole path through the element: delivery to an address and a window, pickup in a
// store from a county group, a member's confirmed window reserved with its countdown (by clicks), and pickup by keyboard
// alone. Each chooses a day and a window, so they run on every date of tests/test-clock.json; they are also the
// picker's journeys on the preact build.

test.describe('by clicks, the whole path', () => {
  test('an anonymous shopper chooses delivery to Karl Johans gate 1 and a time window', async ({ page, shop, picker }) => {
    // The page reloads after the picker closes with a changed store: keep the events in session storage.
    await page.addInitScript(() => {
      document.addEventListener('kurv:handover-changed', (event) => {
        const events = JSON.parse(sessionStorage.getItem('handoverEvents') ?? '[]') as unknown[];
        events.push((event as CustomEvent).detail);
        sessionStorage.setItem('handoverEvents', JSON.stringify(events));
      });
    });
    await shop.open();
    const { trigger, typePage, timePage } = picker;
    await trigger.click();
    await expect(typePage.dialog).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await typePage.chooseDeliveryTo('Karl Johans gate 1', /Karl Johans gate 1, 0154 OSLO/);
    const next = typePage.continueButton;
    await expect(next).toBeEnabled();
    await next.click();

    const time = timePage.deliveryDialog;
    await expect(time).toBeVisible();
    await expect(time.getByRole('group', { name: 'Velg tid' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    const firstWindow = timePage.openWindows(time).first();
    await firstWindow.check();
    const reload = page.waitForEvent('load');
    await timePage.confirmButton(time).click();

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

  test('an anonymous shopper chooses pickup in a store from a county group', { tag: '@smoke' }, async ({ page, shop, picker }) => {
    await shop.open();
    const { trigger, typePage, locationPage, timePage } = picker;
    await trigger.click();
    await typePage.continueToPickup();

    const location = locationPage.dialog;
    await expect(location).toBeVisible();
    await locationPage.county('Vestland').click();
    await locationPage.store(/MENY Bergen Storsenter/).check();
    await locationPage.confirm();

    const time = timePage.dialog;
    await expect(time).toBeVisible();
    await timePage.openWindows().first().check();
    await timePage.confirmButton().click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(trigger).toContainText('MENY Bergen Storsenter');
  });

  test('a member’s confirmed window is reserved in the platform, with a countdown', async ({ page, sim, shop, picker }) => {
    await shop.open('/', 'member');
    await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);
    const { trigger, typePage, locationPage, timePage } = picker;
    await trigger.click();
    await typePage.continueToPickup();

    // The county group holding the member's store is open, with the store chosen.
    await expect(locationPage.county('Oslo')).toHaveAttribute('aria-expanded', 'true');
    await expect(locationPage.store(/MENY Storo/)).toBeChecked();
    await locationPage.confirm();

    const time = timePage.dialog;
    await timePage.openWindows().first().check();
    // Choosing only selects (spec section 4: the time page's confirm stores and reserves the window).
    expect(await sim.reservations()).toHaveLength(0);
    await timePage.confirmButton().click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect.poll(async () => (await sim.reservations()).length).toBe(1);
    const state = await sim.state();
    expect(state.reservations[0]).toMatchObject({ medlemId: 'M-100001' });

    // Back on the time page, the reservation counts down.
    await picker.openOn('time');
    await expect(time.getByRole('progressbar')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('by keyboard, the whole path', () => {
  test('the whole pickup journey works by keyboard alone', async ({ page, shop, picker }) => {
    await shop.open();
    const { trigger, typePage, locationPage, timePage } = picker;
    await tabTo(page, trigger);
    await page.keyboard.press('Enter');
    const dialog = typePage.dialog;
    await expect(dialog).toBeVisible();

    // A radio group is one Tab stop (its checked radio); arrow keys move the choice.
    await tabTo(page, dialog.getByRole('radio', { checked: true }));
    await page.keyboard.press('ArrowUp');
    await expect(typePage.delivery).toBeChecked();
    await page.keyboard.press('ArrowDown');
    await expect(typePage.pickup).toBeChecked();
    await tabTo(page, typePage.continueButton);
    await page.keyboard.press('Enter');

    const location = locationPage.dialog;
    await expect(location).toBeVisible();
    await tabTo(page, location.getByRole('radio', { checked: true }));
    await page.keyboard.press('ArrowDown');
    const chosenStore =
      (await location.getByRole('radio', { checked: true }).getAttribute('aria-label')) ??
      (await location
        .getByRole('radio', { checked: true })
        .evaluate((radio) => radio.closest('.kurv-choice')?.querySelector('label')?.textContent ?? ''));
    await tabTo(page, locationPage.confirmButton);
    await page.keyboard.press('Enter');

    const time = timePage.dialog;
    await expect(time).toBeVisible();
    await tabTo(page, timePage.openWindows().first());
    await page.keyboard.press('Space');
    await tabTo(page, timePage.confirmButton());
    await page.keyboard.press('Enter');

    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(trigger).toContainText(chosenStore.split(',')[0]?.trim() ?? '');
    await expect(trigger).toBeFocused();
  });
});
