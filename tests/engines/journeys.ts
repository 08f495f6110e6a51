import type { SimFaultInput } from '../e2e/support/simulator';
import type { EnginePage } from './engine-page';
import { getByRole } from './locator';
import {
  addButton,
  addressField,
  anyDialog,
  cartButton,
  cartDialog,
  cartLines,
  checkoutDialog,
  checkoutLink,
  continueButton,
  deliveryRadio,
  deliveryTimePage,
  firstOpenWindow,
  increaseButton,
  locationConfirm,
  loggedInAs,
  openDay,
  orderQuestion,
  pickerTrigger,
  pickupRadio,
  pickupTimePage,
  quantity,
  startNewOrder,
  timeConfirm,
  typePage,
} from './shop-locators';

/**
 * The main journeys of issue 37 point 3, run in Firefox and WebKit (scripts/engines.mjs) as the Playwright tests run
 * them in Chromium: through the elements by role and the spec's Norwegian texts, on the example pages of a simulator
 * reset before each. Each ends by asking the page for the Content-Security-Policy violations it reported: none on any
 * page, and the policies of /csp/strict.html and /csp/trusted-types.html are what those pages are for.
 *
 * The simulator runs on the machine's clock (WebKit runs no script before the page's own, so the browser's clock
 * cannot be pinned there), and the journeys choose days and windows by position, whatever the date.
 */
export interface Journey {
  name: string;
  run(page: EnginePage): Promise<void>;
  /**
   * Runs in a browser session of its own, after the shared one: for a journey that leaves a file failed for the rest of
   * the session (WebKit keeps a module whose fetch failed, as it keeps one fetched, across the session's pages).
   */
  ownSession?: true;
}

/** The product the add journeys put in the cart, as the CSP Playwright tests do. */
const PRODUCT = 'Tine Lettmelk 1 %';

/** The example pages the add, cart and picker journeys run on: the plain one and the two under a strict policy. */
const PAGES = ['/', '/csp/strict.html', '/csp/trusted-types.html'] as const;

/** The pages the slow calculation's journey runs on: the plain one, and the strict policy's (its styles by stylesheet). */
const SLOW_PAGES = ['/', '/csp/strict.html'] as const;

async function open(page: EnginePage, path: string): Promise<void> {
  await page.goto(path);
  await page.watchViolations();
}

async function expectNoViolations(page: EnginePage): Promise<void> {
  const violations = await page.violations();
  if (violations.length > 0) {
    throw new Error(`The page reported Content-Security-Policy violations:\n  ${violations.join('\n  ')}`);
  }
}

/** The total a cart button's name ends with ('Handlevogn, 2 varer, 51,80 kr': '51,80 kr'). */
function totalOf(name: string): string {
  const total = /(\d[\d ]*,\d\d kr)$/.exec(name)?.[1];
  if (total === undefined) {
    throw new Error(`The cart button names no total: ${name}`);
  }
  return total;
}

/** Add and step a product; the cart popup shows its line and the button's total; 'Til kassen' asks 'Klar for kassen?'. */
async function addStepAndCart(page: EnginePage, path: string): Promise<void> {
  await open(page, path);
  await page.click(addButton(PRODUCT));
  // The count follows an add or a step at once, the total when the platform's calculation answers: wait for the total.
  const oneItemTotal = totalOf((await page.expectVisible(cartButton(/^Handlevogn, 1 vare, (?!0,00 kr$)/))).name);
  await page.click(increaseButton(PRODUCT));
  await page.expectText(quantity(PRODUCT), /2/);
  const button = await page.expectVisible(cartButton(new RegExp(`^Handlevogn, 2 varer, (?!${oneItemTotal}$)`)));
  const total = totalOf(button.name);
  await page.click(cartButton());
  await page.expectText(cartLines.first(), new RegExp(PRODUCT));
  await page.expectText(cartDialog, new RegExp(total));
  await page.click(checkoutLink);
  await page.expectVisible(checkoutDialog);
  await expectNoViolations(page);
}

/** Holds the simulator's next answer on `route` (a platform call, or a file of the build) for `ms`, through its control API. */
async function holdNext(page: EnginePage, route: string, ms: number): Promise<void> {
  await addFault(page, { route, delayMs: ms, times: 1 });
}

async function addFault(page: EnginePage, fault: SimFaultInput): Promise<void> {
  const answer = await fetch(`${page.origin}/__sim/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  });
  if (!answer.ok) {
    throw new Error(`POST /__sim/faults answered ${answer.status}`);
  }
}

async function clearFaults(page: EnginePage): Promise<void> {
  const answer = await fetch(`${page.origin}/__sim/faults`, { method: 'DELETE' });
  if (!answer.ok) {
    throw new Error(`DELETE /__sim/faults answered ${answer.status}`);
  }
}

/** A step whose calculation takes 2.5 s: the popup's amounts give way to «Oppdaterer handlevognen …», then come back. */
async function slowCalculation(page: EnginePage, path: string): Promise<void> {
  await open(page, path);
  await page.click(addButton(PRODUCT));
  const oneItemTotal = totalOf((await page.expectVisible(cartButton(/^Handlevogn, 1 vare, (?!0,00 kr$)/))).name);
  await holdNext(page, 'POST /api/cart/calculator/*', 2500);
  await page.click(increaseButton(PRODUCT));
  await page.click(cartButton());
  await page.expectText(cartDialog, /Oppdaterer handlevognen …/);
  // The footer's four amounts (Varer, Emballasje, Vekt, Å betale) hidden while the words show; then the step's.
  const amounts = cartDialog.getByRole('definition');
  await page.expectCount(amounts, 0);
  const button = await page.expectVisible(cartButton(new RegExp(`^Handlevogn, 2 varer, (?!${oneItemTotal}$)`)));
  await page.expectCount(amounts, 4);
  await page.expectText(cartDialog, new RegExp(totalOf(button.name)));
  await expectNoViolations(page);
}

/**
 * The cart's code refused (503) until the simulator's faults are cleared: «Legg i handlevogn» says «Det har skjedd en
 * feil. Vennligst prøv igjen senere.» and the cart stays empty; then the next press fetches the code again and adds
 * (Firefox and WebKit keep a failed fetch in the module map; the loader asks again at an address of its own). Refused every
 * time, not once: the pointer's intent fetches the code before the press, and WebKit fetches it again for the press. In
 * a session of its own (JOURNEYS says why).
 */
async function addAfterFailedCode(page: EnginePage): Promise<void> {
  await addFault(page, { route: 'GET /dist/lazy/cart-actions-*', status: 503 });
  await open(page, '/');
  await page.click(addButton(PRODUCT));
  await page.expectText(getByRole('alert'), /^Det har skjedd en feil\. Vennligst prøv igjen senere\.$/);
  await page.expectVisible(cartButton(/^Handlevogn, 0 varer/));
  await clearFaults(page);
  await page.click(addButton(PRODUCT));
  await page.expectText(quantity(PRODUCT), /1/);
  await page.expectVisible(cartButton(/^Handlevogn, 1 vare, /));
  await expectNoViolations(page);
}

/**
 * The cart's code held 4 s by the simulator (a slow network, a phone's first tap): «Legg i handlevogn» says it is busy
 * with its mark, a second press adds nothing, and the product is in the cart once. On `/` only, the session's first
 * journey (JOURNEYS says why).
 */
async function firstAddOnSlowCode(page: EnginePage): Promise<void> {
  // Held from before the page loads: the pointer's intent on the button may fetch the code before the press.
  await holdNext(page, 'GET /dist/lazy/cart-actions-*', 4000);
  await open(page, '/');
  await page.click(addButton(PRODUCT));
  await page.expectWaiting(addButton(PRODUCT));
  await page.click(addButton(PRODUCT));
  await page.expectVisible(quantity(PRODUCT));
  // Priced: both adds would have reached the cart together when the code came, before the calculation answered.
  await page.expectVisible(cartButton(/^Handlevogn, 1 vare, (?!0,00 kr$)/));
  await expectNoViolations(page);
}

/**
 * The cart popup's code held 2.5 s: the cart button says it is busy with its mark until the dialog «Handlevogn» shows.
 * Before any journey opens the cart (JOURNEYS says why).
 */
async function cartOnSlowCode(page: EnginePage): Promise<void> {
  await holdNext(page, 'GET /dist/lazy/CartPanels-*', 2500);
  await open(page, '/');
  await page.click(cartButton());
  await page.expectWaiting(cartButton());
  await page.expectVisible(cartDialog);
  await page.expectNotWaiting(cartButton());
  await expectNoViolations(page);
}

/**
 * The handover's state code and the picker's pages held 2.5 s each (fetched one after the other): the picker's trigger
 * says it is busy with its mark through both waits, until the type page shows. Before any picker journey.
 */
async function pickerOnSlowCode(page: EnginePage): Promise<void> {
  await holdNext(page, 'GET /dist/lazy/create-handover-slice-*', 2500);
  await holdNext(page, 'GET /dist/lazy/HandoverPickerPanel-*', 2500);
  await open(page, '/');
  await page.click(pickerTrigger);
  await page.expectWaiting(pickerTrigger);
  await page.expectVisible(typePage);
  await page.expectNotWaiting(pickerTrigger);
  await expectNoViolations(page);
}

/** The picker by clicks: pickup at the store it offers, the fourth open day's first window, 'Bekreft henting'. */
async function pickupWithWindow(page: EnginePage, path: string): Promise<void> {
  await open(page, path);
  await page.click(pickerTrigger);
  await page.click(pickupRadio);
  await page.click(continueButton);
  await page.click(locationConfirm);
  await page.click(openDay(pickupTimePage, 3));
  const window = firstOpenWindow(pickupTimePage);
  await page.click(window);
  await page.expectChecked(window);
  await page.click(timeConfirm(pickupTimePage));
  await page.expectCount(anyDialog, 0);
  await page.expectName(pickerTrigger, /Hente selv/);
  await expectNoViolations(page);
}

/** Delivery to Karl Johans gate 1 picked from the suggestions, the first window; the page reloads with it saved. */
async function deliveryWithAddress(page: EnginePage): Promise<void> {
  await open(page, '/');
  await page.click(pickerTrigger);
  await page.click(deliveryRadio);
  await page.fill(addressField, 'Karl Johans gate 1');
  await page.click(typePage.getByRole('option', { name: /Karl Johans gate 1, 0154 OSLO/ }));
  await page.click(continueButton);
  await page.click(firstOpenWindow(deliveryTimePage));
  await page.click(timeConfirm(deliveryTimePage));
  await page.expectCount(anyDialog, 0);
  // Spec section 2: the store changed over several pages, so the page reloads 500 ms after the picker closes.
  await page.expectText(pickerTrigger, /Karl Johans gate 1/);
  await expectNoViolations(page);
}

/** A member with an order that can still be changed adds: the question; 'Start ny bestilling' keeps a new cart. */
async function orderEditQuestion(page: EnginePage): Promise<void> {
  await open(page, '/?as=member');
  await page.expectText(loggedInAs, /Kari Nordmann/);
  await page.click(addButton('Bananer'));
  await page.click(startNewOrder);
  await page.expectHidden(orderQuestion);
  await page.expectVisible(cartButton(/^Handlevogn, 1 vare,/));
  await expectNoViolations(page);
}

/** The picker by keyboard alone: every control focused and worked by Enter and Space, never by a pointer. */
async function pickupByKeyboard(page: EnginePage): Promise<void> {
  await open(page, '/');
  await page.pressOn(pickerTrigger, 'Enter');
  await page.pressOn(pickupRadio, 'Space');
  await page.pressOn(continueButton, 'Enter');
  await page.pressOn(locationConfirm, 'Enter');
  await page.pressOn(openDay(pickupTimePage, 3), 'Enter');
  const window = firstOpenWindow(pickupTimePage);
  await page.pressOn(window, 'Space');
  await page.expectChecked(window);
  await page.pressOn(timeConfirm(pickupTimePage), 'Enter');
  await page.expectCount(getByRole('dialog'), 0);
  await page.expectFocused(pickerTrigger);
  await page.expectName(pickerTrigger, /Hente selv/);
  await expectNoViolations(page);
}

/** The check itself: on /csp/strict.html a style attribute written as markup is reported, so «no violation» means none. */
async function violationIsReported(page: EnginePage): Promise<void> {
  await open(page, '/csp/strict.html');
  await page.expectVisible(addButton(PRODUCT));
  await page.writeBlockedStyle();
  const deadline = Date.now() + 5_000;
  let violations = await page.violations();
  while (!violations.some((violation) => violation.startsWith('style-src')) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    violations = await page.violations();
  }
  if (!violations.some((violation) => violation.startsWith('style-src'))) {
    throw new Error(`A blocked style attribute was not reported; the page reported: ${JSON.stringify(violations)}`);
  }
}

/**
 * Two tabs of one browser: a step in the second whose calculation the simulator holds 5 s, and meanwhile an add in the
 * first. Once the held calculation returns, both tabs show the first tab's later change, 3 items with «Bananer» (before,
 * the second tab stored its older cart over it, and the first tab followed: 2 items in both).
 */
async function twoTabsAtOnce(page: EnginePage): Promise<void> {
  await open(page, '/');
  await page.click(addButton(PRODUCT));
  await page.expectVisible(cartButton(/^Handlevogn, 1 vare, (?!0,00 kr$)/));
  const second = await page.openTab();
  await open(page, '/');
  await page.expectVisible(cartButton(/^Handlevogn, 1 vare, /));

  await holdNext(page, 'POST /api/cart/calculator/*', 5000);
  await page.click(increaseButton(PRODUCT));
  await page.expectText(quantity(PRODUCT), /2/);
  await page.switchToTab(0);
  await page.expectVisible(cartButton(/^Handlevogn, 2 varer, /));
  await page.click(addButton('Bananer'));
  await page.expectVisible(cartButton(/^Handlevogn, 3 varer, (?!0,00 kr$)/));

  await page.switchToTab(second);
  await page.expectVisible(quantity('Bananer'));
  await page.expectVisible(cartButton(/^Handlevogn, 3 varer, (?!0,00 kr$)/));
  await page.switchToTab(0);
  await page.expectVisible(cartButton(/^Handlevogn, 3 varer, (?!0,00 kr$)/));
  await page.expectVisible(quantity('Bananer'));
  await expectNoViolations(page);
}

/** Every journey, in the order they run. */
export const JOURNEYS: readonly Journey[] = [
  // First, and once each: WebKit keeps a module file it fetched on an earlier page of the session in its memory cache,
  // and does not ask the simulator for it again, so only the session's first fetch of a file can be held: the cart's
  // code before any add, the popup's before the cart is opened, the picker's before it is opened.
  { name: 'a first add on slow code on /', run: firstAddOnSlowCode },
  { name: 'the cart button on slow code on /', run: cartOnSlowCode },
  { name: 'the picker’s trigger on slow code on /', run: pickerOnSlowCode },
  ...PAGES.map((path) => ({ name: `add, step and the cart on ${path}`, run: (page: EnginePage) => addStepAndCart(page, path) })),
  ...SLOW_PAGES.map((path) => ({ name: `a slow calculation on ${path}`, run: (page: EnginePage) => slowCalculation(page, path) })),
  ...PAGES.map((path) => ({ name: `picker: pickup with a window on ${path}`, run: (page: EnginePage) => pickupWithWindow(page, path) })),
  { name: 'picker: delivery with an address', run: deliveryWithAddress },
  { name: 'order edit: the question after an add', run: orderEditQuestion },
  { name: 'two tabs: an add in one while the other’s calculation is on its way', run: twoTabsAtOnce },
  { name: 'picker by keyboard: pickup with a window', run: pickupByKeyboard },
  { name: 'the violation check reports a blocked style on /csp/strict.html', run: violationIsReported },
  // In a session of its own: WebKit keeps the refused file for the session, and every later add of it would fail.
  { name: 'an add after its code was refused on /', run: addAfterFailedCode, ownSession: true },
];
