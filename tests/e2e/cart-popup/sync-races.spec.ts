import { CartPopup } from '../pages/CartPopup';
import { ShopPage, TEST_USERS } from '../pages/ShopPage';
import { loginWithSavedCart } from '../support/cart-seeds';
import { expect, test } from '../support/fixtures';
import { logInThroughHostApi, platformCart } from '../support/member-cart';
import { MEMBER_IDS } from '../support/simulator';

/**
 * A member's cart on the platform through the races of its sync (issue 35): a line the member added while the
 * calculator failed, was slow or the browser was offline survives the change notification that comes meanwhile, and a
 * new login after a logout joins the guest's lines with the platform's cart. Lise (the associated member) shops here: a
 * fully logged-in member whose adds are never asked about an order. Her cart on the platform holds a Grandiosa when the
 * page opens; each test checks, 30 s later on both clocks, that her line is on the page and on the platform.
 */

const LISE = MEMBER_IDS.associated;
const JOINED = { 'Grandiosa Original': 1 } as const;
const WITH_MILK = { 'Grandiosa Original': 1, 'Tine Lettmelk 1 %': 1 } as const;
const DEFAULT_ERROR = 'Det har skjedd en feil. Vennligst prøv igjen senere.';
/**
 * How long the test waits, in real time, for the platform to hold the line once the clocks have moved: the page's
 * calls (read, price, upload) on a busy machine, not a time of the shop's.
 */
const PLATFORM_WAIT = { timeout: 20_000 };

test.beforeEach(async ({ page, sim, shop, cart }) => {
  await loginWithSavedCart(sim, page.request, 'associated', JOINED);
  await shop.open();
  await expect(shop.loggedInAs).toHaveText(TEST_USERS.associated);
  await expect(cart.buttonNamed(/^Handlevogn, 1 vare, /)).toBeVisible();
});

/** The milk is in the cart popup beside the Grandiosa. */
async function expectMilkInCart(cart: CartPopup): Promise<void> {
  await expect(cart.buttonNamed(/^Handlevogn, 2 varer, /)).toBeVisible();
  await cart.open();
  await expect(cart.lines).toHaveCount(2);
  await expect(cart.line('Tine Lettmelk 1 %')).toHaveCount(1);
}

test.describe('a change the platform has not confirmed survives the change notification', () => {
  test('a line added while the calculator fails is on the page and on the platform 30 s after the notification', async ({
    page,
    sim,
    cart,
    products,
  }) => {
    await sim.addFault({ route: 'POST /api/cart/calculator/*', status: 500, times: 1 });
    await products.add('Tine Lettmelk 1 %');
    await expect(page.getByRole('alert')).toHaveText(DEFAULT_ERROR);
    await expect(cart.buttonNamed(/^Handlevogn, 2 varer, /)).toBeVisible();

    // Another device changed the cart: the platform says so, and the next poll (every 10 s) reads it.
    await sim.notify(LISE, 'SHOPPING_CART_UPDATED');
    await sim.advanceClock(0.5);
    await page.clock.runFor(30_000);

    await expect.poll(() => platformCart(sim, LISE), PLATFORM_WAIT).toEqual(WITH_MILK);
    await expectMilkInCart(cart);
    await expect(page.getByRole('alert')).toBeHidden();
  });

  test('a line whose calculation takes 12 s is kept through the notification read meanwhile, and reaches the platform', async ({
    page,
    sim,
    cart,
    products,
  }) => {
    test.slow();
    await sim.addFault({ route: 'POST /api/cart/calculator/*', delayMs: 12_000, times: 1 });
    await products.add('Tine Lettmelk 1 %');
    await expect(cart.buttonNamed(/^Handlevogn, 2 varer, /)).toBeVisible();

    await sim.notify(LISE, 'SHOPPING_CART_UPDATED');
    // The poll comes while the calculator holds the line; the page's clock stays there (the call does not time out)
    // while the calculator takes its 12 s.
    await sim.advanceClock(10 / 60);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 10_000);
    await expect(cart.buttonNamed(/^Handlevogn, 2 varer, /)).toBeVisible();
    await expect.poll(() => platformCart(sim, LISE), { timeout: 40_000 }).toEqual(WITH_MILK);

    await sim.advanceClock(20 / 60);
    await page.clock.runFor(20_000);
    await page.clock.resume();
    await expectMilkInCart(cart);
    expect(await platformCart(sim, LISE)).toEqual(WITH_MILK);
  });

  test('a line added offline is sent once the browser is back online, and the notification keeps it', async ({
    page,
    context,
    sim,
    cart,
    products,
  }) => {
    await context.setOffline(true);
    await products.add('Tine Lettmelk 1 %');
    await expect(page.getByRole('alert')).toHaveText(DEFAULT_ERROR);
    await expect(cart.buttonNamed(/^Handlevogn, 2 varer, /)).toBeVisible();
    await sim.notify(LISE, 'SHOPPING_CART_UPDATED');

    await context.setOffline(false);
    await sim.advanceClock(0.5);
    await page.clock.runFor(30_000);

    await expect.poll(() => platformCart(sim, LISE), PLATFORM_WAIT).toEqual(WITH_MILK);
    await expectMilkInCart(cart);
    await expect(page.getByRole('alert')).toBeHidden();
  });
});

test.describe('a new login after a logout joins the guest’s cart with the platform’s', () => {
  for (const [situation, fault] of [
    ['', null],
    [' when its read of the platform’s cart fails', 'GET /api/cart/*/member/*'],
    [' when the calculator refuses the joined cart', 'POST /api/cart/calculator/*'],
  ] as const) {
    test(`by the host page’s login${situation}: the line added as a guest is kept and reaches the platform`, async ({
      page,
      sim,
      shop,
      cart,
      products,
    }) => {
      await shop.logOutFromTestPanel();
      await products.add('Tine Lettmelk 1 %');
      await expect(cart.buttonNamed(/^Handlevogn, 2 varer, /)).toBeVisible();
      if (fault) {
        await sim.addFault({ route: fault, status: 500, times: 1 });
      }

      const { token } = await sim.login('associated');
      await logInThroughHostApi(page, token);
      await expect(shop.loggedInAs).toHaveText(TEST_USERS.associated);
      if (fault) {
        // The join failed once; the next try is made 10 s later, within the 30 s below.
        await expect.poll(() => sim.faultsApplied(fault), PLATFORM_WAIT).toBe(1);
      }
      await sim.advanceClock(0.5);
      await page.clock.runFor(30_000);

      await expect.poll(() => platformCart(sim, LISE), PLATFORM_WAIT).toEqual(WITH_MILK);
      await expectMilkInCart(cart);
    });
  }

  test('by another member’s login on the same device: the last member’s lines stay hers, the guest’s line goes along', async ({
    page,
    sim,
    shop,
    cart,
    products,
  }) => {
    await shop.logOutFromTestPanel();
    await products.add('Tine Lettmelk 1 %');
    await expect(cart.buttonNamed(/^Handlevogn, 2 varer, /)).toBeVisible();

    const { token } = await sim.login('member');
    await logInThroughHostApi(page, token);
    await expect(shop.loggedInAs).toHaveText(TEST_USERS.member);
    await sim.advanceClock(0.5);
    await page.clock.runFor(30_000);

    await expect.poll(() => platformCart(sim, MEMBER_IDS.member), PLATFORM_WAIT).toEqual({ 'Tine Lettmelk 1 %': 1 });
    expect(await platformCart(sim, LISE)).toEqual(JOINED);
    await expect(cart.buttonNamed(/^Handlevogn, 1 vare, /)).toBeVisible();
    await cart.open();
    await expect(cart.line('Grandiosa Original')).toHaveCount(0);
  });

  test('by another tab’s login: the line added as a guest is kept in this tab and reaches the platform', async ({
    page,
    context,
    sim,
    shop,
    cart,
    products,
  }) => {
    const otherTab = new ShopPage(await context.newPage());
    await otherTab.open();
    await expect(otherTab.loggedInAs).toHaveText(TEST_USERS.associated);
    await expect(new CartPopup(otherTab.page).buttonNamed(/^Handlevogn, 1 vare, /)).toBeVisible();
    await shop.logOutFromTestPanel();
    await expect(otherTab.loggedInAs).toHaveText('Anonym');
    await products.add('Tine Lettmelk 1 %');
    await expect(cart.buttonNamed(/^Handlevogn, 2 varer, /)).toBeVisible();

    const { token } = await sim.login('associated');
    await logInThroughHostApi(otherTab.page, token);
    await expect(shop.loggedInAs).toHaveText(TEST_USERS.associated);
    await sim.advanceClock(0.5);
    await page.clock.runFor(30_000);

    await expect.poll(() => platformCart(sim, LISE), PLATFORM_WAIT).toEqual(WITH_MILK);
    await expectMilkInCart(cart);
  });
});
