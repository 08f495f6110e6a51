import type { StateCreator, StoreMutatorIdentifier } from 'zustand/vanilla';

/**
 * The store's changes as mutations of a draft (`set((state) => { state.cart.status = 'idle'; })`), turned into a new
 * state that shares every part the change did not touch, as immer's `produce` does for plain objects and arrays, the
 * only values the store holds (no Map, Set or class instance is drafted: they are taken as they are). A change that
 * touches nothing answers the very same state, so zustand tells no listener. Drafts are copy-on-write proxies, revoked
 * once the change is over.
 *
 * Ours instead of immer (3.3 KB gzip in every page's first load, for the one call the store makes of it): this file's
 * table test (`drafts.test.ts`) holds it to immer's behaviour, and every slice's tests run on it.
 */

const DRAFT = Symbol('kurv.draft');

type Source = Record<PropertyKey, unknown>;

interface DraftState {
  base: Source;
  /** A shallow copy of `base`, made at the first write or the first draft of a child, holding the child drafts. */
  copy: Source | null;
  parent: DraftState | null;
  modified: boolean;
  isArray: boolean;
}

/** Objects known to hold no draft: the states made here, and the new values walked once. */
const clean = new WeakSet<object>();

function refuse(): never {
  throw new TypeError('A draft of the store takes writes and deletes only');
}

function isDraftable(value: unknown): value is Source {
  if (typeof value !== 'object' || value === null) {
    return false;
  }
  const prototype = Object.getPrototypeOf(value);
  return Array.isArray(value) || prototype === Object.prototype || prototype === null;
}

const stateOf = (value: unknown): DraftState | undefined =>
  typeof value === 'object' && value !== null ? ((value as { [DRAFT]?: DraftState })[DRAFT] ?? undefined) : undefined;

const latest = (state: DraftState): Source => state.copy ?? state.base;

const has = (source: Source, key: PropertyKey) => Object.hasOwn(source, key);

function prepareCopy(state: DraftState): Source {
  state.copy ??= state.isArray
    ? (Array.prototype.slice.call(state.base) as unknown as Source)
    : Object.assign(Object.create(Object.getPrototypeOf(state.base)), state.base);
  return state.copy as Source;
}

function markModified(state: DraftState | null): void {
  for (let current = state; current !== null && !current.modified; current = current.parent) {
    current.modified = true;
  }
}

function createDraft(base: Source, parent: DraftState | null, revokes: (() => void)[]): Source {
  const state = { base, copy: null, parent, modified: false, isArray: Array.isArray(base) } as unknown as DraftState;
  const set = (key: PropertyKey, value: unknown): boolean => {
    if (!state.modified) {
      const current = latest(state)[key];
      const currentState = stateOf(current);
      if (currentState !== undefined && currentState.base === value) {
        // The original put back over its own draft: nothing changed.
        prepareCopy(state)[key] = value;
        return true;
      }
      if (Object.is(value, current) && (value !== undefined || has(state.base, key))) {
        return true;
      }
      prepareCopy(state);
      markModified(state);
    }
    const copy = state.copy as Source;
    if (!(Object.is(copy[key], value) && (value !== undefined || key in copy))) {
      copy[key] = value;
    }
    return true;
  };
  const { proxy, revoke } = Proxy.revocable((state.isArray ? [] : {}) as Source, {
    get(_target, key, receiver) {
      if (key === DRAFT) {
        return state;
      }
      const source = latest(state);
      if (!has(source, key)) {
        return Reflect.get(source, key, receiver);
      }
      const value = source[key];
      if (isDraftable(value) && value === state.base[key]) {
        // A child still the original: drafted now, so that a write to it copies this object too.
        const child = createDraft(value, state, revokes);
        prepareCopy(state)[key] = child;
        return child;
      }
      return value;
    },
    set: (_target, key, value) => set(key, value),
    deleteProperty(_target, key) {
      if (state.isArray) {
        return set(key, undefined);
      }
      if (has(state.base, key)) {
        prepareCopy(state);
        markModified(state);
      }
      if (state.copy !== null) {
        delete state.copy[key];
      }
      return true;
    },
    has: (_target, key) => key in latest(state),
    ownKeys: () => Reflect.ownKeys(latest(state)),
    getOwnPropertyDescriptor(_target, key) {
      const source = latest(state);
      const descriptor = Reflect.getOwnPropertyDescriptor(source, key);
      return descriptor === undefined
        ? undefined
        : { writable: true, configurable: !state.isArray || key !== 'length', enumerable: descriptor.enumerable, value: source[key] };
    },
    getPrototypeOf: () => Object.getPrototypeOf(state.base),
    defineProperty: refuse,
    setPrototypeOf: refuse,
  });
  revokes.push(revoke);
  return proxy;
}

/** The final value of a draft, or of a new value that may hold drafts; each draft once, revoked after. */
function finalize(value: unknown): unknown {
  const state = stateOf(value);
  if (state === undefined) {
    if (isDraftable(value) && !clean.has(value)) {
      clean.add(value);
      for (const key of Reflect.ownKeys(value)) {
        const child = value[key];
        const final = finalize(child);
        if (final !== child) {
          value[key] = final;
        }
      }
    }
    return value;
  }
  if (!state.modified) {
    return state.base;
  }
  const copy = state.copy as Source;
  if (!clean.has(copy)) {
    clean.add(copy);
    for (const key of Reflect.ownKeys(copy)) {
      const child = copy[key];
      // An original child never drafted holds no draft: only drafts and new values are looked into.
      if (child !== state.base[key] || stateOf(child) !== undefined) {
        copy[key] = finalize(child);
      }
    }
  }
  return copy;
}

/** The draft type of a state: what a change may write (immer's `Draft`, for the values the store holds). */
export type Draft<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends Date | RegExp | Error
    ? T
    : T extends object
      ? { -readonly [Key in keyof T]: Draft<T[Key]> }
      : T;

/**
 * The next state: `recipe` changes a draft of `base` (or answers a whole new value, without changing the draft).
 * Unchanged parts keep their identity; no change at all answers `base` itself.
 */
export function produce<T>(base: T, recipe: (draft: Draft<T>) => unknown): T {
  if (!isDraftable(base)) {
    const answer = recipe(base as Draft<T>);
    return (answer === undefined ? base : answer) as T;
  }
  const revokes: (() => void)[] = [];
  const draft = createDraft(base, null, revokes);
  try {
    const answer = recipe(draft as Draft<T>);
    if (answer !== undefined && answer !== draft) {
      if (stateOf(draft)?.modified) {
        throw new Error('A change of the store both changed its draft and answered a new state');
      }
      return finalize(answer) as T;
    }
    return finalize(draft) as T;
  } finally {
    for (const revoke of revokes) {
      revoke();
    }
  }
}

type Write<T, U> = Omit<T, keyof U> & U;
type SkipTwo<T> = T extends { length: 0 }
  ? []
  : T extends { length: 1 }
    ? []
    : T extends { length: 0 | 1 }
      ? []
      : T extends [unknown, unknown, ...infer A]
        ? A
        : T extends [unknown, unknown?, ...infer A]
          ? A
          : T extends [unknown?, unknown?, ...infer A]
            ? A
            : never;
// biome-ignore lint/suspicious/noExplicitAny: as zustand's own middleware types: any function is not a state.
type SetStateType<T extends unknown[]> = Exclude<T[0], (...args: any[]) => any>;
type StoreWithDrafts<S> = S extends { setState: infer SetState }
  ? SetState extends {
      (...args: infer A1): infer Sr1;
      (...args: infer A2): infer Sr2;
    }
    ? {
        setState(
          nextStateOrUpdater: SetStateType<A2> | Partial<SetStateType<A2>> | ((state: Draft<SetStateType<A2>>) => void),
          shouldReplace?: false,
          ...args: SkipTwo<A1>
        ): Sr1;
        setState(
          nextStateOrUpdater: SetStateType<A2> | ((state: Draft<SetStateType<A2>>) => void),
          shouldReplace: true,
          ...args: SkipTwo<A2>
        ): Sr2;
      }
    : never
  : never;

declare module 'zustand/vanilla' {
  interface StoreMutators<S, A> {
    'kurv/drafts': Write<S, StoreWithDrafts<S>>;
  }
}

/** The store's middleware: `set` takes a function that changes a draft (zustand's immer middleware, on `produce` above). */
export const drafts = <
  T,
  Mps extends [StoreMutatorIdentifier, unknown][] = [],
  Mcs extends [StoreMutatorIdentifier, unknown][] = [],
  U = T,
>(
  initializer: StateCreator<T, [...Mps, ['kurv/drafts', never]], Mcs, U>,
): StateCreator<T, Mps, [['kurv/drafts', never], ...Mcs], U> =>
  ((set: (...args: unknown[]) => unknown, get: () => T, store: { setState: unknown }) => {
    store.setState = (updater: unknown, replace?: boolean, ...args: unknown[]) =>
      set(typeof updater === 'function' ? (state: T) => produce(state, updater as (draft: Draft<T>) => void) : updater, replace, ...args);
    return (initializer as (...args: unknown[]) => unknown)(store.setState, get, store);
  }) as never;
