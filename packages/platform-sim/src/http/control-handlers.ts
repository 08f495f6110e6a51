import { COUPON_STATUSES, type CouponStatus, type HandoverType } from '@kurv/core/domain';
import { HttpResponse, http } from 'msw';
import { simNow } from '../clock';
import { createSimOrder, simOrders, toOrderPayload } from '../model/orders';
import { clearedSessionCookie, endAllSimSessions, type SimLoginOptions, sessionCookie, startSimSession } from '../model/sessions';
import {
  pushSimNotification,
  resetSimState,
  SIM_HANDOVER_TYPES,
  type SimFault,
  type SimNotificationType,
  type SimState,
  type SimWindowPriceInterval,
} from '../model/sim-state';
import { SIM_USER_KINDS, type SimAssurance, type SimUserKind } from '../seed/user-types';
import { faultProblem } from './fault-route';
import { readJsonObject as readJson } from './platform-http';

const ASSURANCES: readonly SimAssurance[] = ['substantial', 'low', 'none'];
const NOTIFICATION_TYPES: readonly SimNotificationType[] = ['EXTENDED_USER_UPDATED', 'SHOPPING_CART_UPDATED', 'PROCESS_ORDER_COMPLETE'];

/** Checks a `POST /__sim/login` body; answers the login options or an error message. */
function readLoginOptions(body: Record<string, unknown> | null): SimLoginOptions | string {
  if (!body || !SIM_USER_KINDS.includes(body.kind as SimUserKind)) {
    return `kind must be one of ${SIM_USER_KINDS.join(', ')}`;
  }
  const options: SimLoginOptions = { kind: body.kind as SimUserKind };
  if (body.expiresInSeconds === null) {
    options.expiresInSeconds = null;
  } else if (body.expiresInSeconds !== undefined) {
    if (typeof body.expiresInSeconds !== 'number' || !Number.isFinite(body.expiresInSeconds) || body.expiresInSeconds <= 0) {
      return 'expiresInSeconds must be a positive number, or null for a token without expiry';
    }
    options.expiresInSeconds = body.expiresInSeconds;
  }
  if (body.assurance !== undefined) {
    if (!ASSURANCES.includes(body.assurance as SimAssurance)) {
      return `assurance must be one of ${ASSURANCES.join(', ')}`;
    }
    options.assurance = body.assurance as SimAssurance;
  }
  return options;
}

/** A snapshot of the state for `GET /__sim/state`. */
export function describeSimState(state: SimState) {
  return {
    now: simNow(state).toISOString(),
    carts: state.carts,
    reservations: state.reservations,
    orders: simOrders(state),
    requests: state.requests,
    faults: state.faults,
    logs: state.logs,
    sessions: state.sessions,
    notifications: state.notifications,
    householdUpdates: state.householdUpdates,
    inactiveStores: [...state.inactiveStores],
    offeredHandoverTypes: state.offeredHandoverTypes,
    coupons: state.coupons,
    memberCarts: state.memberCarts,
    // The members' and households' profiles as the profile calls left them (spec section 7: husstand, medlemmer,
    // alternative addresses).
    members: state.members,
    households: state.households,
  };
}

/**
 * The control API under `/__sim/` (stable: tests outside the repo use it): reset, clock,
 * state with the request log, fault injection, member logins, client notifications, the
 * reservation length, the windows' places (`POST /__sim/windows/capacity`), the windows' carrier ids and gln
 * (`POST /__sim/windows/fields`), the triple-Trumf days
 * (`POST /__sim/windows/triple`), the stores' status, the handover types offered, members' orders
 * (`POST /__sim/orders`), the products an order's picking store turns out not to have (`POST /__sim/orders/unavailable`)
 * and a product's stock (`POST /__sim/products/{ean}/stock`).
 */
export function controlHandlers(state: SimState) {
  return [
    http.post('*/__sim/reset', () => {
      resetSimState(state);
      return HttpResponse.json({ ok: true, now: simNow(state).toISOString() });
    }),
    http.get('*/__sim/clock', () => HttpResponse.json({ now: simNow(state).toISOString() })),
    http.post('*/__sim/clock', async ({ request }) => {
      const body = await readJson(request);
      if (body && typeof body.now === 'string' && !Number.isNaN(Date.parse(body.now))) {
        state.clockOffsetMs = Date.parse(body.now) - Date.now();
      } else if (body && typeof body.advanceMinutes === 'number' && Number.isFinite(body.advanceMinutes)) {
        state.clockOffsetMs += body.advanceMinutes * 60_000;
      } else {
        return HttpResponse.json({ error: 'Send {"now": ISO date} or {"advanceMinutes": n}' }, { status: 400 });
      }
      return HttpResponse.json({ now: simNow(state).toISOString() });
    }),
    http.get('*/__sim/state', () => HttpResponse.json(describeSimState(state))),
    http.get('*/__sim/faults', () => HttpResponse.json({ faults: state.faults })),
    http.post('*/__sim/faults', async ({ request }) => {
      const body = await readJson(request);
      const problem = faultProblem(body);
      if (problem) {
        return HttpResponse.json({ error: problem }, { status: 400 });
      }
      state.faults.push(body as unknown as SimFault);
      return HttpResponse.json({ faults: state.faults }, { status: 201 });
    }),
    http.delete('*/__sim/faults', () => {
      state.faults = [];
      return HttpResponse.json({ faults: [] });
    }),
    http.post('*/__sim/login', async ({ request }) => {
      const options = readLoginOptions(await readJson(request));
      if (typeof options === 'string') {
        return HttpResponse.json({ error: options }, { status: 400 });
      }
      const login = startSimSession(state, options);
      return HttpResponse.json(login, { headers: { 'Set-Cookie': sessionCookie(login.sid) } });
    }),
    http.post('*/__sim/logout', () => {
      const endedSessions = endAllSimSessions(state);
      return HttpResponse.json({ endedSessions }, { headers: { 'Set-Cookie': clearedSessionCookie() } });
    }),
    http.post('*/__sim/reservations/config', async ({ request }) => {
      const body = await readJson(request);
      const minutes = body?.reservationDurationInMinutes;
      if (typeof minutes !== 'number' || !Number.isFinite(minutes) || minutes <= 0) {
        return HttpResponse.json({ error: 'Send {"reservationDurationInMinutes": a positive number}' }, { status: 400 });
      }
      state.reservationDurationInMinutes = minutes;
      return HttpResponse.json({ reservationDurationInMinutes: minutes });
    }),
    http.post('*/__sim/windows/capacity', async ({ request }) => {
      const body = await readJson(request);
      const capacity = body?.capacity;
      if (typeof capacity !== 'number' || !Number.isInteger(capacity) || capacity < 0) {
        return HttpResponse.json({ error: 'Send {"capacity": a whole number from 0, "windowId"?: a window id}' }, { status: 400 });
      }
      if (body?.windowId !== undefined && (typeof body.windowId !== 'string' || body.windowId === '')) {
        return HttpResponse.json({ error: 'windowId must be a window id, or left out for every window' }, { status: 400 });
      }
      const windowId = typeof body?.windowId === 'string' ? body.windowId : '*';
      state.windowCapacityOverrides[windowId] = capacity;
      return HttpResponse.json({ windowCapacityOverrides: state.windowCapacityOverrides });
    }),
    http.post('*/__sim/windows/fields', async ({ request }) => {
      const body = await readJson(request);
      const kind = body?.kind;
      if (kind !== 'delivery' && kind !== 'store' && kind !== 'pickuppoint') {
        return HttpResponse.json(
          { error: 'Send {"kind": "delivery" | "store" | "pickuppoint", "carrierWindowIds"?: true | false, "gln"?: a gln}' },
          { status: 400 },
        );
      }
      if (body?.carrierWindowIds !== undefined && typeof body.carrierWindowIds !== 'boolean') {
        return HttpResponse.json({ error: 'carrierWindowIds must be true or false' }, { status: 400 });
      }
      if (body?.gln !== undefined && (typeof body.gln !== 'string' || !/^\d{13}$/.test(body.gln))) {
        return HttpResponse.json({ error: 'gln must be 13 digits' }, { status: 400 });
      }
      state.windowFieldOverrides[kind] = {
        ...(body?.carrierWindowIds === undefined ? {} : { carrierWindowIds: body.carrierWindowIds as boolean }),
        ...(body?.gln === undefined ? {} : { gln: body.gln as string }),
      };
      return HttpResponse.json({ windowFieldOverrides: state.windowFieldOverrides });
    }),
    http.post('*/__sim/windows/triple', async ({ request }) => {
      const body = await readJson(request);
      const dates = body?.dates;
      if (!Array.isArray(dates) || dates.some((date) => typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date))) {
        return HttpResponse.json({ error: 'Send {"dates": a list of yyyy-MM-dd}' }, { status: 400 });
      }
      state.tripleTrumfDates = dates as string[];
      return HttpResponse.json({ tripleTrumfDates: state.tripleTrumfDates });
    }),
    // A kind's handover products with these price intervals instead of the seed's ('to' null: no upper bound sent).
    http.post('*/__sim/windows/prices', async ({ request }) => {
      const body = await readJson(request);
      const kind = body?.kind;
      const intervals = body?.intervals;
      const isAmount = (value: unknown) => typeof value === 'number' && Number.isFinite(value) && value >= 0;
      const valid =
        (kind === 'delivery' || kind === 'store' || kind === 'pickuppoint') &&
        Array.isArray(intervals) &&
        intervals.length > 0 &&
        intervals.every(
          (interval) =>
            typeof interval === 'object' &&
            interval !== null &&
            isAmount(interval.price) &&
            isAmount(interval.from) &&
            (interval.to === null || isAmount(interval.to)),
        );
      if (!valid) {
        return HttpResponse.json(
          {
            error:
              'Send {"kind": "delivery" | "store" | "pickuppoint", "intervals": [{"price": n, "from": n, "to": n or null}, ...]} (amounts from 0)',
          },
          { status: 400 },
        );
      }
      state.windowPriceOverrides[kind] = (intervals as SimWindowPriceInterval[]).map(({ price, from, to }) => ({ price, from, to }));
      return HttpResponse.json({ windowPriceOverrides: state.windowPriceOverrides });
    }),
    // A store's name as the platform sends it ('' or null: a store without a name, spec section 9's fallback).
    http.post('*/__sim/stores/:gln/name', async ({ request, params }) => {
      const gln = String(params.gln);
      const stores = state.stores.filter((store) => store.gln === gln && store.pickupGln === gln);
      if (stores.length === 0) {
        return HttpResponse.json({ error: `No seeded store has gln ${gln}` }, { status: 404 });
      }
      const body = await readJson(request);
      if (body === null || !(typeof body.name === 'string' || body.name === null)) {
        return HttpResponse.json({ error: 'Send {"name": a text, "" or null}' }, { status: 400 });
      }
      for (const store of stores) {
        // The seed's type says a name is always there; the platform may send none.
        store.name = body.name as string;
      }
      return HttpResponse.json({ gln, name: body.name });
    }),
    http.post('*/__sim/stores/:gln/status', async ({ request, params }) => {
      const gln = String(params.gln);
      if (!state.stores.some((store) => store.gln === gln)) {
        return HttpResponse.json({ error: `No seeded store has gln ${gln}` }, { status: 404 });
      }
      const body = await readJson(request);
      if (typeof body?.isActive !== 'boolean') {
        return HttpResponse.json({ error: 'Send {"isActive": true or false}' }, { status: 400 });
      }
      if (body.isActive) {
        state.inactiveStores.delete(gln);
      } else {
        state.inactiveStores.add(gln);
      }
      return HttpResponse.json({ gln, isActive: body.isActive });
    }),
    // A store or pickup point that closes down (by its pickup id): gone from every list and lookup until reset.
    http.delete('*/__sim/stores/:id', ({ params }) => {
      const id = String(params.id);
      const index = state.stores.findIndex((store) => store.pickupGln === id);
      if (index === -1) {
        return HttpResponse.json({ error: `No seeded store or pickup point has id ${id}` }, { status: 404 });
      }
      state.stores.splice(index, 1);
      return HttpResponse.json({ id, removed: true });
    }),
    // The coverage answer's figures for a covered address (bestPrice, bestPriceThreshold, deliveryThreshold), until reset.
    http.post('*/__sim/coverage/figures', async ({ request }) => {
      const body = await readJson(request);
      const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;
      const { bestPrice, bestPriceThreshold, deliveryThreshold } = body ?? {};
      if (!isAmount(bestPrice) || !isAmount(bestPriceThreshold) || !isAmount(deliveryThreshold)) {
        return HttpResponse.json(
          { error: 'Send {"bestPrice": n, "bestPriceThreshold": n, "deliveryThreshold": n} (amounts in kroner, from 0)' },
          { status: 400 },
        );
      }
      state.coverageFigures = { bestPrice, bestPriceThreshold, deliveryThreshold };
      return HttpResponse.json({ coverageFigures: state.coverageFigures });
    }),
    // The handover types the handover options offer, e.g. only Store: an order for delivery can no longer keep its type.
    http.post('*/__sim/handoveroptions/types', async ({ request }) => {
      const body = await readJson(request);
      const types = body?.handoverTypes;
      if (!Array.isArray(types) || types.some((type) => !SIM_HANDOVER_TYPES.includes(type as HandoverType))) {
        return HttpResponse.json({ error: `Send {"handoverTypes": a list of ${SIM_HANDOVER_TYPES.join(', ')}}` }, { status: 400 });
      }
      state.offeredHandoverTypes = SIM_HANDOVER_TYPES.filter((type) => types.includes(type));
      return HttpResponse.json({ offeredHandoverTypes: state.offeredHandoverTypes });
    }),
    // A member's coupon in another status (AKTIV, INAKTIV, BRUKT), e.g. to see that only an active one gives a saving.
    http.post('*/__sim/coupons/:memberId/:couponId/status', async ({ request, params }) => {
      const coupon = state.coupons[String(params.memberId)]?.find((candidate) => candidate.couponId === params.couponId);
      if (!coupon) {
        return HttpResponse.json({ error: `No coupon ${String(params.couponId)} for member ${String(params.memberId)}` }, { status: 404 });
      }
      const body = await readJson(request);
      if (!(COUPON_STATUSES as readonly string[]).includes(String(body?.status))) {
        return HttpResponse.json({ error: `Send {"status": one of ${COUPON_STATUSES.join(', ')}}` }, { status: 400 });
      }
      coupon.status = body?.status as CouponStatus;
      return HttpResponse.json(coupon);
    }),
    http.post('*/__sim/orders', async ({ request }) => {
      const order = createSimOrder(state, await readJson(request));
      if (order instanceof Error) {
        return HttpResponse.json({ error: order.message }, { status: 400 });
      }
      return HttpResponse.json({ memberId: order.memberId, ...toOrderPayload(order) }, { status: 201 });
    }),
    http.post('*/__sim/orders/unavailable', async ({ request }) => {
      const body = await readJson(request);
      const eans = body?.eans;
      if (!Array.isArray(eans) || !eans.every((ean) => typeof ean === 'string' && state.products.has(ean))) {
        return HttpResponse.json({ error: 'Send {"eans": [EANs of seeded products]}' }, { status: 400 });
      }
      state.unavailableAtOrder = [...eans];
      return HttpResponse.json({ unavailableAtOrder: state.unavailableAtOrder });
    }),
    // A product's online stock for every store, until reset: e.g. an inventory of 0 on a product not flagged out of stock.
    http.post('*/__sim/products/:ean/stock', async ({ request, params }) => {
      const ean = String(params.ean);
      const product = state.products.get(ean);
      if (!product) {
        return HttpResponse.json({ error: `No seeded product has EAN ${ean}` }, { status: 404 });
      }
      const body = await readJson(request);
      const inventory = body?.availableInventory;
      const flagged = body?.isOutOfStock ?? false;
      if (typeof inventory !== 'number' || !Number.isFinite(inventory) || typeof flagged !== 'boolean') {
        return HttpResponse.json({ error: 'Send {"availableInventory": a number, "isOutOfStock"?: true or false}' }, { status: 400 });
      }
      state.products.set(ean, { ...product, availableInventory: inventory, isOutOfStock: flagged });
      return HttpResponse.json({ ean, availableInventory: inventory, isOutOfStock: flagged });
    }),
    http.post('*/__sim/notifications', async ({ request }) => {
      const body = await readJson(request);
      if (!body || typeof body.memberId !== 'string' || !state.members[body.memberId]) {
        return HttpResponse.json({ error: 'memberId must be the id of a seeded member' }, { status: 400 });
      }
      if (!NOTIFICATION_TYPES.includes(body.type as SimNotificationType)) {
        return HttpResponse.json({ error: `type must be one of ${NOTIFICATION_TYPES.join(', ')}` }, { status: 400 });
      }
      const notification = pushSimNotification(state, body.memberId, body.type as SimNotificationType);
      return HttpResponse.json({ memberId: body.memberId, ...notification }, { status: 201 });
    }),
  ];
}
