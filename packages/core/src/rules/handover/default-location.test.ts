import { describe, expect, it } from 'vitest';
import type { HandoverType } from '../../domain/store';
import { type DefaultLocationContext, defaultLocation } from './default-location';
import { store } from './handover.fixtures';
import type { DeliveryLocation } from './handover-types';

const at = (gln: string): DeliveryLocation => ({ address: null, store: store(gln), stores: [store(gln)] });
const noStore: DeliveryLocation = { address: null, store: null, stores: [] };
const home = (postalCode: string): DeliveryLocation => ({
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
  store: store('100'),
  stores: [store('100')],
});
const none: DefaultLocationContext = {
  preferredPickupStoreId: null,
  userStore: null,
  editOrderStore: null,
  closestStore: null,
  postalCode: null,
};

describe('defaultLocation', () => {
  it.each<[string, HandoverType, DeliveryLocation[], Partial<DefaultLocationContext>, string | null]>([
    [
      'store: the stored preferred pickup store',
      'Store',
      [at('1'), at('2'), at('3')],
      { preferredPickupStoreId: '2', userStore: store('3') },
      '2',
    ],
    ['store: the user store when no preference', 'Store', [at('1'), at('2'), at('3')], { userStore: store('3') }, '3'],
    [
      'store: preferred store not offered, user store',
      'Store',
      [at('1'), at('3')],
      { preferredPickupStoreId: '9', userStore: store('3') },
      '3',
    ],
    [
      'store: edit mode takes the order store',
      'Store',
      [at('1'), at('2'), at('3')],
      { preferredPickupStoreId: '2', editOrderStore: store('1') },
      '1',
    ],
    ['store: else the closest store', 'Store', [at('1'), at('2')], { userStore: store('9'), closestStore: store('2') }, '2'],
    ['store: else the first location with a store', 'Store', [noStore, at('4')], {}, '4'],
    [
      'store: matched on pickupGln',
      'Store',
      [{ ...at('5'), store: store('5', { pickupGln: '55' }) }],
      { preferredPickupStoreId: '55' },
      '5',
    ],
    ['delivery: matched on postal code', 'Delivery', [home('0150'), home('0155')], { postalCode: '0155' }, '0155'],
    ['delivery: no match', 'Delivery', [home('0150')], { postalCode: '5003' }, null],
    ['delivery: no postal code', 'Delivery', [home('0150')], {}, null],
    ['no locations', 'Store', [], { userStore: store('1') }, null],
  ])('%s', (_situation, type, locations, context, expected) => {
    const location = defaultLocation(type, locations, { ...none, ...context });
    const id = type === 'Store' ? (location?.store?.gln ?? null) : (location?.address?.postalCode ?? null);
    expect(id).toBe(expected);
  });

  it('store: the first location when none has a store', () => {
    expect(defaultLocation('Store', [noStore], none)).toBe(noStore);
  });
});
