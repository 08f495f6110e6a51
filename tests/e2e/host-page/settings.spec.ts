import type { Locator } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { putInCart } from '../support/cart-seeds';
import { expect, type KurvTestFixtures, test } from '../support/fixtures';
import { withSettings } from '../support/settings';

/**
 * Issue 19, point 2: every site setting has an effect in the widgets, shown here through the elements on the example
 * product page with its settings changed (support/settings.ts; tests/unit/settings-walk.test.ts reads the
 * `[setting: …]` tags of the titles): the feature flags, the campaigns, the platform's settings (environment, API base,
 * key, token, version), the loyalty programme, the texts, the page paths and the support phone.
 */

const MILK = 'Tine Lettmelk 1 %';
const KIMS = 'Kims Potetgull Salt';
const GUARANTEE = 'Ferskvaregaranti: minst 7 dagers holdbarhet';
const DEFAULT_ERROR = 'Det har skjedd en feil. Vennligst prøv igjen senere.';

test.describe('feature flags', () => {
  test('a site without product prices: no price on the button or the cart line, the total to pay stays [setting: features.productPriceVisible]', async ({
    page,
    shop,
    cart,
  }) => {
    await withSettings(page, { set: { features: { productPriceVisible: false } } });
    await shop.open();
    await expect(page.locator('add-to-cart-button').getByText(/kr/)).toHaveCount(0);
    await putInCart(page, { [MILK]: 1 }, '1 vare');
    await cart.open();
    const line = cart.line(MILK);
    await expect(line).toBeVisible();
    await expect(line).not.toContainText('kr');
    await expect(cart.dialog).toContainText('Å betale');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('prices show on the cart line by default [setting: features.productPriceVisible]', async ({ page, shop, cart }) => {
    await shop.open();
    await putInCart(page, { [MILK]: 1 }, '1 vare');
    await cart.open();
    await expect(cart.line(MILK)).toContainText('24,90 kr');
  });

  test('by keyboard alone: the cart shows the 7-day guarantee by its totals (the default) [setting: features.durabilityInfo]', async ({
    page,
    shop,
    products,
    cart,
  }) => {
    await shop.open();
    await products.addButton(MILK).focus();
    await page.keyboard.press('Enter');
    const badge = cart.buttonNamed(/^Handlevogn, 1 vare, /);
    await expect(badge).toBeVisible();
    await badge.focus();
    await page.keyboard.press('Enter');
    await expect(cart.dialog.getByText(GUARANTEE, { exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(cart.dialog).toHaveCount(0);
  });

  test('with durability info off the cart has no guarantee text [setting: features.durabilityInfo]', async ({ page, shop, cart }) => {
    await withSettings(page, { set: { features: { durabilityInfo: false } } });
    await shop.open();
    await putInCart(page, { [MILK]: 1 }, '1 vare');
    await cart.open();
    await expect(cart.dialog).toContainText('Å betale');
    await expect(cart.dialog.getByText(GUARANTEE)).toHaveCount(0);
  });

  test('with add to cart off the buttons show nothing and the page stays [setting: features.addToCart]', async ({
    page,
    sim,
    shop,
    cart,
  }) => {
    await withSettings(page, { set: { features: { addToCart: false } } });
    await shop.open();
    await expect(page.getByRole('heading', { name: 'Ukens varer' })).toBeVisible();
    await expect(cart.button).toBeVisible();
    await expect(page.getByRole('button', { name: /^Legg i handlevogn/ })).toHaveCount(0);
    expect(await sim.productLookups()).toEqual([]);
  });

  test('with the login popup off a guest adding three items gets no prompt [setting: features.loginPopup]', async ({
    page,
    shop,
    products,
    cart,
  }) => {
    await withSettings(page, { set: { features: { loginPopup: false } } });
    await shop.open();
    await products.add(MILK);
    await products.increaseButton(MILK).click();
    await products.increaseButton(MILK).click();
    await expect(cart.buttonNamed(/^Handlevogn, 3 varer, /)).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Har du Trumf?' })).toHaveCount(0);
  });

  test('the dropdown for all: a guest gets the quantity dropdown [setting: features.quantityDropdownForAll]', async ({
    page,
    shop,
    products,
  }) => {
    await withSettings(page, { set: { features: { quantityDropdownForAll: true } } });
    await shop.open();
    await products.add(MILK);
    await expect(page.getByRole('combobox', { name: `Velg antall av ${MILK}` })).toHaveValue('1');
  });

  test('the stepper for all: a corporate user gets the stepper [setting: features.quantityStepperForAll]', async ({
    page,
    shop,
    products,
    editOrder,
  }) => {
    await withSettings(page, { set: { features: { quantityStepperForAll: true } } });
    await shop.open('/', 'corporate');
    await expect(shop.loggedInAs).toHaveText(/Nordlys Kantine AS/);
    // The canteen has an order it may still change: the add goes to a new order.
    await editOrder.addToNewOrder(MILK, /^Handlevogn, 1 vare, /);
    await expect(products.increaseButton(MILK)).toBeVisible();
    await expect(page.getByRole('combobox', { name: `Velg antall av ${MILK}` })).toHaveCount(0);
  });
});

test.describe('campaigns (spec section 3, relevant campaign ids)', () => {
  test('only the listed campaign shows: the weekly bonus, not the 3 for 2 [setting: campaignIds]', async ({ page, shop, products }) => {
    await withSettings(page, { set: { campaignIds: ['UKESBONUS'] } });
    await shop.open('/', 'member');
    await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);
    await expect(products.element(MILK).getByText('10 % Trumf-bonus!', { exact: true })).toBeVisible();
    await expect(products.element(KIMS)).toBeVisible();
    await expect(products.element(KIMS).getByText('3 for 2', { exact: true })).toHaveCount(0);
  });

  test('the other campaign listed: the 3 for 2 shows, the weekly bonus does not [setting: campaignIds]', async ({
    page,
    shop,
    products,
  }) => {
    await withSettings(page, { set: { campaignIds: ['KIMS-3FOR2'] } });
    await shop.open('/', 'member');
    await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);
    await expect(products.element(KIMS).getByText('3 for 2', { exact: true })).toBeVisible();
    await expect(products.element(MILK)).toBeVisible();
    await expect(products.element(MILK).getByText(/Trumf-bonus!/)).toHaveCount(0);
  });
});

test.describe('the site and its platform', () => {
  test('production without an API base shows the default error; with one the widgets work [setting: environment] [setting: apiBaseUrl]', async ({
    page,
    shop,
    baseURL,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') {
        errors.push(message.text());
      }
    });
    await withSettings(page, { set: { environment: 'production' }, remove: ['loggingEndpoint'] });
    await shop.open();
    await expect(page.locator('cart-popup').getByText(DEFAULT_ERROR)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Legg i handlevogn/ })).toHaveCount(0);
    expect(errors.join('\n')).toContain('apiBaseUrl');

    const other = await page.context().newPage();
    await withSettings(other, { set: { environment: 'production', apiBaseUrl: baseURL }, remove: ['loggingEndpoint'] });
    await other.goto('/');
    await expect(other.getByRole('button', { name: `Legg i handlevogn: ${MILK}` })).toBeVisible();
    await other.close();
  });

  test('the API key goes with the platform calls [setting: apiKey]', async ({ page, shop, products }) => {
    await withSettings(page, { set: { apiKey: 'nettbutikk-nokkel' } });
    const productsCall = page.waitForRequest((request) => new URL(request.url()).pathname.startsWith('/api/products/'));
    await shop.open();
    expect((await productsCall).headers()['x-api-key']).toBe('nettbutikk-nokkel');
    await expect(products.addButton(MILK)).toBeVisible();
  });

  test('the site’s token logs the member in, without the access-token URL [setting: userToken]', async ({ page, sim, shop, products }) => {
    const { token } = await sim.login('member', { assurance: 'substantial' });
    await withSettings(page, { set: { userToken: token }, remove: ['accessTokenUrl'] });
    await shop.open();
    await expect(products.element(MILK).getByText('10 % Trumf-bonus!', { exact: true })).toBeVisible();
  });

  test('without the loyalty agreement id a member gets no loyalty bonus [setting: loyaltyAgreementId]', async ({
    page,
    shop,
    products,
  }) => {
    await withSettings(page, { remove: ['loyaltyAgreementId'] });
    await shop.open('/', 'member');
    await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);
    await expect(products.addButton(MILK)).toBeVisible();
    await expect(page.locator('add-to-cart-button').getByText(/-bonus!/)).toHaveCount(0);
  });

  test('the loyalty programme’s name is the bonus badge’s [setting: loyaltyProgramName]', async ({ page, shop, products }) => {
    await withSettings(page, { set: { loyaltyProgramName: 'Poeng' } });
    await shop.open('/', 'member');
    await expect(products.element(MILK).getByText('10 % Poeng-bonus!', { exact: true })).toBeVisible();
  });

  test('the chain’s name is the trigger-bonus call’s partner [setting: chainName]', async ({ page, shop, picker }) => {
    await withSettings(page, { set: { chainName: 'MENY Bryn' } });
    await shop.open('/', 'member');
    await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);
    const bonusCall = page.waitForRequest((request) => request.url().includes('/triggerbonuser/medlemmer/'));
    await picker.trigger.click();
    expect(new URL((await bonusCall).url()).searchParams.get('partner')).toBe('MENY Bryn');
  });

  test('API version 2 calls the reservations without the sylinder/ prefix [setting: apiVersion]', async ({ page, shop, picker }) => {
    await withSettings(page, { set: { apiVersion: 2 } });
    const paths: string[] = [];
    // The simulator answers version 1's paths: version 2's are passed on to them.
    await page.route(
      (url) => url.pathname.startsWith('/hentevinduer/'),
      async (route) => {
        const url = new URL(route.request().url());
        paths.push(`${route.request().method()} ${url.pathname}`);
        url.pathname = `/sylinder${url.pathname}`;
        await route.continue({ url: url.toString() });
      },
    );
    await shop.open('/', 'member');
    await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);
    await picker.choosePickupWindowDaysAhead();
    await expect.poll(() => paths).toContain('POST /hentevinduer/reservasjoner/v1/api');
  });

  test('a text the site overrides is the one shown [setting: texts]', async ({ page, shop }) => {
    await withSettings(page, { set: { texts: { addToCartNamed: 'Kjøp {title}' } } });
    await shop.open();
    await expect(page.getByRole('button', { name: `Kjøp ${MILK}` })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Legg i handlevogn/ })).toHaveCount(0);
  });

  test('a text of the cart the site overrides shows when the cart opens, and a misspelt key is warned about then [setting: texts]', async ({
    page,
    shop,
    products,
    cart,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') {
        warnings.push(message.text());
      }
    });
    // The cart's texts come with the cart's panel, fetched when it first shows; the product page's first load has only
    // the texts it shows before any interaction, so the misspelt key is checked when the panel arrives.
    await withSettings(page, { set: { texts: { cartTitle: 'Min handlekurv', toCheckout: 'Gå til kassen', toChekout: 'Kasse' } } });
    await shop.open();
    await products.add(MILK);
    await expect(cart.buttonNamed(/^Handlevogn, 1 vare, /)).toBeVisible();
    expect(warnings.filter((text) => text.includes('texts.toChekout'))).toEqual([]);

    await cart.buttonNamed(/^Handlevogn, 1 vare, /).click();
    const renamed = page.getByRole('dialog', { name: 'Min handlekurv' });
    await expect(renamed).toBeVisible();
    await expect(renamed.getByRole('link', { name: 'Gå til kassen' })).toBeVisible();
    await expect(renamed.getByRole('link', { name: 'Til kassen', exact: true })).toHaveCount(0);
    await expect.poll(() => warnings.filter((text) => text.includes('Unknown text «texts.toChekout» is ignored'))).toHaveLength(1);
  });

  test('a missing contact-details page of my orders falls back to the profile page [setting: paths.profile] [setting: paths.myOrders]', async ({
    page,
    shop,
    picker,
  }) => {
    await withSettings(page, { set: { paths: { myOrders: null, profile: '/profil/' } } });
    await shop.open('/', 'noAddress');
    await expect(shop.loggedInAs).toHaveText(/Nina Dahl/);
    const typePage = await picker.open();
    await typePage.delivery.check();
    await expect(typePage.dialog.getByRole('link', { name: 'Rediger adresser på profilsiden' }).first()).toHaveAttribute(
      'href',
      '/profil/#/kontaktdetaljer',
    );
  });
});

test.describe('page paths', () => {
  test('the cart’s «Til kassen» leads to the site’s checkout page [setting: paths.checkout]', async ({ page, shop, cart }) => {
    await withSettings(page, { set: { paths: { checkout: '/handlekurv/kasse' } } });
    await shop.open();
    await putInCart(page, { [MILK]: 1 }, '1 vare');
    await cart.open();
    await expect(cart.checkoutLink).toHaveAttribute('href', '/handlekurv/kasse');
  });

  test('the guest login prompt links to the site’s login and sign-up pages [setting: paths.becomeMember] [setting: paths.login]', async ({
    page,
    shop,
    products,
  }) => {
    await withSettings(page, { set: { paths: { login: '/logg-inn/', becomeMember: '/bli-medlem/' } } });
    await shop.open();
    await products.add(MILK);
    await products.increaseButton(MILK).click();
    await products.increaseButton(MILK).click();
    const prompt = page.getByRole('dialog', { name: 'Har du Trumf?' });
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('link', { name: 'Logg inn' })).toHaveAttribute('href', '/logg-inn/');
    await expect(prompt.getByRole('link', { name: 'Bli medlem' })).toHaveAttribute('href', '/bli-medlem/');
  });
});

test.describe('the support phone (the spec’s {phone})', () => {
  /**
   * Kari adds a product, and her answer 'Endre bestilling' meets an order the platform cannot load (one fault): answers
   * the error dialog, visible.
   */
  async function failOrderEdit({
    shop,
    sim,
    products,
    editOrder,
  }: Pick<KurvTestFixtures, 'shop' | 'sim' | 'products' | 'editOrder'>): Promise<Locator> {
    await shop.open('/', 'member');
    await expect(shop.loggedInAs).toHaveText(/Kari Nordmann/);
    await products.add('Bananer');
    await sim.addFault({ times: 1, route: 'GET /api/order/:chainId/:memberId/:orderId', status: 500 });
    await editOrder.editOrderButton.click();
    await expect(editOrder.cannotChange).toBeVisible();
    return editOrder.cannotChange;
  }

  test('the order-edit error names customer service’s number [setting: supportPhone]', async ({ page, shop, sim, products, editOrder }) => {
    await withSettings(page, { set: { supportPhone: '21 00 12 10' } });
    const error = await failOrderEdit({ shop, sim, products, editOrder });
    await expect(error.getByText('Trenger du hjelp? Ring kundeservice på 21 00 12 10.', { exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('without a support phone the text with {phone} is left out [setting: supportPhone]', async ({ shop, sim, products, editOrder }) => {
    const error = await failOrderEdit({ shop, sim, products, editOrder });
    await expect(error.getByText(/kundeservice/)).toHaveCount(0);
    await expect(error.getByRole('button', { name: 'OK' })).toBeVisible();
  });
});
