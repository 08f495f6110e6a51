import { delay, getResponse, HttpResponse, http, type JsonBodyType, type RequestHandler } from 'msw';
import { matchesFaultRoute } from './fault-route';
import { addressHandlers } from './handlers/addresses';
import { authHandlers } from './handlers/auth';
import { cartHandlers } from './handlers/cart';
import { controlHandlers } from './handlers/control';
import { couponHandlers } from './handlers/coupons';
import { extendedUserHandlers } from './handlers/extended-user';
import { handoverOptionHandlers } from './handlers/handover-options';
import { handoverWindowHandlers } from './handlers/handover-windows';
import { notificationHandlers } from './handlers/notifications';
import { orderHandlers } from './handlers/orders';
import { pickupPointHandlers } from './handlers/pickup-points';
import { productHandlers } from './handlers/products';
import { releaseReservationOnFailedExtend, reservationHandlers } from './handlers/reservations';
import { storeHandlers } from './handlers/stores';
import { trumfHandlers } from './handlers/trumf';
import { createSimState, type SimFault, type SimState, simNow } from './sim-state';

/** Path prefixes of the platform REST API (spec section 7); everything else passes through. */
const PLATFORM_PREFIXES = ['/api/', '/sylinder/', '/trumfid/', '/trumf/', '/oauth/'];

export function isPlatformPath(pathname: string): boolean {
  return PLATFORM_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

export interface PlatformSim {
  state: SimState;
  /** Control API, then the request log and faults, then the platform: give them to msw in this order. */
  handlers: RequestHandler[];
}

export interface PlatformSimOptions {
  /** Where the simulator's clock starts, at creation and at every reset (ISO); the machine's clock by default. */
  now?: string;
}

function takeFault(state: SimState, method: string, pathname: string): SimFault | null {
  const index = state.faults.findIndex((fault) => matchesFaultRoute(fault.route, method, pathname));
  if (index === -1) {
    return null;
  }
  const fault = state.faults[index] as SimFault;
  if (fault.times !== undefined) {
    fault.times -= 1;
    if (fault.times <= 0) {
      state.faults.splice(index, 1);
    }
  }
  return fault;
}

/**
 * A stateful simulator of the chain platform. The same handlers serve unit tests (msw/node),
 * Storybook (msw in the browser) and the example pages (the Node server on loopback).
 */
export function createPlatformSim(options: PlatformSimOptions = {}): PlatformSim {
  const state = createSimState(options.now ?? null);
  const platform = [
    ...authHandlers(state),
    ...extendedUserHandlers(state),
    ...notificationHandlers(state),
    ...trumfHandlers(state),
    ...storeHandlers(state),
    ...productHandlers(state),
    ...cartHandlers(state),
    ...couponHandlers(state),
    ...orderHandlers(state),
    ...addressHandlers(state),
    ...handoverOptionHandlers(state),
    ...pickupPointHandlers(state),
    ...handoverWindowHandlers(state),
    ...reservationHandlers(state),
  ];

  const logAndFaults = http.all('*', async ({ request }) => {
    const url = new URL(request.url);
    if (!isPlatformPath(url.pathname)) {
      return undefined;
    }
    const fault = takeFault(state, request.method, url.pathname);
    state.requests.push({
      method: request.method,
      path: url.pathname,
      query: url.search,
      time: simNow(state).toISOString(),
      fault: fault ? fault.route : null,
    });
    if (!fault) {
      return undefined;
    }
    if (fault.delayMs) {
      await delay(fault.delayMs);
    }
    if (fault.networkError) {
      return HttpResponse.error();
    }
    releaseReservationOnFailedExtend(state, request.method, url.pathname, fault.status);
    if (fault.body !== undefined) {
      return HttpResponse.json(fault.body as JsonBodyType, { status: fault.status ?? 200 });
    }
    if (fault.status !== undefined) {
      return HttpResponse.json(
        { code: fault.status, message: `Simulert feil ${fault.status}`, correlationId: `sim-${state.requests.length}` },
        { status: fault.status, headers: { 'x-correlation-id': `sim-${state.requests.length}` } },
      );
    }
    if (fault.malformed) {
      if (fault.malformed === 'shape') {
        return HttpResponse.json({ unexpected: true, items: 'not a list' });
      }
      const real = await getResponse(platform, request.clone());
      const text = real ? await real.text() : '{"truncated": true}';
      return new HttpResponse(text.slice(0, Math.max(1, Math.floor(text.length / 2))), {
        status: real?.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    return undefined;
  });

  return { state, handlers: [...controlHandlers(state), logAndFaults, ...platform] };
}
