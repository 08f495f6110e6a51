import type { ExtendedUser } from '../../domain/extended-user';
import { applySpecialPickupPoint, normalizeLoadedHandover } from '../../rules/handover-defaults';
import { partSetter } from '../middleware/set-part';
import type { SetShopState, ShopDependencies, ShopState } from '../shop-state';
import { fetchAnonymousUser, rememberAnonymous } from './anonymous-profile';

/** The member's code as the user slice takes it: the member's profile fetch (store/session/member-code.ts). */
export interface MemberUserCode {
  fetchMemberUser: (dependencies: ShopDependencies) => Promise<ExtendedUser>;
}

/**
 * Where the user slice gets the member's code: the store hands it the session's source (store/session/member-code-source.ts),
 * at hand or fetched once a token is known.
 */
export type MemberUserSource = () => MemberUserCode | Promise<MemberUserCode>;

/**
 * Makes the user's fetch: it fetches and stores the user and throws on failure (login needs to know). A member's profile
 * is fetched with the member's code (`memberCode`), there once a token is. A user stored with a chosen window's deadline
 * calls `onWindow` (the deadline is followed in an open page: window-deadline.ts).
 */
export function createUserFetch(
  dependencies: ShopDependencies,
  set: SetShopState,
  get: () => ShopState,
  memberCode: MemberUserSource,
  onWindow: () => void,
): () => Promise<ExtendedUser> {
  const fetchMember = async () => {
    const code = memberCode();
    return (code instanceof Promise ? await code : code).fetchMemberUser(dependencies);
  };
  return async () => {
    const loggedIn = get().session.token !== null;
    const fetched = loggedIn ? await fetchMember() : await fetchAnonymousUser(dependencies, get);
    const handoverInfo = normalizeLoadedHandover(fetched.handoverInfo, dependencies.now());
    const user: ExtendedUser = { ...fetched, handoverInfo, store: applySpecialPickupPoint(fetched.store, handoverInfo.handoverType) };
    if (loggedIn !== (get().session.token !== null)) {
      // The session changed while this load was under way: its answer is for someone else.
      return user;
    }
    // Spec section 8: a delivery without delivery info becomes store pickup; the shopper is told (issue 34).
    const loaded = fetched.handoverInfo;
    const homeDeliveryReset =
      loaded !== null && Boolean(loaded.handoverType) && loaded.handoverType !== 'Store' && loaded.deliveryInfo === null;
    partSetter(set, get)('user', { extendedUser: user, status: 'idle', error: null, homeDeliveryReset });
    if (!loggedIn) {
      rememberAnonymous(dependencies, { store: user.store, handoverInfo: user.handoverInfo }, get());
    }
    if (handoverInfo.deadline) {
      onWindow();
    }
    return user;
  };
}
