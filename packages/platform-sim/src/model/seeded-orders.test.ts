import { describe, expect, it } from 'vitest';
import {
  SEED_CORPORATE_OPEN_ORDER,
  SEED_EXPIRED_OPEN_ORDER,
  SEED_OPEN_ORDER,
  SEED_ORDERS,
  SEED_SUPPLIER_DEADLINE_ORDER,
  SIM_ORDER_STATUS,
} from '../seed/order-seed';
import { SEED_PRODUCTS } from '../seed/products';
import { SEED_STORES } from '../seed/stores';
import { SEED_USERS } from '../seed/users';
import { calculateCartTotals } from './calculator';
import { findHandoverWindow } from './handover-windows';
import { orderEditProblem } from './orders';
import { seedOpenOrderDeadline, seedOrders } from './seeded-orders';
import { createSimState } from './sim-state';

const products = new Map(SEED_PRODUCTS.map((product) => [product.ean, product]));
const KARI = SEED_USERS.member.extendedUser.currentMember;
const PER = SEED_USERS.corporate.extendedUser.currentMember;

/** Clocks: a plain morning, late evening in Oslo (next UTC day not yet), the night DST starts, just before midnight. */
const CLOCKS = ['2026-06-10T07:15:00.000Z', '2026-11-02T22:30:00.000Z', '2026-03-28T23:30:00.000Z', '2026-12-31T22:59:59.000Z'];

function byId(orders: ReturnType<typeof seedOrders>, id: string) {
  const order = orders.find((candidate) => candidate.ngOrderId === id || candidate.mwOrderId === id);
  if (!order) {
    throw new Error(`no order ${id}`);
  }
  return order;
}

describe('the seeded orders', () => {
  it('give Kari every status the order pages need, and Per an open and a delivered order', () => {
    const kari = SEED_ORDERS.filter((order) => order.memberId === KARI.memberId);
    expect(new Set(kari.map((order) => order.status))).toEqual(new Set([10, 20, 30, 35, 50, 59, 69]));
    expect(kari.filter((order) => order.status === 20)).toHaveLength(5);
    expect(kari.some((order) => order.status === 20 && order.isPendingProcessing)).toBe(true);
    expect(kari.some((order) => order.status === 20 && order.ngOrderId === null)).toBe(true);
    const per = SEED_ORDERS.filter((order) => order.memberId === PER.memberId);
    expect(per.map((order) => order.status)).toEqual([20, 69]);
    for (const order of SEED_ORDERS) {
      expect(SIM_ORDER_STATUS[order.statusName], order.mwOrderId).toBe(order.status);
    }
  });

  it('have unique ids and 6-digit pickup codes, and 2–4 lines of seeded products', () => {
    const ids = SEED_ORDERS.flatMap((order) => [order.ngOrderId, order.mwOrderId]).filter((id) => id !== null);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(SEED_ORDERS.map((order) => order.pickupCode)).size).toBe(SEED_ORDERS.length);
    for (const order of SEED_ORDERS) {
      expect(order.pickupCode, order.mwOrderId).toMatch(/^\d{6}$/);
      expect(order.items.length, order.mwOrderId).toBeGreaterThanOrEqual(2);
      expect(order.items.length, order.mwOrderId).toBeLessThanOrEqual(4);
      for (const item of order.items) {
        const product = products.get(item.ean);
        expect(product, item.ean).toBeDefined();
        expect(product?.isForSale ?? true, item.ean).toBe(true);
        expect(product?.isOutOfStock ?? false, item.ean).toBe(false);
      }
    }
  });

  it('export Kari’s open order: pickup code 483920, deadline tomorrow 12:00 in Oslo, no supplier deadline', () => {
    expect(SEED_OPEN_ORDER).toMatchObject({ memberId: 'M-100001', ngOrderId: '4100001', pickupCode: '483920', status: 20 });
    expect(SEED_OPEN_ORDER.itemEans).toHaveLength(4);
    const orders = seedOrders(new Date('2026-06-10T07:15:00.000Z'), products);
    const open = byId(orders, SEED_OPEN_ORDER.ngOrderId);
    expect(open.handoverInfo).toMatchObject({
      handoverType: 'Store',
      from: '2026-06-11T16:00:00+02:00',
      to: '2026-06-11T18:00:00+02:00',
      customerPickupFrom: '2026-06-11T16:00:00+02:00',
      customerPickupTo: '2026-06-11T18:00:00+02:00',
      deadline: '2026-06-11T12:00:00+02:00',
      supplierOrderDeadline: null,
      windowId: 'S-7080001150015-20260611-1600',
      deliveryInfo: null,
    });
    expect(open.store).toEqual({ name: 'MENY Storo', gln: '7080001150015', pickupGln: '7080001150015' });
    expect(open.originalCart.items.map((item) => item.ean)).toEqual(SEED_OPEN_ORDER.itemEans);
    expect(open.customer).toEqual({ firstName: 'Kari', lastName: 'Nordmann', mobile: KARI.mobile, email: KARI.email });
    expect(open.invoice).toBeNull();
    expect(open.serviceFeeType).toBeNull();
  });

  it.each(CLOCKS)('are made relative to the clock (%s): deadlines, editability and windows agree', (clock) => {
    const now = new Date(clock);
    const orders = seedOrders(now, products);
    expect(byId(orders, SEED_OPEN_ORDER.ngOrderId).handoverInfo.deadline).toBe(seedOpenOrderDeadline(now));
    for (const spec of SEED_ORDERS) {
      const order = byId(orders, spec.mwOrderId);
      expect(orderEditProblem(order, now) === null, `${spec.mwOrderId} ${orderEditProblem(order, now)}`).toBe(spec.editable);
    }
    const expired = byId(orders, SEED_EXPIRED_OPEN_ORDER.mwOrderId);
    expect(Date.parse(expired.handoverInfo.deadline ?? '')).toBeLessThan(now.getTime());
    expect(Date.parse(expired.handoverInfo.from ?? '')).toBeGreaterThan(now.getTime());
    const supplier = byId(orders, SEED_SUPPLIER_DEADLINE_ORDER.mwOrderId).handoverInfo;
    expect(Date.parse(supplier.supplierOrderDeadline ?? '')).toBeLessThan(Date.parse(supplier.deadline ?? ''));
    expect(Date.parse(supplier.supplierOrderDeadline ?? '')).toBeGreaterThan(now.getTime());
    // Windows on the simulator's grid are the simulator's windows, with the same deadline.
    const state = createSimState();
    state.clockOffsetMs = now.getTime() - Date.now();
    for (const id of ['4100001', '4100003', '4100010', 'MW-4100011', '4300001']) {
      const order = byId(orders, id);
      const window = findHandoverWindow(state, order.handoverInfo.windowId ?? '');
      expect(window, id).not.toBeNull();
      expect(window?.from, id).toBe(order.handoverInfo.from);
      expect(window?.deadline, id).toBe(order.handoverInfo.deadline);
    }
  });

  it('carry totals by the simulator’s calculator, totalQuantity the units, and the reservation amount to pay', () => {
    for (const order of seedOrders(new Date('2026-06-10T07:15:00.000Z'), products)) {
      const calculation = calculateCartTotals(products, order.originalCart.items, {
        bagType: order.bagType,
        serviceFeeType: order.serviceFeeType,
        handoverType: order.handoverInfo.handoverType,
      });
      if ('unknownEans' in calculation) {
        throw new Error(`unknown EANs in ${order.mwOrderId}`);
      }
      expect(order.totals, order.mwOrderId ?? '').toEqual({
        ...calculation.totals,
        totalQuantity: order.originalCart.items.reduce((sum, item) => sum + item.quantity, 0),
      });
      expect(order.reservationAmount).toBe(order.totals.totalToPay);
      expect(order.totals.totalToPay).toBeGreaterThan(order.totals.calculatorTotal);
    }
  });

  it('give Per a home delivery on invoice with his delivery address and a carrier', () => {
    const orders = seedOrders(new Date('2026-06-10T07:15:00.000Z'), products);
    const open = byId(orders, SEED_CORPORATE_OPEN_ORDER.mwOrderId);
    expect(open).toMatchObject({
      paymentMethod: 'INVOICE',
      invoice: { costCenter: '4501', reference: 'Kantina, ukeshandel' },
      bagType: 'PAPPESKE',
      customer: { firstName: 'Per', lastName: 'Berg' },
    });
    expect(open.handoverInfo).toMatchObject({
      handoverType: 'Delivery',
      from: '2026-06-12T10:00:00+02:00',
      deadline: '2026-06-12T04:00:00+02:00',
      customerPickupFrom: null,
      windowId: 'D-7080001150015-20260612-1000',
      deliveryInfo: { carrierOrderId: 'CO-MW-4300001', address: 'Dronning Eufemias gate 16', postalCode: '0191', city: 'OSLO' },
    });
    expect(SEED_STORES.some((store) => store.gln === open.store.gln)).toBe(true);
  });
});
