import type { Page } from '@playwright/test';

/** A performance entry as the tests read it: its name (a resource's URL, a paint's name) and start time in ms. */
export interface PageEntry {
  name: string;
  startTime: number;
}

/**
 * The page's performance entries of one type so far (`'resource'`, `'paint'`), in the order the browser keeps them.
 * Read through a buffered PerformanceObserver: the tests' held clock stands in for `performance`, whose lists are then
 * empty.
 */
export function pageEntries(page: Page, type: 'resource' | 'paint'): Promise<PageEntry[]> {
  return page.evaluate(
    (entryType) =>
      new Promise<PageEntry[]>((resolve) => {
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          resolve(list.getEntries().map(({ name, startTime }) => ({ name, startTime })));
        }).observe({ type: entryType, buffered: true });
      }),
    type,
  );
}
