import type { Locator, Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { expect, pressOn, test } from '../support/fixtures';

// Issue 18, point 1: the focus follows the shopper. Keyboard only: every step is a key press on the focused control
// (a locator's focus() stands for Tab presses that reach it), and after every step the test says where the focus is,
// by the control's role and accessible name, and that Escape closes the top dialog.

test.beforeEach(async ({ page }) => {
  expect((await page.request.post('/__sim/reset')).ok()).toBe(true);
});

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

const cartButton = (page: Page) => page.getByRole('button', { name: /^Handlevogn,/ });
const cartDialog = (page: Page) => page.getByRole('dialog', { name: 'Handlevogn' });
const tile = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** Focus the control (as Tab would) and press the key on it. */
/** Tab until the target has the focus. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 40; presses += 1) {
    if (await target.evaluate((element) => element === (element.getRootNode() as ShadowRoot | Document).activeElement).catch(() => false)) {
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the target');
}

/** Whether the focus has fallen to the page's body: the bug this file guards against. */
const focusOnBody = (page: Page) => page.evaluate(() => document.activeElement === document.body);

test('by keyboard alone: add, step, remove and «Angre»; the focus follows every step, and Escape closes the cart after a removal', async ({
  page,
}) => {
  await page.goto('/');
  const milk = 'Tine Lettmelk 1 %';
  const pizza = 'Grandiosa Original';

  // The add: the stepper replaces the button and its quantity takes the focus.
  await pressOn(page.getByRole('button', { name: `Legg i handlevogn: ${milk}` }), 'Enter');
  const milkQuantity = tile(page, milk).getByRole('spinbutton', { name: `Antall av ${milk}` });
  await expect(milkQuantity).toBeFocused();
  await expect(milkQuantity).toHaveAttribute('aria-valuenow', '1');

  // ArrowUp and ArrowDown step the quantity; the focus stays.
  await page.keyboard.press('ArrowUp');
  await expect(milkQuantity).toHaveAttribute('aria-valuenow', '2');
  await expect(cartButton(page)).toHaveAccessibleName(/^Handlevogn, 2 varer, [1-9]/);
  await expect(milkQuantity).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(milkQuantity).toHaveAttribute('aria-valuenow', '1');
  await expect(milkQuantity).toBeFocused();

  // Down to 0: the add button is back, and it has the focus.
  await page.keyboard.press('ArrowDown');
  const addMilk = page.getByRole('button', { name: `Legg i handlevogn: ${milk}` });
  await expect(addMilk).toBeFocused();
  await expect(cartButton(page)).toHaveAccessibleName(/^Handlevogn, 0 varer/);

  await page.keyboard.press('Enter');
  await expect(milkQuantity).toBeFocused();
  await pressOn(page.getByRole('button', { name: `Legg i handlevogn: ${pizza}` }), 'Enter');
  await expect(tile(page, pizza).getByRole('spinbutton', { name: `Antall av ${pizza}` })).toBeFocused();
  await expect(cartButton(page)).toHaveAccessibleName(/^Handlevogn, 2 varer, /);

  // The cart: the focus moves in; the milk's line stepped to 0 hands it to 'Angre'.
  await pressOn(cartButton(page), 'Enter');
  const dialog = cartDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Lukk' })).toBeFocused();
  const lineQuantity = (title: string) => dialog.getByRole('spinbutton', { name: `Antall av ${title}` });
  await pressOn(lineQuantity(milk), 'ArrowDown');
  const undo = dialog.getByRole('button', { name: 'Angre' });
  await expect(undo).toBeFocused();
  await expect(dialog.getByRole('status').filter({ hasText: 'Fjernet' })).toContainText(milk);
  await expect(lineQuantity(milk)).toHaveCount(0);

  // 'Angre': the line is back and its quantity has the focus.
  await page.keyboard.press('Enter');
  await expect(lineQuantity(milk)).toBeFocused();
  await expect(lineQuantity(milk)).toHaveAttribute('aria-valuenow', '1');
  await expect(undo).toHaveCount(0);

  // 'Fjern vare' on the pizza: again 'Angre'.
  await pressOn(dialog.getByRole('button', { name: `Fjern vare: ${pizza}` }), 'Enter');
  await expect(undo).toBeFocused();
  await expect(dialog.getByRole('listitem')).toHaveCount(1);
  await expectNoAxeViolations(page);

  // Escape after the removal closes the cart (it did not when the focus fell to the body), and the badge has the focus.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(cartButton(page)).toBeFocused();
  await expect(cartButton(page)).toHaveAccessibleName(/^Handlevogn, 1 vare, /);
});

test('by keyboard alone: Escape closes the cart even when a removal took the focused line and its «Angre» with it', async ({ page }) => {
  await page.goto('/');
  await pressOn(page.getByRole('button', { name: 'Legg i handlevogn: Kneippbrød' }), 'Enter');
  await expect(page.getByRole('spinbutton', { name: 'Antall av Kneippbrød' })).toBeFocused();
  await pressOn(cartButton(page), 'Enter');
  const dialog = cartDialog(page);
  // The line's own button: once the windows are in, a notice above the lines («Ikke alltid tilgjengelig», no Monday
  // handover) has its own «Fjern vare» for the bread.
  const line = dialog.getByRole('list', { name: 'Varer i handlevognen' }).getByRole('listitem').filter({ hasText: 'Kneippbrød' });
  await pressOn(line.getByRole('button', { name: 'Fjern vare: Kneippbrød' }), 'Enter');
  const undo = dialog.getByRole('button', { name: 'Angre' });
  await expect(undo).toBeFocused();
  await expect(dialog.getByText('Handlevognen din er tom.')).toBeVisible();
  // The focus is never on the body, whatever the cart shows; Escape still closes it.
  expect(await focusOnBody(page)).toBe(false);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(cartButton(page)).toBeFocused();
});

test('by keyboard alone: «Til kassen» under the pickup minimum opens the checkout popup; its dialogs give the focus back, Escape closes each', async ({
  page,
}) => {
  await page.goto('/');
  await pressOn(page.getByRole('button', { name: 'Legg i handlevogn: Tine Lettmelk 1 %' }), 'Enter');
  await expect(page.getByRole('spinbutton', { name: 'Antall av Tine Lettmelk 1 %' })).toBeFocused();
  await expect(cartButton(page)).toHaveAccessibleName('Handlevogn, 1 vare, 26,90 kr');

  await pressOn(cartButton(page), 'Enter');
  const dialog = cartDialog(page);
  await expect(dialog.getByRole('button', { name: 'Lukk' })).toBeFocused();
  await pressOn(dialog.getByRole('link', { name: 'Til kassen' }), 'Enter');
  const checkout = page.getByRole('dialog', { name: 'Klar for kassen?' });
  await expect(checkout).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(checkout.getByRole('button', { name: 'Lukk' })).toBeFocused();
  await expectNoAxeViolations(page);

  // Escape closes the checkout popup; the focus is back on the badge that opened the cart.
  await page.keyboard.press('Escape');
  await expect(checkout).toHaveCount(0);
  await expect(cartButton(page)).toBeFocused();

  // Again, and 'Fortsett å handle' closes it the same way.
  await page.keyboard.press('Enter');
  await pressOn(cartDialog(page).getByRole('link', { name: 'Til kassen' }), 'Enter');
  await expect(checkout.getByRole('button', { name: 'Lukk' })).toBeFocused();
  await pressOn(checkout.getByRole('button', { name: 'Fortsett å handle' }), 'Enter');
  await expect(checkout).toHaveCount(0);
  await expect(cartButton(page)).toBeFocused();

  // 'Velg levering eller henting' leads on to the picker; Escape closes it, and the focus is on the badge again.
  await page.keyboard.press('Enter');
  await pressOn(cartDialog(page).getByRole('link', { name: 'Til kassen' }), 'Enter');
  await pressOn(checkout.getByRole('button', { name: 'Velg levering eller henting' }), 'Enter');
  // The shopper has a pickup store but no time: the picker opens on its time page.
  const picker = page.getByRole('dialog', { name: 'Når ønsker du å hente varene?' });
  await expect(picker).toBeVisible();
  await expect(checkout).toHaveCount(0);
  await expect(picker.getByRole('button', { name: 'Lukk' }).first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(picker).toHaveCount(0);
  await expect(cartButton(page)).toBeFocused();
});

test('by keyboard alone: a member adds to the open order, changes it, and ends the change; the focus is on a named control at every step', async ({
  page,
}) => {
  await page.goto('/?as=member');
  await expect(page.getByTestId('logged-in-as')).toHaveText(/Kari Nordmann/);
  const addBananas = page.getByRole('button', { name: 'Legg i handlevogn: Bananer' });
  const question = page.getByRole('dialog', { name: 'Vil du legge til varer på eksisterende bestilling?' });

  // The question opens with the focus inside; Escape closes it and gives the focus back to the add button.
  await pressOn(addBananas, 'Enter');
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', { name: 'Lukk' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(question).toHaveCount(0);
  await expect(addBananas).toBeFocused();

  // Again, and 'Endre bestilling' (Tab from 'Lukk' reaches it): the order loads; the add lands in it and the focus on
  // the bananas' quantity.
  await page.keyboard.press('Enter');
  await expect(question.getByRole('button', { name: 'Lukk' })).toBeFocused();
  await tabTo(page, question.getByRole('button', { name: 'Endre bestilling' }));
  await page.keyboard.press('Enter');
  await expect(question).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Forbereder endring' })).toHaveCount(0);
  const quantity = page.getByRole('spinbutton', { name: 'Antall av Bananer' });
  await expect(quantity).toBeFocused();

  // The cart says the order is being changed; 'Avslutt endring' goes with its banner, and the focus to the cart's title.
  await pressOn(cartButton(page), 'Enter');
  const dialog = cartDialog(page);
  await expect(dialog).toContainText('Du endrer bestillingen med hentekode 483920.');
  await expect(dialog.getByRole('button', { name: 'Lukk' })).toBeFocused();
  await pressOn(dialog.getByRole('button', { name: 'Avslutt endring' }), 'Enter');
  await expect(dialog).not.toContainText('Du endrer bestillingen');
  await expect(dialog.getByRole('heading', { name: 'Handlevogn' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(cartButton(page)).toBeFocused();
});

test('by keyboard alone: the order page’s «Endre» question gives the focus back on Escape and leads into the change', async ({ page }) => {
  await page.goto('/profil/bestilling/?as=member');
  const orders = page.getByRole('list', { name: 'Bestillinger' });
  const change = orders.getByRole('button', { name: 'Endre bestilling 4100001' });
  await pressOn(change, 'Enter');
  const question = page.getByRole('dialog', { name: 'Vil du endre bestillingen?' });
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', { name: 'Lukk' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(question).toHaveCount(0);
  await expect(change).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(question.getByRole('button', { name: 'Lukk' })).toBeFocused();
  await tabTo(page, question.getByRole('button', { name: 'Endre bestilling' }));
  await page.keyboard.press('Enter');
  await expect(question).toHaveCount(0);
  await expect(change).toBeFocused();
  await pressOn(cartButton(page), 'Enter');
  await expect(cartDialog(page)).toContainText('Du endrer bestillingen med hentekode 483920.');
  await expect(cartDialog(page).getByRole('button', { name: 'Lukk' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(cartDialog(page)).toHaveCount(0);
  await expect(cartButton(page)).toBeFocused();
});
