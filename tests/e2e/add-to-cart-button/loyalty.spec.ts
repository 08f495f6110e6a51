import { expect, test } from '../support/fixtures';

// Issue 19: the add-to-cart button's loyalty bonus (spec sections 6 and 9) for each role, through the element on the
// example page. The seeded bonuses: Tine Lettmelk 10 %, Bananer and Epler Pink Lady 20 % (platform-sim seed/products).

test.beforeEach(async ({ page }) => {
  expect((await page.request.post('/__sim/reset')).ok()).toBe(true);
});

test('a loyalty member sees «10 % Trumf-bonus!» on the button of Tine Lettmelk', async ({ page }) => {
  await page.goto('/?as=member');
  await expect(page.getByTestId('logged-in-as')).toHaveText(/Kari Nordmann/);
  const button = page
    .locator('add-to-cart-button')
    .filter({ has: page.getByRole('button', { name: 'Legg i handlevogn: Tine Lettmelk 1 %' }) });
  await expect(button.getByText('10 % Trumf-bonus!', { exact: true })).toBeVisible();
});

for (const { role, query, who } of [
  { role: 'an organisation (the corporate customer)', query: '?as=corporate', who: /Per/ },
  { role: 'an anonymous shopper', query: '', who: null },
]) {
  test(`${role} sees no loyalty bonus on any button`, async ({ page }) => {
    await page.goto(`/${query}`);
    if (who !== null) {
      await expect(page.getByTestId('logged-in-as')).toHaveText(who);
    }
    await expect(page.getByRole('button', { name: 'Legg i handlevogn: Tine Lettmelk 1 %' })).toBeVisible();
    await expect(page.locator('add-to-cart-button').getByText(/Trumf-bonus!/)).toHaveCount(0);
  });
}
