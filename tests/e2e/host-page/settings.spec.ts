import type { Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { choosePickupWindowDaysAhead, expect, test } from '../support/fixtures';

/**
 * Issue 19, point 2: every site setting has an effect in the widgets, shown here through the elements on the example
 * product page with its settings changed (tests/unit/settings-walk.test.ts reads the `[setting: …]` tags of the titles).
 */

const MILK = 'Tine Lettmelk 1 %';
const KIMS = 'Kims Potetgull Salt';
const GUARANTEE = 'Ferskvaregaranti: minst 7 dagers holdbarhet';
const DEFAULT_ERROR = 'Det har skjedd en feil. Vennligst prøv igjen senere.';

test.beforeEach(async ({ page }) => {
  expect((await page.request.post('/__sim/reset')).ok()).toBe(true);
});

interface SettingsChange {
  /** Keys set over the page's own; `features`, `paths` and `texts` join the page's. */
  set?: Record<string, unknown>;
  /** Keys the page sets that this site leaves out. */
  remove?: string[];
}

/** The example page's settings (assigned inline) with a site's changes. */
async function withSettings(page: Page, change: SettingsChange) {
  await page.addInitScript((change: SettingsChange) => {
    let settings: Record<string, unknown> | undefined;
    Object.defineProperty(window, 'kurvSettings', {
      configurable: true,
      get: () => settings,
      set: (value: Record<string, unknown>) => {
        const next: Record<string, unknown> = { ...value, ...change.set };
        for (const key of ['features', 'paths', 'texts']) {
          if (change.set?.[key] !== undefined) {
            next[key] = { ...(value[key] as object | undefined), ...(change.set[key] as object) };
          }
        }
        for (const key of change.remove ?? []) {
          delete next[key];
        }
        settings = next;
      },
    });
  }, change);
}

const productButton = (page: Page, title: string) =>
  page.locator('add-to-cart-button').filter({ has: page.getByRole('button', { name: `Legg i handlevogn: ${title}` }) });
const cartDialog = (page: Page) => page.getByRole('dialog', { name: 'Handlevogn' });
const cartLine = (page: Page, title: string) =>
  cartDialog(page).getByRole('list', { name: 'Varer i handlevognen' }).getByRole('listitem').filter({ hasText: title });

async function addMilkAndOpenCart(page: Page) {
  await page.getByRole('button', { name: `Legg i handlevogn: ${MILK}` }).click();
  await expect(page.getByRole('button', { name: /^Handlevogn, 1 vare, / })).toBeVisible();
  await page.getByRole('button', { name: /^Handlevogn, 1 vare, / }).click();
  await expect(cartDialog(page)).toBeVisible();
}

test.describe('feature flags', () => {
  test('a site without product prices: no price on the button or the cart line, the total to pay stays [setting: features.productPriceVisible]', async ({
    page,
  }) => {
    await withSettings(page, { set: { features: { productPriceVisible: false } } });
    await page.goto('/');
    await expect(page.locator('add-to-cart-button').getByText(/kr/)).toHaveCount(0);
    await addMilkAndOpenCart(page);
    const line = cartLine(page, MILK);
    await expect(line).toBeVisible();
    await expect(line).not.toContainText('kr');
    await expect(cartDialog(page)).toContainText('Å betale');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('prices show on the cart line by default [setting: features.productPriceVisible]', async ({ page }) => {
    await page.goto('/');
    await addMilkAndOpenCart(page);
    await expect(cartLine(page, MILK)).toContainText('24,90 kr');
  });

  test('by keyboard alone: the cart shows the 7-day guarantee by its totals (the default) [setting: features.durabilityInfo]', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: `Legg i handlevogn: ${MILK}` }).focus();
    await page.keyboard.press('Enter');
    const badge = page.getByRole('button', { name: /^Handlevogn, 1 vare, / });
    await expect(badge).toBeVisible();
    await badge.focus();
    await page.keyboard.press('Enter');
    await expect(cartDialog(page).getByText(GUARANTEE, { exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(cartDialog(page)).toHaveCount(0);
  });

  test('with durability info off the cart has no guarantee text [setting: features.durabilityInfo]', async ({ page }) => {
    await withSettings(page, { set: { features: { durabilityInfo: false } } });
    await page.goto('/');
    await addMilkAndOpenCart(page);
    await expect(cartDialog(page)).toContainText('Å betale');
    await expect(cartDialog(page).getByText(GUARANTEE)).toHaveCount(0);
  });

  test('with add to cart off the buttons show nothing and the page stays [setting: features.addToCart]', async ({ page }) => {
    await withSettings(page, { set: { features: { addToCart: false } } });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Ukens varer' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Handlevogn,/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Legg i handlevogn/ })).toHaveCount(0);
  });

  test('with the login popup off a guest adding three items gets no prompt [setting: features.loginPopup]', async ({ page }) => {
    await withSettings(page, { set: { features: { loginPopup: false } } });
    await page.goto('/');
    await page.getByRole('button', { name: `Legg i handlevogn: ${MILK}` }).click();
    await page.getByRole('button', { name: `Øk antall av ${MILK}` }).click();
    await page.getByRole('button', { name: `Øk antall av ${MILK}` }).click();
    await expect(page.getByRole('button', { name: /^Handlevogn, 3 varer, / })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Har du Trumf?' })).toHaveCount(0);
  });

  test('the dropdown for all: a guest gets the quantity dropdown [setting: features.quantityDropdownForAll]', async ({ page }) => {
    await withSettings(page, { set: { features: { quantityDropdownForAll: true } } });
    await page.goto('/');
    await page.getByRole('button', { name: `Legg i handlevogn: ${MILK}` }).click();
    await expect(page.getByRole('combobox', { name: `Velg antall av ${MILK}` })).toHaveValue('1');
  });

  test('the stepper for all: a corporate user gets the stepper [setting: features.quantityStepperForAll]', async ({ page }) => {
    await withSettings(page, { set: { features: { quantityStepperForAll: true } } });
    await page.goto('/?as=corporate');
    await expect(page.getByTestId('logged-in-as')).toHaveText(/Nordlys Kantine AS/);
    await page.getByRole('button', { name: `Legg i handlevogn: ${MILK}` }).click();
    await page
      .getByRole('dialog', { name: 'Vil du legge til varer på eksisterende bestilling?' })
      .getByRole('button', { name: 'Start ny bestilling' })
      .click();
    await expect(page.getByRole('button', { name: `Øk antall av ${MILK}` })).toBeVisible();
    await expect(page.getByRole('combobox', { name: `Velg antall av ${MILK}` })).toHaveCount(0);
  });
});

test.describe('campaigns (spec section 3, relevant campaign ids)', () => {
  test('only the listed campaign shows: the weekly bonus, not the 3 for 2 [setting: campaignIds]', async ({ page }) => {
    await withSettings(page, { set: { campaignIds: ['UKESBONUS'] } });
    await page.goto('/?as=member');
    await expect(page.getByTestId('logged-in-as')).toHaveText(/Kari Nordmann/);
    await expect(productButton(page, MILK).getByText('10 % Trumf-bonus!', { exact: true })).toBeVisible();
    await expect(productButton(page, KIMS)).toBeVisible();
    await expect(productButton(page, KIMS).getByText('3 for 2', { exact: true })).toHaveCount(0);
  });

  test('the other campaign listed: the 3 for 2 shows, the weekly bonus does not [setting: campaignIds]', async ({ page }) => {
    await withSettings(page, { set: { campaignIds: ['KIMS-3FOR2'] } });
    await page.goto('/?as=member');
    await expect(page.getByTestId('logged-in-as')).toHaveText(/Kari Nordmann/);
    await expect(productButton(page, KIMS).getByText('3 for 2', { exact: true })).toBeVisible();
    await expect(productButton(page, MILK)).toBeVisible();
    await expect(productButton(page, MILK).getByText(/Trumf-bonus!/)).toHaveCount(0);
  });
});

test.describe('the site and its platform', () => {
  test('production without an API base shows the default error; with one the widgets work [setting: environment] [setting: apiBaseUrl]', async ({
    page,
    baseURL,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') {
        errors.push(message.text());
      }
    });
    await withSettings(page, { set: { environment: 'production' }, remove: ['loggingEndpoint'] });
    await page.goto('/');
    await expect(page.locator('cart-popup').getByText(DEFAULT_ERROR)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Legg i handlevogn/ })).toHaveCount(0);
    expect(errors.join('\n')).toContain('apiBaseUrl');

    const other = await page.context().newPage();
    await withSettings(other, { set: { environment: 'production', apiBaseUrl: baseURL }, remove: ['loggingEndpoint'] });
    await other.goto('/');
    await expect(other.getByRole('button', { name: `Legg i handlevogn: ${MILK}` })).toBeVisible();
    await other.close();
  });

  test('the API key goes with the platform calls [setting: apiKey]', async ({ page }) => {
    await withSettings(page, { set: { apiKey: 'nettbutikk-nokkel' } });
    const productsCall = page.waitForRequest((request) => new URL(request.url()).pathname.startsWith('/api/products/'));
    await page.goto('/');
    expect((await productsCall).headers()['x-api-key']).toBe('nettbutikk-nokkel');
    await expect(page.getByRole('button', { name: `Legg i handlevogn: ${MILK}` })).toBeVisible();
  });

  test('the site’s token logs the member in, without the access-token URL [setting: userToken]', async ({ page }) => {
    const answer = await page.request.post('/__sim/login', { data: { kind: 'member', assurance: 'substantial' } });
    const { token } = (await answer.json()) as { token: string };
    await withSettings(page, { set: { userToken: token }, remove: ['accessTokenUrl'] });
    await page.goto('/');
    await expect(productButton(page, MILK).getByText('10 % Trumf-bonus!', { exact: true })).toBeVisible();
  });

  test('without the loyalty agreement id a member gets no loyalty bonus [setting: loyaltyAgreementId]', async ({ page }) => {
    await withSettings(page, { remove: ['loyaltyAgreementId'] });
    await page.goto('/?as=member');
    await expect(page.getByTestId('logged-in-as')).toHaveText(/Kari Nordmann/);
    await expect(page.getByRole('button', { name: `Legg i handlevogn: ${MILK}` })).toBeVisible();
    await expect(page.locator('add-to-cart-button').getByText(/-bonus!/)).toHaveCount(0);
  });

  test('the loyalty programme’s name is the bonus badge’s [setting: loyaltyProgramName]', async ({ page }) => {
    await withSettings(page, { set: { loyaltyProgramName: 'Poeng' } });
    await page.goto('/?as=member');
    await expect(productButton(page, MILK).getByText('10 % Poeng-bonus!', { exact: true })).toBeVisible();
  });

  test('the chain’s name is the trigger-bonus call’s partner [setting: chainName]', async ({ page }) => {
    await withSettings(page, { set: { chainName: 'MENY Bryn' } });
    await page.goto('/?as=member');
    await expect(page.getByTestId('logged-in-as')).toHaveText(/Kari Nordmann/);
    const bonusCall = page.waitForRequest((request) => request.url().includes('/triggerbonuser/medlemmer/'));
    await page.locator('handover-picker').getByRole('button').first().click();
    expect(new URL((await bonusCall).url()).searchParams.get('partner')).toBe('MENY Bryn');
  });

  test('API version 2 calls the reservations without the sylinder/ prefix [setting: apiVersion]', async ({ page }) => {
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
    await page.goto('/?as=member');
    await expect(page.getByTestId('logged-in-as')).toHaveText(/Kari Nordmann/);
    await choosePickupWindowDaysAhead(page);
    await expect.poll(() => paths).toContain('POST /hentevinduer/reservasjoner/v1/api');
  });

  test('a text the site overrides is the one shown [setting: texts]', async ({ page }) => {
    await withSettings(page, { set: { texts: { addToCartNamed: 'Kjøp {title}' } } });
    await page.goto('/');
    await expect(page.getByRole('button', { name: `Kjøp ${MILK}` })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Legg i handlevogn/ })).toHaveCount(0);
  });

  test('a text of the cart the site overrides shows when the cart opens, and a misspelt key is warned about then [setting: texts]', async ({
    page,
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
    await page.goto('/');
    await page.getByRole('button', { name: `Legg i handlevogn: ${MILK}` }).click();
    await expect(page.getByRole('button', { name: /^Handlevogn, 1 vare, / })).toBeVisible();
    expect(warnings.filter((text) => text.includes('texts.toChekout'))).toEqual([]);

    await page.getByRole('button', { name: /^Handlevogn, 1 vare, / }).click();
    const cart = page.getByRole('dialog', { name: 'Min handlekurv' });
    await expect(cart).toBeVisible();
    await expect(cart.getByRole('link', { name: 'Gå til kassen' })).toBeVisible();
    await expect(cart.getByRole('link', { name: 'Til kassen', exact: true })).toHaveCount(0);
    await expect.poll(() => warnings.filter((text) => text.includes('Unknown text «texts.toChekout» is ignored'))).toHaveLength(1);
  });

  test('a missing contact-details page of my orders falls back to the profile page [setting: paths.profile] [setting: paths.myOrders]', async ({
    page,
  }) => {
    await withSettings(page, { set: { paths: { myOrders: null, profile: '/profil/' } } });
    await page.goto('/?as=noAddress');
    await expect(page.getByTestId('logged-in-as')).toHaveText(/Nina Dahl/);
    await page.locator('handover-picker').getByRole('button').first().click();
    const dialog = page.getByRole('dialog', { name: 'Hvordan ønsker du å få varene?' });
    await dialog.getByRole('radio', { name: 'Levert på døren' }).check();
    await expect(dialog.getByRole('link', { name: 'Rediger adresser på profilsiden' }).first()).toHaveAttribute(
      'href',
      '/profil/#/kontaktdetaljer',
    );
  });
});

test.describe('page paths', () => {
  test('the cart’s «Til kassen» leads to the site’s checkout page [setting: paths.checkout]', async ({ page }) => {
    await withSettings(page, { set: { paths: { checkout: '/handlekurv/kasse' } } });
    await page.goto('/');
    await addMilkAndOpenCart(page);
    await expect(cartDialog(page).getByRole('link', { name: 'Til kassen' })).toHaveAttribute('href', '/handlekurv/kasse');
  });

  test('the guest login prompt links to the site’s login and sign-up pages [setting: paths.becomeMember] [setting: paths.login]', async ({
    page,
  }) => {
    await withSettings(page, { set: { paths: { login: '/logg-inn/', becomeMember: '/bli-medlem/' } } });
    await page.goto('/');
    await page.getByRole('button', { name: `Legg i handlevogn: ${MILK}` }).click();
    await page.getByRole('button', { name: `Øk antall av ${MILK}` }).click();
    await page.getByRole('button', { name: `Øk antall av ${MILK}` }).click();
    const prompt = page.getByRole('dialog', { name: 'Har du Trumf?' });
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('link', { name: 'Logg inn' })).toHaveAttribute('href', '/logg-inn/');
    await expect(prompt.getByRole('link', { name: 'Bli medlem' })).toHaveAttribute('href', '/bli-medlem/');
  });
});

test.describe('the support phone (the spec’s {phone})', () => {
  async function failOrderEdit(page: Page) {
    await page.goto('/?as=member');
    await expect(page.getByTestId('logged-in-as')).toHaveText(/Kari Nordmann/);
    await page.getByRole('button', { name: 'Legg i handlevogn: Bananer' }).click();
    expect(
      (
        await page.request.post('/__sim/faults', { data: { times: 1, route: 'GET /api/order/:chainId/:memberId/:orderId', status: 500 } })
      ).status(),
    ).toBe(201);
    await page
      .getByRole('dialog', { name: 'Vil du legge til varer på eksisterende bestilling?' })
      .getByRole('button', { name: 'Endre bestilling' })
      .click();
    const error = page.getByRole('dialog', { name: 'Beklager, denne bestillingen kan ikke endres akkurat nå.' });
    await expect(error).toBeVisible();
    return error;
  }

  test('the order-edit error names customer service’s number [setting: supportPhone]', async ({ page }) => {
    await withSettings(page, { set: { supportPhone: '21 00 12 10' } });
    const error = await failOrderEdit(page);
    await expect(error.getByText('Trenger du hjelp? Ring kundeservice på 21 00 12 10.', { exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('without a support phone the text with {phone} is left out [setting: supportPhone]', async ({ page }) => {
    const error = await failOrderEdit(page);
    await expect(error.getByText(/kundeservice/)).toHaveCount(0);
    await expect(error.getByRole('button', { name: 'OK' })).toBeVisible();
  });
});
