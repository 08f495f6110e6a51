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

/** Serves the example page at `pathname` ('/' unless told) with its HTML changed: its settings and tags are inline. */
export async function withPageHtml(page: Page, change: (html: string) => string, pathname = '/'): Promise<void> {
  await page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: change(await response.text()) });
    },
  );
}

/**
 * Serves the example product page with one passage of its HTML replaced (a line of its inline settings, say); the
 * passage must be there, so a page that changed fails the test rather than testing nothing.
 */
export async function replaceInPage(page: Page, passage: string, replacement: string): Promise<void> {
  await withPageHtml(page, (html) => {
    expect(html).toContain(passage);
    return html.replace(passage, replacement);
  });
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
