import type { BagType, CartFees, CartTotals, HandoverType, Order, ServiceFeeType, SubstitutePreference } from '@kurv/core/domain';
import { simNow } from '../clock';
import { SEED_COUPONS, type SeedCoupon } from '../seed/coupons';
import { CATALOGUE_PRODUCTS } from '../seed/generated-products';
import type { SeedProduct, SeedStore } from '../seed/seed-types';
import { SEED_STORES } from '../seed/stores';
import type { SimAssurance, SimCurrentMember, SimHandoverInfo, SimHousehold, SimUserKind } from '../seed/user-types';
import { SIM_USER_KINDS } from '../seed/user-types';
import { SEED_USERS } from '../seed/users';

/**
 * An order as the simulator keeps it: the spec's order (section 3) of a member, with two fields of ours the payload
 * also carries: `createdAt` (when it was placed, ISO with the Oslo offset; the list is sorted on it) and
 * `reservationAmount` (always `totals.totalToPay`: spec section 4 stores "the previous reservation amount" as total to pay).
 */
export interface SimOrder extends Order {
  /** Whose order it is (not in the payload). */
  memberId: string;
  createdAt: string;
  reservationAmount: number;
}

/** One request the platform answered (or was made to fail), as `GET /__sim/state` lists it. */
export interface SimRequestLogEntry {
  method: string;
  path: string;
  query: string;
  /** The simulator clock when the request came in (ISO). */
  time: string;
  /** The fault that answered it instead of the platform, if any. */
  fault: string | null;
  /** The site's client id the call carried (`X-Client-Id`), null without one. */
  clientId: string | null;
  /** The request's JSON body (a POST's or PUT's), when it had one. */
  body?: unknown;
}

/** A batch the logging service received (`POST /api/log`), as `GET /__sim/state` lists it under `logs`. */
export interface SimLogPost {
  /** The simulator clock when it came in (ISO). */
  receivedAt: string;
  /** How it was sent: the page's `fetch` (application/json) or `navigator.sendBeacon` (a text body). */
  contentType: string;
  /** The batch as posted: `{ source, version, entries, dropped }`. */
  batch: Record<string, unknown>;
}

/** The logging service keeps this many batches, the oldest dropped first. */
export const SIM_LOG_LIMIT = 200;

/** An injected fault (`POST /__sim/faults`). */
export interface SimFault {
  /** "METHOD path-pattern": `*` matches one path segment, `**` any rest, `:name` one segment. */
  route: string;
  status?: number;
  delayMs?: number;
  networkError?: boolean;
  /** true or 'json': the real answer cut short (not JSON); 'shape': JSON of the wrong shape. */
  malformed?: boolean | 'json' | 'shape';
  /** JSON answered in place of the platform's, with `status` (default 200): e.g. `{ days: [] }` for no windows. */
  body?: unknown;
  /** How many requests it applies to; unlimited when absent. */
  times?: number;
}

/** The last calculation of a cart (`POST /api/cart/calculator/{chainid}`), by persisted id. */
export interface SimCart {
  persistedId: string;
  gln: string | null;
  handoverType: HandoverType;
  bagType: BagType | null;
  serviceFeeType: ServiceFeeType | null;
  substitutePreference: SubstitutePreference;
  items: { ean: string; quantity: number; substitute: boolean; shouldSlice: boolean; lineTotal: number }[];
  totals: CartTotals;
  fees: CartFees;
  minimumPurchase: number | null;
  calculatedAt: string;
}

/** A member's cart as saved on the platform (`PUT /api/cart/{chainid}/member/{memberId}`). */
export interface SimMemberCart {
  persistedId: string;
  items: { ean: string; quantity: number; substitute: boolean; shouldSlice: boolean }[];
  bagType: BagType | null;
  serviceFeeType: ServiceFeeType | null;
  substitutePreference: SubstitutePreference;
  substituteComment: string | null;
  /** ISO, simulator clock. */
  updatedAt: string;
}

/** A member login (`POST /__sim/login`, or a chain page opened with `?as=`). */
export interface SimSession {
  sid: string;
  /** The Trumf ID subject. */
  sub: string;
  kind: SimUserKind;
  memberId: string;
  /** The assurance level its tokens carry. */
  acr: SimAssurance;
  active: boolean;
  /** ISO, simulator clock. */
  createdAt: string;
}

export type SimNotificationType = 'EXTENDED_USER_UPDATED' | 'SHOPPING_CART_UPDATED' | 'PROCESS_ORDER_COMPLETE';

/** A client notification (`POST /__sim/notifications`, read with `GET /api/client-notifications`). */
export interface SimNotification {
  type: SimNotificationType;
  /** ISO, simulator clock. */
  timestamp: string;
}

/** A seeded member as the simulator keeps it: the extended user's `currentMember` and its household. */
export interface SimMemberRecord {
  kind: SimUserKind;
  subjectId: string;
  householdId: string;
  member: SimCurrentMember;
  /** The last body of `PUT /api/extended-user/{chainid}/attributes`. */
  attributes: Record<string, unknown>;
  /** The national identity number (`fodselsnummer`) of the last member update that sent one; not in the extended user. */
  nationalId?: string;
}

/** A window reservation (`POST /sylinder/hentevinduer/reservasjoner/v1/api`); instants ISO with offset. */
export interface SimReservation {
  id: string;
  kjedeId: string;
  gln: string;
  hentevinduId: string;
  hentevinduStart: string;
  hentevinduSlutt: string;
  leverandoerHentevinduId: string | null;
  type: string | null;
  medlemId: string;
  /** Until when it holds one capacity of its window (simulator clock). */
  reservertTil: string;
  /** false once the same member reserved another window (it then no longer holds capacity). */
  active: boolean;
}

/** A household with the handover its members chose. */
export interface SimHouseholdRecord {
  household: SimHousehold;
  handoverInfo: SimHandoverInfo;
}

export interface SimState {
  /** Milliseconds added to the machine clock; the simulator's "now" is Date.now() + this. */
  clockOffsetMs: number;
  /**
   * The instant the clock starts from, at creation and at every reset (ISO); null for the machine's clock. Tests pin
   * it (`createPlatformSim({ now })`, or `SIM_NOW` for the served simulator) so that nothing depends on today's date.
   */
  startNow: string | null;
  products: Map<string, SeedProduct>;
  stores: SeedStore[];
  carts: Record<string, SimCart>;
  /** Window reservations, oldest first; expired and replaced ones stay (they hold no capacity). */
  reservations: SimReservation[];
  /** How long a reservation holds its window (`POST /__sim/reservations/config`); default 30. */
  reservationDurationInMinutes: number;
  /** The number in the id of the next reservation (`R-<n>`). */
  nextReservationNumber: number;
  /**
   * Members' orders, in creation order. Null until first read after creation or reset: read them with
   * `simOrders(state)` (model/orders.ts), which makes them from `seed/order-seed.ts` relative to the simulator clock then.
   */
  orders: SimOrder[] | null;
  /**
   * The Oslo date (yyyy-MM-dd) the trigger bonuses are dated from: set at their first read after creation or reset, so
   * that moving the clock later moves "today" past them (a test sees a bonus end) instead of carrying them along.
   */
  triggerBonusDate: string | null;
  /** The number of the next order the control API creates (ngOrderId `<n>`, mwOrderId `MW-<n>`). */
  nextOrderNumber: number;
  requests: SimRequestLogEntry[];
  faults: SimFault[];
  /** The batches the logging service received, oldest first, at most SIM_LOG_LIMIT. */
  logs: SimLogPost[];
  /** Seeded members by member id. */
  members: Record<string, SimMemberRecord>;
  /** Seeded households by household id. */
  households: Record<string, SimHouseholdRecord>;
  /** Logins by session id; ended ones stay with `active: false`. */
  sessions: Record<string, SimSession>;
  /** Client notifications by member id, oldest first. */
  notifications: Record<string, SimNotification[]>;
  /** Every accepted body of `PUT /api/extended-user/{chainid}/household`, oldest first. */
  householdUpdates: unknown[];
  /** The number in the id of the next alternative address created (`alt-<n>`). */
  nextAlternativeAddressNumber: number;
  /**
   * GLNs of the stores whose status answers `isActive: false` (`POST /__sim/stores/{gln}/status`); they and their pickup
   * points leave the lists of pickup locations (the handover options' and the pickup-point service's).
   */
  inactiveStores: Set<string>;
  /**
   * The handover types the handover options offer (`POST /__sim/handoveroptions/types`); the others are left out of the
   * answer. Both by default.
   */
  offeredHandoverTypes: HandoverType[];
  /**
   * EANs the picking store turns out not to have when an order is placed (`POST /__sim/orders/unavailable`): an order's
   * lines of them are left out and named, for the site's put-back (spec section 4). The products themselves stay on sale.
   */
  unavailableAtOrder: string[];
  /** Coupons by member id (seeded from `seed/coupons.ts`; activation changes their status). */
  coupons: Record<string, SeedCoupon[]>;
  /** The carts members saved on the platform, by memberCartKey (MENY's by member id, other chains' by chain/member). */
  memberCarts: Record<string, SimMemberCart>;
  /**
   * Places of windows set through `POST /__sim/windows/capacity`, before reservations are counted: by window id, or
   * under `'*'` for every window. A window without one gets its seeded capacity.
   */
  windowCapacityOverrides: Record<string, number>;
  /**
   * Fields the windows of a kind carry in place of their seeded ones, set through `POST /__sim/windows/fields`: a
   * carrier window id on every window (a delivery window's is seeded), and a gln other than their place's.
   */
  windowFieldOverrides: Partial<Record<'delivery' | 'store' | 'pickuppoint', { carrierWindowIds?: boolean; gln?: string }>>;
  /**
   * The triple-Trumf days (yyyy-MM-dd, Oslo) set through `POST /__sim/windows/triple`; null for the seeded one, the
   * first Thursday of the calendar.
   */
  tripleTrumfDates: string[] | null;
  /**
   * The handover products' price intervals of a window kind set through `POST /__sim/windows/prices`, in place of the
   * seeded table; a kind without one keeps its seed. An interval's `to` may be null: no upper bound sent (spec section 9).
   */
  windowPriceOverrides: Partial<Record<'delivery' | 'store' | 'pickuppoint', SimWindowPriceInterval[]>>;
  /**
   * The coverage answer's figures for a covered address, set through `POST /__sim/coverage/figures`; null for the
   * seeded ones (delivery free from DELIVERY_FREE_FROM, the minimum DELIVERY_THRESHOLD).
   */
  coverageFigures: SimCoverageFigures | null;
}

/** The figures of a coverage answer (spec section 7: bestPrice, bestPriceThreshold, deliveryThreshold), in kroner. */
export interface SimCoverageFigures {
  bestPrice: number;
  bestPriceThreshold: number;
  deliveryThreshold: number;
}

/** A handover product's price and interval as `POST /__sim/windows/prices` takes it (from inclusive, to exclusive). */
export interface SimWindowPriceInterval {
  price: number;
  from: number;
  to: number | null;
}

function firstFreeAlternativeAddressNumber(): number {
  const numbers = SIM_USER_KINDS.flatMap((kind) =>
    SEED_USERS[kind].extendedUser.household.addresses.map((address) => Number(/^alt-(\d+)$/.exec(address.id)?.[1] ?? 0)),
  );
  return Math.max(0, ...numbers) + 1;
}

function seedMembersAndHouseholds(): Pick<SimState, 'members' | 'households'> {
  const members: Record<string, SimMemberRecord> = {};
  const households: Record<string, SimHouseholdRecord> = {};
  for (const kind of SIM_USER_KINDS) {
    const { subjectId, extendedUser } = SEED_USERS[kind];
    const { currentMember, household, handoverInfo } = extendedUser;
    members[currentMember.memberId] = {
      kind,
      subjectId,
      householdId: household.householdId,
      member: structuredClone(currentMember),
      attributes: {},
    };
    households[household.householdId] ??= { household: structuredClone(household), handoverInfo: structuredClone(handoverInfo) };
  }
  return { members, households };
}

/** The handover types of the handover options, in their order (spec section 7). */
export const SIM_HANDOVER_TYPES: readonly HandoverType[] = ['Delivery', 'Store'];

/** The number of the first order `POST /__sim/orders` creates. */
export const FIRST_CONTROL_ORDER_NUMBER = 4_900_001;

/** The default `reservationDurationInMinutes`. */
export const DEFAULT_RESERVATION_MINUTES = 30;

export function createSimState(startNow: string | null = null): SimState {
  if (startNow !== null && Number.isNaN(Date.parse(startNow))) {
    throw new Error(`The simulator's start time is not a date: ${startNow}`);
  }
  return {
    clockOffsetMs: startNow === null ? 0 : Date.parse(startNow) - Date.now(),
    startNow,
    products: new Map(CATALOGUE_PRODUCTS.map((product) => [product.ean, structuredClone(product)])),
    stores: SEED_STORES.map((store) => structuredClone(store)),
    carts: {},
    reservations: [],
    reservationDurationInMinutes: DEFAULT_RESERVATION_MINUTES,
    nextReservationNumber: 1,
    orders: null,
    triggerBonusDate: null,
    nextOrderNumber: FIRST_CONTROL_ORDER_NUMBER,
    requests: [],
    faults: [],
    logs: [],
    ...seedMembersAndHouseholds(),
    sessions: {},
    notifications: {},
    householdUpdates: [],
    nextAlternativeAddressNumber: firstFreeAlternativeAddressNumber(),
    inactiveStores: new Set(),
    offeredHandoverTypes: [...SIM_HANDOVER_TYPES],
    unavailableAtOrder: [],
    coupons: Object.fromEntries(
      Object.entries(SEED_COUPONS).map(([memberId, coupons]) => [memberId, coupons.map((coupon) => ({ ...coupon }))]),
    ),
    memberCarts: {},
    windowCapacityOverrides: {},
    windowFieldOverrides: {},
    tripleTrumfDates: null,
    windowPriceOverrides: {},
    coverageFigures: null,
  };
}

/** Puts the state back to freshly seeded, in place (handlers keep their reference), the clock at its start. */
export function resetSimState(state: SimState): void {
  Object.assign(state, createSimState(state.startNow));
}

/** Adds a client notification for a member at the simulator's now; answers it. */
export function pushSimNotification(state: SimState, memberId: string, type: SimNotificationType): SimNotification {
  const notification: SimNotification = { type, timestamp: simNow(state).toISOString() };
  state.notifications[memberId] = [...(state.notifications[memberId] ?? []), notification];
  return notification;
}

/**
 * Where a member's saved cart is kept: the cart is per chain (the route carries the chain id), so a cart saved on SPAR's
 * site is not MENY's. MENY's (1300) carts are keyed by the member id alone, as before there were other chains.
 */
export function memberCartKey(chainId: string, memberId: string): string {
  return chainId === '1300' ? memberId : `${chainId}/${memberId}`;
}
