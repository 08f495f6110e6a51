import { expect, test } from '../support/fixtures';

// Spec section 4: "Options load: loading, success, error, loaded, clear". When who the shopper is changes, the options
// are cleared and a late answer for the previous shopper is dropped: no address or store of a member is ever shown to
// the anonymous shopper after her (issue 34, point 8).

/** How long the member's options answer is held back: longer than the logout and the next opening take. */
const SLOW_OPTIONS_MS = 4_000;

test('a member who logs out while her options load slowly: the anonymous picker after her never shows her addresses', async ({
  page,
  sim,
  shop,
  picker,
}) => {
  await shop.openAs('member');
  await sim.addFault({ route: 'GET /api/handoveroptions/:chainId', delayMs: SLOW_OPTIONS_MS, times: 1 });
  await picker.open();
  await picker.typePage.closeButton.click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await shop.logOutFromTestPanel();
  await picker.open();
  await picker.typePage.delivery.check();
  // The anonymous shopper's address form, and, once the member's answer has come, still none of her addresses.
  await expect(picker.typePage.address).toBeVisible();
  await page.waitForTimeout(SLOW_OPTIONS_MS);
  await expect(picker.typePage.address).toBeVisible();
  await expect(picker.typePage.dialog.getByText(/Bryggen 1|Karl Johans gate 1/)).toHaveCount(0);
});
