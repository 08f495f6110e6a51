import { getExtendedUser } from '../../api/extended-user/get-extended-user';
import type { ExtendedUser } from '../../domain/extended-user';
import type { ShopDependencies } from '../shop-state';

/** Spec section 7: the logged-in member's profile, with the field names of the site's loyalty programme. */
export function fetchMemberUser(dependencies: ShopDependencies): Promise<ExtendedUser> {
  return getExtendedUser(dependencies.api.request, dependencies.api.loyaltyProgramName);
}
