import { HttpResponse, http } from 'msw';
import { coverageOf, isPostalCode, pickupPointByGln, readCoordinates, storeByGln } from '../model/coverage';
import { handoverDays, type SimWindowKind } from '../model/handover-windows';
import type { SimState } from '../model/sim-state';
import type { SeedStore } from '../seed/seed-types';
import { platformError, readJsonObject } from './platform-http';

const KINDS: readonly SimWindowKind[] = ['delivery', 'store', 'pickuppoint'];

const MISSING_STORE: Record<SimWindowKind, string> = {
  delivery: 'Missing store',
  store: 'Missing store-gln',
  pickuppoint: 'Missing store-pickupGln',
};

/** The payload fields the simulator reads (the others are accepted and ignored). */
interface WindowPayload {
  productIds: string[] | null;
  postalcode: string;
  lat: unknown;
  lon: unknown;
  stores: string[];
}

function readPayload(body: Record<string, unknown> | null): WindowPayload {
  const strings = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : null);
  return {
    productIds: strings(body?.productIds),
    postalcode: typeof body?.postalcode === 'string' ? body.postalcode.trim() : '',
    lat: body?.lat,
    lon: body?.lon,
    stores: strings(body?.stores) ?? [],
  };
}

function isMissingGln(gln: string): boolean {
  return gln.trim() === '' || gln.trim() === '0';
}

function unknownStore(gln: string) {
  return platformError(404, `Could not find store ${gln}`);
}

/** The days of a store or pickup point's windows. */
function placeDays(state: SimState, kind: 'store' | 'pickuppoint', chainId: string, gln: string, payload: WindowPayload) {
  if (isMissingGln(gln)) {
    return platformError(400, MISSING_STORE[kind]);
  }
  const place: SeedStore | null = kind === 'store' ? storeByGln(state, gln) : pickupPointByGln(state, gln);
  if (!place || place.chainId !== chainId) {
    return unknownStore(gln);
  }
  return HttpResponse.json({ days: handoverDays(state, kind, place, payload.productIds) });
}

/** The days of home delivery from a store to a postal code; none when the store does not deliver there. */
function deliveryDays(state: SimState, chainId: string, store: SeedStore, payload: WindowPayload) {
  const coverage = coverageOf(state, chainId, payload.postalcode, readCoordinates(payload.lat, payload.lon), store.gln);
  const delivers = coverage.stores.includes(store.gln);
  return HttpResponse.json({ days: delivers ? handoverDays(state, 'delivery', store, payload.productIds) : [] });
}

/** The parts of a GET delivery-calendar query the simulator reads (the payload minus productIds and postalcode). */
function queryPayload(query: URLSearchParams): Record<string, unknown> {
  return {
    lat: query.get('lat'),
    lon: query.get('lon'),
    stores: query
      .getAll('stores')
      .flatMap((value) => value.split(','))
      .filter(Boolean),
  };
}

/**
 * Spec section 7: `POST /api/handoverwindows/{delivery|store|pickuppoint}/{chainid}/{gln}` and the
 * alternative `POST|GET /sylinder/deliverycalendar/v1/handoverwindows/{type}/{chainid}/{glnOrPostalCode}`
 * (delivery: the postal code in the path; the store from `stores`, else the closest that delivers).
 * Windows: see model/handover-windows.ts.
 */
export function handoverWindowHandlers(state: SimState) {
  const calendar = async (request: Request, params: Record<string, string | readonly string[] | undefined>) => {
    const kind = String(params.kind) as SimWindowKind;
    if (!KINDS.includes(kind)) {
      return platformError(404, `Unknown handover type ${String(params.kind)}`);
    }
    const chainId = String(params.chainId);
    const target = String(params.target);
    const payload =
      request.method === 'GET' ? readPayload(queryPayload(new URL(request.url).searchParams)) : readPayload(await readJsonObject(request));
    if (kind !== 'delivery') {
      return placeDays(state, kind, chainId, target, payload);
    }
    if (!isPostalCode(target)) {
      return platformError(400, 'Missing postalcode');
    }
    payload.postalcode = target;
    const coverage = coverageOf(state, chainId, target, readCoordinates(payload.lat, payload.lon));
    const gln = payload.stores.find((candidate) => coverage.stores.includes(candidate)) ?? coverage.closestStore?.gln;
    const store = gln ? storeByGln(state, gln) : null;
    return store ? deliveryDays(state, chainId, store, payload) : HttpResponse.json({ days: [] });
  };

  return [
    http.post('*/api/handoverwindows/:kind/:chainId/:gln', async ({ request, params }) => {
      const kind = String(params.kind) as SimWindowKind;
      if (!KINDS.includes(kind)) {
        return platformError(404, `Unknown handover type ${String(params.kind)}`);
      }
      const chainId = String(params.chainId);
      const gln = String(params.gln);
      const payload = readPayload(await readJsonObject(request));
      if (kind !== 'delivery') {
        return placeDays(state, kind, chainId, gln, payload);
      }
      if (isMissingGln(gln)) {
        return platformError(400, MISSING_STORE.delivery);
      }
      if (payload.postalcode === '') {
        return platformError(400, 'Missing postalcode');
      }
      const store = storeByGln(state, gln);
      if (!store || store.chainId !== chainId) {
        return unknownStore(gln);
      }
      return deliveryDays(state, chainId, store, payload);
    }),
    // An empty gln leaves the last path segment out.
    http.post('*/api/handoverwindows/:kind/:chainId', ({ params }) => {
      const kind = String(params.kind) as SimWindowKind;
      return KINDS.includes(kind) ? platformError(400, MISSING_STORE[kind]) : platformError(404, `Unknown handover type ${kind}`);
    }),
    http.post('*/sylinder/deliverycalendar/v1/handoverwindows/:kind/:chainId/:target', ({ request, params }) => calendar(request, params)),
    http.get('*/sylinder/deliverycalendar/v1/handoverwindows/:kind/:chainId/:target', ({ request, params }) => calendar(request, params)),
  ];
}
