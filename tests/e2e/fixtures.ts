import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { testNow } from '../test-clock';
import { serveFlavour } from './flavour';

/**
 * Playwright's `test` with the browser's clock pinned: every context starts at the tests' instant (tests/test-clock.ts),
 * the one the simulator starts from at every reset (SIM_NOW in playwright.config.ts), and runs on from there. A test
 * that needs another moves both clocks (`page.clock`, `POST /__sim/clock`).
 */
export const test = base.extend({
  context: async ({ context }, use) => {
    await context.clock.install({ time: new Date(testNow()) });
    await serveFlavour(context);
    await use(context);
  },
});

export { expect };

/**
 * Focuses a control and presses a key on it, as a keyboard user does. A control disabled for a moment (the picker's
 * 'Fortsett' while the options load) refuses the focus, and the key would go to whatever holds it (the dialog's
 * 'Lukk'): a shopper waits for it, so the test does too.
 */
export async function pressOn(control: Locator, key: string) {
  await expect(control).toBeEnabled();
  await control.focus();
  await control.press(key);
}

/**
 * Adds a product as the first line of a new order, for a member or corporate user with an order that can still be
 * changed: the add asks 'Vil du legge til varer på eksisterende bestilling?', and 'Start ny bestilling' keeps the line
 * in a new cart, whose button then reads `badge`.
 */
export async function addToNewOrder(page: Page, title: string, badge: RegExp | string) {
  await page.getByRole('button', { name: `Legg i handlevogn: ${title}` }).click();
  const question = page.getByRole('dialog', { name: 'Vil du legge til varer på eksisterende bestilling?' });
  await question.getByRole('button', { name: 'Start ny bestilling' }).click();
  await expect(question).toBeHidden();
  await expect(page.getByRole('button', { name: badge })).toBeVisible();
}

/**
 * Through the picker as a logged-in shopper: 'Hente selv', the store it offers confirmed, on the time page the fourth
 * open day (a few days on, with windows to choose) and its first open window, 'Bekreft henting'; every dialog closed.
 * Returns the time page's dialog, for a test that opens it again.
 */
export async function choosePickupWindowDaysAhead(page: Page) {
  await page.locator('handover-picker').getByRole('button').first().click();
  const type = page.getByRole('dialog', { name: 'Hvordan ønsker du å få varene?' });
  await type.getByRole('radio', { name: 'Hente selv' }).check();
  await type.getByRole('button', { name: 'Fortsett' }).click();
  await page.getByRole('dialog', { name: 'Hvor vil du hente varene?' }).getByRole('button', { name: 'Bekreft' }).click();
  const time = page.getByRole('dialog', { name: 'Når ønsker du å hente varene?' });
  await time.getByRole('table').getByRole('button', { disabled: false }).nth(3).click();
  await time.getByRole('radio').and(page.locator(':not([disabled])')).first().check();
  await time.getByRole('button', { name: /^Bekreft henting/ }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  return time;
}

/**
 * On the picker's type page (`typePage`), a simplified-login user re-enters the delivery address (Karl Johans gate 1)
 * and presses 'Lagre adresse': the picker asks to confirm the identity first. Returns that question, visible.
 */
export async function saveNewAddressAsSimplifiedUser(page: Page, typePage: Locator) {
  await typePage.getByRole('radio', { name: 'Levert på døren' }).check();
  await typePage.getByRole('button', { name: 'Skriv inn adresse på nytt' }).click();
  await typePage.getByRole('combobox', { name: 'Adresse' }).fill('Karl Johans gate 1');
  await typePage.getByRole('option', { name: /Karl Johans gate 1, 0154 OSLO/ }).click();
  await typePage.getByRole('button', { name: 'Lagre adresse' }).click();
  const confirm = page.getByRole('dialog', { name: 'For å lagre adressen må du bekrefte identiteten din' });
  await expect(confirm).toBeVisible();
  return confirm;
}
