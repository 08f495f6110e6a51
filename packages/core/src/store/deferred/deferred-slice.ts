import type { SetShopState, ShopSliceCreator, ShopState } from '../shop-state';

type Action = (...args: never[]) => unknown;
type ActionName<Slice> = { [Key in keyof Slice]: Slice[Key] extends Action ? Key : never }[keyof Slice];

export interface DeferredSliceOptions<Slice> {
  /** The slice's first state (its non-function part), there before the code is. */
  state: () => Omit<Slice, ActionName<Slice>>;
  /** Every action name of the slice: each gets a stand-in until the code is here. */
  actions: readonly ActionName<Slice>[];
  /** Fetches the slice's code: its creator, as the eager store would call it, or one of its actions alone. */
  load: () => Promise<ShopSliceCreator<Pick<Slice, ActionName<Slice>>>>;
  /**
   * Stand-ins that answer without the code when the state shows the code has nothing to do (e.g. no held
   * reservation), so that a page does not fetch it for nothing. Answering `undefined` fetches the code and calls it.
   */
  answers?: (get: () => ShopState) => { [Name in ActionName<Slice>]?: (...args: Parameters<Extract<Slice[Name], Action>>) => unknown };
  /**
   * What a call shows when its code could not be fetched, by action (e.g. an error on the product's button): the call
   * then resolves with its answer, as the code's own action resolves once it shows its error. An action without one
   * rejects.
   */
  failures?: (
    set: SetShopState,
    get: () => ShopState,
  ) => {
    [Name in ActionName<Slice>]?: (...args: Parameters<Extract<Slice[Name], Action>>) => Awaited<ReturnType<Extract<Slice[Name], Action>>>;
  };
}

/** The stand-ins of every deferred slice, so a component can tell whether an action's code is here. */
const standInActions = new WeakSet<object>();

/**
 * Whether a store's action is its code's own (`get().preloadCartCode`, say), not the stand-in a deferred slice has until
 * its code is fetched: a component that must wait for the code reads it from the state, with no call and no effect.
 */
export function isActionCodeHere(action: unknown): boolean {
  return typeof action === 'function' && !standInActions.has(action);
}

/** Marks `action` as a stand-in whose code is not here (`isActionCodeHere`): the deferred slice's, and a test's holding a code back. */
export function standIn<T extends (...args: never[]) => unknown>(action: T): T {
  standInActions.add(action);
  return action;
}

/**
 * A slice whose actions' code is fetched when one is first called: until then each action is a stand-in that fetches
 * the code, puts the real actions in the store (the state stays as it is) and calls the real one, answering its
 * promise. The page store uses it for the handover and order slices, which a product list page rarely needs. A failed
 * fetch rejects that call (or shows its failure, see `failures`) and the next call tries again.
 */
export function deferredSlice<Slice extends object>(options: DeferredSliceOptions<Slice>): ShopSliceCreator<Slice> {
  return (set, get, store) => {
    let installing: Promise<void> | null = null;
    const install = (): Promise<void> => {
      installing ??= options.load().then(
        (create) => {
          const created = create(set, get, store) as Record<string, unknown>;
          const actions = Object.fromEntries(Object.entries(created).filter(([, value]) => typeof value === 'function'));
          set(actions as Partial<ShopState>);
        },
        (error: unknown) => {
          installing = null;
          throw error;
        },
      );
      return installing;
    };
    const answers = (options.answers?.(get) ?? {}) as Record<string, ((...args: unknown[]) => unknown) | undefined>;
    const failures = (options.failures?.(set, get) ?? {}) as Record<string, ((...args: unknown[]) => unknown) | undefined>;
    const standIns: Record<string, (...args: unknown[]) => unknown> = {};
    for (const name of options.actions as readonly string[]) {
      standIns[name] = standIn((...args: unknown[]) => {
        const answer = answers[name]?.(...args);
        if (answer !== undefined) {
          return answer;
        }
        const called = install().then(() => (get() as unknown as Record<string, (...values: unknown[]) => unknown>)[name]?.(...args));
        const showFailure = failures[name];
        return showFailure === undefined ? called : called.catch(() => showFailure(...args));
      });
    }
    return { ...options.state(), ...standIns } as Slice;
  };
}
