import type { Page } from '@playwright/test';
import { CartPopup } from '../pages/CartPopup';
import { ShopPage } from '../pages/ShopPage';
import { putInCart } from '../support/cart-seeds';
import { expect, test } from '../support/fixtures';
import { localStorageKeys, sessionStorageKeys } from '../support/storage';

// Issue 19, point 4 (spec sections 1, 3 and 4): the client order's payment method and, for corporate users, the
// invoice reference and cost centre, set and read by the host page through window.kurv, announced as
// `kurv:payment-changed`, kept over a reload, and cleared by the reset with the cart and its options.

interface Choice {
  paymentMethod: 'CARD' | 'INVOICE' | 'VIPPS' | null;
  invoiceReference?: string;
  costCenter?: string;
}

type KurvPage = Window & {
  kurv: {
    setPayment(choice: Choice): Promise<Choice>;
    getPayment(): Promise<Choice>;
    resetClientOrder(): Promise<void>;
  };
  paymentEvents: Choice[];
};

const NONE = { paymentMethod: null, invoiceReference: '', costCenter: '' };

/** Records every `kurv:payment-changed` detail from the page's start, as a host page's analytics would. */
async function recordPaymentEvents(page: Page) {
  await page.addInitScript(() => {
    const host = window as unknown as KurvPage;
    host.paymentEvents = [];
    document.addEventListener('kurv:payment-changed', (event) => host.paymentEvents.push((event as CustomEvent<Choice>).detail));
  });
}

const paymentEvents = (page: Page) => page.evaluate(() => (window as unknown as KurvPage).paymentEvents);
const getPayment = (page: Page) => page.evaluate(() => (window as unknown as KurvPage).kurv.getPayment());
/** `window.kurv.setPayment(choice)`: the choice kept, or the rejection's message. */
const setPayment = (page: Page, choice: Choice) =>
  page.evaluate(
    (value) =>
      (window as unknown as KurvPage).kurv.setPayment(value).then(
        (kept) => ({ kept }),
        (error: Error) => ({ error: `${error.name}: ${error.message}` }),
      ),
    choice,
  );

test.beforeEach(async ({ page }) => {
  await recordPaymentEvents(page);
});

test('a corporate user’s invoice with reference and cost centre is kept over a reload, and the reset clears it with the cart', async ({
  page,
  shop,
  editOrder,
  cart,
}) => {
  await shop.open('/', 'corporate');
  // Called at once, before the user is known: the call waits for the session, so the corporate role counts.
  const invoice = { paymentMethod: 'INVOICE', invoiceReference: 'PO-4711', costCenter: '3100' } as const;
  expect(await setPayment(page, { paymentMethod: 'INVOICE', invoiceReference: '  PO-4711 ', costCenter: '3100' })).toEqual({
    kept: invoice,
  });
  expect(await paymentEvents(page)).toEqual([invoice]);
  await expect(shop.loggedInAs).toHaveText(/bedrift/);

  await page.reload();
  expect(await getPayment(page)).toEqual(invoice);
  // A reload announces nothing: nothing changed.
  expect(await paymentEvents(page)).toEqual([]);

  // The canteen has an order it may still change: the add goes to a new order.
  await editOrder.addToNewOrder('Tine Lettmelk 1 %', /^Handlevogn, 1 vare, /);
  await page.evaluate(() => (window as unknown as KurvPage).kurv.resetClientOrder());

  await expect(cart.buttonNamed('Handlevogn, 0 varer, 0,00 kr')).toBeVisible();
  expect(await getPayment(page)).toEqual(NONE);
  expect(await paymentEvents(page)).toEqual([NONE]);
  await page.reload();
  expect(await getPayment(page)).toEqual(NONE);
  await expect(cart.buttonNamed('Handlevogn, 0 varer, 0,00 kr')).toBeVisible();
});

test('a member pays by card or Vipps; invoice, a reference and an unknown method are refused and change nothing', async ({
  page,
  shop,
}) => {
  await shop.open('/', 'member');
  await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);

  expect(await setPayment(page, { paymentMethod: 'VIPPS' })).toEqual({
    kept: { paymentMethod: 'VIPPS', invoiceReference: '', costCenter: '' },
  });
  expect(await setPayment(page, { paymentMethod: 'INVOICE' })).toEqual({
    error: 'TypeError: paymentMethod INVOICE is for corporate users only',
  });
  expect(await setPayment(page, { paymentMethod: 'CARD', invoiceReference: 'PO-1' })).toEqual({
    error: 'TypeError: invoiceReference is for corporate users only',
  });
  expect(await setPayment(page, { paymentMethod: 'CASH' as never })).toEqual({
    error: 'TypeError: paymentMethod must be one of CARD, INVOICE, VIPPS or null',
  });
  expect(await getPayment(page)).toEqual({ paymentMethod: 'VIPPS', invoiceReference: '', costCenter: '' });
  expect(await paymentEvents(page)).toEqual([{ paymentMethod: 'VIPPS', invoiceReference: '', costCenter: '' }]);

  await page.reload();
  expect(await getPayment(page)).toEqual({ paymentMethod: 'VIPPS', invoiceReference: '', costCenter: '' });
});

test('an anonymous shopper’s card choice is kept before any element has loaded the runtime', async ({ page, shop }) => {
  await shop.open('/kundeservice.html');
  expect(await setPayment(page, { paymentMethod: 'CARD' })).toEqual({
    kept: { paymentMethod: 'CARD', invoiceReference: '', costCenter: '' },
  });
  await shop.open();
  expect(await getPayment(page)).toEqual({ paymentMethod: 'CARD', invoiceReference: '', costCenter: '' });
});

test('a corporate user’s invoice goes with the session: after the logout it is cleared and announced', async ({ page, shop }) => {
  await shop.open('/', 'corporate');
  await expect(shop.loggedInAs).toHaveText(/bedrift/);
  expect(await setPayment(page, { paymentMethod: 'INVOICE', costCenter: '3100' })).toEqual({
    kept: { paymentMethod: 'INVOICE', invoiceReference: '', costCenter: '3100' },
  });

  await page.evaluate(() => (window as unknown as KurvPage & { kurv: { logout(): Promise<void> } }).kurv.logout());

  await expect(shop.loggedInAs).toHaveText('Anonym');
  await expect.poll(() => getPayment(page)).toEqual(NONE);
  expect((await paymentEvents(page)).at(-1)).toEqual(NONE);
});

test('the payment choice is kept in the tab’s session storage: a reload keeps it, a new tab of the site starts without it while the cart follows', async ({
  page,
  context,
  shop,
}) => {
  await shop.open();
  await putInCart(page, { 'Tine Lettmelk 1 %': 1 }, '1 vare');
  expect(await setPayment(page, { paymentMethod: 'CARD' })).toEqual({
    kept: { paymentMethod: 'CARD', invoiceReference: '', costCenter: '' },
  });
  // Spec section 9: payment method and invoice reference are session keys; the cart (its bag type) a local one.
  expect(await sessionStorageKeys(page, 'kurv.paymentChoice')).toEqual(['kurv.paymentChoice.1300']);
  expect(await localStorageKeys(page, 'kurv.paymentChoice')).toEqual([]);
  expect(await localStorageKeys(page, 'kurv.cart')).toEqual(['kurv.cart.1300']);

  await page.reload();
  expect(await getPayment(page)).toEqual({ paymentMethod: 'CARD', invoiceReference: '', costCenter: '' });

  const otherTab = await context.newPage();
  await new ShopPage(otherTab).open();
  await expect(new CartPopup(otherTab).buttonNamed(/^Handlevogn, 1 vare, /)).toBeVisible();
  expect(await getPayment(otherTab)).toEqual(NONE);
});
