import type { Page } from '@playwright/test';
import { CART_PRODUCT_EANS } from '../support/cart-seeds';
import { expect, test } from '../support/fixtures';
import { memberWithDeliveryWithoutPostalCode, memberWithStoreIds } from '../support/handover-seeds';
import { platformAnswersMemberCart } from '../support/member-cart';
import type { SimulatorClient } from '../support/simulator';

/**
 * Issue 36, point 10 (spec section 5, the window fetch): the windows are not asked for a store whose gln or pickup gln
 * is '0' or empty ('Missing store', 'Missing store-gln', 'Missing store-pickupGln'), nor for a delivery without a
 * postal code ('Missing postalcode'). No window call goes out; the console names the refusal, and the shopper reads
 * spec section 8's Norwegian message for no days, never the internal English. The cart-validity check that runs first
 * finds a valid cart: no line of 0 gets in (from storage, an add, or the platform's answer).
 */

const NO_TIMES = 'Vi klarte dessverre ikke hente utleveringstider. Vennligst prøv igjen senere.';

/** The console's warnings from now on. */
function warningsOf(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') {
      warnings.push(message.text());
    }
  });
  return warnings;
}

/** The window calls the simulator received (`POST /api/handoverwindows/…`). */
async function windowCalls(sim: SimulatorClient): Promise<string[]> {
  return (await sim.requests()).filter((request) => request.path.startsWith('/api/handoverwindows/')).map((request) => request.path);
}

for (const { refusal, gln, pickupGln } of [
  { refusal: 'Missing store', gln: '0', pickupGln: '' },
  { refusal: 'Missing store-gln', gln: '0', pickupGln: '7080001150015' },
  { refusal: 'Missing store-pickupGln', gln: '7080001150015', pickupGln: '0' },
]) {
  test(`a store with gln «${gln}» and pickup gln «${pickupGln}» gets no window call: «${refusal}» in the console, the Norwegian message on the time page`, async ({
    page,
    sim,
    shop,
    picker,
  }) => {
    const warnings = warningsOf(page);
    await memberWithStoreIds(page, sim, { gln, pickupGln });
    await shop.openAs('member');
    const time = await picker.openTimePage();
    await expect(picker.timePage.errorBanner(time)).toContainText(NO_TIMES);
    await expect(time.getByText(/Missing/)).toHaveCount(0);
    expect(warnings.filter((text) => text.endsWith(`windows not loaded: ${refusal}`))).not.toEqual([]);
    expect(await windowCalls(sim)).toEqual([]);
  });
}

test('a delivery without a postal code gets no window call: «Missing postalcode» in the console only', async ({
  page,
  sim,
  shop,
  picker,
}) => {
  const warnings = warningsOf(page);
  await memberWithDeliveryWithoutPostalCode(page, sim);
  await shop.openAs('member');
  const time = await picker.openTimePage();
  await expect(picker.timePage.errorBanner(time)).toContainText(NO_TIMES);
  expect(warnings.filter((text) => text.endsWith('windows not loaded: Missing postalcode'))).not.toEqual([]);
  expect(await windowCalls(sim)).toEqual([]);
});

test('a member’s cart whose platform answer carries a line of 0 is taken without it: the cart is valid, and the time page’s windows load', async ({
  page,
  sim,
  shop,
  picker,
  cart,
}) => {
  const warnings = warningsOf(page);
  await platformAnswersMemberCart(sim, [
    { ean: CART_PRODUCT_EANS.Bananer, quantity: 1 },
    { ean: CART_PRODUCT_EANS['Norvegia 26 %'], quantity: 0 },
  ]);
  await shop.openAs('associated');
  await expect(cart.buttonNamed(/^Handlevogn, 1 vare, \d/)).toBeVisible();

  const time = await picker.openTimePage();
  await expect(picker.timePage.openWindows(time).first()).toBeVisible();
  await expect(picker.timePage.errorBanner(time)).toHaveCount(0);
  expect(warnings.filter((text) => text.includes('windows not loaded'))).toEqual([]);
});
