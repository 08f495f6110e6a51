import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { testNow } from '../test-clock';

/**
 * Playwright's `test` with the browser's clock pinned: every context starts at the tests' instant (tests/test-clock.ts),
 * the one the simulator starts from at every reset (SIM_NOW in playwright.config.ts), and runs on from there. A test
 * that needs another moves both clocks (`page.clock`, `POST /__sim/clock`).
 */
export const test = base.extend({
  context: async ({ context }, use) => {
    await context.clock.install({ time: new Date(testNow()) });
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
