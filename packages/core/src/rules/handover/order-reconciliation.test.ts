import { describe, expect, it } from 'vitest';
import { nb } from '../../texts/nb';
import { store } from './handover.fixtures';
import type { DeliveryLocation, HandoverOption } from './handover-types';
import {
  type ForcedHandoverChangeReason,
  forcedHandoverChangeText,
  handoverTypeAfterAnonymousAddressChange,
  NO_DELIVERY_AND_NO_PICKUP,
  type OrderHandover,
  reconcileOrderHandover,
} from './order-reconciliation';

const homeLocation = (postalCode: string, gln: string): DeliveryLocation => ({
  address: {
    firstName: 'Kari',
    lastName: 'Nordmann',
    address: 'Storgata 1',
    postalCode,
    city: 'OSLO',
    deliveryComment: '',
    coordinates: null,
    isAlternativeAddress: false,
    isLoyaltyAddress: true,
  },
  store: store(gln),
  stores: [store(gln)],
});
const option = (
  handoverType: HandoverOption['handoverType'],
  locations: DeliveryLocation[],
  closest: string | null = null,
): HandoverOption => ({
  handoverType,
  handoverProducts: [],
  locations,
  validation: [],
  closestStoreOrPickupPoint: closest === null ? null : store(closest),
});
const pickup = (gln: string): DeliveryLocation => ({ address: null, store: store(gln), stores: [] });
const deliveryOrder: OrderHandover = { handoverType: 'Delivery', store: store('1'), postalCode: '0155' };
const storeOrder: OrderHandover = { handoverType: 'Store', store: store('2'), postalCode: null };

describe('reconcileOrderHandover', () => {
  it.each([
    [
      'delivery still valid',
      deliveryOrder,
      option('Delivery', [homeLocation('0155', '1')]),
      option('Store', [pickup('1')]),
      { change: false },
    ],
    [
      'delivery invalid: pickup store with the same gln',
      deliveryOrder,
      option('Delivery', [homeLocation('0155', '9')]),
      option('Store', [pickup('3'), pickup('1')]),
      { change: true, handoverType: 'Store', store: store('1'), reason: 'DeliveryStoreOnOrderIsInvalid' },
    ],
    [
      'no delivery option at all: the type is invalid',
      deliveryOrder,
      null,
      option('Store', [pickup('1')]),
      { change: true, handoverType: 'Store', store: store('1'), reason: 'HandoverTypeOnOrderIsInvalid' },
    ],
    [
      'delivery to another postal code than the order’s',
      deliveryOrder,
      option('Delivery', [homeLocation('5003', '1')]),
      option('Store', [pickup('1')]),
      { change: true, handoverType: 'Store', store: store('1'), reason: 'DeliveryStoreOnOrderIsInvalid' },
    ],
    ['pickup store still valid', storeOrder, null, option('Store', [pickup('2')]), { change: false }],
    [
      'pickup store invalid: the closest store',
      storeOrder,
      null,
      option('Store', [pickup('3'), pickup('4')], '4'),
      { change: true, handoverType: 'Store', store: store('4'), reason: 'PickupStoreOnOrderIsInvalid' },
    ],
    [
      'pickup store invalid: the first store',
      storeOrder,
      null,
      option('Store', [pickup('3'), pickup('4')]),
      { change: true, handoverType: 'Store', store: store('3'), reason: 'PickupStoreOnOrderIsInvalid' },
    ],
  ])('%s', (_situation, order, delivery, storeOption, expected) => {
    expect(reconcileOrderHandover(order, { delivery, store: storeOption })).toEqual(expected);
  });

  it.each([
    ['delivery invalid and no pickup store with the same gln', deliveryOrder, option('Store', [pickup('3')])],
    ['pickup store invalid and no store at all', storeOrder, option('Store', [])],
  ])('throws: %s', (_situation, order, storeOption) => {
    expect(() => reconcileOrderHandover(order, { delivery: null, store: storeOption })).toThrow(NO_DELIVERY_AND_NO_PICKUP);
  });

  it.each([
    ['delivery available', true, 'Delivery'],
    ['delivery not available', false, 'Store'],
  ])('anonymous address change: %s', (_situation, available: boolean, expected: string) => {
    expect(handoverTypeAfterAnonymousAddressChange(available)).toBe(expected);
  });
});

describe('forcedHandoverChangeText', () => {
  // Issue 34: each of spec section 4's forced handover change reasons has its own Norwegian words for the shopper.
  it.each<[ForcedHandoverChangeReason, string]>([
    [
      'DeliveryStoreOnOrderIsInvalid',
      'Butikken som skulle levere bestillingen din, leverer ikke lenger til adressen. Vi har endret til henting i den samme butikken. Velg tid og bekreft.',
    ],
    [
      'HandoverTypeOnOrderIsInvalid',
      'Levering på døren er ikke lenger mulig for bestillingen din. Vi har endret til henting i butikk. Velg tid og bekreft.',
    ],
    [
      'PickupStoreOnOrderIsInvalid',
      'Butikken du skulle hente bestillingen i, tilbyr ikke lenger henting. Vi har valgt en annen butikk. Sjekk butikk og tid, og bekreft.',
    ],
    [
      'ResetHomeDeliveryHandoverInfo',
      'Vi mangler leveringsadressen din, så valget ditt er satt til henting i butikk. Velg levering på døren på nytt om du vil ha varene levert.',
    ],
  ])('%s', (reason, expected) => {
    expect(forcedHandoverChangeText(reason, nb)).toBe(expected);
  });
});
