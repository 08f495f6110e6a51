import { expect, test } from '../support/fixtures';

/**
 * One press, one action (issue 35, point 4): the edit-order question closes on the first click of a double click, and
 * the second click of that press must not fall through to the shop page under it (a product's 'Legg i handlevogn');
 * 'Endre bestilling' double-clicked loads the order once. Each press is Playwright's double click with the pointer over
 * the button, at a desktop and at a phone's width.
 */

const MILK = 'Tine Lettmelk 1 %';

// At a desktop's and a phone's size. The page is scrolled so that a product's button lies under the question's 'Start
// ny bestilling': the test finds where the question sits, so the window's height is free (600 to 850 px tried at both
// widths; a window taller than the example page can scroll finds no button there, and the test's first check says so).
for (const viewport of [
  { width: 1280, height: 720 },
  { width: 375, height: 667 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    // Kari (with an order she may change) logged in by the simulator before the page loads.
    test.beforeEach(async ({ sim, shop }) => {
      await sim.login('member');
      await shop.open();
      await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);
    });

    test('«Start ny bestilling» double-clicked keeps the one product and presses nothing under the question', async ({
      page,
      cart,
      products,
      editOrder,
    }) => {
      // Where the question's button sits, asked once and closed (Escape: nothing added).
      await products.add(MILK);
      await expect(editOrder.question).toBeVisible();
      const point = await editOrder.centreOf(editOrder.startNewOrderButton);
      await page.keyboard.press('Escape');
      await expect(editOrder.question).toBeHidden();
      const under = await editOrder.scrollButtonUnder(
        point,
        page.getByRole('button', { name: /^Legg i handlevogn: / }),
        products.addButton(MILK),
      );
      expect(under).toMatch(/^Legg i handlevogn: /);

      await products.add(MILK);
      await expect(editOrder.question).toBeVisible();
      expect(await editOrder.buttonUnder(editOrder.startNewOrderButton)).toBe(under);
      await editOrder.startNewOrderButton.dblclick();
      await expect(editOrder.question).toBeHidden();
      await expect(cart.buttonNamed(/^Handlevogn, 1 vare,/)).toBeVisible();
      await expect(products.quantity(MILK)).toContainText('1');
      await cart.open();
      await expect(cart.lines).toHaveCount(1);
      await expect(cart.line(MILK)).toBeVisible();
    });

    test('«Endre bestilling» double-clicked loads the order once', async ({ sim, cart, products, editOrder }) => {
      await products.add('Bananer');
      await expect(editOrder.question).toBeVisible();
      const loadsBefore = (await sim.orderLoads()).length;
      await editOrder.editOrderButton.dblclick();
      await expect(editOrder.question).toBeHidden();
      await expect(editOrder.preparing).toBeHidden();
      await cart.open();
      await expect(cart.dialog).toContainText('Du endrer bestillingen');
      expect(await sim.orderLoads()).toHaveLength(loadsBefore + 1);
    });
  });
}
