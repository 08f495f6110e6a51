import { describe, expect, it } from 'vitest';
import { EMPTY_HANDOVER_INFO, type HandoverInfo } from '../domain/extended-user';
import type { StoreLocation } from '../domain/store';
import { applySpecialPickupPoint, isSamePlace, normalizeLoadedHandover, resetWindow } from './handover-defaults';

const now = new Date('2026-11-21T12:00:00Z');
const deliveryInfo = {
  carrierOrderId: null,
  carrierWindowId: 'c-1',
  firstName: 'Kari',
  lastName: 'Nordmann',
  address: 'Karl Johans gate 1',
  postalCode: '0154',
  city: 'OSLO',
  coordinates: { lat: 59.91, lon: 10.75 },
  comment: '',
  stores: ['7080001150015'],
};
const withWindow: HandoverInfo = {
  ...EMPTY_HANDOVER_INFO,
  handoverType: 'Delivery',
  from: '2026-11-22T15:00:00Z',
  to: '2026-11-22T17:00:00Z',
  customerPickupFrom: '2026-11-22T15:00:00Z',
  customerPickupTo: '2026-11-22T17:00:00Z',
  deadline: '2026-11-22T09:00:00Z',
  supplierOrderDeadline: '2026-11-22T07:00:00Z',
  windowId: 'w-1',
  product: '7000000000017',
  windowTags: [{ type: 'Nabo3', guaranteed: false, bonusPercent: null }],
  deliveryInfo,
};

describe('normalizeLoadedHandover', () => {
  it.each([
    ['no handoverInfo', null, { ...EMPTY_HANDOVER_INFO, handoverType: 'Store' }],
    ['delivery without delivery info', { ...withWindow, deliveryInfo: null }, { ...EMPTY_HANDOVER_INFO, handoverType: 'Store' }],
    ['delivery with delivery info and a future deadline', withWindow, withWindow],
    [
      'store pickup without delivery info',
      { ...withWindow, handoverType: 'Store', deliveryInfo: null },
      { ...withWindow, handoverType: 'Store', deliveryInfo: null },
    ],
    ['a deadline that passed', { ...withWindow, deadline: '2026-11-21T11:59:59Z' }, resetWindow(withWindow)],
    ['a deadline exactly now', { ...withWindow, deadline: '2026-11-21T12:00:00Z' }, resetWindow(withWindow)],
  ] as const)('%s', (_situation, info, expected) => {
    expect(normalizeLoadedHandover(info as HandoverInfo | null, now)).toEqual(expected);
  });
});

describe('resetWindow', () => {
  it('clears times, deadlines, window, product and tags, and keeps the delivery info', () => {
    expect(resetWindow(withWindow)).toEqual({ ...EMPTY_HANDOVER_INFO, handoverType: 'Delivery', deliveryInfo });
  });
});

describe('applySpecialPickupPoint', () => {
  const store: StoreLocation = {
    gln: '7080001150488',
    pickupGln: '7080001150488',
    name: 'MENY Bryn',
    address: '',
    postalCode: '',
    city: '',
    county: '',
  };
  it.each([
    ['a store handover at a gln ending 0488', store, 'Store', { ...store, pickupGln: '667', name: 'MENY Bryn Henteskap' }],
    ['a delivery from that store', store, 'Delivery', store],
    ['another store', { ...store, gln: '7080001150489' }, 'Store', { ...store, gln: '7080001150489' }],
  ] as const)('%s', (_situation, input, type, expected) => {
    expect(applySpecialPickupPoint(input, type)).toEqual(expected);
  });
});

describe('isSamePlace', () => {
  const storo = { gln: '7080001150015', pickupGln: '7080001150015' };
  const nydalen = { gln: '7080001150015', pickupGln: '7080003000017' };
  it.each([
    ['the same store', storo, { ...storo }, true],
    ['a pickup point and the store that picks it', storo, nydalen, false],
    ['another store', storo, { gln: '7080001150101', pickupGln: '7080001150101' }, false],
    ['no place before', null, storo, false],
  ] as const)('%s', (_situation, a, b, expected) => {
    expect(isSamePlace(a, b)).toBe(expected);
  });
});
