import { describe, expect, it } from 'vitest';
import type { TrackingEvent } from '../events/tracking-event';
import { trackingPayload } from './tracking-payload';

/** What the page knows of Kari (store/user/personal-texts.ts gives these from the store). */
const KARI = ['Kari', 'Nordmann', 'Kari Nordmann', 'kari.nordmann@example.no', '41234567', 'Karl Johans gate 1', 'sim-token-3f6c1a52'];

const milk = {
  item_id: '7054609056183',
  item_name: 'Tine Lettmelk 1 %',
  item_brand: 'Tine',
  item_category: 'Meieri og egg',
  price: 24.9,
  quantity: 1,
};
const add: TrackingEvent = {
  event: 'add_to_cart',
  ecommerce: { currency: 'NOK', value: 24.9, items: [milk] },
  kurv: { source: 'cart', orderId: null },
};

/** An event with more than its documented fields, as a careless change could make one. */
const withExtras = (event: TrackingEvent, extras: Record<string, unknown>): TrackingEvent => ({ ...event, ...extras }) as TrackingEvent;

describe('trackingPayload: the documented fields alone, masked', () => {
  it('keeps a cart event as it is', () => {
    expect(trackingPayload(add, KARI)).toEqual(add);
  });

  it.each<[string, TrackingEvent, unknown]>([
    ['a field of the event', withExtras(add, { email: 'kari.nordmann@example.no' }), add],
    ['a field of kurv', { ...add, kurv: { ...add.kurv, address: 'Karl Johans gate 1' } } as unknown as TrackingEvent, add],
    [
      'a field of an item',
      { ...add, ecommerce: { ...add.ecommerce, items: [{ ...milk, customer: 'Kari Nordmann' }] } } as unknown as TrackingEvent,
      add,
    ],
    [
      'a field of ecommerce',
      { ...add, ecommerce: { ...add.ecommerce, token: 'Bearer sim-token-3f6c1a52' } } as unknown as TrackingEvent,
      add,
    ],
    [
      'a field of an address search',
      withExtras({ event: 'address_search', kurv: { source: 'handoverPicker', resultCount: 2 } }, { query: 'Karl Johans gate 1' }),
      { event: 'address_search', kurv: { source: 'handoverPicker', resultCount: 2 } },
    ],
    [
      'the typed address beside a pick',
      {
        event: 'address_selected',
        kurv: { source: 'handoverPicker', resultCount: 2, covered: true, postalCode: '0154' },
      } as unknown as TrackingEvent,
      { event: 'address_selected', kurv: { source: 'handoverPicker', resultCount: 2, covered: true } },
    ],
    [
      'a name beside a sign-up step',
      { event: 'sign_up_step', kurv: { step: 'signed_up', placement: 'addToCart', name: 'Kari' } } as unknown as TrackingEvent,
      { event: 'sign_up_step', kurv: { step: 'signed_up', placement: 'addToCart' } },
    ],
  ])('leaves out %s', (_situation, event, payload) => {
    expect(trackingPayload(event, KARI)).toEqual(payload);
  });

  it.each<[string, string, string]>([
    ['the shopper’s e-mail address', 'E-postadressen kari.nordmann@example.no er i bruk', 'E-postadressen [person] er i bruk'],
    ['another e-mail address', 'E-postadressen ola@example.no er allerede i bruk', 'E-postadressen [e-post] er allerede i bruk'],
    ['a phone number', 'Mobilnummeret 412 34 567 er registrert', 'Mobilnummeret [telefon] er registrert'],
    ['the shopper’s name', 'Kari Nordmann er allerede medlem', '[person] er allerede medlem'],
    ['the shopper’s address', 'Karl Johans gate 1 finnes ikke', '[person] finnes ikke'],
    ['an unknown street address', 'Storgata 12 finnes ikke', '[adresse] finnes ikke'],
    ['the token', 'Ugyldig token sim-token-3f6c1a52', 'Ugyldig token [person]'],
    ['a JWT', 'Token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJrYXJpIn0.c2lnbmF0dXJl er utløpt', 'Token [token] er utløpt'],
    ['nothing personal', 'Passordet er for kort', 'Passordet er for kort'],
  ])('masks %s in a sign-up error message', (_situation, message, masked) => {
    const event: TrackingEvent = { event: 'sign_up_error', kurv: { placement: 'site', message, status: 409 } };
    expect(trackingPayload(event, KARI)).toEqual({ event: 'sign_up_error', kurv: { placement: 'site', message: masked, status: 409 } });
  });

  it.each<[string, Partial<typeof milk>, Partial<typeof milk>]>([
    ['a name as a title', { item_name: 'Kari Nordmann' }, { item_name: '[person]' }],
    ['an e-mail as a brand', { item_brand: 'ola@example.no' }, { item_brand: '[e-post]' }],
    ['an id that is not an id', { item_id: 'Kari Nordmann' }, { item_id: '[…]' }],
    ['an id that is the phone number', { item_id: '41234567' }, { item_id: '[…]' }],
    ['a price that is not a number', { price: Number.NaN }, { price: 0 }],
  ])('masks %s in an item', (_situation, change, masked) => {
    const event: TrackingEvent = { ...add, ecommerce: { ...add.ecommerce, items: [{ ...milk, ...change }] } };
    expect(trackingPayload(event, KARI)).toEqual({ ...add, ecommerce: { ...add.ecommerce, items: [{ ...milk, ...masked }] } });
  });

  it('masks an order id that is not an id, and the removed line’s message', () => {
    const removed: TrackingEvent = {
      event: 'removed_item',
      ecommerce: { currency: 'NOK', value: 24.9, transaction_id: 'kari.nordmann@example.no', items: [milk] },
      kurv: { source: 'orderEdit', orderId: 'Bearer sim-token-3f6c1a52', message: 'Fjernet 1 stk Tine Lettmelk 1 % for Kari' },
    };
    expect(trackingPayload(removed, KARI)).toEqual({
      event: 'removed_item',
      ecommerce: { currency: 'NOK', value: 24.9, transaction_id: '[…]', items: [milk] },
      kurv: { source: 'orderEdit', orderId: '[…]', message: 'Fjernet 1 stk Tine Lettmelk 1 % for [person]' },
    });
  });

  it('gives a new copy each time', () => {
    const first = trackingPayload(add, KARI);
    expect(first).not.toBe(trackingPayload(add, KARI));
    expect(first).not.toBe(add);
  });
});
