import { expect, type Locator, type Page } from '@playwright/test';

/** Whether the element has the focus in its own root (an element's shadow root, or the document). */
export function hasFocusInItsRoot(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === (element.getRootNode() as ShadowRoot | Document).activeElement).catch(() => false);
}

/**
 * Presses Tab (or Shift+Tab) until the target has the focus, as a keyboard user does; fails after `limit` presses.
 * The target may sit in an element's shadow root.
 */
export async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', limit = 60): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await hasFocusInItsRoot(target)) {
      return;
    }
    await page.keyboard.press(key);
  }
  throw new Error(`${key} never reached the target`);
}

/**
 * Focuses a control and presses a key on it, as a keyboard user does. A control disabled for a moment (the picker's
 * 'Fortsett' while the options load) refuses the focus, and the key would go to whatever holds it (the dialog's
 * 'Lukk'): a shopper waits for it, so the test does too.
 */
export async function pressOn(control: Locator, key: string): Promise<void> {
  await expect(control).toBeEnabled();
  await control.focus();
  await control.press(key);
}

/** Whether the focus has fallen to the page's body (lost, for a keyboard user). */
export function focusIsOnBody(page: Page): Promise<boolean> {
  return page.evaluate(() => document.activeElement === document.body);
}
