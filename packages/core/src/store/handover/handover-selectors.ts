import { memberId } from '../selectors';
import type { ShopState } from '../state/shop-state';

// The selectors only the handover code reads: apart from store/selectors.ts, so that they come with that code and
// not with every page's store.

/** The member a window is reserved for: the loaded user's member while the session holds a token, else null. */
export function reservingMemberId(state: Pick<ShopState, 'session' | 'user'>): string | null {
  return state.session.token === null ? null : memberId(state);
}
