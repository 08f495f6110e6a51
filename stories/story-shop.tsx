import type { ShopStore } from '@kurv/core';
import { createFixtureStore } from '@kurv/core/fixtures';
import { ShopStoreProvider } from '@kurv/elements';
import { createPlatformSim, resetSimState } from '@kurv/platform-sim';
import { type ReactNode, useEffect, useRef, useState } from 'react';

/** One simulator for all stories; each story starts from a fresh seeded state (`resetSimulator`). */
export const storySim = createPlatformSim();

export const simulatorParameters = { msw: { handlers: storySim.handlers } };

export function resetSimulator(): void {
  resetSimState(storySim.state);
}

export interface StoryShopProps {
  /** Runs once the store exists: add items, inject faults, open the popup... */
  prepare?: (store: ShopStore) => Promise<void> | void;
  children: ReactNode;
}

/** A fresh shop store for a story, talking to the simulator on the story's own origin. */
export function StoryShop({ prepare, children }: StoryShopProps) {
  const [store] = useState(() => createFixtureStore({ settings: { apiBaseUrl: globalThis.location.origin } }).store);
  const [ready, setReady] = useState(prepare === undefined);
  const prepareOnce = useRef(prepare);
  useEffect(() => {
    const run = prepareOnce.current;
    prepareOnce.current = undefined;
    if (run) {
      void Promise.resolve(run(store)).finally(() => setReady(true));
    }
  }, [store]);
  return ready ? <ShopStoreProvider store={store}>{children}</ShopStoreProvider> : null;
}
