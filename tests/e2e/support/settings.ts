import { expect, type Page } from '@playwright/test';

/** A change of the example page's site settings, as a chain web team would make it. */
export interface SettingsChange {
  /** Keys set over the page's own; `features`, `paths` and `texts` join the page's. */
  set?: Record<string, unknown>;
  /** Keys the page sets that this site leaves out. */
  remove?: string[];
}

/**
 * The page's site settings (`window.kurvSettings`, assigned inline by the example pages) with a site's changes, from
 * the next navigation on.
 */
export async function withSettings(page: Page, change: SettingsChange): Promise<void> {
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

/**
 * Serves the example page at `pathname` ('/' unless told) with its HTML changed: its settings and tags are inline.
 * Answers the undo: the page as it is served, from the next navigation on.
 */
export async function withPageHtml(page: Page, change: (html: string) => string, pathname = '/'): Promise<() => Promise<void>> {
  const matches = (url: URL) => url.pathname === pathname;
  await page.route(matches, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: change(await response.text()) });
  });
  return () => page.unroute(matches);
}

/**
 * Serves the example product page with one passage of its HTML replaced (a line of its inline settings, say); the
 * passage must be there, so a page that changed fails the test rather than testing nothing.
 */
export async function replaceInPage(page: Page, passage: string, replacement: string): Promise<void> {
  await replacePassagesInPage(page, [[passage, replacement]]);
}

/** `replaceInPage` for several passages at once (a page's HTML is changed by one route: a second would replace the first). */
export async function replacePassagesInPage(page: Page, replacements: readonly (readonly [string, string])[]): Promise<void> {
  await withPageHtml(page, (html) =>
    replacements.reduce((changed, [passage, replacement]) => {
      expect(changed).toContain(passage);
      return changed.replace(passage, replacement);
    }, html),
  );
}

/** The example product page's line of paths in its settings. */
export const SETTINGS_PATHS = "paths: { login: '/?as=member', becomeMember: '/?as=member', myOrders: '/profil/bestilling/' },";

/** The app wrapper's Android bridge on the page, recording what Kurv posts (`window.bridgeMessages`). */
export async function withNativeApp(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const host = window as unknown as { KurvAndroid: { postMessage(message: string): void }; bridgeMessages: unknown[] };
    host.bridgeMessages = [];
    host.KurvAndroid = { postMessage: (message) => host.bridgeMessages.push(JSON.parse(message)) };
  });
}

/** The example page's inline settings script (`window.kurvSettings = { … };`), the object literal captured. */
const INLINE_SETTINGS = /<script>\s*window\.kurvSettings = (\{[\s\S]*?\});\s*<\/script>/;

/** How a site's page carries its settings and what its users wrote (issue 35: a hostile page). */
export interface HostilePage {
  /**
   * The site gives its settings as JSON (`<script type="application/json" id="kurv-settings">` at the end of its body,
   * the inline `window.kurvSettings` gone), as a CMS that renders its configuration into the page does.
   */
  jsonSettings?: boolean;
  /**
   * What the site's users wrote (a review, a rich-text field), as the site's sanitiser let it through: put at the start
   * of the page's body, before the settings script.
   */
  userContent: string;
}

/** Serves the example product page as a site with user content in it (and its settings as JSON, when told). */
export async function withHostilePage(page: Page, hostile: HostilePage): Promise<void> {
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      const response = await route.fetch();
      let html = await response.text();
      expect(html).toContain('<body>');
      if (hostile.jsonSettings) {
        const literal = INLINE_SETTINGS.exec(html)?.[1];
        expect(literal, 'the example page sets window.kurvSettings inline').toBeDefined();
        // The page's own settings, as its script makes them on this origin (`location.origin`), written as JSON.
        const settings: unknown = new Function('location', `return (${literal});`)({ origin: new URL(route.request().url()).origin });
        const json = JSON.stringify(settings).replaceAll('<', '\\u003c');
        html = html
          .replace(INLINE_SETTINGS, '')
          .replace('</body>', `<script type="application/json" id="kurv-settings">${json}</script>\n</body>`);
      }
      await route.fulfill({ response, body: html.replace('<body>', `<body>\n${hostile.userContent}`) });
    },
  );
}

/**
 * Serves the example pages, the build and the simulator at `httpsOrigin` (an https origin of no real host: every request
 * to it is answered from `simulatorOrigin`), so that a page runs as on an https site.
 */
export async function serveOverHttps(page: Page, httpsOrigin: string, simulatorOrigin: string): Promise<void> {
  await page.route(`${httpsOrigin}/**`, async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${simulatorOrigin}${url.pathname}${url.search}` });
    await route.fulfill({ response });
  });
}
