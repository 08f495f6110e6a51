import type { Page } from '@playwright/test';

// The bench's 'network idle', shared by its sections (bench.ts, vitals.ts).

/** Requests in flight on a page, and when that number last changed. */
export interface NetworkTracker {
  inFlight: () => number;
  lastChangeAt: () => number;
}

const sleep = (ms: number): Promise<void> => new Promise((resolveSleep) => setTimeout(resolveSleep, ms));

/** Tracks the page's requests in flight (for 'network idle' after the load event too). */
export function trackNetwork(page: Page): NetworkTracker {
  let inFlight = 0;
  let lastChangeAt = Date.now();
  const change = (delta: number) => {
    inFlight = Math.max(0, inFlight + delta);
    lastChangeAt = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return { inFlight: () => inFlight, lastChangeAt: () => lastChangeAt };
}

/** Waits until no request has been in flight for `quietMs` (at most `timeoutMs`). */
export async function waitForQuiet(network: NetworkTracker, quietMs: number, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (network.inFlight() === 0 && Date.now() - network.lastChangeAt() >= quietMs) {
      return;
    }
    await sleep(50);
  }
  throw new Error(`The network did not settle within ${timeoutMs} ms (${network.inFlight()} requests in flight)`);
}

/**
 * How long a new tab waits before a measured load. A new tab's browser processes are still starting for some hundred
 * milliseconds, and at 4× CPU that start moved the same page's first paint by ±60 ms between loads. A shopper's browser
 * runs before they open the page.
 */
export const TAB_SETTLE_MS = 700;
