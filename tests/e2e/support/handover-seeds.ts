import { type APIResponse, type BrowserContext, expect, type Page } from '@playwright/test';
import type { SimHandoverDay, SimHandoverWindow } from '../../../packages/platform-sim/src/model/handover-windows';
import type { SimLogin } from '../../../packages/platform-sim/src/model/sessions';
import type { HandoverPicker } from '../pages/HandoverPicker';
import { type ShopPage, TEST_USERS } from '../pages/ShopPage';
import type { SimulatorClient } from './simulator';

/**
 * A handover picker's starting state set in one go, as the picker itself would have left it: the anonymous shopper's
 * store in the chain's cookie, a member's saved pickup window in the household, its reservation in the platform and in
 * the browser's local key. For the tests whose subject comes after that state; the journeys that make it by clicks
 * stay clicks.
 */

/** The example pages' chain (MENY). */
const CHAIN_ID = '1300';

/** The chain's cookie of the anonymous shopper's store (the site setting anonymousGlnCookieName, left at its default). */
export const ANONYMOUS_GLN_COOKIE = 'kurv_anonymous_gln';

/** The picker's local key of the member's reservation (`storageKeys.reservation`, packages/core/src/storage/storage-keys.ts). */
export const RESERVATION_KEY = `kurv.reservation.${CHAIN_ID}`;

/** How long the picker keeps the store cookie: 0.125 days (spec section 9). */
const ANONYMOUS_GLN_COOKIE_SECONDS = 0.125 * 24 * 60 * 60;

/** The effective total of an empty cart (the calculator's total missing counts as 1, spec section 9). */
const EMPTY_CART_TOTAL = 1;

/** A member's saved pickup window, as the household holds it after the time page's confirm. */
export interface SavedPickupWindow {
  windowId: string;
  from: string;
  to: string;
  storeGln: string;
  pickupGln: string;
  /** The store's name, as the trigger shows it. */
  storeName: string;
  /** The window's deadline (its handover product's): past it, the window is reset (spec section 4). */
  deadline: string;
}

/** The member's reservation as the picker keeps it locally (`Reservation`, packages/core/src/rules/handover/handover-types.ts). */
export interface KeptReservation {
  reservationId: string;
  pickupGln: string;
  windowId: string;
  from: string;
  to: string;
  reservedTo: string;
  memberId: string;
  handoverType: 'Store';
}

/**
 * The anonymous shopper's store in the chain's cookie alone, with the lifetime the picker gives it: a page loaded now
 * (a new tab, with nothing of the shopper in its storage) shows that store.
 */
export async function keepAnonymousStoreCookie(context: BrowserContext, origin: string, gln: string): Promise<void> {
  await context.addCookies([
    {
      name: ANONYMOUS_GLN_COOKIE,
      value: gln,
      url: origin,
      sameSite: 'Lax',
      expires: Math.floor(Date.now() / 1000) + ANONYMOUS_GLN_COOKIE_SECONDS,
    },
  ]);
}

/** A platform call as the member logged in with `login` (its bearer token), on the page's request context. */
async function asMember(page: Page, login: SimLogin, method: 'get' | 'post' | 'put', path: string, data?: unknown): Promise<APIResponse> {
  const answer = await page.context().request[method](path, { headers: { authorization: `Bearer ${login.token}` }, data });
  expect(answer.ok(), `${method.toUpperCase()} ${path}: ${await answer.text()}`).toBe(true);
  return answer;
}

/** The handover product an empty cart uses on a window (spec section 5: price interval and deadline ahead), or none. */
function emptyCartProduct(window: SimHandoverWindow, now: number) {
  const total = EMPTY_CART_TOTAL + 0.00001;
  return window.handoverProducts.find(
    (product) => total >= product.priceIntervalFrom && total < (product.priceIntervalTo ?? 2e10) && Date.parse(product.deadline) > now,
  );
}

/** Whether an empty cart can choose the window: a product for it, a place left, not disabled (spec section 4's reasons). */
function choosable(window: SimHandoverWindow, now: number): boolean {
  return window.capacity > 0 && !window.isTemporarilyDisabled && emptyCartProduct(window, now) !== undefined;
}

/**
 * Saves, through the platform's household API, a pickup window at the member's own store as the time page's confirm
 * does: the open day `openDay` (0: the first day with a window to choose, as the picker's calendar counts them) and its
 * first window an empty cart can choose, with that window's times, deadlines, product and tags.
 */
export async function saveMemberPickupWindow(
  page: Page,
  sim: SimulatorClient,
  login: SimLogin,
  openDay: number,
  chainId: string = CHAIN_ID,
  /** Another store than the member's own (as another device of hers chooses it); her own unless given. */
  at?: { gln: string; pickupGln: string; name: string },
): Promise<SavedPickupWindow> {
  const user = (await (await asMember(page, login, 'get', `/api/extended-user/${chainId}`)).json()) as {
    store: { gln: string; pickupGln: string; name: string };
    handoverInfo: Record<string, unknown>;
  };
  const { gln, pickupGln, name: storeName } = at ?? user.store;
  const { days } = (await (
    await asMember(page, login, 'post', `/api/handoverwindows/store/${chainId}/${gln}`, {
      weight: 0,
      productIds: [],
      cartInfo: { numberOfItemsOrdered: 0, totalWeight: 0, totalToPay: 0, containsFrozenFood: false },
    })
  ).json()) as { days: SimHandoverDay[] };
  const now = Date.parse(await sim.now());
  const openDays = days.filter((day) => day.handoverWindows.some((window) => choosable(window, now)));
  const window = openDays[openDay]?.handoverWindows.find((candidate) => choosable(candidate, now));
  const product = window === undefined ? undefined : emptyCartProduct(window, now);
  if (window === undefined || product === undefined) {
    throw new Error(`The member's store has no open day ${openDay} with a window to choose`);
  }
  // The body the picker sends (toHouseholdHandoverBody): the saved handover with the window's fields.
  await asMember(page, login, 'put', `/api/extended-user/${chainId}/household`, {
    deliveryComment: '',
    prefferedStoreId: gln,
    pickupStoreId: pickupGln,
    handoverInfo: {
      ...user.handoverInfo,
      from: window.from,
      to: window.to,
      customerPickupFrom: window.displayFrom,
      customerPickupTo: window.displayTo,
      deadline: product.deadline,
      supplierOrderDeadline: window.supplierOrderDeadline,
      windowId: window.windowId,
      product: product.ean,
      windowTags: window.windowTags,
      deliveryInfo: null,
      handoverType: 'BUTIKK',
      storeGln: gln,
      pickupPointGln: pickupGln,
    },
  });
  return {
    windowId: window.windowId,
    from: window.from,
    to: window.to,
    storeGln: gln,
    pickupGln,
    storeName,
    deadline: product.deadline,
  };
}

/** Reserves the saved window through the platform's reservation API, as the time page's confirm does for a member. */
export async function reservePickupWindow(page: Page, login: SimLogin, window: SavedPickupWindow): Promise<KeptReservation> {
  const answer = (await (
    await asMember(page, login, 'post', '/sylinder/hentevinduer/reservasjoner/v1/api', {
      kjedeId: CHAIN_ID,
      gln: window.pickupGln,
      id: window.windowId,
      hentevinduStart: window.from,
      hentevinduSlutt: window.to,
      leverandoerHentevinduId: null,
      type: 'Store',
    })
  ).json()) as {
    id: string;
    gln: string;
    hentevinduId: string;
    hentevinduStart: string;
    hentevinduSlutt: string;
    medlemId: string;
    reservertTil: string;
  };
  return {
    reservationId: answer.id,
    pickupGln: answer.gln,
    windowId: answer.hentevinduId,
    from: answer.hentevinduStart,
    to: answer.hentevinduSlutt,
    reservedTo: answer.reservertTil,
    memberId: answer.medlemId,
    handoverType: 'Store',
  };
}

/**
 * Writes the reservation into the picker's local key, as the picker keeps it after reserving, before the example page
 * is loaded: on a small file of the same origin, so the page's own first load finds it (and takes it up when valid).
 */
export async function keepReservationInBrowser(page: Page, reservation: KeptReservation): Promise<void> {
  await page.goto('/assets/favicon-meny.svg');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [RESERVATION_KEY, JSON.stringify(reservation)] as const);
}

/**
 * The member (Kari) logged in with a pickup window at the chain's store saved (`chainId`: MENY's unless told; on another
 * chain's site its default store), as the time page's confirm leaves it, without a reservation. The page is not loaded.
 */
export async function memberWithSavedPickupWindow(
  page: Page,
  sim: SimulatorClient,
  chainId: string = CHAIN_ID,
): Promise<SavedPickupWindow> {
  return await saveMemberPickupWindow(page, sim, await sim.login('member'), 1, chainId);
}

/**
 * The member (Kari) logged in with a pickup window at her own store saved and reserved, the reservation kept in the
 * browser: what choosing the window on the time page and 'Bekreft henting' leave (the open day `openDay`, 3 unless
 * told). The page is not loaded yet.
 */
export async function memberWithReservedPickupWindow(
  page: Page,
  sim: SimulatorClient,
  openDay = 3,
): Promise<{ window: SavedPickupWindow; reservation: KeptReservation }> {
  const login = await sim.login('member');
  const window = await saveMemberPickupWindow(page, sim, login, openDay);
  const reservation = await reservePickupWindow(page, login, window);
  await keepReservationInBrowser(page, reservation);
  return { window, reservation };
}

/**
 * Loads the example page as the member of `memberWithReservedPickupWindow` and waits until the page knows her: the
 * trigger names the saved store, and the kept reservation has been taken up (which asks for the reservation length once;
 * the picker's first opening would ask for it otherwise).
 */
export async function openAsSeededMember(
  shop: ShopPage,
  picker: HandoverPicker,
  sim: SimulatorClient,
  seeded: { window: SavedPickupWindow },
): Promise<void> {
  await shop.open();
  await expect(shop.loggedInAs).toHaveText(TEST_USERS.member);
  await expect(picker.trigger).toContainText(seeded.window.storeName);
  await expect
    .poll(async () => (await sim.requests()).some((request) => request.path.endsWith('/reservasjoner/v1/api/configuration')))
    .toBe(true);
}

/**
 * Saves, through the platform's household API, a home delivery without its delivery info as the member's handover (a
 * profile left so by another client): spec section 8's user load resets it to store pickup, a forced handover change.
 */
export async function saveHomeDeliveryWithoutAddress(page: Page, login: SimLogin): Promise<void> {
  const user = (await (await asMember(page, login, 'get', `/api/extended-user/${CHAIN_ID}`)).json()) as {
    store: { gln: string; pickupGln: string };
    handoverInfo: Record<string, unknown>;
  };
  await asMember(page, login, 'put', `/api/extended-user/${CHAIN_ID}/household`, {
    deliveryComment: '',
    prefferedStoreId: user.store.gln,
    pickupStoreId: user.store.pickupGln,
    handoverInfo: { ...user.handoverInfo, handoverType: 'HJEM', deliveryInfo: null, windowId: null },
  });
}

/**
 * The member (Kari) logged in with home delivery saved to an address without a postal code (through the platform's
 * household API): the windows of such a delivery cannot be asked for (spec section 5: 'Missing postalcode'). The page
 * is not loaded yet.
 */
export async function memberWithDeliveryWithoutPostalCode(page: Page, sim: SimulatorClient): Promise<void> {
  const login = await sim.login('member');
  const user = (await (await asMember(page, login, 'get', `/api/extended-user/${CHAIN_ID}`)).json()) as {
    store: { gln: string; pickupGln: string };
    handoverInfo: Record<string, unknown>;
  };
  await asMember(page, login, 'put', `/api/extended-user/${CHAIN_ID}/household`, {
    deliveryComment: '',
    prefferedStoreId: user.store.gln,
    pickupStoreId: user.store.pickupGln,
    handoverInfo: {
      ...user.handoverInfo,
      handoverType: 'HJEM',
      deliveryInfo: {
        firstName: 'Kari',
        lastName: 'Nordmann',
        address: 'Karl Johans gate 1',
        postalCode: '',
        city: 'OSLO',
        coordinates: null,
        comment: '',
        stores: [user.store.gln],
      },
    },
  });
}

/**
 * The member (Kari) logged in, and the platform's user answer for her changed to a store whose ids are as given (a
 * '0' or empty id, as a profile left without a store has): spec section 5's window fetch refuses such a store. The
 * simulator answers every user load with it. The page is not loaded yet.
 */
export async function memberWithStoreIds(page: Page, sim: SimulatorClient, ids: { gln: string; pickupGln: string }): Promise<void> {
  const login = await sim.login('member');
  const user = (await (await asMember(page, login, 'get', `/api/extended-user/${CHAIN_ID}`)).json()) as { store: object };
  await sim.addFault({ route: `GET /api/extended-user/${CHAIN_ID}`, body: { ...user, store: { ...user.store, ...ids } } });
}

/**
 * Another device of the member saves her home delivery to another street (through the platform's household API), the
 * window, the store and the postal code kept: only the delivery address and its coordinates change.
 */
export async function saveDeliveryToOtherStreet(
  page: Page,
  login: SimLogin,
  street: { address: string; coordinates: { lat: number; lon: number } },
): Promise<void> {
  const user = (await (await asMember(page, login, 'get', `/api/extended-user/${CHAIN_ID}`)).json()) as {
    store: { gln: string; pickupGln: string };
    handoverInfo: { deliveryInfo: Record<string, unknown> | null; [field: string]: unknown };
  };
  if (user.handoverInfo.deliveryInfo === null) {
    throw new Error('The member has no home delivery saved');
  }
  await asMember(page, login, 'put', `/api/extended-user/${CHAIN_ID}/household`, {
    deliveryComment: '',
    prefferedStoreId: user.store.gln,
    pickupStoreId: user.store.pickupGln,
    handoverInfo: { ...user.handoverInfo, deliveryInfo: { ...user.handoverInfo.deliveryInfo, ...street } },
  });
}

/** A member's alternative address as the platform keeps it (`POST /api/extended-user/{chainid}/alternative-address`). */
export interface AlternativeAddressInput {
  firstName: string;
  lastName: string;
  address: string;
  postalCode: string;
  city: string;
}

/**
 * Adds an alternative address to the member's household through the platform's API, as a profile page would, sent
 * without coordinates: the mapping authority never confirmed it, so the picker calls it unverified (spec section 8).
 */
export async function addUnconfirmedAlternativeAddress(
  page: Page,
  login: SimLogin,
  address: AlternativeAddressInput,
  chainId: string = CHAIN_ID,
): Promise<void> {
  await asMember(page, login, 'post', `/api/extended-user/${chainId}/alternative-address`, address);
}

/** MENY Ullevål's deviation text as the simulator seeds it (its handover options' answer). */
export const SEEDED_DEVIATION =
  '<p>Butikken bygges om og har <strong>redusert åpningstid</strong>. Henting i butikk er stengt på søndager.</p>';

/** The platform answers the chain's handover options with MENY Ullevål's deviation text replaced by `html`. */
export async function replaceStoreDeviation(page: Page, sim: SimulatorClient, html: string): Promise<void> {
  const answer = await (await page.request.get(`/api/handoveroptions/${CHAIN_ID}`)).text();
  const seeded = JSON.stringify(SEEDED_DEVIATION).slice(1, -1);
  expect(answer).toContain(seeded);
  await sim.addFault({ route: 'GET /api/handoveroptions/*', body: JSON.parse(answer.replace(seeded, JSON.stringify(html).slice(1, -1))) });
}
