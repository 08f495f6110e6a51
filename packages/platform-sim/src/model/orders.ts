import { type HandoverInfo, ORDER_STATUS, type OrderLine } from '@kurv/core/domain';
import { osloIso, simNow } from '../clock';
import { SEED_OPEN_ORDER, type SimPaymentMethod } from '../seed/order-seed';
import type { SeedStore } from '../seed/seed-types';
import { orderTotals } from './calculator';
import {
  CartBodyProblem,
  readBagType,
  readCartLines,
  readHandoverType,
  readServiceFeeType,
  readSubstitutePreference,
  tryReadCartBody,
} from './cart-body';
import { ORDER_DEADLINE_HOURS, orderCustomer, orderHandoverInfo, seedOrders, seedOrderTimes } from './seeded-orders';
import type { SimOrder, SimState } from './sim-state';

/** The platform's answer (409) to changing or removing an order that cannot be changed. */
export const ORDER_NOT_EDITABLE_MESSAGE = 'Bestillingen kan ikke endres';

/** The platform's answer (403) to a member without the update-order flag changing or removing an order. */
export const ORDER_UPDATE_FORBIDDEN_MESSAGE = 'Medlemmet kan ikke endre bestillinger';

const PAYMENT_METHODS: readonly SimPaymentMethod[] = ['CARD', 'INVOICE', 'VIPPS'];

/** The members' orders, seeded (relative to the simulator clock) the first time they are read after creation or reset. */
export function simOrders(state: SimState): SimOrder[] {
  state.orders ??= seedOrders(simNow(state), state.products);
  return state.orders;
}

/** A member's orders, newest (by `createdAt`) first. */
export function memberOrders(state: SimState, memberId: string): SimOrder[] {
  return simOrders(state)
    .filter((order) => order.memberId === memberId)
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

/** A member's order by its ngOrderId or its mwOrderId; null when the member has none such. */
export function findMemberOrder(state: SimState, memberId: string, orderId: string): SimOrder | null {
  return (
    simOrders(state).find(
      (order) => order.memberId === memberId && ((order.ngOrderId !== null && order.ngOrderId === orderId) || order.mwOrderId === orderId),
    ) ?? null
  );
}

/** The order as the platform answers it: the spec's fields with `createdAt` and `reservationAmount`, not the member id. */
export function toOrderPayload(order: SimOrder) {
  const { memberId: _memberId, ...payload } = structuredClone(order);
  return payload;
}

/**
 * Why a member cannot change or remove the order now, or null when they can (spec section 4, the stricter predicate):
 * status at most Open (20) but not Created (10), an ngOrderId, not pending processing, and the deadline (the supplier
 * order deadline when present) after `now`.
 */
export function orderEditProblem(order: SimOrder, now: Date): string | null {
  if (order.status > ORDER_STATUS.Open) {
    return `status ${order.status} is past Open (20)`;
  }
  if (order.status === ORDER_STATUS.Created) {
    return 'status is Created (10)';
  }
  if (order.ngOrderId === null || order.ngOrderId === '') {
    return 'the order has no ngOrderId';
  }
  if (order.isPendingProcessing) {
    return 'the order is pending processing';
  }
  const deadline = order.handoverInfo.supplierOrderDeadline ?? order.handoverInfo.deadline;
  const end = deadline === null ? Number.NaN : Date.parse(deadline);
  if (!Number.isFinite(end) || end <= now.getTime()) {
    return order.handoverInfo.supplierOrderDeadline ? 'the supplier order deadline has passed' : 'the deadline has passed';
  }
  return null;
}

/** Whether the member's update-order flag (currentMember.canUpdateOrder) is set. */
export function memberCanUpdateOrders(state: SimState, memberId: string): boolean {
  return state.members[memberId]?.member.canUpdateOrder === true;
}

/** The changes of a `PUT /api/order/{chainid}/{memberId}/{orderId}` body. */
export interface SimOrderEdit {
  items: OrderLine[];
  substitutePreference: SimOrder['substitutePreference'];
  substituteComment: string;
  bagType: SimOrder['bagType'];
  serviceFeeType: SimOrder['serviceFeeType'];
}

function readComment(value: unknown, fallback: string): string {
  if (value === undefined) {
    return fallback;
  }
  if (value === null) {
    return '';
  }
  if (typeof value !== 'string') {
    throw new CartBodyProblem('substituteComment must be a string or null');
  }
  return value;
}

/**
 * Reads an order edit: `items` (required, at least one `{ ean, quantity > 0, substitute?, shouldSlice? }`), and
 * optionally `substitutePreference`, `substituteComment`, `bagType`, `serviceFeeType` (absent: the order's stay).
 * Answers a CartBodyProblem for a bad body.
 */
export function readOrderEdit(body: Record<string, unknown> | null, order: SimOrder): SimOrderEdit | CartBodyProblem {
  return tryReadCartBody(() => {
    if (!body) {
      throw new CartBodyProblem('Body must be a JSON object');
    }
    const items = readCartLines(body.items);
    if (items.length === 0) {
      throw new CartBodyProblem('items must hold at least one line (remove the order with DELETE)');
    }
    return {
      items,
      substitutePreference:
        body.substitutePreference === undefined ? order.substitutePreference : readSubstitutePreference(body.substitutePreference),
      substituteComment: readComment(body.substituteComment, order.substituteComment),
      bagType: 'bagType' in body ? readBagType(body.bagType) : order.bagType,
      serviceFeeType: 'serviceFeeType' in body ? readServiceFeeType(body.serviceFeeType) : order.serviceFeeType,
    };
  });
}

/** Applies an edit: new lines and choices, totals recalculated by the calculator; the unknown EANs when there are some. */
export function applyOrderEdit(state: SimState, order: SimOrder, edit: SimOrderEdit): { unknownEans: string[] } | null {
  // Priced as the member's cart is: with the member's active coupons.
  const totals = orderTotals(state.products, edit.items, {
    bagType: edit.bagType,
    serviceFeeType: edit.serviceFeeType,
    handoverType: order.handoverInfo.handoverType,
    coupons: state.coupons[order.memberId] ?? [],
  });
  if (!totals) {
    return { unknownEans: edit.items.filter((item) => !state.products.has(item.ean)).map((item) => item.ean) };
  }
  order.originalCart = { items: edit.items };
  order.substitutePreference = edit.substitutePreference;
  order.substituteComment = edit.substituteComment;
  order.bagType = edit.bagType;
  order.serviceFeeType = edit.serviceFeeType;
  order.totals = totals;
  order.reservationAmount = totals.totalToPay;
  return null;
}

function optionalText(value: unknown, field: string): string | undefined {
  if (value === undefined) {
    return undefined;
  }
  if (typeof value !== 'string' || value === '') {
    throw new CartBodyProblem(`${field} must be a non-empty string`);
  }
  return value;
}

function optionalFiniteNumber(value: unknown, field: string): number | undefined {
  if (value === undefined) {
    return undefined;
  }
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new CartBodyProblem(`${field} must be a number`);
  }
  return value;
}

function readRecord(value: unknown, field: string): Record<string, unknown> {
  if (value === undefined || value === null) {
    return {};
  }
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new CartBodyProblem(`${field} must be an object`);
  }
  return value as Record<string, unknown>;
}

function findStore(state: SimState, gln: string): SeedStore {
  const store =
    state.stores.find((candidate) => candidate.gln === gln && candidate.pickupGln === gln) ??
    state.stores.find((candidate) => candidate.pickupGln === gln);
  if (!store) {
    throw new CartBodyProblem(`No seeded store has gln ${gln}`);
  }
  return store;
}

/** `handoverInfo` fields a control body may set over the computed ones (strings or null). */
const HANDOVER_TEXT_FIELDS = [
  'from',
  'to',
  'customerPickupFrom',
  'customerPickupTo',
  'deadline',
  'supplierOrderDeadline',
  'windowId',
  'product',
] as const;

function readInvoice(value: unknown): SimOrder['invoice'] {
  if (value === undefined || value === null) {
    return null;
  }
  const invoice = readRecord(value, 'invoice');
  if (typeof invoice.costCenter !== 'string' || typeof invoice.reference !== 'string') {
    throw new CartBodyProblem('invoice must be { costCenter, reference } or null');
  }
  return { costCenter: invoice.costCenter, reference: invoice.reference };
}

function buildControlOrder(state: SimState, body: Record<string, unknown> | null): SimOrder {
  if (!body || typeof body.memberId !== 'string' || !state.members[body.memberId]) {
    throw new CartBodyProblem('memberId must be the id of a seeded member');
  }
  const memberId = body.memberId;
  const now = simNow(state);
  const number = state.nextOrderNumber;
  const ngOrderId = body.ngOrderId === null ? null : (optionalText(body.ngOrderId, 'ngOrderId') ?? String(number));
  const mwOrderId = optionalText(body.mwOrderId, 'mwOrderId') ?? `MW-${ngOrderId ?? number}`;
  const taken = simOrders(state).some(
    (order) => order.mwOrderId === mwOrderId || (ngOrderId !== null && (order.ngOrderId === ngOrderId || order.mwOrderId === ngOrderId)),
  );
  if (taken) {
    throw new CartBodyProblem(`An order with id ${ngOrderId ?? mwOrderId} exists`);
  }
  const pickupCode = optionalText(body.pickupCode, 'pickupCode') ?? String(100_000 + ((number * 7919) % 900_000));
  if (!/^\d{6}$/.test(pickupCode)) {
    throw new CartBodyProblem('pickupCode must be 6 digits');
  }
  const status = optionalFiniteNumber(body.status, 'status') ?? ORDER_STATUS.Open;
  if (!Number.isInteger(status)) {
    throw new CartBodyProblem('status must be a whole number');
  }
  const householdRecord = state.households[state.members[memberId]?.householdId ?? ''];
  const storeBody = readRecord(body.store, 'store');
  const storeGln = optionalText(body.storeGln ?? storeBody.gln, 'storeGln') ?? householdRecord?.household.prefferedStoreId ?? '';
  const store = findStore(state, storeGln);
  const handoverBody = readRecord(body.handoverInfo, 'handoverInfo');
  const handoverType = readHandoverType(handoverBody.handoverType);
  const lines = readCartLines(readRecord(body.originalCart, 'originalCart').items ?? body.items ?? SEED_OPEN_ORDER.items);
  if (lines.length === 0) {
    throw new CartBodyProblem('originalCart.items must hold at least one line');
  }
  const bagType = 'bagType' in body ? readBagType(body.bagType) : 'PLAST';
  const serviceFeeType = readServiceFeeType(body.serviceFeeType);
  const totals = orderTotals(state.products, lines, { bagType, serviceFeeType, handoverType });
  if (!totals) {
    const unknown = lines.filter((item) => !state.products.has(item.ean)).map((item) => item.ean);
    throw new CartBodyProblem(`Unknown EANs: ${unknown.join(', ')}`);
  }
  // The window: tomorrow 16–18 (like SEED_OPEN_ORDER) unless deadlineInMinutes puts the deadline that far from now.
  const deadlineInMinutes = optionalFiniteNumber(body.deadlineInMinutes, 'deadlineInMinutes');
  const supplierInMinutes = optionalFiniteNumber(body.supplierOrderDeadlineInMinutes, 'supplierOrderDeadlineInMinutes');
  const times = seedOrderTimes({ handoverType, window: { days: 1, fromHour: 16, toHour: 18 } }, now);
  if (deadlineInMinutes !== undefined) {
    times.deadline = new Date(Math.floor(now.getTime() / 1000) * 1000 + deadlineInMinutes * 60_000);
    times.from = new Date(times.deadline.getTime() + ORDER_DEADLINE_HOURS[handoverType] * 3_600_000);
    times.to = new Date(times.from.getTime() + 2 * 3_600_000);
  }
  if (supplierInMinutes !== undefined) {
    times.supplierOrderDeadline = new Date(Math.floor(now.getTime() / 1000) * 1000 + supplierInMinutes * 60_000);
  }
  const handoverInfo: HandoverInfo = orderHandoverInfo({
    memberId,
    store,
    handoverType,
    ...times,
    calculatorTotal: totals.calculatorTotal,
    carrierOrderId: handoverType === 'Delivery' ? `CO-${mwOrderId}` : null,
  });
  for (const field of HANDOVER_TEXT_FIELDS) {
    const value = handoverBody[field];
    if (value !== undefined) {
      if (value !== null && typeof value !== 'string') {
        throw new CartBodyProblem(`handoverInfo.${field} must be a string or null`);
      }
      handoverInfo[field] = value;
    }
  }
  const paymentMethod = body.paymentMethod === undefined ? 'CARD' : body.paymentMethod;
  if (paymentMethod !== null && !PAYMENT_METHODS.includes(paymentMethod as SimPaymentMethod)) {
    throw new CartBodyProblem(`paymentMethod must be one of ${PAYMENT_METHODS.join(', ')} or null`);
  }
  if (body.isPendingProcessing !== undefined && typeof body.isPendingProcessing !== 'boolean') {
    throw new CartBodyProblem('isPendingProcessing must be true or false');
  }
  const createdAt = body.createdAt === undefined ? osloIso(now) : body.createdAt;
  if (typeof createdAt !== 'string' || Number.isNaN(Date.parse(createdAt))) {
    throw new CartBodyProblem('createdAt must be an ISO date');
  }
  return {
    memberId,
    ngOrderId,
    mwOrderId,
    pickupCode,
    status,
    store: { name: store.name, gln: store.gln, pickupGln: store.pickupGln },
    handoverInfo,
    substitutePreference: readSubstitutePreference(body.substitutePreference),
    substituteComment: readComment(body.substituteComment, ''),
    bagType,
    serviceFeeType,
    paymentMethod: paymentMethod as SimPaymentMethod | null,
    originalCart: { items: lines },
    totals,
    customer: orderCustomer(memberId),
    invoice: readInvoice(body.invoice),
    isPendingProcessing: body.isPendingProcessing === true,
    createdAt,
    reservationAmount: totals.totalToPay,
  };
}

/**
 * Adds an order for a member (`POST /__sim/orders`): the body is a partial order with `memberId`; the rest takes
 * defaults (see the control API). Answers the order, or a CartBodyProblem for a bad body.
 */
export function createSimOrder(state: SimState, body: Record<string, unknown> | null): SimOrder | CartBodyProblem {
  const order = tryReadCartBody(() => buildControlOrder(state, body));
  if (order instanceof CartBodyProblem) {
    return order;
  }
  simOrders(state).push(order);
  state.nextOrderNumber += 1;
  return order;
}
