import { axeViolations } from '../support/axe';
import { CART_PRODUCT_EANS } from '../support/cart-seeds';
import { expect, test } from '../support/fixtures';
import { memberWithSavedPickupWindow } from '../support/handover-seeds';

// Issue 36, point 2: the checkout hand-off. On each example chain site 'Til kassen' leads to the site's checkout page
// (its paths.checkout), which reads the client order through window.kurv (getCart, subscribeCart), places it with the
// platform, offers to put back the lines the platform left out, and clears the client order.

interface ChainSite {
  name: string;
  chainId: string;
  shop: string;
  checkout: string;
  /** Kari has an order there that can still be changed: her first add asks about it. */
  asksAboutOrder: boolean;
}

const SITES: readonly ChainSite[] = [
  { name: 'MENY', chainId: '1300', shop: '/', checkout: '/kassen', asksAboutOrder: true },
  { name: 'SPAR', chainId: '1210', shop: '/spar/', checkout: '/spar/kassen/', asksAboutOrder: false },
  { name: 'Joker', chainId: '1220', shop: '/joker/', checkout: '/joker/kassen/', asksAboutOrder: false },
];

for (const site of SITES) {
  test(`${site.name}: «Til kassen» opens the checkout page with the popup's lines and total; a line the store lacks at order time is left out and put back`, async ({
    page,
    sim,
    shop,
    cart,
    products,
    editOrder,
    checkout,
  }) => {
    const saved = await memberWithSavedPickupWindow(page, sim, site.chainId);
    await shop.openAs('member', site.shop);
    if (site.asksAboutOrder) {
      await editOrder.addToNewOrder('Norvegia 26 %', /^Handlevogn, 1 vare,/);
    } else {
      await products.addAndCount('Norvegia 26 %', '1 vare');
    }
    await products.addAndCount('Tine Lettmelk 1 %', '2 varer');
    await cart.open();
    const popupTotal = (await cart.totalRow('Å betale').textContent()) ?? '';
    const popupLines = await cart.lines.count();
    expect(popupTotal).toMatch(/kr$/);

    await cart.checkoutLink.click();
    await expect(page).toHaveURL(new RegExp(`${site.checkout.replaceAll('/', '\\/')}$`));
    await expect(checkout.heading).toBeVisible();
    await expect(checkout.lines).toHaveCount(popupLines);
    await expect(checkout.line('Norvegia 26 %')).toContainText('1 stk');
    await expect(checkout.line('Tine Lettmelk 1 %')).toContainText('1 stk');
    await expect(checkout.summaryRow('Å betale')).toHaveText(popupTotal);
    await expect(checkout.handover).toContainText(`Hente selv: ${saved.storeName}`);
    // What the page shows is Kurv's: the same lines and total as getCart gives any script of the page.
    const handedOver = await checkout.handedOver();
    expect(handedOver.summary.totalToPay.amountText).toBe(popupTotal);
    expect(handedOver.lines.map((line) => line.ean).sort()).toEqual(
      [CART_PRODUCT_EANS['Norvegia 26 %'], CART_PRODUCT_EANS['Tine Lettmelk 1 %']].sort(),
    );
    expect(await axeViolations(page)).toEqual([]);

    // The store turns out to have no milk when the order is placed: the order goes without it.
    await sim.makeUnavailableAtOrder([CART_PRODUCT_EANS['Tine Lettmelk 1 %']]);
    await checkout.submitButton.click();
    await expect(checkout.done).toBeVisible();
    await expect(checkout.refusedLines).toHaveText(['1 × Tine Lettmelk 1 %']);
    const placed = (await sim.state()).orders.at(-1) as { originalCart: { items: { ean: string }[] }; store: { gln: string } };
    expect(placed.originalCart.items.map((item) => item.ean)).toEqual([CART_PRODUCT_EANS['Norvegia 26 %']]);
    expect(placed.store.gln).toBe(saved.storeGln);
    // The client order is cleared after the submit (resetClientOrder).
    await expect(cart.buttonNamed('Handlevogn, 0 varer, 0,00 kr')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // The put-back: the milk goes back in the cart.
    await checkout.putBackButton.click();
    await expect(checkout.done.getByText('Varene er lagt tilbake i handlevognen.', { exact: true })).toBeVisible();
    await expect(cart.buttonNamed(/^Handlevogn, 1 vare, /)).toBeVisible();
    expect((await checkout.handedOver()).lines).toMatchObject([{ ean: CART_PRODUCT_EANS['Tine Lettmelk 1 %'], quantity: 1 }]);
  });
}
