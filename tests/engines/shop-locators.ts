import { bySelector, getByRole, type Locator } from './locator';

/**
 * The elements the engine journeys work, by role and the spec's Norwegian texts: the same names as the Playwright page
 * objects (tests/e2e/pages), for pages driven without Playwright.
 */

/** `<add-to-cart-button>`'s 'Legg i handlevogn: <title>'. */
export const addButton = (title: string): Locator => getByRole('button', { name: `Legg i handlevogn: ${title}` });

/** The stepper's 'Øk antall av <title>'. */
export const increaseButton = (title: string): Locator => getByRole('button', { name: `Øk antall av ${title}` });

/** The stepper: 'Antall av <title>'. */
export const quantity = (title: string): Locator => getByRole('group', { name: `Antall av ${title}` });

/** The cart button ('Handlevogn, 2 varer, 101,80 kr'), or the one whose name matches. */
export const cartButton = (name: RegExp = /^Handlevogn,/): Locator => getByRole('button', { name });

/** The cart popup. */
export const cartDialog = getByRole('dialog', { name: /^Handlevogn$/ });

/** The cart's lines. */
export const cartLines = cartDialog.getByRole('list', { name: 'Varer i handlevognen' }).getByRole('listitem');

/** 'Til kassen' in the cart popup, and the checkout popup it opens while no time is chosen. */
export const checkoutLink = cartDialog.getByRole('link', { name: 'Til kassen' });
export const checkoutDialog = getByRole('dialog', { name: 'Klar for kassen?' });

/** Every dialog on the page. */
export const anyDialog = getByRole('dialog');

/** The picker's trigger: 'Velg levering eller henting', or the saved handover's summary. */
export const pickerTrigger = bySelector('handover-picker').getByRole('button').first();

/** The picker's type page and its controls. */
export const typePage = getByRole('dialog', { name: 'Hvordan ønsker du å få varene?' });
export const pickupRadio = typePage.getByRole('radio', { name: 'Hente selv' });
export const deliveryRadio = typePage.getByRole('radio', { name: 'Levert på døren' });
export const addressField = typePage.getByRole('combobox', { name: 'Adresse' });
export const continueButton = typePage.getByRole('button', { name: 'Fortsett' });

/** The location page and its 'Bekreft'. */
export const locationPage = getByRole('dialog', { name: 'Hvor vil du hente varene?' });
export const locationConfirm = locationPage.getByRole('button', { name: 'Bekreft' });

/** The time page, for pickup and for delivery. */
export const pickupTimePage = getByRole('dialog', { name: 'Når ønsker du å hente varene?' });
export const deliveryTimePage = getByRole('dialog', { name: 'Når skal vi levere til deg?' });

/** The open day `index` of a time page's calendar (0: the first that can be chosen). */
export const openDay = (timePage: Locator, index: number): Locator =>
  timePage.getByRole('table').getByRole('button', { enabled: true }).nth(index);

/** The first window of the day shown that can be chosen. */
export const firstOpenWindow = (timePage: Locator): Locator => timePage.getByRole('radio', { enabled: true }).first();

/** 'Bekreft henting …' or 'Bekreft levering …'. */
export const timeConfirm = (timePage: Locator): Locator => timePage.getByRole('button', { name: /^Bekreft (henting|levering)/ });

/** The question after a member's add while an order can be changed, and its 'Start ny bestilling'. */
export const orderQuestion = getByRole('dialog', { name: 'Vil du legge til varer på eksisterende bestilling?' });
export const startNewOrder = orderQuestion.getByRole('button', { name: 'Start ny bestilling' });

/** The simulator's test panel's 'Innlogget:' value: who is logged in. */
export const loggedInAs = bySelector('[data-testid="logged-in-as"]');
