import { expectAccessible } from '../support/cart-checks';
import { expect, test } from '../support/fixtures';
import { focusIsOnBody, pressOn, tabTo } from '../support/keyboard';

// Issue 18, point 1: the focus follows the shopper. Keyboard only: every step is a key press on the focused control
// (a locator's focus() stands for Tab presses that reach it), and after every step the test says where the focus is,
// by the control's role and accessible name, and that Escape closes the top dialog. The adds are key presses too: where
// the focus lands after an add is part of what these journeys check.

test('by keyboard alone: add, step, remove and «Angre»; the focus follows every step, and Escape closes the cart after a removal', {
  tag: '@smoke',
}, async ({ page, shop, cart, products }) => {
  await shop.open();
  const milk = 'Tine Lettmelk 1 %';
  const pizza = 'Grandiosa Original';

  // The add: the stepper replaces the button and its quantity takes the focus.
  await pressOn(products.addButton(milk), 'Enter');
  const milkQuantity = products.quantityValue(milk);
  await expect(milkQuantity).toBeFocused();
  await expect(milkQuantity).toHaveAttribute('aria-valuenow', '1');

  // ArrowUp and ArrowDown step the quantity; the focus stays.
  await page.keyboard.press('ArrowUp');
  await expect(milkQuantity).toHaveAttribute('aria-valuenow', '2');
  await expect(cart.button).toHaveAccessibleName(/^Handlevogn, 2 varer, [1-9]/);
  await expect(milkQuantity).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(milkQuantity).toHaveAttribute('aria-valuenow', '1');
  await expect(milkQuantity).toBeFocused();

  // Down to 0: the add button is back, and it has the focus.
  await page.keyboard.press('ArrowDown');
  const addMilk = products.addButton(milk);
  await expect(addMilk).toBeFocused();
  await expect(cart.button).toHaveAccessibleName(/^Handlevogn, 0 varer/);

  await page.keyboard.press('Enter');
  await expect(milkQuantity).toBeFocused();
  await pressOn(products.addButton(pizza), 'Enter');
  await expect(products.quantityValue(pizza)).toBeFocused();
  await expect(cart.button).toHaveAccessibleName(/^Handlevogn, 2 varer, /);

  // The cart: the focus moves in; the milk's line stepped to 0 hands it to 'Angre'.
  await pressOn(cart.button, 'Enter');
  const dialog = cart.dialog;
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
  await expectAccessible(page);

  // Escape after the removal closes the cart (it did not when the focus fell to the body), and the badge has the focus.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(cart.button).toBeFocused();
  await expect(cart.button).toHaveAccessibleName(/^Handlevogn, 1 vare, /);
});

test('by keyboard alone: Escape closes the cart even when a removal took the focused line and its «Angre» with it', async ({
  page,
  shop,
  cart,
  products,
}) => {
  await shop.open();
  await pressOn(products.addButton('Kneippbrød'), 'Enter');
  await expect(page.getByRole('spinbutton', { name: 'Antall av Kneippbrød' })).toBeFocused();
  await pressOn(cart.button, 'Enter');
  const dialog = cart.dialog;
  // The line's own button: once the windows are in, a notice above the lines («Ikke alltid tilgjengelig», no Monday
  // handover) has its own «Fjern vare» for the bread.
  const line = cart.line('Kneippbrød');
  await pressOn(line.getByRole('button', { name: 'Fjern vare: Kneippbrød' }), 'Enter');
  const undo = dialog.getByRole('button', { name: 'Angre' });
  await expect(undo).toBeFocused();
  await expect(dialog.getByText('Handlevognen din er tom.')).toBeVisible();
  // The focus is never on the body, whatever the cart shows; Escape still closes it.
  expect(await focusIsOnBody(page)).toBe(false);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(cart.button).toBeFocused();
});

test('by keyboard alone: «Til kassen» under the pickup minimum opens the checkout popup; its dialogs give the focus back, Escape closes each', async ({
  page,
  shop,
  cart,
  products,
  picker,
}) => {
  await shop.open();
  await pressOn(products.addButton('Tine Lettmelk 1 %'), 'Enter');
  await expect(page.getByRole('spinbutton', { name: 'Antall av Tine Lettmelk 1 %' })).toBeFocused();
  await expect(cart.button).toHaveAccessibleName('Handlevogn, 1 vare, 26,90 kr');

  await pressOn(cart.button, 'Enter');
  const dialog = cart.dialog;
  await expect(dialog.getByRole('button', { name: 'Lukk' })).toBeFocused();
  await pressOn(cart.checkoutLink, 'Enter');
  const checkout = cart.checkout;
  await expect(checkout).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(checkout.getByRole('button', { name: 'Lukk' })).toBeFocused();
  await expectAccessible(page);

  // Escape closes the checkout popup; the focus is back on the badge that opened the cart.
  await page.keyboard.press('Escape');
  await expect(checkout).toHaveCount(0);
  await expect(cart.button).toBeFocused();

  // Again, and 'Fortsett å handle' closes it the same way.
  await page.keyboard.press('Enter');
  await pressOn(cart.checkoutLink, 'Enter');
  await expect(checkout.getByRole('button', { name: 'Lukk' })).toBeFocused();
  await pressOn(checkout.getByRole('button', { name: 'Fortsett å handle' }), 'Enter');
  await expect(checkout).toHaveCount(0);
  await expect(cart.button).toBeFocused();

  // 'Velg levering eller henting' leads on to the picker; Escape closes it, and the focus is on the badge again.
  await page.keyboard.press('Enter');
  await pressOn(cart.checkoutLink, 'Enter');
  await pressOn(checkout.getByRole('button', { name: 'Velg levering eller henting' }), 'Enter');
  // The shopper has a pickup store but no time: the picker opens on its time page.
  const time = picker.timePage.dialog;
  await expect(time).toBeVisible();
  await expect(checkout).toHaveCount(0);
  await expect(time.getByRole('button', { name: 'Lukk' }).first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(time).toHaveCount(0);
  await expect(cart.button).toBeFocused();
});

test('by keyboard alone: a member adds to the open order, changes it, and ends the change; the focus is on a named control at every step', async ({
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
  const addBananas = products.addButton('Bananer');
  const question = editOrder.question;

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
  await tabTo(page, editOrder.editOrderButton, 'Tab', 40);
  await page.keyboard.press('Enter');
  await expect(question).toHaveCount(0);
  await expect(editOrder.preparing).toHaveCount(0);
  const quantity = page.getByRole('spinbutton', { name: 'Antall av Bananer' });
  await expect(quantity).toBeFocused();

  // The cart says the order is being changed; 'Avslutt endring' goes with its banner, and the focus to the cart's title.
  await pressOn(cart.button, 'Enter');
  const dialog = cart.dialog;
  await expect(dialog).toContainText('Du endrer bestillingen med hentekode 483920.');
  await expect(dialog.getByRole('button', { name: 'Lukk' })).toBeFocused();
  await pressOn(dialog.getByRole('button', { name: 'Avslutt endring' }), 'Enter');
  await expect(dialog).not.toContainText('Du endrer bestillingen');
  await expect(dialog.getByRole('heading', { name: 'Handlevogn' })).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(cart.button).toBeFocused();
});

test('by keyboard alone: the order page’s «Endre» question gives the focus back on Escape and leads into the change', async ({
  page,
  sim,
  shop,
  cart,
  editOrder,
}) => {
  await sim.login('member');
  await shop.open('/profil/bestilling/');
  const orders = page.getByRole('list', { name: 'Bestillinger' });
  const change = orders.getByRole('button', { name: 'Endre bestilling 4100001' });
  await pressOn(change, 'Enter');
  const question = editOrder.changeQuestion;
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', { name: 'Lukk' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(question).toHaveCount(0);
  await expect(change).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(question.getByRole('button', { name: 'Lukk' })).toBeFocused();
  await tabTo(page, question.getByRole('button', { name: 'Endre bestilling' }), 'Tab', 40);
  await page.keyboard.press('Enter');
  await expect(question).toHaveCount(0);
  await expect(change).toBeFocused();
  await pressOn(cart.button, 'Enter');
  await expect(cart.dialog).toContainText('Du endrer bestillingen med hentekode 483920.');
  await expect(cart.dialog.getByRole('button', { name: 'Lukk' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(cart.dialog).toHaveCount(0);
  await expect(cart.button).toBeFocused();
});
