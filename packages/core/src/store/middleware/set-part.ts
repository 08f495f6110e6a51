/** The parts of a state (`session`, `user`, `cart` …), not its actions. */
type Part<T> = { [Key in keyof T]: T[Key] extends (...args: never[]) => unknown ? never : Key }[keyof T] & keyof T;

/**
 * Plain updates for the first-load code, which has no immer (store/middleware/lazy-drafts.ts):
 * `setPart('session', { status: 'idle' })` sets those fields of one part of the state, as
 * `set({ session: { ...get().session, status: 'idle' } })` does. As with a recipe under immer, a field set to the value
 * it has is no change: when none changes, the state stays the very same (no listener told, no selector sees a new part).
 */
export const partSetter =
  <T>(set: (partial: Partial<T>) => void, get: () => T) =>
  <Key extends Part<T>>(key: Key, changes: Partial<T[Key]>): void => {
    const part = get()[key] as Record<string, unknown>;
    if (Object.entries(changes).some(([name, value]) => !Object.is(part[name], value))) {
      set({ [key]: { ...part, ...changes } } as Partial<T>);
    }
  };
