import type { ExtendedUser } from '../domain/extended-user';

/** Spec section 6: a loyalty member has a consent for the configured agreement with status 'true'. */
export function isLoyaltyMember(user: Pick<ExtendedUser, 'currentMember'> | null, agreementId: string | null): boolean {
  if (!user?.currentMember || agreementId === null) {
    return false;
  }
  return user.currentMember.consents.some((consent) => consent.agreementId === agreementId && consent.status === 'true');
}

/** Spec section 6: corporate users belong to an organisation household. */
export function isCorporateUser(user: Pick<ExtendedUser, 'household'> | null): boolean {
  return user?.household?.isOrganization === true;
}

/** Spec section 6: bonus badges and messages for fully logged-in loyalty members, never for organisations. */
export function showsLoyaltyBonuses(user: ExtendedUser | null, loginLevel: 0 | 1 | 2, agreementId: string | null): boolean {
  return loginLevel === 2 && !isCorporateUser(user) && isLoyaltyMember(user, agreementId);
}
