/**
 * Which browser specs run on which dates. Every spec runs at the pinned instant (tests/test-clock.json); the specs whose
 * outcome depends on the date also run on the table's other dates (a Saturday, the days the clocks change in Oslo,
 * 31 December in the evening, a triple-bonus Thursday). One place, a line of reason each; `tests/unit/e2e-layout.test.ts`
 * fails when a spec reads or moves the clock, or works the picker's calendar, without being named here.
 */

/** A spec file (its path under tests/e2e) and why it is here. */
export interface SpecReason {
  spec: string;
  reason: string;
}

/** The specs whose outcome depends on the date: they run on every date of the table. */
export const DATED_SPECS: readonly SpecReason[] = [
  {
    spec: 'handover-picker/journeys.spec.ts',
    reason: 'the whole delivery and pickup journeys choose a day and a window, and reserve one with its countdown',
  },
  {
    spec: 'handover-picker/time-page.spec.ts',
    reason: 'chooses days and windows three and four open days ahead: a held press, «Avbryt» with a reservation, a full window',
  },
  { spec: 'handover-picker/keyboard.spec.ts', reason: 'by keyboard, chooses a day and a window, reserves it, also for an edited order' },
  {
    spec: 'handover-picker/keyboard-focus.spec.ts',
    reason: 'walks the calendar by the arrow keys across its weeks and picks a day and a window',
  },
  {
    spec: 'host-page/notifications.spec.ts',
    reason: 'moves both clocks past a poll; a window saved one open day ahead, an order whose changes end two hours from now',
  },
  {
    spec: 'handover-picker/loyalty.spec.ts',
    reason: 'the bonus end, the triple-bonus days, the campaign days and the coming Saturday are read from the date',
  },
  {
    spec: 'handover-picker/window-states.spec.ts',
    reason:
      'walks every open day of the delivery calendar for its window tags, sets a Tuesday morning, and resets a window saved a day ahead',
  },
  {
    spec: 'handover-picker/time-page-constants.spec.ts',
    reason: 'reads the calendar’s open days for a greener window; moves both clocks into the fixed campaign of 2025',
  },
  {
    spec: 'handover-picker/reservation.spec.ts',
    reason: 'a window reserved three days ahead, its countdown on both clocks, its extension',
  },
  {
    spec: 'handover-picker/persistence.spec.ts',
    reason: 'a reservation and its countdown over reloads and after it ends; the chosen window in a second tab and at checkout',
  },
  {
    spec: 'handover-picker/notices.spec.ts',
    reason: 'the calendar’s closed Sundays, the days a product needs, and «Ikke tilgjengelig dd.mm» come from the date',
  },
  {
    spec: 'cart-popup/handover-window.spec.ts',
    reason: 'the chosen pickup or delivery window is the first open one of a day, and its price joins the total to pay',
  },
  {
    spec: 'edit-order-dialog/deadline.spec.ts',
    reason: 'the open order’s deadline (tomorrow 12.00 in Oslo) decides what can be changed, and both clocks are moved past it',
  },
  {
    spec: 'edit-order-dialog/own-cart.spec.ts',
    reason: 'the open order can be changed until tomorrow 12.00 in Oslo, and both clocks are moved past it to end the edit',
  },
  {
    spec: 'host-page/internal-messages.spec.ts',
    reason: 'chooses a pickup point’s window three open days ahead before the point closes down',
  },
  {
    spec: 'handover-picker/pickup-points.spec.ts',
    reason: 'a pickup point’s or MENY Bryn’s window three open days ahead, kept with its reservation over reloads and tabs',
  },
  {
    spec: 'handover-picker/evenings.spec.ts',
    reason: 'moves both clocks to the Friday evening on or after the date; the full days and the days of preparation come from it',
  },
  {
    spec: 'handover-picker/reasons.spec.ts',
    reason: 'the alcohol hours, the days a product needs, full days and «I dag» (a Tuesday morning after the date) come from the date',
  },
  {
    spec: 'handover-picker/failures.spec.ts',
    reason: 'chooses a window three open days ahead whose save fails or whose reservation is refused, and sees the windows again',
  },
  {
    spec: 'handover-picker/time-page-words.spec.ts',
    reason: 'the calendar’s weeks and month range, the first open day and window, and the reload’s 500 ms on the page’s clock',
  },
  {
    spec: 'handover-picker/cancel.spec.ts',
    reason: 'a window reserved three open days ahead is kept when another store’s times are looked at and «Avbryt» pressed',
  },
  {
    spec: 'handover-picker/window-deadline.spec.ts',
    reason: 'the second open day’s first window and its deadline come from the date; both clocks are moved past that deadline',
  },
];

/**
 * The specs that read or move the clock, or work the calendar, whose outcome is the same on every date: they run at the
 * pinned instant only, and say why here.
 */
export const UNDATED_CLOCK_SPECS: readonly SpecReason[] = [
  {
    spec: 'handover-picker/address-search.spec.ts',
    reason: 'steps the paused clocks through the search’s wait after typing; what it checks are the suggestions and errors',
  },
  {
    spec: 'handover-picker/address-search-timing.spec.ts',
    reason: 'steps the paused clocks through the search’s wait after typing; what it checks is when the search goes out',
  },
  {
    spec: 'host-page/platform-calls.spec.ts',
    reason: 'steps the paused clocks through the calls’ retries and timeouts; what it checks are the calls the page makes',
  },
  {
    spec: 'host-page/single-page-host.spec.ts',
    reason: 'chooses a pickup window only to change the store; what it checks is the store-changed event and the reload',
  },
  {
    spec: 'host-page/trusted-types.spec.ts',
    reason: 'chooses a pickup window only to walk the picker under Trusted Types; what it checks are the notice and violations',
  },
  {
    spec: 'host-page/csp.spec.ts',
    reason: 'chooses a pickup window only to walk the picker under the page’s policy; what it checks are styles and violations',
  },
  {
    spec: 'handover-picker/no-time-page.spec.ts',
    reason: 'on MENY’s chain the type page goes on to the time page and only sees it open; no day or window is chosen',
  },
  {
    spec: 'look/kit-behaviour.spec.ts',
    reason: 'holds a touch on the alert banner by moving only the story page’s timers past 2.5 s; no date matters',
  },
  {
    spec: 'handover-picker/held-window.spec.ts',
    reason:
      'moves both clocks past a notification poll and compares reservation ends; any open day and window will do, and a slow answer is waited out',
  },
  {
    spec: 'host-page/logging-privacy.spec.ts',
    reason: 'chooses the first open window only so that one is logged; what it reads are the log batches and console lines',
  },
  {
    spec: 'host-page/session-clock.spec.ts',
    reason:
      'moves the clocks in steps only to pass the token’s refresh, its retries, the forced logout and the polls; no day or window matters',
  },
  {
    spec: 'cart-popup/cart-states.spec.ts',
    reason: 'sets both clocks to January 2028, after the seeded per-order maximum’s to-date; the other tests read no date',
  },
  {
    spec: 'host-page/session-states.spec.ts',
    reason: 'moves both clocks in steps only past a notification poll, a refresh that must not come and a 401’s 3 s; no day or window',
  },
  {
    spec: 'host-page/session-tabs.spec.ts',
    reason: 'moves the clocks past the token’s refresh and its expiry in two tabs; no day or window matters',
  },
  {
    spec: 'host-page/session-refresh.spec.ts',
    reason: 'moves the clocks in steps only to pass the token’s refresh and its retries; no day or window matters',
  },
  {
    spec: 'handover-picker/double-press.spec.ts',
    reason: 'chooses the first open window only so that one is chosen; what it counts are the saves and reservations of a press',
  },
  {
    spec: 'handover-picker/edit-mode.spec.ts',
    reason: 'reaches the time page of an edited order but chooses no day; the seeded order can be changed until tomorrow on any date',
  },
  {
    spec: 'handover-picker/location-page.spec.ts',
    reason: 'opens the time page (a store without a warning, «Tilbake», the store of the cookie) but chooses no day',
  },
  {
    spec: 'cart-popup/journeys.spec.ts',
    reason: 'reads the machine’s clock only to measure the login prompt cookie’s 30 days; the checkout popup opens the time page, no day',
  },
  {
    spec: 'cart-popup/sync-races.spec.ts',
    reason: 'moves both clocks on by seconds only to fire the notification poll; the cart it checks holds no dated price',
  },
  {
    spec: 'host-page/cookies-and-login-paths.spec.ts',
    reason: 'reads the machine’s clock only to measure the cookies’ lifetimes, which the browser counts on the same clock',
  },
  {
    spec: 'host-page/example-sites.spec.ts',
    reason: 'parses a seeded order’s deadline to write it as the widgets do; which orders can change is relative to now on any date',
  },
  { spec: 'host-page/logging.spec.ts', reason: 'runs the page’s clock past the log batch’s wait; no date is in any outcome' },
  {
    spec: 'edit-order-dialog/question-words.spec.ts',
    reason:
      'writes a seeded order’s supplier deadline (two hours on, whatever the date) as the dialog writes it; runs the page’s clock past a slow order load',
  },
  {
    spec: 'host-page/native-bridge.spec.ts',
    reason: 'chooses a pickup window only so that one is chosen before «Til kassen»; the message to the app names no date',
  },
  {
    spec: 'host-page/settings.spec.ts',
    reason: 'chooses a pickup window only to see the reservation call’s path with API version 2',
  },
  {
    spec: 'handover-picker/loading-states.spec.ts',
    reason: 'opens the saved window’s time page only to see «Bekreft henting» while the windows load; it chooses no day',
  },
  {
    spec: 'handover-picker/household-save.spec.ts',
    reason: 'chooses the first open window only so that a save is made; what it reads are the saves’ bodies',
  },
  {
    spec: 'handover-picker/delivery-calendar-call.spec.ts',
    reason: 'opens the time page only to see that windows show and which call asked for them; no day or window is chosen',
  },
  {
    spec: 'handover-picker/window-fetch.spec.ts',
    reason: 'opens the time page only to see that no windows are asked for a store or delivery the fetch refuses',
  },
  {
    spec: 'handover-picker/product-deadline.spec.ts',
    reason: 'takes the first two open windows of the day the time page opens on, whatever the date, and ends one’s deadline',
  },
  {
    spec: 'host-page/webshop-chains.spec.ts',
    reason: 'runs the page’s clock through three 10 s notification polls; no date is in any outcome',
  },
  {
    spec: 'look/small-screens.spec.ts',
    reason: 'chooses the first open window only to lay out the time page and the trigger’s short form on a phone',
  },
  { spec: 'look/visual.spec.ts', reason: 'its baselines show the pinned instant’s days: it runs at the pinned instant only' },
  {
    spec: 'add-to-cart-button/keyboard-focus.spec.ts',
    reason: 'sees the picker open on its time page and close with Escape; no day or window is chosen',
  },
  {
    spec: 'handover-picker/calls.spec.ts',
    reason: 'opens the time page only to read the window call’s cartInfo in the request log; no day is chosen, no date is in it',
  },
  {
    spec: 'look/label-in-name.spec.ts',
    reason: 'opens the time page only to read the names of the windows and day buttons it shows; their form holds on any date',
  },
  {
    spec: 'cart-popup/checkout-page.spec.ts',
    reason: 'moves both clocks only to see a held reservation extended by a cart change; the saved window is the first open one',
  },
  {
    spec: 'handover-picker/windows-weight.spec.ts',
    reason: 'opens the delivery time page only to read its message for a platform that gives no days; no day is shown',
  },
  {
    spec: 'host-page/site-defaults.spec.ts',
    reason: 'reads the simulator’s request times only to measure the access token’s retry delays; no date matters',
  },
  {
    spec: 'edit-order-dialog/deadline-midnight.spec.ts',
    reason: 'reads the simulator’s clock only to put an order’s deadline at the coming Oslo midnight; its text is the same on any day',
  },
  {
    spec: 'edit-order-dialog/deadline-hour.spec.ts',
    reason:
      'reads the simulator’s clock only to put an order’s deadline in the coming night’s 00 and 01 hours; its text is the same on any day',
  },
  {
    spec: 'handover-picker/price-intervals.spec.ts',
    reason: 'opens the time page only to read the first open window’s «Fra X kr»; the prices are the test’s own on any date',
  },
  {
    spec: 'handover-picker/session-save-failure.spec.ts',
    reason: 'runs the page’s clock only to let the log batch go; the address is used on any date',
  },
  {
    spec: 'handover-picker/store-cookie.spec.ts',
    reason: 'confirms a window three days ahead only so that the store is kept; what it reads is the cookie’s lifetime',
  },
  {
    spec: 'host-page/session-failures.spec.ts',
    reason: 'steps both clocks only over the 2 s wait after a household write, and the page’s to let a log batch go',
  },
  {
    spec: 'handover-picker/reload-delay.spec.ts',
    reason: 'chooses a window three days ahead only to close the picker on a new store; what it reads is the reload’s delay',
  },
  {
    spec: 'edit-order-dialog/order-removal.spec.ts',
    reason: 'runs the page’s clock only to let the log batch go; the open order can be changed on any date',
  },
  {
    spec: 'handover-picker/reservation-ring.spec.ts',
    reason: 'a window three open days ahead is reserved only to show the ring; what it reads is the ring’s maximum',
  },
  {
    spec: 'handover-picker/reservation-extend.spec.ts',
    reason: 'a window three open days ahead is reserved only to be extended; what it reads is the extend’s failure handled',
  },
  {
    spec: 'add-to-cart-button/stock-labels.spec.ts',
    reason: 'confirms a window three days ahead only to shop at MENY Moholt; what it reads is the stock label',
  },
  {
    spec: 'handover-picker/roles.spec.ts',
    reason: 'confirms the first open window of the day the time page opens on only to see that no reservation is made',
  },
  {
    spec: 'handover-picker/anonymous-shopper.spec.ts',
    reason:
      'confirms a window three open days ahead only to see that no reservation is made; the cookie’s 3 hours are on the machine’s clock',
  },
  {
    spec: 'host-page/membership.spec.ts',
    reason: 'opens the time page to see no bonus text, and confirms its first open window only to see that no reservation is made',
  },
];

/** The main journeys (add, cart, the picker's delivery and pickup, the order edit), run once more on the preact build. */
export const PREACT_JOURNEYS: readonly string[] = [
  'add-to-cart-button/many-products.spec.ts',
  'cart-popup/cart.spec.ts',
  'cart-popup/journeys.spec.ts',
  'cart-popup/handover-window.spec.ts',
  'handover-picker/journeys.spec.ts',
  'handover-picker/type-page.spec.ts',
  'handover-picker/time-page.spec.ts',
  'edit-order-dialog/order-edit.spec.ts',
  'edit-order-dialog/deadline.spec.ts',
  'host-page/csp.spec.ts',
  'host-page/trusted-types.spec.ts',
];

/** A Playwright `testMatch` for spec paths under tests/e2e. */
export function specMatcher(specs: readonly string[]): RegExp {
  const escaped = specs.map((spec) => spec.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\//g, '[\\\\/]'));
  return new RegExp(`[\\\\/]tests[\\\\/]e2e[\\\\/](${escaped.join('|')})$`);
}
