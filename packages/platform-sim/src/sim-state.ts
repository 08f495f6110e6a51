import { SEED_PRODUCTS } from './seed/products';
import type { SeedProduct, SeedStore } from './seed/seed-types';
import { SEED_STORES } from './seed/stores';

/** One request the platform answered (or was made to fail), as `GET /__sim/state` lists it. */
export interface SimRequestLogEntry {
  method: string;
  path: string;
  query: string;
  /** The simulator clock when the request came in (ISO). */
  time: string;
  /** The fault that answered it instead of the platform, if any. */
  fault: string | null;
}

/** An injected fault (`POST /__sim/faults`). */
export interface SimFault {
  /** "METHOD path-pattern": `*` matches one path segment, `**` any rest, `:name` one segment. */
  route: string;
  status?: number;
  delayMs?: number;
  networkError?: boolean;
  /** true or 'json': the real answer cut short (not JSON); 'shape': JSON of the wrong shape. */
  malformed?: boolean | 'json' | 'shape';
  /** How many requests it applies to; unlimited when absent. */
  times?: number;
}

export interface SimCart {
  persistedId: string;
  gln: string | null;
  items: { ean: string; quantity: number; lineTotal: number }[];
  totals: { calculatorTotal: number; totalWeight: number; totalToPay: number };
  calculatedAt: string;
}

export interface SimState {
  /** Milliseconds added to the machine clock; the simulator's "now" is Date.now() + this. */
  clockOffsetMs: number;
  products: Map<string, SeedProduct>;
  stores: SeedStore[];
  carts: Record<string, SimCart>;
  reservations: unknown[];
  orders: unknown[];
  requests: SimRequestLogEntry[];
  faults: SimFault[];
}

export function createSimState(): SimState {
  return {
    clockOffsetMs: 0,
    products: new Map(SEED_PRODUCTS.map((product) => [product.ean, structuredClone(product)])),
    stores: SEED_STORES.map((store) => structuredClone(store)),
    carts: {},
    reservations: [],
    orders: [],
    requests: [],
    faults: [],
  };
}

/** Puts the state back to freshly seeded, in place (handlers keep their reference). */
export function resetSimState(state: SimState): void {
  Object.assign(state, createSimState());
}

export function simNow(state: SimState): Date {
  return new Date(Date.now() + state.clockOffsetMs);
}
