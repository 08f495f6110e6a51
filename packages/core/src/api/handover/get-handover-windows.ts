import type { HandoverDay } from '../../rules/handover/handover-types';
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

/**
 * Spec section 7: `POST /api/handoverwindows/{delivery|store|pickuppoint}/{chainid}/{gln}` (store: gln equals
 * pickupGln; pickup point: the pickupGln). Answers the days.
 */
export function getHandoverWindows(
  request: Request,
  decode: Decoder<HandoverDay[]>,
  kind: HandoverWindowKind,
  gln: string,
  body: HandoverWindowsBody,
  signal?: AbortSignal,
): Promise<HandoverDay[]> {
  return request({
    path: `/api/handoverwindows/${KIND_PATH[kind]}/{chainid}/${encodeURIComponent(gln)}`,
    method: 'POST',
    body,
    decode,
    signal,
  });
}
