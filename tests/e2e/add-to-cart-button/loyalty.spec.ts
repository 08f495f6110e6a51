import { expect, test } from '../support/fixtures';

// Issue 19: the add-to-cart button's loyalty bonus (spec sections 6 and 9) for each role, through the element on the
// example page, the user logged in by the simulator before the page loads. The seeded bonuses: Tine Lettmelk 10 %,
// Bananer and Epler Pink Lady 20 % (platform-sim seed/products).

test('a loyalty member sees «10 % Trumf-bonus!» on the button of Tine Lettmelk', async ({ page, sim, shop, products }) => {
  await sim.login('member');
  await shop.open();
  await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);
  const button = page.locator('add-to-cart-button').filter({ has: products.addButton('Tine Lettmelk 1 %') });
  await expect(button.getByText('10 % Trumf-bonus!', { exact: true })).toBeVisible();
});

for (const { role, kind, who } of [
  { role: 'an organisation (the corporate customer)', kind: 'corporate', who: /Per/ },
  { role: 'an anonymous shopper', kind: null, who: null },
] as const) {
  test(`${role} sees no loyalty bonus on any button`, async ({ page, sim, shop, products }) => {
    if (kind !== null) {
      await sim.login(kind);
    }
    await shop.open();
    if (who !== null) {
      await expect(shop.loggedInAs).toHaveText(who);
    }
    await expect(products.addButton('Tine Lettmelk 1 %')).toBeVisible();
    await expect(page.locator('add-to-cart-button').getByText(/Trumf-bonus!/)).toHaveCount(0);
  });
}
