import { messageOf } from '../../api/api-error';
import type { SessionFailure } from '../../domain/session';
import type { LogEntryKind } from '../../logging/log-entry';
import { partSetter } from '../middleware/set-part';
import type { ShopDependencies, ShopSliceCreator } from '../shop-state';
import { createUserFetch, type MemberUserSource } from './fetch-user';
import type { MemberActions } from './member-actions';
import type { UserSlice } from './user-state';

export { MISSING_MEMBER_ID, NOT_LOGGED_IN } from '../../domain/member-errors';

type UserWrites = MemberActions & { saveStoreAndHandover: UserSlice['saveStoreAndHandover'] };

/** Spec section 8: the session failures that are logged (save, profile, address, user load, attributes); others are not. */
const LOGGED_SESSION_FAILURES: readonly string[] = [
  'save',
  'profileUpdate',
  'addressUpdate',
  'userLoad',
  'attributeUpdate',
] satisfies (LogEntryKind & SessionFailure['operation'])[];

/**
 * The user slice, composed of its concerns (store/user/): loading the user (a member's profile, or the anonymous
 * shopper's kept in this browser), the chosen window's deadline in an open page (window-deadline.ts), saving the store
 * and handover, and the member's own changes. Its own changes are
 * plain values (first-load code); the writes, fetched later, make theirs with recipes (store/middleware/lazy-drafts.ts).
 */
export function createUserSlice(dependencies: ShopDependencies, memberCode: MemberUserSource): ShopSliceCreator<UserSlice> {
  let loading: Promise<void> | null = null;

  return (set, get, store) => {
    const setPart = partSetter(set, get);
    const fail = (operation: SessionFailure['operation'], error: unknown): SessionFailure => {
      dependencies.logger.error(`Session: ${operation} failed`, error);
      if (LOGGED_SESSION_FAILURES.includes(operation)) {
        dependencies.logService.log(operation as LogEntryKind, error);
      }
      const failure = { operation, message: messageOf(error, get().settings.texts.defaultError) };
      setPart('user', operation === 'userLoad' ? { error: failure, status: 'error' } : { error: failure });
      return failure;
    };
    // A chosen window's deadline is followed in an open page by the writes' code (save-store-and-handover.ts): it is
    // fetched with a loaded user's window too, not only with the first write. A page where nothing is chosen never fetches it.
    const fetchUser = createUserFetch(dependencies, set, get, memberCode, () => {
      loadWrites().catch(() => undefined);
    });

    // The writes' code is fetched with the first write and made once, so their state (the last saved body) is kept.
    let writes: Promise<UserWrites> | null = null;
    const loadWrites = (): Promise<UserWrites> => {
      writes ??= import('./user-writes').then(
        (module) => ({
          ...module.createMemberActions(dependencies, store, fail, fetchUser),
          saveStoreAndHandover: module.createStoreAndHandoverSave(dependencies, store, fail, fetchUser),
        }),
        (error: unknown) => {
          writes = null;
          throw error;
        },
      );
      return writes;
    };
    // A write whose code could not be fetched fails as its call would: logged, in user.error, and no throw.
    const write =
      <Name extends keyof UserWrites>(
        name: Name,
        operation: SessionFailure['operation'],
        failed: (failure: SessionFailure) => Awaited<ReturnType<UserWrites[Name]>>,
      ) =>
      async (...args: Parameters<UserWrites[Name]>): Promise<Awaited<ReturnType<UserWrites[Name]>>> => {
        let loaded: UserWrites;
        try {
          loaded = await loadWrites();
        } catch (error) {
          return failed(fail(operation, error));
        }
        return (loaded[name] as (...values: Parameters<UserWrites[Name]>) => Promise<Awaited<ReturnType<UserWrites[Name]>>>)(...args);
      };

    const loadUser = (): Promise<void> => {
      if (loading) {
        return loading;
      }
      setPart('user', { status: get().user.extendedUser ? 'updating' : 'loading' });
      loading = fetchUser()
        .then(
          () => undefined,
          (error: unknown) => {
            fail('userLoad', error);
          },
        )
        .finally(() => {
          loading = null;
        });
      return loading;
    };

    return {
      user: { extendedUser: null, status: 'idle', error: null, triggerBonuses: [] },
      loadUser,
      loadUserOrThrow: async () => {
        await fetchUser();
      },
      ensureUser: async () => {
        await get().startSession();
        if (!get().user.extendedUser) {
          await loadUser();
        }
      },
      saveStoreAndHandover: write('saveStoreAndHandover', 'save', (failure) => failure),
      updateProfile: write('updateProfile', 'profileUpdate', (failure) => failure),
      updateHousehold: write('updateHousehold', 'profileUpdate', (failure) => failure),
      updateAttributes: write('updateAttributes', 'attributeUpdate', () => undefined),
      saveAlternativeAddress: write('saveAlternativeAddress', 'addressUpdate', (failure) => failure),
      deleteAlternativeAddress: write('deleteAlternativeAddress', 'addressUpdate', (failure) => failure),
      loadTriggerBonuses: write('loadTriggerBonuses', 'triggerBonus', () => get().user.triggerBonuses),
    };
  };
}
