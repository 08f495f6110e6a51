import { describe, expect, it } from 'vitest';
import { TRACKING_EVENTS, type TrackingEventName } from '../events/tracking-event';
import { isCartEvent } from './cart-event';

describe('isCartEvent: what also goes to the customer-intelligence tracker', () => {
  it.each<[TrackingEventName, boolean]>([
    ['add_to_cart', true],
    ['remove_from_cart', true],
    ['removed_item', true],
    ['coupon_activated', false],
    ['purchase', false],
    ['address_search', false],
    ['address_selected', false],
    ['sign_up_step', false],
    ['sign_up_error', false],
  ])('%s → %s', (event, cart) => {
    expect(isCartEvent({ event })).toBe(cart);
  });

  it('every event is listed', () => {
    expect([...TRACKING_EVENTS]).toEqual([
      'add_to_cart',
      'remove_from_cart',
      'removed_item',
      'coupon_activated',
      'purchase',
      'address_search',
      'address_selected',
      'sign_up_step',
      'sign_up_error',
    ]);
  });
});
