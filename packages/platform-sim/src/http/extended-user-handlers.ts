import { HttpResponse, http } from 'msw';
import { authenticateRequest, sessionUser } from '../model/sessions';
import type { SimState } from '../model/sim-state';
import { CHAIN_DEFAULT_STORE_GLNS, DEFAULT_STORE_GLN } from '../seed/stores';
import type { SimAlternativeAddress, SimCoordinates, SimExtendedUserPayload, SimHandoverInfo } from '../seed/user-types';
import { PICKUP_AT_DEFAULT_STORE } from '../seed/users';
import { noContent, platformError, readJsonObject, unauthorized } from './platform-http';

/** The chain's default store (MENY's for a chain without seeded stores). */
function defaultStore(state: SimState, chainId: string) {
  const gln = CHAIN_DEFAULT_STORE_GLNS[chainId] ?? DEFAULT_STORE_GLN;
  return state.stores.find((candidate) => candidate.gln === gln) ?? state.stores[0];
}

/**
 * The platform's extended user of a seeded member: the member, the household and its store
 * (the preferred one, else the default store) and handover, and `canCurrentMemberUpdateOrder`: the member's
 * update-order flag (spec section 4), true for the member and corporate kinds, false for simplified login and the
 * associated member. Null for an unknown member.
 *
 * The seeded households shop at MENY. The spec does not say what another chain's site gets for them; as the platform
 * keeps the store per chain, a household whose preferred store is of another chain gets the asked chain's default
 * store and pickup there with no window (as a shopper new to that chain would).
 */
export function toExtendedUserPayload(state: SimState, memberId: string, chainId: string): SimExtendedUserPayload | null {
  const record = state.members[memberId];
  const householdRecord = record ? state.households[record.householdId] : undefined;
  if (!record || !householdRecord) {
    return null;
  }
  const { household } = householdRecord;
  // The household's pickup point when it has one of the preferred store (a parcel locker shares its store's gln).
  const preferred =
    state.stores.find((candidate) => candidate.gln === household.prefferedStoreId && candidate.pickupGln === household.pickupStoreId) ??
    state.stores.find((candidate) => candidate.gln === household.prefferedStoreId);
  // Only a webshop chain with seeded stores is told apart; any other chain id sees the household as seeded.
  const otherChain = preferred !== undefined && CHAIN_DEFAULT_STORE_GLNS[chainId] !== undefined && preferred.chainId !== chainId;
  const store = preferred && !otherChain ? preferred : defaultStore(state, chainId);
  if (!store) {
    return null;
  }
  const handoverInfo = otherChain ? PICKUP_AT_DEFAULT_STORE : householdRecord.handoverInfo;
  return structuredClone({
    chainId,
    currentMember: record.member,
    household,
    store,
    handoverInfo,
    canCurrentMemberUpdateOrder: record.member.canUpdateOrder,
  });
}

function readCoordinates(value: unknown): SimCoordinates | null | undefined {
  if (value === null) {
    return null;
  }
  const { lat, lon } = (value ?? {}) as { lat?: unknown; lon?: unknown };
  return typeof lat === 'number' && typeof lon === 'number' ? { lat, lon } : undefined;
}

/** The address a create or update body describes, over the stored one; an error message when incomplete. */
function readAlternativeAddress(body: Record<string, unknown>, id: string, stored?: SimAlternativeAddress): SimAlternativeAddress | string {
  const text = (key: keyof SimAlternativeAddress, fallback: string | undefined) => (typeof body[key] === 'string' ? body[key] : fallback);
  const address = text('address', stored?.address);
  const postalCode = text('postalCode', stored?.postalCode);
  const city = text('city', stored?.city);
  if (!address || !postalCode || !city) {
    return 'address, postalCode and city are required';
  }
  const coordinates = body.coordinates === undefined ? (stored?.coordinates ?? null) : readCoordinates(body.coordinates);
  if (coordinates === undefined) {
    return 'coordinates must be { lat, lon } or null';
  }
  return {
    id,
    firstName: text('firstName', stored?.firstName) ?? '',
    lastName: text('lastName', stored?.lastName) ?? '',
    address,
    postalCode,
    city,
    deliveryComment: text('deliveryComment', stored?.deliveryComment) ?? '',
    coordinates,
  };
}

function hasId(body: Record<string, unknown>): boolean {
  return body.id !== undefined && body.id !== null && body.id !== '';
}

/**
 * Spec section 7, the extended user: the anonymous default, the logged-in member's extended
 * user, household and attribute updates, alternative addresses and cache invalidation.
 */
export function extendedUserHandlers(state: SimState) {
  return [
    http.get('*/api/extended-user/invalidateCache', () => noContent()),
    http.get('*/api/extended-user/:chainId/default', ({ params }) => {
      const store = defaultStore(state, String(params.chainId));
      return HttpResponse.json({
        chainId: String(params.chainId),
        store: { gln: store?.gln, pickupGln: store?.pickupGln, name: store?.name },
        handoverInfo: {
          handoverType: 'BUTIKK',
          from: null,
          to: null,
          deadline: null,
          windowId: null,
          product: null,
          deliveryInfo: null,
        },
      });
    }),
    http.get('*/api/extended-user/:chainId', ({ request, params }) => {
      const session = authenticateRequest(state, request);
      const payload = session ? toExtendedUserPayload(state, session.memberId, String(params.chainId)) : null;
      if (!payload) {
        return unauthorized();
      }
      return HttpResponse.json(payload);
    }),
    http.put('*/api/extended-user/:chainId/household', async ({ request, params }) => {
      const chainId = String(params.chainId);
      const session = authenticateRequest(state, request);
      const user = session ? sessionUser(state, session) : null;
      if (!user) {
        return unauthorized();
      }
      const body = await readJsonObject(request);
      const handoverInfo = body?.handoverInfo;
      const storeGln = typeof body?.prefferedStoreId === 'number' ? String(body.prefferedStoreId) : body?.prefferedStoreId;
      if (
        !body ||
        typeof handoverInfo !== 'object' ||
        handoverInfo === null ||
        Array.isArray(handoverInfo) ||
        typeof storeGln !== 'string' ||
        storeGln === ''
      ) {
        return platformError(400, 'Invalid input, «storeGln» and «handoverInfo» are both required');
      }
      const store = state.stores.find((candidate) => candidate.gln === storeGln) ?? defaultStore(state, chainId);
      const { household } = user.household;
      if (typeof body.deliveryComment === 'string') {
        household.deliveryComment = body.deliveryComment;
      }
      household.prefferedStoreId = store?.gln ?? DEFAULT_STORE_GLN;
      household.pickupStoreId =
        typeof body.pickupStoreId === 'string' && body.pickupStoreId !== ''
          ? body.pickupStoreId
          : (store?.pickupGln ?? household.prefferedStoreId);
      user.household.handoverInfo = structuredClone(handoverInfo) as SimHandoverInfo;
      state.householdUpdates.push(structuredClone(body));
      return noContent();
    }),
    http.put('*/api/extended-user/:chainId/attributes', async ({ request }) => {
      const session = authenticateRequest(state, request);
      const user = session ? sessionUser(state, session) : null;
      if (!user) {
        return unauthorized();
      }
      const body = await readJsonObject(request);
      if (!body) {
        return platformError(400, 'Body must be a JSON object');
      }
      user.member.attributes = body;
      return noContent();
    }),
    http.post('*/api/extended-user/:chainId/alternative-address', async ({ request }) => {
      const session = authenticateRequest(state, request);
      const user = session ? sessionUser(state, session) : null;
      if (!user) {
        return unauthorized();
      }
      const body = await readJsonObject(request);
      if (!body || hasId(body)) {
        return platformError(400, 'Send a new address without id; change one with PUT');
      }
      const address = readAlternativeAddress(body, `alt-${state.nextAlternativeAddressNumber}`);
      if (typeof address === 'string') {
        return platformError(400, address);
      }
      state.nextAlternativeAddressNumber += 1;
      user.household.household.addresses.push(address);
      return HttpResponse.json(address, { status: 201 });
    }),
    http.put('*/api/extended-user/:chainId/alternative-address', async ({ request }) => {
      const session = authenticateRequest(state, request);
      const user = session ? sessionUser(state, session) : null;
      if (!user) {
        return unauthorized();
      }
      const body = await readJsonObject(request);
      if (!body || typeof body.id !== 'string' || body.id === '') {
        return platformError(400, 'Send the address with its id');
      }
      const { addresses } = user.household.household;
      const index = addresses.findIndex((candidate) => candidate.id === body.id);
      if (index === -1) {
        return platformError(404, `Could not find alternative address ${body.id}`);
      }
      const address = readAlternativeAddress(body, body.id, addresses[index]);
      if (typeof address === 'string') {
        return platformError(400, address);
      }
      addresses[index] = address;
      return HttpResponse.json(address);
    }),
    http.delete('*/api/extended-user/:chainId/alternative-address/:id', ({ request, params }) => {
      const session = authenticateRequest(state, request);
      const user = session ? sessionUser(state, session) : null;
      if (!user) {
        return unauthorized();
      }
      const { household } = user.household;
      const remaining = household.addresses.filter((candidate) => candidate.id !== params.id);
      if (remaining.length === household.addresses.length) {
        return platformError(404, `Could not find alternative address ${String(params.id)}`);
      }
      household.addresses = remaining;
      return noContent();
    }),
  ];
}
