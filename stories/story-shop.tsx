import { createFixtureStore } from '@kurv/core/fixtures';
import type { SiteSettingsInput } from '@kurv/core/settings';
import type { ShopState, ShopStore } from '@kurv/core/store';
import { ShopStoreProvider } from '@kurv/elements';
import { createPlatformSim, resetSimState } from '@kurv/platform-sim';
import { type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { StoryChainContext, storyChainSettings } from './story-chain';

/** One simulator for all stories; each story starts from a fresh seeded state (`resetSimulator`). */
export const storySim = createPlatformSim();

export const simulatorParameters = { msw: { handlers: storySim.handlers } };

export function resetSimulator(): void {
  resetSimState(storySim.state);
}

export interface StoryShopProps {
  /** Runs once the store exists: add items, inject faults, open the popup... */
  prepare?: (store: ShopStore) => Promise<void> | void;
  /** Site settings of the story's page beyond the simulator's base URL (e.g. a feature flag). */
  settings?: Partial<SiteSettingsInput>;
  children: ReactNode;
}

/**
 * A fresh shop store for a story, talking to the simulator on the story's own origin, on the chain of the story's
 * theme (a SPAR story shows SPAR's stores); a new store when the theme changes.
 */
export function StoryShop(props: StoryShopProps) {
  const theme = useContext(StoryChainContext);
  return <ChainStoryShop key={theme} theme={theme} {...props} />;
}

function ChainStoryShop({ prepare, settings, children, theme }: StoryShopProps & { theme: string }) {
  const [store] = useState(
    () => createFixtureStore({ settings: { ...storyChainSettings(theme), ...settings, apiBaseUrl: globalThis.location.origin } }).store,
  );
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

/** How long a story waits for the simulator to bring its store into the story's state. */
export const STATE_TIMEOUT_MS = 10_000;

/** Resolves once the store's state satisfies the predicate (the simulator answers asynchronously). */
export function untilState(store: ShopStore, reached: (state: ShopState) => boolean, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    if (reached(store.getState())) {
      resolve();
      return;
    }
    const timer = setTimeout(() => {
      unsubscribe();
      reject(new Error(`The story's state was not reached: ${what}`));
    }, STATE_TIMEOUT_MS);
    const unsubscribe = store.subscribe((state) => {
      if (reached(state)) {
        clearTimeout(timer);
        unsubscribe();
        resolve();
      }
    });
  });
}
