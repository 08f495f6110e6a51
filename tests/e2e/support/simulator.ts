import { type APIRequestContext, type APIResponse, expect } from '@playwright/test';
import type { SimLogin, SimLoginWithoutExpiry } from '../../../packages/platform-sim/src/model/sessions';
import type {
  SimCart,
  SimHouseholdRecord,
  SimLogPost,
  SimMemberCart,
  SimMemberRecord,
  SimNotificationType,
  SimRequestLogEntry,
  SimReservation,
  SimSession,
} from '../../../packages/platform-sim/src/model/sim-state';
import type { SimUserKind } from '../../../packages/platform-sim/src/seed/user-types';

/** A fault of `POST /__sim/faults` (docs/simulator.md): the next matching requests fail so, or answer `body`. */
export interface SimFaultInput {
  /** `METHOD path-pattern`: `*` and `:name` match one path segment, `**` the rest; the method may be `*`. */
  route: string;
  status?: number;
  delayMs?: number;
  networkError?: true;
  malformed?: true | 'json' | 'shape';
  body?: unknown;
  /** How many requests it answers; every one when left out. */
  times?: number;
}

/** What `GET /__sim/state` answers: the simulator's whole state, with every platform request it answered. */
export interface SimStateSnapshot {
  now: string;
  carts: Record<string, SimCart>;
  reservations: SimReservation[];
  orders: Record<string, unknown>[];
  requests: SimRequestLogEntry[];
  faults: unknown[];
  logs: SimLogPost[];
  sessions: SimSession[];
  notifications: unknown[];
  householdUpdates: unknown[];
  inactiveStores: string[];
  offeredHandoverTypes: ('Delivery' | 'Store')[];
  coupons: Record<string, { couponId: string; status: string }[]>;
  memberCarts: Record<string, SimMemberCart>;
  members: Record<string, SimMemberRecord>;
  households: Record<string, SimHouseholdRecord>;
}

/** A seeded member's order as `POST /__sim/orders` takes it (docs/simulator.md, the control API). */
export interface SimOrderInput {
  memberId: string;
  ngOrderId?: string;
  mwOrderId?: string;
  status?: string | number;
  storeGln?: string;
  handoverInfo?: Record<string, unknown>;
  items?: { ean: string; quantity: number }[];
  deadlineInMinutes?: number;
  supplierOrderDeadlineInMinutes?: number;
  [field: string]: unknown;
}

/** The body of a window call as the request log holds it (spec section 7). */
export interface SimHandoverWindowsBody {
  weight: number;
  productIds: string[];
  cartInfo: { numberOfItemsOrdered: number; totalWeight: number; totalToPay: number; containsFrozenFood: boolean };
  [field: string]: unknown;
}

/** The body of a household save as the request log holds it (the store, the pickup point and the handover). */
export interface SimHouseholdSaveBody {
  prefferedStoreId: string;
  pickupStoreId: string;
  handoverInfo: { windowId: string | null; [field: string]: unknown };
  [field: string]: unknown;
}

/** The seeded test users' member ids (`packages/platform-sim/src/seed/users.ts`). */
export const MEMBER_IDS = {
  member: 'M-100001',
  /** Lise Nordmann, level 2 without the update-order flag: her adds are never asked about an order. */
  associated: 'M-100004',
} as const;

/**
 * A typed client of the worker's simulator control API (`/__sim/`, docs/simulator.md), on the test's request context:
 * a cookie it gets (a login's session) is the page's too. Each call checks its answer, so a test reads as what it
 * arranges. Arrange a test's start here, in one call where one will do; act through the elements.
 */
export class SimulatorClient {
  constructor(private readonly request: APIRequestContext) {}

  private async call(method: 'get' | 'post' | 'delete', path: string, data?: unknown, expected = 200): Promise<APIResponse> {
    const answer = await this.request[method](path, data === undefined ? undefined : { data });
    expect(answer.status(), `${method.toUpperCase()} ${path}: ${await answer.text()}`).toBe(expected);
    return answer;
  }

  /** Fresh seeded state, the clock back at the project's instant (every test starts so: the `sim` fixture). */
  async reset(): Promise<void> {
    expect((await this.request.post('/__sim/reset')).ok()).toBe(true);
  }

  /** The simulator's whole state (carts, reservations, orders, the request log ...). */
  async state(): Promise<SimStateSnapshot> {
    return (await (await this.call('get', '/__sim/state')).json()) as SimStateSnapshot;
  }

  /** The reservations the platform holds. */
  async reservations(): Promise<SimReservation[]> {
    return (await this.state()).reservations;
  }

  /** Every platform request answered so far. */
  async requests(): Promise<SimRequestLogEntry[]> {
    return (await this.state()).requests;
  }

  /** The simulator's now (ISO). */
  async now(): Promise<string> {
    return ((await (await this.call('get', '/__sim/clock')).json()) as { now: string }).now;
  }

  /** Moves the simulator's clock to an instant (it runs on from there). The browser's clock is the test's to move. */
  async setClock(now: string): Promise<void> {
    await this.call('post', '/__sim/clock', { now });
  }

  /** Moves the simulator's clock on by some minutes. */
  async advanceClock(minutes: number): Promise<void> {
    await this.call('post', '/__sim/clock', { advanceMinutes: minutes });
  }

  /** The next matching platform requests fail, or answer `body` instead. */
  async addFault(fault: SimFaultInput): Promise<void> {
    await this.call('post', '/__sim/faults', fault, 201);
  }

  async clearFaults(): Promise<void> {
    await this.call('delete', '/__sim/faults');
  }

  /**
   * Logs a seeded test user in: the session cookie lands in the test's browser context, so the next page loaded is
   * logged in as that user (as a chain site's own login does).
   */
  async login(
    kind: SimUserKind,
    options: { expiresInSeconds?: number; assurance?: 'substantial' | 'low' | 'none' } = {},
  ): Promise<SimLogin> {
    return (await (await this.call('post', '/__sim/login', { kind, ...options })).json()) as SimLogin;
  }

  /**
   * Logs a seeded test user in with a token that has no expiry (no `exp` claim): the platform takes it until its
   * session ends, and a site ends it at logout with `DELETE /oauth/users/token` (spec section 7).
   */
  async loginWithoutExpiry(kind: SimUserKind): Promise<SimLoginWithoutExpiry> {
    return (await (await this.call('post', '/__sim/login', { kind, expiresInSeconds: null })).json()) as SimLoginWithoutExpiry;
  }

  /** Ends every session (and clears the session cookie). */
  async logout(): Promise<void> {
    await this.call('post', '/__sim/logout', {});
  }

  /** How long new reservations hold their window. */
  async setReservationMinutes(minutes: number): Promise<void> {
    await this.call('post', '/__sim/reservations/config', { reservationDurationInMinutes: minutes });
  }

  /** The places of one window, or of every window (0: full), before reservations are counted. */
  async setWindowCapacity(capacity: number, windowId?: string): Promise<void> {
    await this.call('post', '/__sim/windows/capacity', windowId === undefined ? { capacity } : { capacity, windowId });
  }

  /**
   * The windows of a kind carry a carrier window id (`carrierWindowIds`) and answer another gln than their store's
   * (`POST /__sim/windows/fields`), until reset.
   */
  async setWindowFields(kind: 'delivery' | 'store' | 'pickuppoint', fields: { carrierWindowIds?: boolean; gln?: string }): Promise<void> {
    await this.call('post', '/__sim/windows/fields', { kind, ...fields });
  }

  /** These days (yyyy-MM-dd, Oslo) are the triple-bonus days instead of the calendar's first Thursday. */
  async setTripleBonusDays(dates: string[]): Promise<void> {
    await this.call('post', '/__sim/windows/triple', { dates });
  }

  /**
   * The handover products of every window of a kind get these price intervals (from inclusive, to exclusive; `to`
   * null: sent without an upper bound, spec section 9) instead of the seeded table, until reset.
   */
  async setWindowPrices(
    kind: 'delivery' | 'store' | 'pickuppoint',
    intervals: { price: number; from: number; to: number | null }[],
  ): Promise<void> {
    await this.call('post', '/__sim/windows/prices', { kind, intervals });
  }

  /** A store's name as the platform sends it everywhere ('' or null: a store without a name), until reset. */
  async setStoreName(gln: string, name: string | null): Promise<void> {
    await this.call('post', `/__sim/stores/${gln}/name`, { name });
  }

  /** A store's status answers active or not; an inactive store and its pickup points leave the lists of pickup locations. */
  async setStoreActive(gln: string, isActive: boolean): Promise<void> {
    await this.call('post', `/__sim/stores/${gln}/status`, { isActive });
  }

  /**
   * A store or pickup point closes down, by its pickup id (a store's own gln, or a pickup point's id): the platform no
   * longer lists or knows it (its lookups answer 404) until reset.
   */
  async closeDownStore(pickupId: string): Promise<void> {
    await this.call('delete', `/__sim/stores/${pickupId}`);
  }

  /** A covered address's coverage answer carries these figures (kroner) instead of the seeded ones, until reset. */
  async setCoverageFigures(figures: { bestPrice: number; bestPriceThreshold: number; deliveryThreshold: number }): Promise<void> {
    await this.call('post', '/__sim/coverage/figures', figures);
  }

  /** The handover types the handover options offer (both by default); the others are left out until reset. */
  async offerHandoverTypes(handoverTypes: ('Delivery' | 'Store')[]): Promise<void> {
    await this.call('post', '/__sim/handoveroptions/types', { handoverTypes });
  }

  /** A member's coupon in another status. */
  async setCouponStatus(memberId: string, couponId: string, status: 'AKTIV' | 'INAKTIV' | 'BRUKT'): Promise<void> {
    await this.call('post', `/__sim/coupons/${memberId}/${couponId}/status`, { status });
  }

  /** Adds an order for a seeded member; answers the order as the platform lists it. */
  async addOrder(order: SimOrderInput): Promise<Record<string, unknown>> {
    return (await (await this.call('post', '/__sim/orders', order, 201)).json()) as Record<string, unknown>;
  }

  /**
   * The picking store turns out not to have these products when an order is placed (`POST /__sim/orders/unavailable`):
   * the platform places an order without their lines and names them (`unavailableItems`). They stay on sale.
   */
  async makeUnavailableAtOrder(eans: string[]): Promise<void> {
    await this.call('post', '/__sim/orders/unavailable', { eans });
  }

  /**
   * A product's online stock in every store until reset: its `availableInventory`, and `isOutOfStock` (default false, so
   * an inventory of 0 or less is the stock's alone, not the flag's).
   */
  async setProductStock(ean: string, availableInventory: number, isOutOfStock = false): Promise<void> {
    await this.call('post', `/__sim/products/${ean}/stock`, { availableInventory, isOutOfStock });
  }

  /** How many answers a fault of `addFault` (its route as given) has shaped so far. */
  async faultsApplied(route: string): Promise<number> {
    return (await this.requests()).filter((request) => request.fault === route).length;
  }

  /** A client notification for a member, now. */
  async notify(memberId: string, type: SimNotificationType): Promise<void> {
    await this.call('post', '/__sim/notifications', { memberId, type }, 201);
  }

  /**
   * The window calls answered so far (spec section 7: `POST /api/handoverwindows/{delivery|store|pickuppoint}/…`), oldest
   * first, each with its path and body.
   */
  async handoverWindowCalls(): Promise<{ path: string; body: SimHandoverWindowsBody }[]> {
    return (await this.requests())
      .filter((request) => request.method === 'POST' && request.path.startsWith('/api/handoverwindows/'))
      .map((request) => ({ path: request.path, body: request.body as SimHandoverWindowsBody }));
  }

  /**
   * The alternative window calls answered so far (spec section 7: `POST|GET /sylinder/deliverycalendar/v1/handoverwindows/…`,
   * behind `kurvSettings.handoverWindowsCall`), oldest first, each with its method, path, query and body (a POST's).
   */
  async deliveryCalendarCalls(): Promise<{ method: string; path: string; query: URLSearchParams; body: unknown }[]> {
    return (await this.requests())
      .filter((request) => request.path.startsWith('/sylinder/deliverycalendar/v1/handoverwindows/'))
      .map((request) => ({ method: request.method, path: request.path, query: new URLSearchParams(request.query), body: request.body }));
  }

  /**
   * The product lookups so far (`GET /api/products/{chainid}?eans=...&gln=...`, ours: not in the spec), oldest first,
   * each its EANs.
   */
  async productLookups(): Promise<string[][]> {
    return (await this.requests())
      .filter((request) => request.method === 'GET' && /^\/api\/products\/[^/]+$/.test(request.path))
      .map((request) => (new URLSearchParams(request.query).get('eans') ?? '').split(',').filter(Boolean));
  }

  /**
   * The pickup-point list calls answered so far (spec section 7: `GET /sylinder/hentevinduer/hentepunkter/v1`, behind
   * `features.pickupPointList`), oldest first, each its query (kjedeId, adresse, postnummer, lat, lon).
   */
  async pickupPointListCalls(): Promise<URLSearchParams[]> {
    return (await this.requests())
      .filter((request) => request.method === 'GET' && request.path === '/sylinder/hentevinduer/hentepunkter/v1')
      .map((request) => new URLSearchParams(request.query));
  }

  /**
   * The member's household saves answered so far (`PUT /api/extended-user/{chainid}/household`: the store and handover),
   * oldest first, with their bodies.
   */
  async householdSaves(): Promise<{ body: SimHouseholdSaveBody }[]> {
    return (await this.requests())
      .filter((request) => request.method === 'PUT' && /^\/api\/extended-user\/[^/]+\/household$/.test(request.path))
      .map((request) => ({ body: request.body as SimHouseholdSaveBody }));
  }

  /**
   * The site's tokens handed out so far (`GET /oauth/access-token`, the chain site's session: a page's start, a refresh,
   * a fresh token before a call), oldest first, each with the simulator's time and any fault applied.
   */
  async accessTokenCalls(): Promise<SimRequestLogEntry[]> {
    return (await this.requests()).filter((request) => request.method === 'GET' && request.path === '/oauth/access-token');
  }

  /** The reservations asked for so far (`POST /sylinder/hentevinduer/reservasjoner/v1/api`), oldest first. */
  async reservationPosts(): Promise<SimRequestLogEntry[]> {
    return (await this.requests()).filter(
      (request) => request.method === 'POST' && request.path === '/sylinder/hentevinduer/reservasjoner/v1/api',
    );
  }

  /** The loads of a single order so far (`GET /api/order/{chainid}/{memberId}/{orderId}`), oldest first. */
  async orderLoads(): Promise<SimRequestLogEntry[]> {
    return (await this.requests()).filter(
      (request) => request.method === 'GET' && /^\/api\/order\/[^/]+\/[^/]+\/[^/]+$/.test(request.path),
    );
  }

  /** The coverage calls answered so far (`GET /api/delivery/coverage/{chainid}/{postalCode}`), oldest first, with their query. */
  async coverageCalls(): Promise<{ path: string; query: URLSearchParams }[]> {
    return (await this.requests())
      .filter((request) => request.method === 'GET' && request.path.startsWith('/api/delivery/coverage/'))
      .map((request) => ({ path: request.path, query: new URLSearchParams(request.query) }));
  }
}
