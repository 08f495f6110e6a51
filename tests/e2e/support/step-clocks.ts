import type { Page } from '@playwright/test';
import type { SimulatorClient } from './simulator';

/**
 * The browser's clock paused and the simulator's set to the same instant: from here the two move together, only by
 * `step`, so a test can go over minutes of timers (a token's refresh, its retries, its expiry) without real time
 * slipping in between, however busy the machine is.
 */
export async function pauseClocks(
  page: Page,
  sim: SimulatorClient,
): Promise<{ step: (ms: number) => Promise<void>; jump: (ms: number) => Promise<void>; elapsed: () => number }> {
  // A moment after both clocks' now: the browser's clock only moves forward.
  const start = Math.max(Date.parse(await sim.now()), await page.evaluate(() => Date.now())) + 1_000;
  await page.clock.pauseAt(start);
  await sim.setClock(new Date(start).toISOString());
  let elapsed = 0;
  return {
    /** Moves both clocks on by `ms`, running the browser's timers that fall due on the way. */
    step: async (ms) => {
      elapsed += ms;
      await page.clock.runFor(ms);
      await sim.setClock(new Date(start + elapsed).toISOString());
    },
    /**
     * Moves both clocks on by `ms` at once, as a laptop waking: the browser's timers due on the way fire once each (a
     * poll every 10 s over a day would otherwise be thousands of calls). The simulator's first, so that what those timers
     * ask of it (a token's refresh) is answered at the new time.
     */
    jump: async (ms) => {
      elapsed += ms;
      await sim.setClock(new Date(start + elapsed).toISOString());
      await page.clock.fastForward(ms);
    },
    elapsed: () => elapsed,
  };
}
