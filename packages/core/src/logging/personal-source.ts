import type { PersonalState } from '../store/user/personal-texts';

/**
 * Where the logger and the logging service find what the shopper's own texts are read from (names, addresses:
 * store/user/personal-texts.ts): made with the page's dependencies, bound to the store once it is made
 * (store/assemble-shop-store.ts), as the API's token is (api/auth-hooks.ts). Only this holder is in a page's first
 * load: the masking comes with the first line printed or logged.
 */
export interface PersonalSource {
  /** The store's state, or null before the store is bound. */
  state(): PersonalState | null;
  bind(state: () => PersonalState): void;
}

export function createPersonalSource(): PersonalSource {
  let bound: (() => PersonalState) | null = null;
  return {
    state: () => bound?.() ?? null,
    bind: (state) => {
      bound = state;
    },
  };
}
