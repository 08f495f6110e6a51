import { getShopStore, tryGetShopStore } from '@kurv/core/page';
import type { ShopState, ShopStore } from '@kurv/core/store';
import { createContext, type ReactNode, useContext, useRef } from 'react';
import { useStore } from 'zustand';
import { sameFields } from './same-fields';

const ShopStoreContext = createContext<ShopStore | null>(null);

export interface ShopStoreProviderProps {
  /** The store to use; tests and stories pass `createShopStore(...)`. */
  store: ShopStore;
  children: ReactNode;
}

/** Gives the containers below a store other than the page's one (tests, stories). */
export function ShopStoreProvider({ store, children }: ShopStoreProviderProps) {
  return <ShopStoreContext.Provider value={store}>{children}</ShopStoreContext.Provider>;
}

/** The store of the nearest provider, else the page's one store (`getShopStore()`). */
export function useShopStore(): ShopStore {
  return useContext(ShopStoreContext) ?? getShopStore();
}

/**
 * Whether this element has no store to work with: no provider gives one and the page's settings (or browser) keep the
 * page's store from starting; `getShopStore` has logged why, once (issue 36).
 */
export function useShopStoreUnavailable(): boolean {
  return useContext(ShopStoreContext) === null && tryGetShopStore() === null;
}

/**
 * The site's `styleNonce` for the `<style>` fallback of browsers without constructable stylesheets; none while the page's
 * store cannot start (its settings are what would give it). Settings do not change, so it is read once, not followed.
 */
export function useStyleNonce(): string | undefined {
  const store = useContext(ShopStoreContext) ?? tryGetShopStore();
  return store?.getState().settings.styleNonce ?? undefined;
}

/** Selects from the shop store; re-renders only when the selected value changes. */
export function useShop<Selected>(selector: (state: ShopState) => Selected): Selected {
  return useStore(useShopStore(), selector);
}

/**
 * Selects a derived object or array from the shop store (a view's inputs); re-renders only when one of its fields (or
 * items) changes, compared shallowly.
 */
export function useShopShallow<Selected>(selector: (state: ShopState) => Selected): Selected {
  // As zustand's useShallow: keep the previous selection while its fields are the same (see sameFields).
  const previous = useRef<{ selected: Selected } | null>(null);
  return useStore(useShopStore(), (state) => {
    const selected = selector(state);
    if (previous.current !== null && sameFields(previous.current.selected, selected)) {
      return previous.current.selected;
    }
    previous.current = { selected };
    return selected;
  });
}
