import { type BagType, type HandoverInfo, ORDER_STATUS, type OrderLine, type SubstitutePreference } from '@kurv/core/domain';
import { DEFAULT_STORE_GLN } from './stores';
import { SEED_USERS } from './users';

/** Spec section 3, the order status enumeration: core's table (Unknown and PaymentCancelled share 900). */
export const SIM_ORDER_STATUS = ORDER_STATUS;

export type SimOrderStatusName = keyof typeof SIM_ORDER_STATUS;

/** The payment methods of spec section 1. */
export type SimPaymentMethod = 'CARD' | 'INVOICE' | 'VIPPS';

/**
 * When a seeded order's window is, relative to the simulator clock at seeding: either on a calendar day in Oslo
 * (`days` from today, wall-clock hours), or around the start of the current hour (`fromHours`/`toHours` hours from it),
 * for orders that are being picked or handed over now.
 */
export type SeedOrderWindow =
  | {
      days: number;
      fromHour: number;
      toHour: number;
      /** The supplier order deadline: `days` from today at `hour` in Oslo; null/absent for none. */
      supplierOrderDeadline?: { days: number; hour: number } | null;
    }
  | { fromHours: number; toHours: number };

/** A seeded order without its clock-dependent parts (times, totals, customer). */
export interface SeedOrderSpec {
  memberId: string;
  ngOrderId: string | null;
  mwOrderId: string;
  pickupCode: string;
  status: number;
  statusName: SimOrderStatusName;
  /** Whether the member can change it right after seeding (status, ngOrderId, pending processing, deadline). */
  editable: boolean;
  /** What the order is there for. */
  description: string;
  storeGln: string;
  handoverType: HandoverInfo['handoverType'];
  window: SeedOrderWindow;
  items: readonly OrderLine[];
  substitutePreference: SubstitutePreference;
  substituteComment: string;
  bagType: BagType | null;
  paymentMethod: SimPaymentMethod;
  invoice: { costCenter: string; reference: string } | null;
  isPendingProcessing: boolean;
  /** Placed this many minutes before the simulator's now at seeding. */
  placedMinutesAgo: number;
}

const KARI = SEED_USERS.member.extendedUser.currentMember.memberId;
const PER = SEED_USERS.corporate.extendedUser.currentMember.memberId;

const line = (ean: string, quantity: number, extra: Partial<OrderLine> = {}): OrderLine => ({
  ean,
  quantity,
  substitute: true,
  shouldSlice: false,
  ...extra,
});

const EAN = {
  lettmelk: '7054609056183',
  norvegia: '7038551135202',
  kneipp: '7083443858387',
  epler: '7004835849639',
  agurk: '7008336623002',
  laks: '7023262224406',
  jasminris: '7048382042051',
  kjottdeig: '7078457643890',
  hakkedeTomater: '7064067859363',
  kyllingfilet: '7079723838378',
  freia: '7063734197821',
  egg: '7027715467150',
  smor: '7046157206356',
  kaffe: '7058215979409',
  cherrytomater: '7023770404222',
  grandiosa: '7082855330153',
  kims: '7070798583095',
  farris: '7065529440594',
  evergood: '7049778016878',
  lambi: '7038391353248',
  zalo: '7013140497732',
  barilla: '7077294726988',
} as const;

/** Defaults of Kari's orders: pickup at MENY Storo, plastic bags, card. */
const KARI_ORDER = {
  memberId: KARI,
  storeGln: DEFAULT_STORE_GLN,
  handoverType: 'Store',
  substitutePreference: 'SIMILAR',
  substituteComment: '',
  bagType: 'PLAST',
  paymentMethod: 'CARD',
  invoice: null,
  isPendingProcessing: false,
} as const;

/** Defaults of Per's (the canteen's) orders: home delivery from MENY Storo, boxes, invoice. */
const PER_ORDER = {
  memberId: PER,
  storeGln: DEFAULT_STORE_GLN,
  handoverType: 'Delivery',
  substitutePreference: 'HISTORY',
  substituteComment: 'Levér til varemottaket i kjelleren',
  bagType: 'PAPPESKE',
  paymentMethod: 'INVOICE',
  invoice: { costCenter: '4501', reference: 'Kantina, ukeshandel' },
  isPendingProcessing: false,
} as const;

/**
 * The seeded orders, for Kari (M-100001, kind member) and Per (M-100003, kind corporate). They are made the first time
 * the simulator's orders are read after creation or reset, relative to the simulator clock then ("today" is the Oslo
 * date). Store windows' deadline is 4 hours before the window, delivery windows' 6 hours.
 *
 * Kari, pickup at MENY Storo (7080001150015):
 * - 4100001 Open 20, editable: window tomorrow 16–18, deadline tomorrow 12:00, no supplier deadline, pickup code 483920
 *   (SEED_OPEN_ORDER).
 * - 4100002 Open 20, editable until its supplier order deadline (tomorrow 12:00), which is earlier than its deadline (in
 *   3 days at 08:00; window in 3 days 12–14).
 * - 4100003 Created 10 (not editable: Created), window in 2 days 10–11.
 * - 4100004 Cancelled 30, window 5 days ago 12–14.
 * - 4100005 Processing 35, window from 3 to 5 hours after the start of the current hour (deadline passed 1 hour before it).
 * - 4100006 Picked 50, window from 1 to 3 hours after the start of the current hour.
 * - 4100007 ReadyForPickup 59, window from 1 hour before to 1 hour after the start of the current hour.
 * - 4100008 Delivered 69, window 3 days ago 16–18.
 * - 4100009 Open 20 whose deadline has passed (1 hour before the start of the current hour; window 3 to 5 hours after it).
 * - 4100010 Open 20 pending processing (isPendingProcessing), window in 2 days 16–18.
 * - MW-4100011 Open 20 without ngOrderId (only mwOrderId), window in 2 days 18–20.
 *
 * Per, home delivery from MENY Storo, invoice with cost centre and reference:
 * - 4300001 Open 20, editable: window in 2 days 10–12, deadline in 2 days 04:00.
 * - 4300002 Delivered 69, window 7 days ago 08–10.
 */
export const SEED_ORDERS: readonly SeedOrderSpec[] = [
  {
    ...KARI_ORDER,
    ngOrderId: '4100001',
    mwOrderId: 'MW-4100001',
    pickupCode: '483920',
    status: SIM_ORDER_STATUS.Open,
    statusName: 'Open',
    editable: true,
    description: 'Open, deadline tomorrow 12:00 Oslo, no supplier order deadline',
    window: { days: 1, fromHour: 16, toHour: 18, supplierOrderDeadline: null },
    items: [
      line(EAN.lettmelk, 2),
      line(EAN.kneipp, 1, { shouldSlice: true }),
      line(EAN.norvegia, 1),
      line(EAN.epler, 1, { substitute: false }),
    ],
    placedMinutesAgo: 26 * 60,
  },
  {
    ...KARI_ORDER,
    ngOrderId: '4100002',
    mwOrderId: 'MW-4100002',
    pickupCode: '715264',
    status: SIM_ORDER_STATUS.Open,
    statusName: 'Open',
    editable: true,
    description: 'Open, supplier order deadline tomorrow 12:00 before the deadline in 3 days 08:00',
    window: { days: 3, fromHour: 12, toHour: 14, supplierOrderDeadline: { days: 1, hour: 12 } },
    items: [line(EAN.laks, 2), line(EAN.jasminris, 1), line(EAN.agurk, 2)],
    substitutePreference: 'HISTORY',
    substituteComment: 'Ring meg hvis laksen er utsolgt',
    bagType: 'PAPIR',
    paymentMethod: 'VIPPS',
    placedMinutesAgo: 120,
  },
  {
    ...KARI_ORDER,
    ngOrderId: '4100003',
    mwOrderId: 'MW-4100003',
    pickupCode: '902157',
    status: SIM_ORDER_STATUS.Created,
    statusName: 'Created',
    editable: false,
    description: 'Created, just placed',
    window: { days: 2, fromHour: 10, toHour: 11 },
    items: [line(EAN.kjottdeig, 2), line(EAN.hakkedeTomater, 2), line(EAN.barilla, 1)],
    placedMinutesAgo: 5,
  },
  {
    ...KARI_ORDER,
    ngOrderId: '4100004',
    mwOrderId: 'MW-4100004',
    pickupCode: '338041',
    status: SIM_ORDER_STATUS.Cancelled,
    statusName: 'Cancelled',
    editable: false,
    description: 'Cancelled, window 5 days ago',
    window: { days: -5, fromHour: 12, toHour: 14 },
    items: [line(EAN.freia, 3), line(EAN.kims, 3)],
    placedMinutesAgo: 8 * 24 * 60,
  },
  {
    ...KARI_ORDER,
    ngOrderId: '4100005',
    mwOrderId: 'MW-4100005',
    pickupCode: '560318',
    status: SIM_ORDER_STATUS.Processing,
    statusName: 'Processing',
    editable: false,
    description: 'Processing, window 3–5 hours after the start of the current hour',
    window: { fromHours: 3, toHours: 5 },
    items: [line(EAN.kyllingfilet, 1), line(EAN.cherrytomater, 2)],
    placedMinutesAgo: 2 * 24 * 60,
  },
  {
    ...KARI_ORDER,
    ngOrderId: '4100006',
    mwOrderId: 'MW-4100006',
    pickupCode: '247695',
    status: SIM_ORDER_STATUS.Picked,
    statusName: 'Picked',
    editable: false,
    description: 'Picked, window 1–3 hours after the start of the current hour',
    window: { fromHours: 1, toHours: 3 },
    items: [line(EAN.egg, 1), line(EAN.smor, 1), line(EAN.kaffe, 2)],
    placedMinutesAgo: 3 * 24 * 60,
  },
  {
    ...KARI_ORDER,
    ngOrderId: '4100007',
    mwOrderId: 'MW-4100007',
    pickupCode: '819430',
    status: SIM_ORDER_STATUS.ReadyForPickup,
    statusName: 'ReadyForPickup',
    editable: false,
    description: 'Ready for pickup, window from 1 hour before to 1 hour after the start of the current hour',
    window: { fromHours: -1, toHours: 1 },
    items: [line(EAN.grandiosa, 2), line(EAN.lettmelk, 1)],
    placedMinutesAgo: 3 * 24 * 60 + 30,
  },
  {
    ...KARI_ORDER,
    ngOrderId: '4100008',
    mwOrderId: 'MW-4100008',
    pickupCode: '164872',
    status: SIM_ORDER_STATUS.Delivered,
    statusName: 'Delivered',
    editable: false,
    description: 'Delivered, window 3 days ago',
    window: { days: -3, fromHour: 16, toHour: 18 },
    items: [line(EAN.norvegia, 1), line(EAN.kneipp, 2, { shouldSlice: true }), line(EAN.epler, 2)],
    paymentMethod: 'VIPPS',
    placedMinutesAgo: 5 * 24 * 60,
  },
  {
    ...KARI_ORDER,
    ngOrderId: '4100009',
    mwOrderId: 'MW-4100009',
    pickupCode: '675203',
    status: SIM_ORDER_STATUS.Open,
    statusName: 'Open',
    editable: false,
    description: 'Open, but its deadline (1 hour before the start of the current hour) has passed',
    window: { fromHours: 3, toHours: 5 },
    items: [line(EAN.laks, 1), line(EAN.agurk, 1)],
    placedMinutesAgo: 30 * 60,
  },
  {
    ...KARI_ORDER,
    ngOrderId: '4100010',
    mwOrderId: 'MW-4100010',
    pickupCode: '398514',
    status: SIM_ORDER_STATUS.Open,
    statusName: 'Open',
    editable: false,
    description: 'Open, pending processing (isPendingProcessing)',
    window: { days: 2, fromHour: 16, toHour: 18 },
    items: [line(EAN.kaffe, 1), line(EAN.freia, 2)],
    isPendingProcessing: true,
    placedMinutesAgo: 60,
  },
  {
    ...KARI_ORDER,
    ngOrderId: null,
    mwOrderId: 'MW-4100011',
    pickupCode: '520947',
    status: SIM_ORDER_STATUS.Open,
    statusName: 'Open',
    editable: false,
    description: 'Open, without ngOrderId (only mwOrderId)',
    window: { days: 2, fromHour: 18, toHour: 20 },
    items: [line(EAN.egg, 2), line(EAN.jasminris, 1)],
    placedMinutesAgo: 45,
  },
  {
    ...PER_ORDER,
    ngOrderId: '4300001',
    mwOrderId: 'MW-4300001',
    pickupCode: '631875',
    status: SIM_ORDER_STATUS.Open,
    statusName: 'Open',
    editable: true,
    description: 'Open home delivery on invoice, deadline in 2 days 04:00',
    window: { days: 2, fromHour: 10, toHour: 12 },
    items: [line(EAN.farris, 12), line(EAN.evergood, 4), line(EAN.lambi, 2), line(EAN.zalo, 3)],
    placedMinutesAgo: 6 * 60,
  },
  {
    ...PER_ORDER,
    ngOrderId: '4300002',
    mwOrderId: 'MW-4300002',
    pickupCode: '709362',
    status: SIM_ORDER_STATUS.Delivered,
    statusName: 'Delivered',
    editable: false,
    description: 'Delivered home delivery, window 7 days ago',
    window: { days: -7, fromHour: 8, toHour: 10 },
    items: [line(EAN.farris, 12), line(EAN.evergood, 4), line(EAN.kaffe, 2)],
    placedMinutesAgo: 9 * 24 * 60,
  },
];

const openOrderSpec = SEED_ORDERS[0] as SeedOrderSpec;

/**
 * Kari's first Open (20) order, editable after seeding: pickup at MENY Storo, window tomorrow 16–18 Oslo, deadline
 * tomorrow 12:00 Oslo (`deadline`), no supplier order deadline. `seedOpenOrderDeadline(now)` gives the instant.
 */
export const SEED_OPEN_ORDER = {
  memberId: openOrderSpec.memberId,
  ngOrderId: openOrderSpec.ngOrderId as string,
  mwOrderId: openOrderSpec.mwOrderId,
  pickupCode: openOrderSpec.pickupCode,
  status: openOrderSpec.status,
  storeGln: openOrderSpec.storeGln,
  /** Relative to the simulator clock when the orders were seeded. */
  deadline: { daysFromToday: 1, osloTime: '12:00' },
  window: { daysFromToday: 1, from: '16:00', to: '18:00' },
  itemEans: openOrderSpec.items.map((item) => item.ean),
  items: openOrderSpec.items,
} as const;

/** Kari's Open order whose deadline has passed (4100009). */
export const SEED_EXPIRED_OPEN_ORDER = SEED_ORDERS.find((order) => order.ngOrderId === '4100009') as SeedOrderSpec;

/** Kari's Open order with a supplier order deadline before its deadline (4100002). */
export const SEED_SUPPLIER_DEADLINE_ORDER = SEED_ORDERS.find((order) => order.ngOrderId === '4100002') as SeedOrderSpec;

/** Per's (the corporate member's) Open home delivery on invoice (4300001). */
export const SEED_CORPORATE_OPEN_ORDER = SEED_ORDERS.find((order) => order.ngOrderId === '4300001') as SeedOrderSpec;
