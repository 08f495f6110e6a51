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

/** The Kurv tags whose boxes take room in a chain page (`<edit-order-dialog>` shows a dialog only when asked). */
const BOXED_TAGS = 'handover-picker, cart-popup, add-to-cart-button';

/**
 * What the tests read of the page's shop store, where the runtime registers it (`window[Symbol.for('kurv.store')]`,
 * undefined before the runtime has loaded). One type for every reader below: a function `page.evaluate` runs is sent
 * to the page as text, so each names the symbol itself, but none spells the store's shape again.
 */
type KurvStoreHost = Record<
  symbol,
  | {
      store: {
        getState(): {
          cart: { persistedId: string; items: unknown[] };
          session: { status: string; token: { value: string } | null };
          user: { extendedUser: unknown };
          loadUser(): Promise<void>;
        };
      };
    }
  | undefined
>;

/** A box's size and place in CSS pixels, rounded to a tenth. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Every size one tag's border box had, from the first the watch saw: `add-to-cart-button #3` → ['220 × 56', …]. */
export type TagSizes = Record<string, string[]>;

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
    return this.page.evaluate(
      () => (globalThis as unknown as KurvStoreHost)[Symbol.for('kurv.store')]?.store.getState().cart.persistedId ?? '',
    );
  }

  /** How many lines the page's cart holds, from its shop store (undefined before the runtime has loaded). */
  cartLineCount(): Promise<number | undefined> {
    return this.page.evaluate(() => (globalThis as unknown as KurvStoreHost)[Symbol.for('kurv.store')]?.store.getState().cart.items.length);
  }

  /**
   * Waits until Kurv on the page has started its session: the shopper known (member or anonymous) and no login under
   * way. Kurv starts once the page's first contentful paint is shown, which can be after its load event: a test that changes the site's
   * session after opening the page (`sim.login` sets the site's session cookie) waits for this first, or the page's own
   * start reads the change and logs in with the site's token beside the test's.
   */
  async sessionStarted(): Promise<void> {
    await this.page.waitForFunction(() => {
      const state = (globalThis as unknown as KurvStoreHost)[Symbol.for('kurv.store')]?.store.getState();
      return state !== undefined && state.user.extendedUser !== null && state.session.status !== 'loading';
    });
  }

  /** The session's token as the page's shop store holds it, or null. */
  sessionToken(): Promise<string | null> {
    return this.page.evaluate(
      () => (globalThis as unknown as KurvStoreHost)[Symbol.for('kurv.store')]?.store.getState().session.token?.value ?? null,
    );
  }

  /** Loads the user again through the page's shop store (`loadUser`), as the widgets do when the session may have changed. */
  async loadUser(): Promise<void> {
    await this.page.evaluate(() => (globalThis as unknown as KurvStoreHost)[Symbol.for('kurv.store')]?.store.getState().loadUser());
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

  // Issue 38: the boxes of the page's Kurv tags and of the host's header and first tile (zero layout shift from Kurv).

  /**
   * Starts watching every size of each tag's border box (a ResizeObserver, whose first report is the size now): a tag
   * that changes size at any moment after this, however briefly, is in `tagSizes()` with more than one size.
   */
  async watchTagSizes(): Promise<void> {
    await this.page.evaluate((selector) => {
      const sizes: Record<string, string[]> = {};
      const names = new Map<Element, string>();
      const count: Record<string, number> = {};
      for (const element of document.querySelectorAll(selector)) {
        const tag = element.localName;
        count[tag] = (count[tag] ?? 0) + 1;
        names.set(element, `${tag} #${count[tag]}`);
      }
      const observer = new ResizeObserver((entries) => {
        for (const entry of entries) {
          const [box] = entry.borderBoxSize;
          const name = names.get(entry.target) ?? entry.target.localName;
          const size = `${box?.inlineSize.toFixed(1)} × ${box?.blockSize.toFixed(1)}`;
          const seen = sizes[name] ?? [];
          if (seen.at(-1) !== size) {
            sizes[name] = [...seen, size];
          }
        }
      });
      for (const element of names.keys()) {
        observer.observe(element);
      }
      (window as unknown as { kurvTagSizes: typeof sizes }).kurvTagSizes = sizes;
    }, BOXED_TAGS);
  }

  /** Waits until every tag on the page has rendered its widget in its shadow root (its first render is done). */
  async tagsRendered(): Promise<void> {
    await this.page.waitForFunction(
      (selector) =>
        [...document.querySelectorAll(selector)].every(
          (element) => (element.shadowRoot?.querySelector('[class^="kurv-"]') ?? null) !== null,
        ),
      BOXED_TAGS,
    );
  }

  /** What `watchTagSizes` saw so far. */
  tagSizes(): Promise<TagSizes> {
    return this.page.evaluate(() => ({ ...(window as unknown as { kurvTagSizes: Record<string, string[]> }).kurvTagSizes }));
  }

  /** The boxes of the header, the first product tile and each tag now (rounded to a tenth of a pixel). */
  hostBoxes(): Promise<Record<string, Box>> {
    return this.page.evaluate((selector) => {
      const boxOf = (element: Element | null): Box => {
        const rect = element?.getBoundingClientRect() ?? new DOMRect();
        const tenth = (value: number) => Math.round(value * 10) / 10;
        return { x: tenth(rect.x + scrollX), y: tenth(rect.y + scrollY), width: tenth(rect.width), height: tenth(rect.height) };
      };
      const boxes: Record<string, Box> = {
        header: boxOf(document.querySelector('.site-header')),
        'first tile': boxOf(document.querySelector('.tile')),
      };
      for (const element of document.querySelectorAll(selector)) {
        if (!element.closest('.tile') || element === document.querySelector('.tile add-to-cart-button')) {
          boxes[element.localName] = boxOf(element);
        }
      }
      return boxes;
    }, BOXED_TAGS);
  }
}
