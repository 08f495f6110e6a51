import { describe, expect, it } from 'vitest';
import { EMPTY_HANDOVER_INFO, type HandoverInfo } from '../domain/extended-user';
import { isSameHouseholdHandoverBody, STORE_UPDATE_INVALID_INPUT, toHouseholdHandoverBody, truncateCoordinate } from './household-update';

const deliveryInfo = {
  carrierOrderId: null,
  carrierWindowId: null,
  firstName: 'Kari',
  lastName: 'Nordmann',
  address: 'Karl Johans gate 1',
  postalCode: '0154',
  city: 'OSLO',
  coordinates: { lat: 59.9111, lon: 10.7503123456789 },
  comment: '',
  stores: [],
};
const delivery: HandoverInfo = { ...EMPTY_HANDOVER_INFO, handoverType: 'Delivery', deliveryInfo };

describe('toHouseholdHandoverBody', () => {
  it.each([
    ['storeGln missing', { storeGln: undefined, handoverInfo: EMPTY_HANDOVER_INFO }],
    ['handoverInfo missing', { storeGln: '7080001150015', handoverInfo: undefined }],
    ['handoverInfo null', { storeGln: '7080001150015', handoverInfo: null }],
  ])('rejects %s with the spec’s message', (_situation, change) => {
    expect(() => toHouseholdHandoverBody(change, null)).toThrow(STORE_UPDATE_INVALID_INPUT);
    expect(STORE_UPDATE_INVALID_INPUT).toBe('Invalid input, «storeGln» and «handoverInfo» are both required');
  });

  it('sends a missing gln as «0» and an empty comment as an empty string', () => {
    const body = toHouseholdHandoverBody({ storeGln: null, handoverInfo: EMPTY_HANDOVER_INFO, deliveryComment: null }, null);
    expect(body).toMatchObject({
      prefferedStoreId: '0',
      pickupStoreId: '0',
      deliveryComment: '',
      handoverInfo: { handoverType: 'BUTIKK', storeGln: '0', pickupPointGln: '0' },
    });
  });

  it('keeps the pickup point apart from the store when given', () => {
    const body = toHouseholdHandoverBody(
      { storeGln: '7080001150015', pickupPointGln: '7080001159999', handoverInfo: EMPTY_HANDOVER_INFO },
      null,
    );
    expect(body).toMatchObject({ prefferedStoreId: '7080001150015', pickupStoreId: '7080001159999' });
  });

  it('cuts latitude and longitude to 15 characters', () => {
    const body = toHouseholdHandoverBody({ storeGln: '1', handoverInfo: delivery }, null);
    expect((body.handoverInfo.deliveryInfo as { coordinates: unknown }).coordinates).toEqual({ lat: 59.9111, lon: 10.750312345678 });
  });

  it.each([
    ['the address changed but the coordinates did not: reset', { ...deliveryInfo, address: 'Storgata 1' }, null],
    ['the postal code changed but the coordinates did not: reset', { ...deliveryInfo, postalCode: '0155' }, null],
    [
      'address and coordinates changed: kept',
      { ...deliveryInfo, address: 'Storgata 1', coordinates: { lat: 59.1, lon: 10.1 } },
      { lat: 59.1, lon: 10.1 },
    ],
    ['nothing changed: kept', deliveryInfo, { lat: 59.9111, lon: 10.750312345678 }],
  ])('%s', (_situation, next, expected) => {
    const body = toHouseholdHandoverBody({ storeGln: '1', handoverInfo: { ...delivery, deliveryInfo: next } }, delivery);
    expect((body.handoverInfo.deliveryInfo as { coordinates: unknown }).coordinates).toEqual(expected);
  });

  it('maps the handover type to BUTIKK and HJEM', () => {
    expect(toHouseholdHandoverBody({ storeGln: '1', handoverInfo: delivery }, null).handoverInfo.handoverType).toBe('HJEM');
    expect(toHouseholdHandoverBody({ storeGln: '1', handoverInfo: EMPTY_HANDOVER_INFO }, null).handoverInfo.handoverType).toBe('BUTIKK');
  });
});

describe('isSameHouseholdHandoverBody', () => {
  it('says an identical body changes nothing', () => {
    const body = toHouseholdHandoverBody({ storeGln: '1', handoverInfo: delivery }, null);
    expect(isSameHouseholdHandoverBody(body, toHouseholdHandoverBody({ storeGln: '1', handoverInfo: delivery }, null))).toBe(true);
    expect(isSameHouseholdHandoverBody(body, toHouseholdHandoverBody({ storeGln: '2', handoverInfo: delivery }, null))).toBe(false);
    expect(isSameHouseholdHandoverBody(null, body)).toBe(false);
  });
});

describe('truncateCoordinate', () => {
  it.each([
    [59.9111, 59.9111],
    [10.7503123456789, 10.750312345678],
    [-33.1234567890123, -33.12345678901],
  ])('%s → %s', (value, expected) => {
    expect(truncateCoordinate(value)).toBe(expected);
  });
});
