import { describe, expect, it } from 'vitest';
import { type DeliveryInfo, EMPTY_HANDOVER_INFO, type HandoverInfo } from '../../domain/extended-user';
import { savedHandover } from './saved-handover';

describe('savedHandover', () => {
  type SavedUser = Parameters<typeof savedHandover>[0];
  const store = { gln: '7080001150015', pickupGln: '7080001150015', name: 'MENY Storo' } as NonNullable<SavedUser>['store'];
  const delivery: DeliveryInfo = {
    carrierOrderId: null,
    carrierWindowId: null,
    firstName: 'Kari',
    lastName: 'Nordmann',
    address: 'Karl Johans gate 1',
    postalCode: '0154',
    city: 'OSLO',
    coordinates: null,
    comment: '',
    stores: [],
  };
  const user = (handoverInfo: Partial<HandoverInfo>): SavedUser => ({ store, handoverInfo: { ...EMPTY_HANDOVER_INFO, ...handoverInfo } });

  it.each([
    ['no user', null, { handoverType: null, place: null, window: null }],
    ['pickup without a window', user({ handoverType: 'Store' }), { handoverType: 'Store', place: 'MENY Storo', window: null }],
    [
      'delivery with a window (the window’s date in Oslo)',
      user({ handoverType: 'Delivery', from: '2026-11-23T23:30:00Z', to: '2026-11-24T00:30:00Z', deliveryInfo: delivery }),
      {
        handoverType: 'Delivery',
        place: 'Karl Johans gate 1',
        window: { date: '2026-11-24', from: '2026-11-23T23:30:00Z', to: '2026-11-24T00:30:00Z' },
      },
    ],
    ['delivery without an address', user({ handoverType: 'Delivery' }), { handoverType: 'Delivery', place: null, window: null }],
  ])('%s', (_situation, saved, expected) => {
    expect(savedHandover(saved)).toEqual(expected);
  });
});
