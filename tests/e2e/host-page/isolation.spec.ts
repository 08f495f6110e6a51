import { expect, test } from '../support/fixtures';

test.beforeEach(async ({ page }) => {
  expect((await page.request.post('/__sim/reset')).ok()).toBe(true);
});

test('hostile page CSS does not reach into the widgets, and theirs does not leak out', async ({ page }) => {
  await page.goto('/hostile.html');
  const add = page.getByRole('button', { name: 'Legg i handlevogn: Tine Lettmelk 1 %' });
  await expect(add).toBeVisible();
  const style = await add.evaluate((element) => {
    const computed = getComputedStyle(element);
    return {
      background: computed.backgroundColor,
      color: computed.color,
      font: computed.fontFamily,
      size: computed.fontSize,
      border: computed.borderStyle,
    };
  });
  expect(style.background).toBe('rgb(165, 0, 31)');
  expect(style.color).toBe('rgb(255, 255, 255)');
  expect(style.font).not.toContain('Comic Sans');
  expect(style.size).toBe('16px');
  expect(style.border).toBe('solid');

  await add.click();
  await page.getByRole('button', { name: /^Handlevogn, 1 vare/ }).click();
  await expect(page.getByRole('dialog', { name: 'Handlevogn' })).toBeVisible();

  // The page's own button shares Kurv's class name: only the page's rules style it (its
  // `.kurv-button` rule makes it black), never Kurv's theme.
  const pageButton = page.getByRole('button', { name: 'Sidens egen knapp' });
  const pageStyle = await pageButton.evaluate((element) => ({
    background: getComputedStyle(element).backgroundColor,
    font: getComputedStyle(element).fontFamily,
  }));
  expect(pageStyle.background).toBe('rgb(0, 0, 0)');
  expect(pageStyle.font).toContain('Comic Sans');
});

test('chain 1300 gets its theme on the example page', async ({ page }) => {
  await page.goto('/');
  const add = page.getByRole('button', { name: 'Legg i handlevogn: Tine Lettmelk 1 %' });
  await expect(add).toBeVisible();
  expect(await add.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(165, 0, 31)');
});
