import type { SetShopState, ShopState } from '../shop-state';

/** The parts of the state (`session`, `user`, `cart` …), not its actions. */
type Part = { [Key in keyof ShopState]: ShopState[Key] extends (...args: never[]) => unknown ? never : Key }[keyof ShopState];

/**
 * Plain updates for the first-load code, which has no immer (store/middleware/lazy-drafts.ts): `setPart('session', { status: 'idle' })`
 * sets those fields of one part of the state, as `set({ session: { ...get().session, status: 'idle' } })` does. As with
 * a recipe under immer, a field set to the value it has is no change: when none changes, the state stays the very same
 * (no listener told, no selector sees a new part).
 */
export const partSetter =
  (set: SetShopState, get: () => ShopState) =>
  <Key extends Part>(key: Key, changes: Partial<ShopState[Key]>): void => {
    const part = get()[key] as Record<string, unknown>;
    if (Object.entries(changes).some(([name, value]) => !Object.is(part[name], value))) {
      set({ [key]: { ...part, ...changes } });
    }
  };
