import { describe, expect, it } from 'vitest';
import { type CheckoutData, checkoutDataTriggersReservation, storedCheckoutData } from './checkout-data';

describe('checkoutDataTriggersReservation', () => {
  const pickup: CheckoutData = {
    handoverType: 'Store',
    pickupStoreGln: '7080001150015',
    orderTotal: 500,
    deliveryWeight: 5,
    deliveryAddress: null,
    deliveryCoordinates: null,
    specialItemCount: 0,
  };
  const delivery: CheckoutData = {
    ...pickup,
    handoverType: 'Delivery',
    deliveryAddress: 'Karl Johans gate 1',
    deliveryCoordinates: { lat: 59.9115, lon: 10.7503 },
  };

  it.each([
    ['the first run, once the chain is known', null, pickup, true],
    ['nothing changed', pickup, { ...pickup }, false],
    ['the handover type changed', pickup, delivery, true],
    ['the pickup store changed', pickup, { ...pickup, pickupStoreGln: '7080001150022' }, true],
    ['a supplier or lead-time line came or went', pickup, { ...pickup, specialItemCount: 1 }, true],
    ['the order total changed, for pickup', pickup, { ...pickup, orderTotal: 650 }, false],
    ['the weight changed, for pickup', pickup, { ...pickup, deliveryWeight: 12 }, false],
    ['the order total changed, for delivery', delivery, { ...delivery, orderTotal: 650 }, true],
    ['the weight changed, for delivery', delivery, { ...delivery, deliveryWeight: 12 }, true],
    ['the address changed, for delivery', delivery, { ...delivery, deliveryAddress: 'Storgata 1' }, true],
    ['the coordinates moved, for delivery', delivery, { ...delivery, deliveryCoordinates: { lat: 59.92, lon: 10.7503 } }, true],
    [
      'the coordinates moved below 6 decimals',
      delivery,
      { ...delivery, deliveryCoordinates: { lat: 59.91150000001, lon: 10.7503 } },
      false,
    ],
  ] as const)('%s → %s', (_situation, before, after, triggers) => {
    expect(checkoutDataTriggersReservation(before, after)).toBe(triggers);
  });
});

describe('storedCheckoutData', () => {
  const kept: CheckoutData = {
    handoverType: 'Delivery',
    pickupStoreGln: '7080001150015',
    orderTotal: 26.9,
    deliveryWeight: 1.2,
    deliveryAddress: 'Karl Johans gate 1',
    deliveryCoordinates: { lat: 59.9115, lon: 10.7503 },
    specialItemCount: 0,
  };

  it.each([
    ['what a reservation kept', kept, kept],
    [
      'pickup, before any price',
      { ...kept, handoverType: 'Store', orderTotal: null, deliveryAddress: null, deliveryCoordinates: null },
      { ...kept, handoverType: 'Store', orderTotal: null, deliveryAddress: null, deliveryCoordinates: null },
    ],
    ['absent (an earlier version kept none)', undefined, null],
    ['a string', 'Karl Johans gate 1', null],
    ['a total that is text', { ...kept, orderTotal: '26,90' }, null],
    ['coordinates without a longitude', { ...kept, deliveryCoordinates: { lat: 59.9 } }, null],
    ['no count of special lines', { ...kept, specialItemCount: undefined }, null],
  ] as const)('%s', (_situation, value, expected) => {
    expect(storedCheckoutData(value)).toEqual(expected);
  });
});
