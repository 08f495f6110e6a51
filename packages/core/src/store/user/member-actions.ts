import { deleteAlternativeAddress, saveAlternativeAddress } from '../../api/extended-user/alternative-address';
import { updateUserAttributes } from '../../api/extended-user/update-attributes';
import { updateHousehold, updateHouseholdMember } from '../../api/household/update-household';
import { getTriggerBonuses } from '../../api/loyalty/get-trigger-bonuses';
import { HOUSEHOLD_WRITE_WAIT_MS } from '../../constants';
import type { ExtendedUser } from '../../domain/extended-user';
import { MISSING_MEMBER_ID, NOT_LOGGED_IN } from '../../domain/member-errors';
import type { SessionFailure } from '../../domain/session';
import { toHouseholdPayload, toMemberPayload } from '../../rules/profile-update';
import { draftsOf } from '../middleware/with-drafts';
import type { ShopDependencies, ShopState, ShopStore } from '../shop-state';
import type { UserSlice } from './user-state';

export { MISSING_MEMBER_ID, NOT_LOGGED_IN } from '../../domain/member-errors';

export type MemberActions = Pick<
  UserSlice,
  'updateProfile' | 'updateHousehold' | 'updateAttributes' | 'saveAlternativeAddress' | 'deleteAlternativeAddress' | 'loadTriggerBonuses'
>;

/** The logged-in member's id; throws when nobody is logged in or the profile has no member. */
function requireMember(state: ShopState): string {
  const memberId = state.user.extendedUser?.currentMember?.memberId;
  if (!state.session.token) {
    throw new Error(NOT_LOGGED_IN);
  }
  if (!memberId) {
    throw new Error(MISSING_MEMBER_ID);
  }
  return memberId;
}

/** The member's own changes (profile, attributes, alternative addresses) and trigger bonuses; recipes, with immer handed to the store. */
export function createMemberActions(
  dependencies: ShopDependencies,
  store: ShopStore,
  fail: (operation: SessionFailure['operation'], error: unknown) => SessionFailure,
  fetchUser: () => Promise<ExtendedUser>,
): MemberActions {
  const set = draftsOf(store);
  const get = store.getState;
  /** Spec section 9 ("write-then-wait 2 s after household update"): the platform needs a moment after a household write before the user reads it back. */
  const reloadAfterHouseholdWrite = async () => {
    await dependencies.wait(HOUSEHOLD_WRITE_WAIT_MS);
    await fetchUser();
    dependencies.events.emit('kurv:extended-user-updated', { source: 'local', storeChanged: false });
  };
  return {
    updateProfile: async (update) => {
      try {
        const memberId = requireMember(get());
        await updateHousehold(dependencies.api.request, toHouseholdPayload(update));
        await updateHouseholdMember(dependencies.api.request, memberId, toMemberPayload(update));
        await reloadAfterHouseholdWrite();
        return null;
      } catch (error) {
        return fail('profileUpdate', error);
      }
    },
    updateHousehold: async (update) => {
      try {
        requireMember(get());
        await updateHousehold(dependencies.api.request, toHouseholdPayload(update));
        await reloadAfterHouseholdWrite();
        return null;
      } catch (error) {
        return fail('profileUpdate', error);
      }
    },
    updateAttributes: async (attributes) => {
      try {
        requireMember(get());
        await updateUserAttributes(dependencies.api.request, attributes);
      } catch (error) {
        fail('attributeUpdate', error);
      }
    },
    saveAlternativeAddress: async (address) => {
      try {
        requireMember(get());
        await saveAlternativeAddress(dependencies.api.request, address);
        await fetchUser();
        return null;
      } catch (error) {
        return fail('addressUpdate', error);
      }
    },
    deleteAlternativeAddress: async (id) => {
      try {
        requireMember(get());
        await deleteAlternativeAddress(dependencies.api.request, id);
        await fetchUser();
        return null;
      } catch (error) {
        return fail('addressUpdate', error);
      }
    },
    loadTriggerBonuses: async () => {
      const memberId = get().user.extendedUser?.currentMember?.memberId;
      if (!memberId) {
        throw new Error(MISSING_MEMBER_ID);
      }
      try {
        const bonuses = await getTriggerBonuses(dependencies.api.request, memberId, get().settings.chainName);
        set((state) => {
          state.user.triggerBonuses = bonuses;
        });
        return bonuses;
      } catch (error) {
        fail('triggerBonus', error);
        return get().user.triggerBonuses;
      }
    },
  };
}
