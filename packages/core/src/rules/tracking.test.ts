import { describe, expect, it } from 'vitest';
import { productFixture } from '../domain/cart.fixtures';
import type { EcommerceTrackingEvent, TrackingEvent } from '../events/tracking-event';
import { cartChangeEvents, couponActivatedEvent, removedItemEvent, sendTrackingEvent } from './tracking';

const milk = productFixture({ ean: 'milk', title: 'Tine Lettmelk', brand: 'Tine', categoryName: 'Meieri', price: 21.9 });
const bread = productFixture({ ean: 'bread', title: 'Kneippbrød', brand: 'Bakers', categoryName: 'Brød', price: 39.9 });
const line = (quantity: number, product = milk) => ({ ean: product.ean, quantity, product });
const milkItem = (quantity: number) => ({
  item_id: 'milk',
  item_name: 'Tine Lettmelk',
  item_brand: 'Tine',
  item_category: 'Meieri',
  price: 21.9,
  quantity,
});

describe('cartChangeEvents', () => {
  it.each([
    ['adding a new line', [], [line(2)], 'add_to_cart', 2, 43.8],
    ['raising a line', [line(1)], [line(3)], 'add_to_cart', 2, 43.8],
    ['lowering a line', [line(3)], [line(1)], 'remove_from_cart', 2, 43.8],
    ['removing a line', [line(2)], [], 'remove_from_cart', 2, 43.8],
  ] as const)('%s gives %s with the difference, in the cart', (_situation, before, after, event, quantity, value) => {
    expect(cartChangeEvents(before, after, { orderId: null })).toEqual<TrackingEvent[]>([
      { event, ecommerce: { currency: 'NOK', value, items: [milkItem(quantity)] }, kurv: { source: 'cart', orderId: null } },
    ]);
  });

  it('in an order edit, a quantity change carries the order', () => {
    expect(cartChangeEvents([line(1)], [line(4)], { orderId: 'NG-1042' })).toEqual<TrackingEvent[]>([
      {
        event: 'add_to_cart',
        ecommerce: { currency: 'NOK', value: 65.7, items: [milkItem(3)] },
        kurv: { source: 'orderEdit', orderId: 'NG-1042' },
      },
    ]);
  });

  it('one event per changed line, nothing for unchanged ones', () => {
    const events = cartChangeEvents([line(2), line(1, bread)], [line(2), line(3, bread)], { orderId: null });
    expect(events.map((event) => [event.event, event.ecommerce.items[0]?.item_id, event.ecommerce.items[0]?.quantity])).toEqual([
      ['add_to_cart', 'bread', 2],
    ]);
    expect(cartChangeEvents([line(2)], [line(2)], { orderId: null })).toEqual([]);
  });
});

describe('removedItemEvent', () => {
  it.each<[string, string | null, EcommerceTrackingEvent['kurv']]>([
    ['in the cart', null, { source: 'cart', orderId: null, message: 'Fjernet 2 stk Tine Lettmelk' }],
    ['in an order edit', 'NG-1042', { source: 'orderEdit', orderId: 'NG-1042', message: 'Fjernet 2 stk Tine Lettmelk' }],
  ])('%s: the whole line and the message shown', (_situation, orderId, kurv) => {
    expect(removedItemEvent(line(2), 'Fjernet 2 stk Tine Lettmelk', { orderId })).toEqual<TrackingEvent>({
      event: 'removed_item',
      ecommerce: { currency: 'NOK', value: 43.8, items: [milkItem(2)] },
      kurv,
    });
  });
});

describe('couponActivatedEvent', () => {
  const coupon = { couponId: 'K-1', productEan: 'milk', couponTitle: '20 % på Tine Lettmelk' };

  it.each<[string, typeof milk | null, EcommerceTrackingEvent['ecommerce']['items']]>([
    ['the product known', milk, [{ ...milkItem(1), coupon: 'K-1' }]],
    [
      'the product not read yet',
      null,
      [{ item_id: 'milk', item_name: '20 % på Tine Lettmelk', item_brand: '', item_category: '', price: 0, quantity: 1, coupon: 'K-1' }],
    ],
  ])('%s', (_situation, product, items) => {
    expect(couponActivatedEvent(coupon, product)).toEqual<TrackingEvent>({
      event: 'coupon_activated',
      ecommerce: { currency: 'NOK', value: 0, items },
      kurv: { source: 'cart', orderId: null },
    });
  });
});

describe('sendTrackingEvent', () => {
  it('a data layer whose push throws (a tag manager’s) is logged, and the customer tracker still gets a cart event', () => {
    const host = globalThis as typeof globalThis & { dataLayer?: unknown };
    const before = host.dataLayer;
    const broken = Object.assign([], {
      push: () => {
        throw new Error('tag manager failed');
      },
    });
    host.dataLayer = broken;
    const warnings: string[] = [];
    const tracked: object[] = [];
    try {
      const [added] = cartChangeEvents([], [line(1)], { orderId: null });
      expect(() =>
        sendTrackingEvent(added as TrackingEvent, (payload) => tracked.push(payload), {
          warn: (message: string) => warnings.push(message),
          error: () => undefined,
        }),
      ).not.toThrow();
    } finally {
      host.dataLayer = before;
    }
    expect(warnings).toEqual(['Tracking failed']);
    expect(tracked).toHaveLength(1);
  });
});
