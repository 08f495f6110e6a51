import type { AlternativeAddress } from '../domain/extended-user';
import { forceLogout, invalidateToken } from './auth/end-session';
import { fetchAccessToken } from './auth/fetch-access-token';
import { type CartCalculationRequest, calculateCart } from './cart/calculate-cart';
import { getMemberCart, type MemberCart, putMemberCart } from './cart/member-cart';
import { deleteAlternativeAddress, saveAlternativeAddress } from './extended-user/alternative-address';
import { createExtendedUserDecoder } from './extended-user/decode-extended-user';
import { getDefaultUser } from './extended-user/get-default-user';
import { getExtendedUser } from './extended-user/get-extended-user';
import { invalidateUserCache } from './extended-user/invalidate-cache';
import { updateUserAttributes } from './extended-user/update-attributes';
import { type HouseholdHandoverPayload, updateHouseholdHandover } from './extended-user/update-household-handover';
import { type HouseholdPayload, type MemberPayload, updateHousehold, updateHouseholdMember } from './household/update-household';
import { getTriggerBonuses } from './loyalty/get-trigger-bonuses';
import { getNotifications } from './notifications/get-notifications';
import { getProducts } from './products/get-products';
import { createRequest, type RequestDependencies } from './request';
import { getStore } from './stores/get-store';
import { getPickupPoint, getStoreStatus } from './stores/get-store-status';

export interface ApiClientDependencies extends RequestDependencies {
  /** The loyalty programme's name (the spec's {product}), for field names; default 'Trumf'. */
  loyaltyProgramName?: string;
  /** How retries wait; tests pass fake timers through it. */
  wait?: (ms: number) => Promise<void>;
}

/** The platform API: one method per operation, all through one `request()`. */
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
    calculateCart: (cart: CartCalculationRequest) => calculateCart(request, cart),
    getMemberCart: (memberId: string) => getMemberCart(request, memberId),
    putMemberCart: (memberId: string, cart: Omit<MemberCart, 'updatedAt'>) => putMemberCart(request, memberId, cart),
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
    getNotifications: (since: string | null) => getNotifications(request, since),
    getTriggerBonuses: (memberId: string, partner: string | null) => getTriggerBonuses(request, memberId, partner),
    getStore: (id: string) => getStore(request, id),
    getStoreStatus: (gln: string) => getStoreStatus(request, gln),
    getPickupPoint: (id: string) => getPickupPoint(request, id),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
