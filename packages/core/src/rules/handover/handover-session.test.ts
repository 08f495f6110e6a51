import { describe, expect, it } from 'vitest';
import { type DeliveryInfo, EMPTY_HANDOVER_INFO, type HandoverInfo } from '../../domain/extended-user';
import type { HandoverType } from '../../domain/store';
import { handoverProduct, handoverWindow, store } from './handover.fixtures';
import { chooseWindow, keptCarrierWindowId, resetChosenWindow, switchHandoverType } from './handover-session';
import type { DeliveryAddress, HandoverWindow } from './handover-types';

const deliveryInfo: DeliveryInfo = {
  carrierOrderId: null,
  carrierWindowId: 'old',
  firstName: 'Kari',
  lastName: 'Nordmann',
  address: 'Storgata 1',
  postalCode: '0155',
  city: 'OSLO',
  coordinates: null,
  comment: '',
  stores: ['1'],
};
const tags = [{ type: 'Miljo', guaranteed: true, bonusPercent: null }];
const window = handoverWindow({ windowId: 'w-9', carrierWindowId: 'c-9', windowTags: tags, supplierOrderDeadline: '2026-10-24T08:00:00Z' });
const product = handoverProduct({ ean: 'P', deadline: '2026-10-24T20:00:00Z' });
const info = (handoverType: HandoverType): HandoverInfo => ({
  ...EMPTY_HANDOVER_INFO,
  handoverType,
  deliveryInfo: handoverType === 'Store' ? null : deliveryInfo,
});

describe('chooseWindow', () => {
  it.each<[string, HandoverType, Partial<HandoverWindow>, string | null, string, string]>([
    ['delivery keeps the carrier window id', 'Delivery', {}, 'c-9', '1', '1'],
    ['delivery window with a gln updates gln and pickup gln', 'Delivery', { gln: '7' }, 'c-9', '7', '7'],
    ['store window with a gln updates the gln only', 'Store', { gln: '7' }, null, '7', '1'],
    ['store window without a gln', 'Store', {}, null, '1', '1'],
  ])('%s', (_situation, type, overrides, carrierWindowId, gln, pickupGln) => {
    const result = chooseWindow({ handoverInfo: info(type), store: store('1') }, { ...window, ...overrides }, product);
    expect(result.handoverInfo).toMatchObject({
      from: window.from,
      to: window.to,
      customerPickupFrom: window.displayFrom,
      customerPickupTo: window.displayTo,
      deadline: product.deadline,
      supplierOrderDeadline: window.supplierOrderDeadline,
      windowId: 'w-9',
      product: 'P',
      windowTags: tags,
    });
    expect(result.handoverInfo.deliveryInfo?.carrierWindowId ?? null).toBe(carrierWindowId);
    expect([result.store.gln, result.store.pickupGln]).toEqual([gln, pickupGln]);
  });

  it.each([
    ['reset after choosing keeps delivery info', 'Delivery' as const],
    ['reset of a store window', 'Store' as const],
  ])('%s', (_situation, type) => {
    const chosen = chooseWindow({ handoverInfo: info(type), store: store('1') }, window, product).handoverInfo;
    expect(resetChosenWindow(chosen)).toEqual({ ...EMPTY_HANDOVER_INFO, handoverType: type, deliveryInfo: chosen.deliveryInfo });
  });
});

describe('switchHandoverType', () => {
  const address: DeliveryAddress = {
    firstName: 'Ola',
    lastName: 'Hansen',
    address: 'Fjordveien 3',
    postalCode: '1363',
    city: 'HØVIK',
    deliveryComment: 'Ring på',
    coordinates: { lat: 59.9, lon: 10.6 },
    isAlternativeAddress: true,
    isLoyaltyAddress: false,
  };
  const chosenWindow = chooseWindow({ handoverInfo: info('Delivery'), store: store('1') }, window, product).handoverInfo;
  it.each<[string, HandoverInfo, HandoverType, DeliveryInfo | null, string | null]>([
    ['to store drops delivery info and the window', chosenWindow, 'Store', null, null],
    [
      'to delivery fills delivery info from the address and stores',
      info('Store'),
      'Delivery',
      {
        carrierOrderId: null,
        carrierWindowId: null,
        firstName: 'Ola',
        lastName: 'Hansen',
        address: 'Fjordveien 3',
        postalCode: '1363',
        city: 'HØVIK',
        coordinates: { lat: 59.9, lon: 10.6 },
        comment: 'Ring på',
        stores: ['3', '4'],
      },
      null,
    ],
    [
      'delivery to another address takes that address and its stores, and drops the window',
      chosenWindow,
      'Delivery',
      {
        carrierOrderId: null,
        carrierWindowId: null,
        firstName: 'Ola',
        lastName: 'Hansen',
        address: 'Fjordveien 3',
        postalCode: '1363',
        city: 'HØVIK',
        coordinates: { lat: 59.9, lon: 10.6 },
        comment: 'Ring på',
        stores: ['3', '4'],
      },
      null,
    ],
  ])('%s', (_situation, from, type, expectedDeliveryInfo, expectedWindowId) => {
    const result = switchHandoverType(from, type, { address, stores: [store('3'), store('4')] });
    expect(result.handoverType).toBe(type);
    expect(result.deliveryInfo).toEqual(expectedDeliveryInfo);
    expect(result.windowId).toBe(expectedWindowId);
  });
});

describe('switchHandoverType to the type already chosen', () => {
  const chosenWindow = chooseWindow({ handoverInfo: info('Delivery'), store: store('1') }, window, product).handoverInfo;
  const sameAddress: DeliveryAddress = {
    firstName: 'Kari',
    lastName: 'Nordmann',
    address: 'Storgata 1',
    postalCode: '0155',
    city: 'OSLO',
    deliveryComment: '',
    coordinates: null,
    isAlternativeAddress: false,
    isLoyaltyAddress: true,
  };
  it.each<[string, HandoverInfo, HandoverType, DeliveryAddress | null]>([
    ['delivery to the saved address', chosenWindow, 'Delivery', sameAddress],
    ['delivery with no address chosen', chosenWindow, 'Delivery', null],
    ['store, whatever address is chosen', info('Store'), 'Store', sameAddress],
  ])('changes nothing: %s', (_situation, from, type, chosenAddress) => {
    expect(switchHandoverType(from, type, { address: chosenAddress, stores: [store('3')] })).toBe(from);
  });
});

describe('keptCarrierWindowId', () => {
  it.each([
    ['Store', 'CW-1', null],
    ['Store', null, null],
    ['Delivery', 'CW-1', 'CW-1'],
    ['Delivery', null, null],
  ] as const)('a %s handover of a window with carrier id %s keeps %s', (handoverType, carrierWindowId, kept) => {
    expect(keptCarrierWindowId(handoverType, carrierWindowId)).toBe(kept);
  });
});
