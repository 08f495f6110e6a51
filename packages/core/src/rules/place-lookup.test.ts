import { describe, expect, it } from 'vitest';
import { placeLookup } from './place-lookup';

describe('placeLookup', () => {
  it.each([
    ['a store: its own gln as the point', '7080001150015', '7080001150015', { kind: 'store', id: '7080001150015' }],
    ['no point given', '7080001150015', undefined, { kind: 'store', id: '7080001150015' }],
    ['an empty point', '7080001150015', ' ', { kind: 'store', id: '7080001150015' }],
    ['a parcel locker picked by the store', '7080001150015', '7080003000017', { kind: 'pickupPoint', id: '7080003000017' }],
    ['MENY Bryn’s locker 667', '7080001150488', '667', { kind: 'pickupPoint', id: '667' }],
  ] as const)('%s', (_situation, storeGln, pickupPointGln, expected) => {
    expect(placeLookup(storeGln, pickupPointGln)).toEqual(expected);
  });
});
