import { expect, type Locator, type Page } from '@playwright/test';

/** The seeded test users the example pages log in with `?as=` (docs/simulator.md), and who the test panel names. */
export const TEST_USERS = {
  member: /Kari Nordmann/,
  simplified: /Ola Hansen/,
  corporate: /Per Berg/,
  associated: /Lise Nordmann/,
  noAddress: /Nina Dahl/,
  addressProblems: /Jonas Lie/,
} as const;

export type TestUserKind = keyof typeof TEST_USERS;

/**
 * An example chain page (`examples/`) as a shopper meets it: loaded, perhaps as a test user (`?as=`, the site's own
 * login), with the simulator's test panel saying who is logged in. The page's shop store and data layer are read here
 * too, for what a test checks behind the elements.
 */
export class ShopPage {
  /** The test panel's 'Innlogget:' value: who is logged in. */
  readonly loggedInAs: Locator;

  constructor(readonly page: Page) {
    this.loggedInAs = page.getByTestId('logged-in-as');
  }

  /** Loads an example page (the MENY product list unless told), anonymous or as a test user. */
  async open(path = '/', as?: TestUserKind | 'anonymous'): Promise<void> {
    await this.page.goto(as === undefined ? path : `${path}${path.includes('?') ? '&' : '?'}as=${as}`);
  }

  /**
   * Starts loading an example page and answers when its HTML is parsed (`document.readyState` past 'loading'), before
   * its deferred scripts have run: for a test that holds a script back (support/held-script.ts).
   */
  async openParsed(path = '/'): Promise<void> {
    await this.page.goto(path, { waitUntil: 'commit' });
    await this.page.waitForFunction(() => document.readyState !== 'loading');
  }

  /** Loads an example page as a test user and waits until the page knows who: the session has arrived. */
  async openAs(kind: TestUserKind, path = '/'): Promise<void> {
    await this.open(path, kind);
    await expect(this.loggedInAs).toHaveText(TEST_USERS[kind]);
  }

  /** Logs the test user out from the test panel ('Testpanel', 'Logg ut testbruker'); answers once the panel says 'Anonym'. */
  async logOutFromTestPanel(): Promise<void> {
    await this.page.getByRole('button', { name: 'Testpanel' }).click();
    await this.page.getByRole('button', { name: 'Logg ut testbruker' }).click();
    await expect(this.loggedInAs).toHaveText('Anonym');
  }

  /** Logs a token in through the page's API (`window.kurv.login`), as a site's own login code does. */
  async login(token: string): Promise<void> {
    await this.page.evaluate((raw) => (window as unknown as { kurv: { login: (token: string) => Promise<void> } }).kurv.login(raw), token);
  }

  /** Counts a Kurv event on the page's document (`kurv:refresh-failed` …) from now on; answers a reader of the count. */
  async countEvents(name: string): Promise<() => Promise<number>> {
    await this.page.evaluate((event) => {
      const host = window as unknown as { kurvTestEventCounts?: Record<string, number> };
      host.kurvTestEventCounts ??= {};
      const counts = host.kurvTestEventCounts;
      counts[event] = 0;
      document.addEventListener(event, () => {
        counts[event] = (counts[event] ?? 0) + 1;
      });
    }, name);
    return () =>
      this.page.evaluate(
        (event) => (window as unknown as { kurvTestEventCounts?: Record<string, number> }).kurvTestEventCounts?.[event] ?? 0,
        name,
      );
  }

  /** The page's cart id (spec section 3, persistedId), from its shop store. */
  persistedId(): Promise<string> {
    return this.page.evaluate(() => {
      const registration = (globalThis as unknown as Record<symbol, { store: { getState(): { cart: { persistedId: string } } } }>)[
        Symbol.for('kurv.store')
      ];
      return registration?.store.getState().cart.persistedId ?? '';
    });
  }

  /** How many lines the page's cart holds, from its shop store (undefined before the runtime has loaded). */
  cartLineCount(): Promise<number | undefined> {
    return this.page.evaluate(
      () =>
        (globalThis as unknown as Record<symbol, { store: { getState(): { cart: { items: unknown[] } } } }>)[
          Symbol.for('kurv.store')
        ]?.store.getState().cart.items.length,
    );
  }

  /** The session's token as the page's shop store holds it, or null. */
  sessionToken(): Promise<string | null> {
    return this.page.evaluate(
      () =>
        (globalThis as unknown as Record<symbol, { store: { getState: () => { session: { token: { value: string } | null } } } }>)[
          Symbol.for('kurv.store')
        ]?.store.getState().session.token?.value ?? null,
    );
  }

  /** Loads the user again through the page's shop store (`loadUser`), as the widgets do when the session may have changed. */
  async loadUser(): Promise<void> {
    await this.page.evaluate(() =>
      (globalThis as unknown as Record<symbol, { store: { getState(): { loadUser(): Promise<void> } } }>)[Symbol.for('kurv.store')]?.store
        .getState()
        .loadUser(),
    );
  }

  /** What the page pushed to `window.dataLayer` (its tracking events), all or those of one `event`. */
  dataLayer<T = Record<string, unknown>>(event?: string): Promise<T[]> {
    return this.page.evaluate(
      (name) =>
        ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter(
          (entry) => name === null || entry.event === name,
        ) as never,
      event ?? null,
    );
  }
}
