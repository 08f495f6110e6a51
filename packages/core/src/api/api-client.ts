import type { AlternativeAddress } from '../domain/extended-user';
import { forceLogout, invalidateToken } from './auth/end-session';
import { fetchAccessToken } from './auth/fetch-access-token';
import { deleteAlternativeAddress, saveAlternativeAddress } from './extended-user/alternative-address';
import { createExtendedUserDecoder } from './extended-user/decode-extended-user';
import { getDefaultUser } from './extended-user/get-default-user';
import { getExtendedUser } from './extended-user/get-extended-user';
import { invalidateUserCache } from './extended-user/invalidate-cache';
import { updateUserAttributes } from './extended-user/update-attributes';
import { type HouseholdHandoverPayload, updateHouseholdHandover } from './extended-user/update-household-handover';
import { type HouseholdPayload, type MemberPayload, updateHousehold, updateHouseholdMember } from './household/update-household';
import { getTriggerBonuses } from './loyalty/get-trigger-bonuses';
import { getProducts } from './products/get-products';
import { createRequest, type RequestDependencies } from './request';
import { getStore } from './stores/get-store';

export interface ApiClientDependencies extends RequestDependencies {
  /** The loyalty programme's name (the spec's {product}), for field names; default 'Trumf'. */
  loyaltyProgramName?: string;
  /** How retries wait; tests pass fake timers through it. */
  wait?: (ms: number) => Promise<void>;
}

/**
 * The platform API: one method per operation, all through one `request()`. The calls only the code fetched later makes
 * (the cart's calculator and the member's cart on the platform, the store's status after a failed calculation, the
 * member's notifications) are not methods here: that code imports them and passes this client's `request`, so they
 * travel in its files instead of every page's first load.
 */
export function createApiClient(dependencies: ApiClientDependencies) {
  const programName = dependencies.loyaltyProgramName ?? 'Trumf';
  const request = createRequest({ productPath: programName.toLowerCase(), ...dependencies });
  const decodeExtendedUser = createExtendedUserDecoder(programName);
  const wait = dependencies.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  return {
    request,
    chainId: dependencies.chainId,
    loyaltyProgramName: programName,
    getProducts: (eans: readonly string[], gln?: string | null) => getProducts(request, eans, gln),
    getDefaultUser: () => getDefaultUser(request),
    getExtendedUser: () => getExtendedUser(request, decodeExtendedUser),
    invalidateUserCache: () => invalidateUserCache(request),
    updateHouseholdHandover: (payload: HouseholdHandoverPayload) => updateHouseholdHandover(request, payload),
    updateUserAttributes: (attributes: Record<string, string | number | boolean | null>) => updateUserAttributes(request, attributes),
    saveAlternativeAddress: (address: AlternativeAddress) => saveAlternativeAddress(request, address),
    deleteAlternativeAddress: (id: string) => deleteAlternativeAddress(request, id),
    updateHousehold: (payload: HouseholdPayload) => updateHousehold(request, payload),
    updateHouseholdMember: (memberId: string, payload: MemberPayload) => updateHouseholdMember(request, memberId, payload),
    fetchAccessToken: (url: string) => fetchAccessToken(request, url, wait),
    invalidateToken: () => invalidateToken(request),
    forceLogout: (sessionId: string, subjectId: string) => forceLogout(request, sessionId, subjectId),
    getTriggerBonuses: (memberId: string, partner: string | null) => getTriggerBonuses(request, memberId, partner),
    getStore: (id: string) => getStore(request, id),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
