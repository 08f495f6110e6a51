import type { Page } from '@playwright/test';

/** One event as it reached the site: pushed to `window.dataLayer`, or given to the site's customer tracker. */
export interface TrackedEvent {
  to: 'dataLayer' | 'customerTracker';
  event: { event: string; kurv?: Record<string, unknown>; ecommerce?: Record<string, unknown> };
}

/** Where the recorder keeps what it saw: the tab's session storage, so a flow across pages (a login link) is read whole. */
const TRACKED_KEY = 'e2e.trackedEvents';

/**
 * From the next navigation on, every event the page pushes to `window.dataLayer`, and every one its customer tracker is
 * given (the example SPAR site's stand-in keeps them in `window.customerIntelligenceEvents`), is recorded as it is
 * pushed, across the tab's pages: read with `trackedEvents`.
 */
export async function recordTracking(page: Page): Promise<void> {
  await page.addInitScript((key: string) => {
    const keep = (to: string, items: unknown[]) => {
      const kept = JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown[];
      kept.push(...items.map((event) => ({ to, event: JSON.parse(JSON.stringify(event)) as unknown })));
      sessionStorage.setItem(key, JSON.stringify(kept));
    };
    const recording = (to: string): unknown[] => {
      const list: unknown[] = [];
      list.push = (...items: unknown[]) => {
        keep(to, items);
        return Array.prototype.push.apply(list, items);
      };
      return list;
    };
    const host = window as unknown as Record<string, unknown>;
    host.dataLayer = recording('dataLayer');
    host.customerIntelligenceEvents = recording('customerTracker');
  }, TRACKED_KEY);
}

/** Every event recorded in this tab since `recordTracking` (all, or those sent `to` one place), in order. */
export async function trackedEvents(page: Page, to?: TrackedEvent['to']): Promise<TrackedEvent[]> {
  const all = await page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as TrackedEvent[], TRACKED_KEY);
  return to === undefined ? all : all.filter((tracked) => tracked.to === to);
}

/** The names of the events recorded, in order (of those sent `to` one place, when named). */
export async function trackedNames(page: Page, to?: TrackedEvent['to']): Promise<string[]> {
  return (await trackedEvents(page, to)).map((tracked) => tracked.event.event);
}
