import { delay, getResponse, HttpResponse, http, type JsonBodyType, type RequestHandler } from 'msw';
import { simNow } from '../clock';
import { createSimState, type SimFault, type SimState } from '../model/sim-state';
import { addressHandlers } from './address-handlers';
import { authHandlers } from './auth-handlers';
import { cartHandlers } from './cart-handlers';
import { controlHandlers } from './control-handlers';
import { couponHandlers } from './coupon-handlers';
import { extendedUserHandlers } from './extended-user-handlers';
import { matchesFaultRoute } from './fault-route';
import { handoverOptionHandlers } from './handover-option-handlers';
import { handoverWindowHandlers } from './handover-window-handlers';
import { imageHandlers } from './image-handlers';
import { logHandlers } from './log-handlers';
import { notificationHandlers } from './notification-handlers';
import { orderHandlers } from './order-handlers';
import { pickupPointHandlers } from './pickup-point-handlers';
import { productHandlers } from './product-handlers';
import { releaseReservationOnFailedExtend, reservationHandlers } from './reservation-handlers';
import { storeHandlers } from './store-handlers';
import { trumfHandlers } from './trumf-handlers';

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

/** The first waiting fault whose route matches the request, counted down by one use (gone after its last); else null. */
export function takeFault(state: SimState, method: string, pathname: string): SimFault | null {
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
    ...logHandlers(state),
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
      clientId: request.headers.get('x-client-id'),
      body: await loggedBody(request),
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

  // The image service is not the platform: no request log, no faults.
  return { state, handlers: [...controlHandlers(state), logAndFaults, ...platform, ...imageHandlers(state)] };
}

/** A request's JSON body for the request log (`body`), or undefined: no body, or not JSON. Read from a clone. */
async function loggedBody(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') {
    return undefined;
  }
  try {
    const text = await request.clone().text();
    return text === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}
