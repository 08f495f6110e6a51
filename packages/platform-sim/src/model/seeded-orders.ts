import type { HandoverInfo, Order } from '@kurv/core/domain';
import { addCalendarDays, osloDate, osloFields, osloIso, osloTime } from '../clock';
import { DELIVERY_PRICES, STORE_PRICES } from '../seed/coverage-seed';
import { SEED_ORDERS, type SeedOrderSpec } from '../seed/order-seed';
import type { SeedProduct, SeedStore } from '../seed/seed-types';
import { SEED_STORES } from '../seed/stores';
import { SEED_USERS } from '../seed/users';
import { orderTotals } from './calculator';
import { handoverWindowId } from './handover-windows';
import type { SimOrder } from './sim-state';

/** Hours between a window's deadline and its start, as the simulator's windows have them. */
export const ORDER_DEADLINE_HOURS: Readonly<Record<HandoverInfo['handoverType'], number>> = { Store: 4, Delivery: 6 };

/** The deadline of SEED_OPEN_ORDER for orders seeded at `now`: tomorrow (Oslo) 12:00, ISO with the Oslo offset. */
export function seedOpenOrderDeadline(now: Date): string {
  return osloIso(osloTime(addCalendarDays(osloDate(now), 1), 12));
}

function seededStore(gln: string): SeedStore {
  const store = SEED_STORES.find((candidate) => candidate.gln === gln && candidate.pickupGln === gln);
  if (!store) {
    throw new Error(`No seeded store ${gln}`);
  }
  return store;
}

/** The handover product (price table EAN) of a handover type for a cart total. */
export function orderHandoverProduct(handoverType: HandoverInfo['handoverType'], calculatorTotal: number): string | null {
  const table = handoverType === 'Delivery' ? DELIVERY_PRICES : STORE_PRICES;
  return table.find((interval) => calculatorTotal >= interval.from && calculatorTotal < interval.to)?.ean ?? table[0]?.ean ?? null;
}

/**
 * A handover of an order, in the shape of the extended user's (spec section 3, handoverInfo) with handoverType 'Store' or
 * 'Delivery'. The window id has the simulator's form (`S|D-<pickupGln|gln>-<yyyyMMdd>-<HH>00`).
 */
export function orderHandoverInfo(options: {
  memberId: string;
  store: SeedStore;
  handoverType: HandoverInfo['handoverType'];
  from: Date;
  to: Date;
  deadline: Date;
  supplierOrderDeadline: Date | null;
  calculatorTotal: number;
  carrierOrderId: string | null;
}): HandoverInfo {
  const { store, handoverType, from, to } = options;
  const date = osloDate(from);
  const { hour } = osloFields(from);
  const isDelivery = handoverType === 'Delivery';
  const windowId = handoverWindowId(isDelivery ? 'D' : 'S', isDelivery ? store.gln : store.pickupGln, date, hour);
  const member = Object.values(SEED_USERS).find((seed) => seed.extendedUser.currentMember.memberId === options.memberId)?.extendedUser;
  const seededDelivery = member?.handoverInfo.deliveryInfo ?? null;
  return {
    handoverType,
    from: osloIso(from),
    to: osloIso(to),
    customerPickupFrom: isDelivery ? null : osloIso(from),
    customerPickupTo: isDelivery ? null : osloIso(to),
    deadline: osloIso(options.deadline),
    supplierOrderDeadline: options.supplierOrderDeadline ? osloIso(options.supplierOrderDeadline) : null,
    windowId,
    product: orderHandoverProduct(handoverType, options.calculatorTotal),
    windowTags: [],
    deliveryInfo: isDelivery
      ? {
          carrierOrderId: options.carrierOrderId,
          carrierWindowId: `CW-${windowId}`,
          firstName: seededDelivery?.firstName ?? member?.currentMember.firstName ?? '',
          lastName: seededDelivery?.lastName ?? member?.currentMember.lastName ?? '',
          address: seededDelivery?.address ?? member?.household.address ?? '',
          postalCode: seededDelivery?.postalCode ?? member?.household.postalCode ?? '',
          city: seededDelivery?.city ?? member?.household.city ?? '',
          coordinates: seededDelivery?.coordinates ?? member?.household.coordinates ?? null,
          comment: seededDelivery?.comment ?? member?.household.deliveryComment ?? '',
          stores: seededDelivery?.stores ?? [store.gln],
        }
      : null,
  };
}

/** The window, deadline and supplier order deadline of a seeded order, for orders seeded at `now`. */
export function seedOrderTimes(
  spec: Pick<SeedOrderSpec, 'window' | 'handoverType'>,
  now: Date,
): { from: Date; to: Date; deadline: Date; supplierOrderDeadline: Date | null } {
  const { window } = spec;
  let from: Date;
  let to: Date;
  let supplierOrderDeadline: Date | null = null;
  if ('days' in window) {
    const date = addCalendarDays(osloDate(now), window.days);
    from = osloTime(date, window.fromHour);
    to = osloTime(date, window.toHour);
    if (window.supplierOrderDeadline) {
      supplierOrderDeadline = osloTime(
        addCalendarDays(osloDate(now), window.supplierOrderDeadline.days),
        window.supplierOrderDeadline.hour,
      );
    }
  } else {
    const hourStart = Math.floor(now.getTime() / 3_600_000) * 3_600_000;
    from = new Date(hourStart + window.fromHours * 3_600_000);
    to = new Date(hourStart + window.toHours * 3_600_000);
  }
  const deadline = new Date(from.getTime() - ORDER_DEADLINE_HOURS[spec.handoverType] * 3_600_000);
  return { from, to, deadline, supplierOrderDeadline };
}

/** The customer of a seeded member's orders. */
export function orderCustomer(memberId: string): Order['customer'] {
  const member = Object.values(SEED_USERS).find((seed) => seed.extendedUser.currentMember.memberId === memberId)?.extendedUser
    .currentMember;
  return {
    firstName: member?.firstName ?? '',
    lastName: member?.lastName ?? '',
    mobile: member?.mobile ?? '',
    email: member?.email ?? '',
  };
}

/** The seeded orders as the simulator keeps them, made at `now`, totals by the simulator's calculator. */
export function seedOrders(now: Date, products: ReadonlyMap<string, SeedProduct>): SimOrder[] {
  return SEED_ORDERS.map((spec) => {
    const store = seededStore(spec.storeGln);
    const items = spec.items.map((item) => ({ ...item }));
    const totals = orderTotals(products, items, { bagType: spec.bagType, serviceFeeType: null, handoverType: spec.handoverType });
    if (!totals) {
      throw new Error(`Order ${spec.mwOrderId} has an unknown EAN`);
    }
    const times = seedOrderTimes(spec, now);
    return {
      memberId: spec.memberId,
      ngOrderId: spec.ngOrderId,
      mwOrderId: spec.mwOrderId,
      pickupCode: spec.pickupCode,
      status: spec.status,
      store: { name: store.name, gln: store.gln, pickupGln: store.pickupGln },
      handoverInfo: orderHandoverInfo({
        memberId: spec.memberId,
        store,
        handoverType: spec.handoverType,
        ...times,
        calculatorTotal: totals.calculatorTotal,
        carrierOrderId: spec.handoverType === 'Delivery' ? `CO-${spec.mwOrderId}` : null,
      }),
      substitutePreference: spec.substitutePreference,
      substituteComment: spec.substituteComment,
      bagType: spec.bagType,
      serviceFeeType: null,
      paymentMethod: spec.paymentMethod,
      originalCart: { items },
      totals,
      customer: orderCustomer(spec.memberId),
      invoice: spec.invoice ? { ...spec.invoice } : null,
      isPendingProcessing: spec.isPendingProcessing,
      createdAt: osloIso(now.getTime() - spec.placedMinutesAgo * 60_000),
      reservationAmount: totals.totalToPay,
    };
  });
}
