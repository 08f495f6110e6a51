import { loginWithSavedCart } from '../support/cart-seeds';
import { expect, test } from '../support/fixtures';
import { kroner } from '../support/money';

// Issue 34, point 8: the picker's calls as spec section 7 writes them, read from the simulator's request log. The
// coverage call carries the gln of the shopper's store; the window call's cartInfo carries the cart's total to pay and
// whether a product in it is frozen food (our reading: the product's category 'Frysevarer'). No day or window is chosen.

test('a member with a frozen pizza in the cart opens the time page: the window call says the cart’s total to pay and that it holds frozen food', async ({
  page,
  sim,
  shop,
  picker,
  cart,
}) => {
  await loginWithSavedCart(sim, page.request, 'member', { 'Grandiosa Original': 1, 'Tine Lettmelk 1 %': 2 });
  await shop.open();
  await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);
  await expect(cart.button).toHaveAccessibleName(/^Handlevogn, 3 varer, /);
  const time = await picker.openTimePage();
  await expect(time.getByRole('group', { name: 'Velg tid' }).getByRole('radio').first()).toBeVisible();

  const cartInfo = (await sim.handoverWindowCalls()).at(-1)?.body.cartInfo;
  expect(cartInfo).toMatchObject({ containsFrozenFood: true, numberOfItemsOrdered: 3 });
  // The cart's total to pay is what its button says.
  await expect(cart.button).toHaveAccessibleName(`Handlevogn, 3 varer, ${kroner(cartInfo?.totalToPay ?? Number.NaN)}`);
});

test('a member without frozen food in the cart: the window call says so', async ({ page, sim, shop, picker, cart }) => {
  await loginWithSavedCart(sim, page.request, 'member', { 'Tine Lettmelk 1 %': 2 });
  await shop.open();
  await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);
  // The saved cart is on the page before the picker asks for windows (a window call before it would carry no lines).
  await expect(cart.button).toHaveAccessibleName(/^Handlevogn, 2 varer, /);
  const time = await picker.openTimePage();
  await expect(time.getByRole('group', { name: 'Velg tid' }).getByRole('radio').first()).toBeVisible();

  expect((await sim.handoverWindowCalls()).at(-1)?.body.cartInfo).toMatchObject({ containsFrozenFood: false, numberOfItemsOrdered: 2 });
});

test('a member types a new delivery address: the coverage call carries the gln of her store', async ({ sim, shop, picker }) => {
  await sim.login('noAddress');
  await shop.open();
  await expect(shop.loggedInAs).toHaveText(/Nina Dahl/);
  const storeGln = Object.values((await sim.state()).households).find((record) => record.household.members.includes('M-100005'))?.household
    .prefferedStoreId;
  await picker.trigger.click();
  await picker.typePage.delivery.check();
  await picker.typePage.pickAddress('Karl Johans gate 1', /Karl Johans gate 1, 0154 OSLO/);
  await expect(picker.typePage.continueButton).toBeEnabled();

  expect(storeGln).toMatch(/^\d{13}$/);
  expect((await sim.coverageCalls()).at(-1)?.query.get('gln')).toBe(storeGln);
});
