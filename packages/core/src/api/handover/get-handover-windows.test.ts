import { describe, expect, it } from 'vitest';
import type { HandoverWindowsCall } from '../../settings/handover-windows-call';
import { type HandoverWindowKind, type HandoverWindowsBody, handoverWindowsRequest } from './get-handover-windows';

const STORO = '7080001150015';
const BODY: HandoverWindowsBody = {
  weight: 12.5,
  productIds: ['7038010009457', '7039610000318'],
  ngOrderId: null,
  addressHint: 'Karl Johans gate 1',
  postalcode: '0154',
  lat: 59.91,
  lon: 10.75,
  stores: [STORO, '7080001150022'],
  cartInfo: { numberOfItemsOrdered: 3, totalWeight: 12.5, totalToPay: 289.7, containsFrozenFood: false },
};
const GET_QUERY = {
  weight: 12.5,
  ngOrderId: null,
  addressHint: 'Karl Johans gate 1',
  lat: 59.91,
  lon: 10.75,
  stores: `${STORO},7080001150022`,
  'cartInfo.numberOfItemsOrdered': 3,
  'cartInfo.totalWeight': 12.5,
  'cartInfo.totalToPay': 289.7,
  'cartInfo.containsFrozenFood': false,
};
const CALENDAR = '/sylinder/deliverycalendar/v1/handoverwindows';

describe('handoverWindowsRequest (spec section 7: the window call and its alternative)', () => {
  it.each<{ call: HandoverWindowsCall; kind: HandoverWindowKind; gln: string; path: string; method: 'POST' | 'GET' }>([
    { call: 'handoverWindows', kind: 'Delivery', gln: STORO, path: `/api/handoverwindows/delivery/{chainid}/${STORO}`, method: 'POST' },
    { call: 'handoverWindows', kind: 'Store', gln: STORO, path: `/api/handoverwindows/store/{chainid}/${STORO}`, method: 'POST' },
    { call: 'handoverWindows', kind: 'PickupPoint', gln: '667', path: '/api/handoverwindows/pickuppoint/{chainid}/667', method: 'POST' },
    { call: 'deliveryCalendarPost', kind: 'Delivery', gln: STORO, path: `${CALENDAR}/delivery/{chainid}/0154`, method: 'POST' },
    { call: 'deliveryCalendarPost', kind: 'Store', gln: STORO, path: `${CALENDAR}/store/{chainid}/${STORO}`, method: 'POST' },
    { call: 'deliveryCalendarPost', kind: 'PickupPoint', gln: '667', path: `${CALENDAR}/pickuppoint/{chainid}/667`, method: 'POST' },
    { call: 'deliveryCalendarGet', kind: 'Delivery', gln: STORO, path: `${CALENDAR}/delivery/{chainid}/0154`, method: 'GET' },
    { call: 'deliveryCalendarGet', kind: 'Store', gln: STORO, path: `${CALENDAR}/store/{chainid}/${STORO}`, method: 'GET' },
    { call: 'deliveryCalendarGet', kind: 'PickupPoint', gln: '667', path: `${CALENDAR}/pickuppoint/{chainid}/667`, method: 'GET' },
  ])('$call, $kind: $method $path', ({ call, kind, gln, path, method }) => {
    const request = handoverWindowsRequest(call, kind, gln, BODY);
    expect(request.path).toBe(path);
    expect(request.method).toBe(method);
    if (method === 'POST') {
      // The same body, productIds and postalcode included.
      expect(request.body).toEqual(BODY);
      expect(request.query).toBeUndefined();
    } else {
      // The payload minus productIds and postalcode, in the query.
      expect(request.body).toBeUndefined();
      expect(request.query).toEqual(GET_QUERY);
    }
  });

  it('leaves an empty store list out of the GET query, and nothing of the body is changed', () => {
    const body = { ...BODY, stores: [] };
    const query = handoverWindowsRequest('deliveryCalendarGet', 'Store', STORO, body).query;
    expect(query?.stores).toBeNull();
    expect(query).not.toHaveProperty('productIds');
    expect(query).not.toHaveProperty('postalcode');
    expect(body.productIds).toHaveLength(2);
  });

  it('encodes the path segment', () => {
    expect(handoverWindowsRequest('deliveryCalendarPost', 'Store', 'a/b', BODY).path).toBe(`${CALENDAR}/store/{chainid}/a%2Fb`);
  });

  it.each<HandoverWindowsCall>(['deliveryCalendarPost', 'deliveryCalendarGet'])(
    '%s: a delivery without a postal code has no path (spec section 5: Missing postalcode)',
    (call) => {
      expect(() => handoverWindowsRequest(call, 'Delivery', STORO, { ...BODY, postalcode: null })).toThrow('Missing postalcode');
      expect(() => handoverWindowsRequest(call, 'Delivery', STORO, { ...BODY, postalcode: ' ' })).toThrow('Missing postalcode');
    },
  );
});
