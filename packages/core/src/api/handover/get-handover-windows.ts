import type { HandoverDay } from '../../rules/handover/handover-types';
import { DEFAULT_HANDOVER_WINDOWS_CALL, type HandoverWindowsCall } from '../../settings/handover-windows-call';
import type { Decoder } from '../decode';
import type { Request } from '../request';

/** The window calendars: delivery from a store, pickup in a store, pickup at a pickup point. */
export type HandoverWindowKind = 'Delivery' | 'Store' | 'PickupPoint';

/** Spec section 7: the body of a window call. */
export interface HandoverWindowsBody {
  weight: number;
  productIds: string[];
  ngOrderId?: string | null;
  addressHint?: string | null;
  postalcode?: string | null;
  lat?: number | null;
  lon?: number | null;
  stores?: string[];
  cartInfo: { numberOfItemsOrdered: number; totalWeight: number; totalToPay: number; containsFrozenFood: boolean };
}

const KIND_PATH: Record<HandoverWindowKind, string> = { Delivery: 'delivery', Store: 'store', PickupPoint: 'pickuppoint' };

/** The window call's request as the api sends it: its path, method, and body (POST) or query (GET). */
export interface HandoverWindowsRequest {
  path: string;
  method: 'POST' | 'GET';
  body?: HandoverWindowsBody;
  query?: Record<string, string | number | boolean | null | undefined>;
}

/**
 * The GET query of the alternative window call (spec section 7: "query carries payload minus productIds and postalcode").
 * The spec does not show how the payload's list and object go into a query; ours, what Java and .NET servers bind by
 * default: `stores` as one comma-separated value (left out when empty), `cartInfo` as `cartInfo.<field>` keys. Empty
 * fields (null) are left out by the request layer.
 */
function deliveryCalendarQuery(body: HandoverWindowsBody): HandoverWindowsRequest['query'] {
  const { productIds: _productIds, postalcode: _postalcode, stores, cartInfo, ...rest } = body;
  return {
    ...rest,
    stores: stores !== undefined && stores.length > 0 ? stores.join(',') : null,
    'cartInfo.numberOfItemsOrdered': cartInfo.numberOfItemsOrdered,
    'cartInfo.totalWeight': cartInfo.totalWeight,
    'cartInfo.totalToPay': cartInfo.totalToPay,
    'cartInfo.containsFrozenFood': cartInfo.containsFrozenFood,
  };
}

/**
 * Spec section 7: the window call of the site's choice (`kurvSettings.handoverWindowsCall`).
 * - `handoverWindows`: `POST /api/handoverwindows/{delivery|store|pickuppoint}/{chainid}/{gln}` (store: gln equals
 *   pickupGln; pickup point: the pickupGln), the body as it is.
 * - `deliveryCalendarPost` / `deliveryCalendarGet`: the alternative `/sylinder/deliverycalendar/v1/handoverwindows/…`.
 *   The spec shows the path only to `handoverwindows/`; ours mirrors the first call's rest,
 *   `{delivery|store|pickuppoint}/{chainid}/{gln}`, with the postal code (`postalcode` of the body) in the gln's place
 *   for delivery, as the spec says. POST sends the same body; GET sends the body minus productIds and postalcode as its
 *   query (deliveryCalendarQuery).
 * A delivery without a postal code has no alternative path: it throws spec section 5's 'Missing postalcode' (the window
 * fetch refuses it before).
 */
export function handoverWindowsRequest(
  call: HandoverWindowsCall,
  kind: HandoverWindowKind,
  gln: string,
  body: HandoverWindowsBody,
): HandoverWindowsRequest {
  if (call === 'handoverWindows') {
    return { path: `/api/handoverwindows/${KIND_PATH[kind]}/{chainid}/${encodeURIComponent(gln)}`, method: 'POST', body };
  }
  const postalCode = body.postalcode?.trim() ?? '';
  if (kind === 'Delivery' && postalCode === '') {
    throw new Error('Missing postalcode');
  }
  const target = kind === 'Delivery' ? postalCode : gln;
  const path = `/sylinder/deliverycalendar/v1/handoverwindows/${KIND_PATH[kind]}/{chainid}/${encodeURIComponent(target)}`;
  switch (call) {
    case 'deliveryCalendarPost':
      return { path, method: 'POST', body };
    case 'deliveryCalendarGet':
      return { path, method: 'GET', query: deliveryCalendarQuery(body) };
    default:
      return call satisfies never;
  }
}

/** The window call of the site's choice (handoverWindowsRequest); answers the days, read by the one decoder. */
export function getHandoverWindows(
  request: Request,
  decode: Decoder<HandoverDay[]>,
  kind: HandoverWindowKind,
  gln: string,
  body: HandoverWindowsBody,
  signal?: AbortSignal,
  call: HandoverWindowsCall = DEFAULT_HANDOVER_WINDOWS_CALL,
): Promise<HandoverDay[]> {
  return request({ ...handoverWindowsRequest(call, kind, gln, body), decode, signal });
}
