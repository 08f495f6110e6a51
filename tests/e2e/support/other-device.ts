import { type Browser, type BrowserContext, expect } from '@playwright/test';
import { CartPopup } from '../pages/CartPopup';
import { ShopPage, TEST_USERS, type TestUserKind } from '../pages/ShopPage';
import { type Flavour, serveFlavour } from './flavour';
import { SimulatorClient } from './simulator';

/** Another device of a test user: a browser context of its own (no storage shared), with its page's shop and cart. */
export interface OtherDevice {
  context: BrowserContext;
  shop: ShopPage;
  cart: CartPopup;
}

/**
 * Opens the example page (the MENY product list unless told) on another device of a test user: a new browser context,
 * its clock installed at the simulator's now, the same build (`flavour`), logged in by the simulator as `kind` (the same
 * seeded member as the test's own page), and waits until the page knows who. Close its `context` at the end.
 */
export async function openOtherDevice(
  browser: Browser,
  baseURL: string,
  sim: SimulatorClient,
  flavour: Flavour,
  kind: TestUserKind,
  path = '/',
): Promise<OtherDevice> {
  const context = await browser.newContext({ baseURL });
  await context.clock.install({ time: new Date(await sim.now()) });
  await serveFlavour(context, flavour);
  await new SimulatorClient(context.request).login(kind);
  const page = await context.newPage();
  const shop = new ShopPage(page);
  await shop.open(path);
  await expect(shop.loggedInAs).toHaveText(TEST_USERS[kind]);
  return { context, shop, cart: new CartPopup(page) };
}
