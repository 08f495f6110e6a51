import type { Locator } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { analyzeStory, storyIds, storyUrl } from '../support/story-axe';

/**
 * Every story of the element containers (Storybook's `Elements/`: the picker's pages, the add-to-cart button's states,
 * the cart popup's, the edit-order dialog's) is axe-clean (WCAG 2.1 A and AA) once it shows the state it is named for.
 */

/** Every story of the element containers, from the Storybook build that `npm test` makes before this runs. */
const elementStories = storyIds('Elements/');

const TYPE_PAGE = 'Hvordan ønsker du å få varene?';
const LOCATION_PAGE = 'Hvor vil du hente varene?';
const TIME_PAGE_STORE = 'Når ønsker du å hente varene?';
const CART = 'Handlevogn';

/** The story's dialog of that name. */
const dialogIn = (root: Locator, name: string) => root.getByRole('dialog', { name });

/**
 * What a story shows once it has reached its state, so that axe looks at that state and a blank
 * page cannot pass. The stories render their container only after the simulator has answered.
 */
const expectedStates: Record<string, (root: Locator) => Promise<void>> = {
  'elements-handover-picker--closed': async (root) => {
    await expect(root.getByRole('button', { name: /^Hente selv/ })).toBeVisible();
    await expect(root.getByRole('dialog')).toHaveCount(0);
  },
  'elements-handover-picker--code-failed': async (root) => {
    await expect(root.getByRole('alert')).toHaveText('Det har skjedd en feil. Vennligst prøv igjen senere.');
    await expect(root.getByRole('button')).toHaveCount(0);
  },
  'elements-handover-picker--type-page-anonymous': async (root) => {
    await expect(dialogIn(root, TYPE_PAGE).getByRole('button', { name: 'logg inn eller bli medlem' })).toBeVisible();
  },
  'elements-handover-picker--type-page-delivery-address-search': async (root) => {
    const page = dialogIn(root, TYPE_PAGE);
    await expect(page.getByRole('combobox', { name: 'Adresse' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('option', { name: 'Karl Johans gate 1, 0154 OSLO' })).toBeVisible();
  },
  'elements-handover-picker--type-page-not-covered': async (root) => {
    const page = dialogIn(root, TYPE_PAGE);
    await expect(page.getByText('Vi leverer dessverre ikke til denne adressen')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Hente selv' })).toBeChecked();
  },
  'elements-handover-picker--type-page-member': async (root) => {
    const page = dialogIn(root, TYPE_PAGE);
    await expect(page.getByRole('radio', { name: 'Hente selv' })).toBeChecked();
    await expect(page.getByRole('button', { name: 'logg inn eller bli medlem' })).toHaveCount(0);
  },
  'elements-handover-picker--type-page-member-address-problems': async (root) => {
    const page = dialogIn(root, TYPE_PAGE);
    await expect(page.getByText('Husnummer mangler')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Storgata 1, 9008 TROMSØ (ingen levering)' })).toBeDisabled();
  },
  'elements-handover-picker--type-page-member-without-address': async (root) => {
    await expect(
      dialogIn(root, TYPE_PAGE).getByText('Du har ikke registrert noen adresse hos oss. Vennligst skriv inn adressen.'),
    ).toBeVisible();
  },
  'elements-handover-picker--location-page': async (root) => {
    await expect(dialogIn(root, LOCATION_PAGE).getByRole('radio', { name: /^MENY Storo/ })).toBeChecked();
  },
  'elements-handover-picker--time-page-loading': async (root) => {
    await expect(dialogIn(root, TIME_PAGE_STORE).getByRole('status').filter({ hasText: 'Henter utleveringstider …' })).toBeVisible();
  },
  'elements-handover-picker--time-page-error': async (root) => {
    await expect(dialogIn(root, TIME_PAGE_STORE).getByRole('alert').getByRole('button', { name: 'Prøv igjen' })).toBeVisible();
  },
  'elements-handover-picker--time-page-empty-days': async (root) => {
    await expect(
      dialogIn(root, TIME_PAGE_STORE).getByText('Vi klarte dessverre ikke hente utleveringstider. Vennligst prøv igjen senere.'),
    ).toBeVisible();
  },
  'elements-handover-picker--time-page-full-days': async (root) => {
    const page = dialogIn(root, TIME_PAGE_STORE);
    await expect(page.locator('.kurv-handover-day__status', { hasText: 'Fullt' }).first()).toBeVisible();
    await expect(page.locator('.kurv-handover-day:not([disabled])')).toHaveCount(0);
  },
  'elements-handover-picker--time-page-with-windows': async (root) => {
    await expect(
      dialogIn(root, TIME_PAGE_STORE).getByRole('group', { name: 'Velg tid' }).getByRole('radio', { checked: true }),
    ).toHaveCount(1);
  },
  'elements-handover-picker--time-page-member-reservation': async (root) => {
    await expect(dialogIn(root, TIME_PAGE_STORE).getByRole('progressbar', { name: 'Reservasjon, minutter igjen' })).toBeVisible();
  },
  'elements-add-to-cart-button--out-of-stock': async (root) => {
    await expect(root.getByText('Midlertidig utsolgt', { exact: true })).toBeVisible();
    await expect(root.getByRole('button')).toHaveCount(0);
  },
  'elements-add-to-cart-button--low-stock-notice': async (root) => {
    await expect(root.getByRole('group', { name: 'Antall av Egg frittgående 12 stk' })).toContainText('3');
    await expect(root.getByRole('status')).toHaveText('Det er bare 5 av denne varen igjen på lager.');
    await expect(root.getByText('Kun 5 tilgjengelig', { exact: true })).toBeVisible();
  },
  'elements-add-to-cart-button--quantity-limit-reached': async (root) => {
    await expect(root.getByRole('status')).toHaveText('Du kan kun kjøpe 2 av denne varen per handel.');
    await expect(root.getByText('Maks antall per kunde', { exact: true })).toBeVisible();
    await expect(root.getByRole('button', { name: 'Øk antall av Lambi Toalettpapir' })).toBeDisabled();
  },
  'elements-add-to-cart-button--drug-limit-reached': async (root) => {
    await expect(root.getByRole('status')).toHaveText(
      'Du kan kun kjøpe 1 barneprodukt med samme virkestoff per handel. Merk at bestiller og mottaker må være samme person.',
    );
    await expect(root.getByRole('button', { name: 'Øk antall av Paracet mikstur 24 mg/ml til barn' })).toBeDisabled();
  },
  'elements-add-to-cart-button--corporate-dropdown': async (root) => {
    await expect(root.getByRole('combobox', { name: 'Velg antall av Tine Lettmelk 1 %' })).toHaveValue('3');
  },
  'elements-add-to-cart-button--loyalty-member-bonus': async (root) => {
    await expect(root.getByText('10 % Trumf-bonus!', { exact: true })).toBeVisible();
  },
  'elements-add-to-cart-button--login-prompt-shown': async (root) => {
    await expect(root.getByRole('region', { name: 'Har du Trumf?' }).getByRole('button', { name: 'Ikke nå' })).toBeVisible();
  },
  'elements-cart-popup--open-with-restricted-notices': async (root) => {
    const cart = dialogIn(root, CART);
    await expect(cart.getByRole('button', { name: 'Noen av varene dine har begrenset levering' })).toHaveAttribute('aria-expanded', 'true');
    await expect(cart.getByText('Aldersbestemt vare', { exact: true })).toBeVisible();
    await expect(cart.getByText('Må utleveres innenfor salgstider for alkohol', { exact: true })).toBeVisible();
    await expect(cart.getByText('Vare med begrenset utlevering', { exact: true }).first()).toBeVisible();
    // One per restricted item in the notice (Hansa, Bløtkake, Gudbrandsdalsost, Norvegia), one per cart line (those and Tine).
    await expect(cart.getByRole('button', { name: /^Fjern vare: / })).toHaveCount(4 + 5);
  },
  'elements-cart-popup--open-with-removed-item': async (root) => {
    const cart = dialogIn(root, CART);
    await expect(cart.getByRole('status').filter({ hasText: 'Fjernet' })).toHaveText('Fjernet 1 stk Grandiosa Original');
    await expect(cart.getByRole('button', { name: 'Angre' })).toBeVisible();
  },
  'elements-cart-popup--open-below-minimum-purchase': async (root) => {
    await expect(dialogIn(root, CART).getByText('Du må handle for minst 100 kr for å kunne hente i butikk', { exact: true })).toBeVisible();
  },
  'elements-cart-popup--open-with-removed-weight-item': async (root) => {
    await expect(dialogIn(root, CART).getByRole('status').filter({ hasText: 'Fjernet' })).toHaveText('Fjernet 540 g Bananer');
  },
  'elements-cart-popup--open-with-shared-cart-link': async (root) => {
    await expect(dialogIn(root, CART).getByRole('link', { name: 'Del handlevognen' })).toHaveAttribute('href', /\/delt-handlevogn\?id=.+/);
  },
  'elements-cart-popup--open-for-corporate-user': async (root) => {
    const cart = dialogIn(root, CART);
    await expect(
      cart.getByRole('group', { name: 'Tilleggstjeneste' }).getByRole('radio', { name: /^Oppskjæring(, 149,00 kr)?$/ }),
    ).toBeChecked();
    // Spec section 6: the corporate dropdown on the cart lines too.
    await expect(cart.getByRole('combobox', { name: 'Velg antall av Tine Lettmelk 1 %' })).toHaveValue('4');
    await expect(cart.locator('dl > div', { has: root.page().locator('dt', { hasText: /^Tilleggstjeneste$/ }) })).toContainText(
      '149,00 kr',
    );
  },
  'elements-cart-popup--checkout-popup-open': async (root) => {
    const checkout = dialogIn(root, 'Klar for kassen?');
    await expect(checkout.getByRole('button', { name: 'Velg levering eller henting' })).toBeVisible();
    await expect(checkout.getByText('Du må handle for minst 100 kr for å kunne hente i butikk', { exact: true })).toBeVisible();
  },
  'elements-cart-popup--unavailable-products-dialog-open': async (root) => {
    const unavailable = dialogIn(root, 'Noen varer er ikke tilgjengelig');
    await expect(unavailable.getByText(/^Disse varene er dessverre ikke tilgjengelig i MENY Solsiden\./)).toBeVisible();
    await expect(unavailable.getByRole('listitem')).toHaveCount(2);
  },
  'elements-edit-order-dialog--asked-after-add': async (root) => {
    const question = dialogIn(root, 'Vil du legge til varer på eksisterende bestilling?');
    await expect(question.getByText(/^Bestillingen med hentekode 483920 kan endres frem til \d\d\.\d\d 12\.00\.$/)).toBeVisible();
    await expect(question.getByRole('button', { name: 'Start ny bestilling' })).toBeVisible();
  },
  'elements-edit-order-dialog--asked-by-host-page': async (root) => {
    await expect(dialogIn(root, 'Vil du endre bestillingen?').getByRole('button', { name: 'Avbryt' })).toBeVisible();
  },
  'elements-edit-order-dialog--preparing-edit': async (root) => {
    await expect(dialogIn(root, 'Forbereder endring')).toBeVisible();
  },
  'elements-edit-order-dialog--load-failed': async (root) => {
    await expect(
      dialogIn(root, 'Beklager, denne bestillingen kan ikke endres akkurat nå.').getByRole('button', { name: 'OK' }),
    ).toBeVisible();
  },
};

/** Stories that hold a request open on purpose: the network never goes idle. */
const storiesWithPendingRequest = new Set(['elements-handover-picker--time-page-loading', 'elements-edit-order-dialog--preparing-edit']);

test('the Storybook build has the element stories, among them every handover-picker, cart-popup and add-to-cart state', () => {
  expect(elementStories.length).toBeGreaterThanOrEqual(Object.keys(expectedStates).length);
  expect(elementStories).toEqual(expect.arrayContaining(Object.keys(expectedStates)));
});

for (const id of elementStories) {
  test(`element story ${id} is axe-clean in its state`, async ({ page }) => {
    await page.goto(storyUrl(id));
    const root = page.locator('#storybook-root');
    // The preview's wrapper and the story's styles come at once; the container only once its store is prepared.
    await root.locator('.kurv-story-root > :not(style)').first().waitFor();
    if (!storiesWithPendingRequest.has(id)) {
      await page.waitForLoadState('networkidle');
    }
    await expectedStates[id]?.(root);
    const results = await analyzeStory(page);
    const violations = results.violations.map(
      (violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
    expect(violations).toEqual([]);
  });
}
