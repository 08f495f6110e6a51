import { createPlatformSim, resetSimState } from '@kurv/platform-sim';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../../store/testing/handover.fixtures';
import { ApiError } from '../api-error';
import { createHandoverApi } from '../handover-api';
import {
  createHandoverDaysDecoder,
  createReservationDecoder,
  decodeAddressSuggestions,
  decodeCoverage,
  decodePickupPoint,
} from './decode-handover';

const sim = createPlatformSim();
const server = setupServer(...sim.handlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetSimState(sim.state);
});
afterAll(() => server.close());

describe('decoders', () => {
  it('keep only addresses with street and city, and read location or position', () => {
    const decoded = decodeAddressSuggestions(
      [
        { street: 'Storgata', number: 1, city: 'OSLO', postalCode: '0155', position: { lat: 1, lon: 2 } },
        { street: '', number: '2', city: 'OSLO' },
        { street: 'Gata', city: '' },
      ],
      '$',
    );
    expect(decoded).toEqual([
      {
        street: 'Storgata',
        number: '1',
        letter: '',
        postalCode: '0155',
        city: 'OSLO',
        address: 'Storgata 1',
        coordinates: { lat: 1, lon: 2 },
      },
    ]);
  });

  it('reject malformed payloads with the path', () => {
    expect(() => decodeAddressSuggestions({}, '$')).toThrow('$ should be a list');
    expect(() => decodeCoverage({ closestStore: { name: 'x' } }, '$')).toThrow('$.closestStore.gln');
    expect(() => createHandoverDaysDecoder('Trumf')({ days: [{ date: '2026-01-01', handoverWindows: [{ windowId: 'w' }] }] }, '$')).toThrow(
      '$.days[0].handoverWindows[0].displayFrom',
    );
    expect(() => createReservationDecoder('Store')({ id: 'R-1', gln: '1', hentevinduId: 'w', medlemId: 'm' }, '$')).toThrow(
      'hentevinduStart',
    );
    expect(() => decodePickupPoint({ navn: 'x' }, '$')).toThrow('$.gln');
  });

  it('map isTriple{product} and the Norwegian reservation and pickup-point fields', () => {
    const days = createHandoverDaysDecoder('Trumf')({ days: [{ date: '2026-01-01', isTripleTrumf: true }] }, '$');
    expect(days).toEqual([{ date: '2026-01-01', isTripleBonus: true, handoverWindows: [] }]);
    const reservation = createReservationDecoder('Delivery')(
      {
        id: 'R-1',
        gln: '7',
        hentevinduId: 'W',
        hentevinduStart: 'a',
        hentevinduSlutt: 'b',
        medlemId: 'M',
        reservertTil: '2026-01-01T10:00:00+01:00',
      },
      '$',
    );
    expect(reservation).toEqual({
      reservationId: 'R-1',
      pickupGln: '7',
      windowId: 'W',
      from: 'a',
      to: 'b',
      reservedTo: '2026-01-01T10:00:00+01:00',
      memberId: 'M',
      handoverType: 'Delivery',
    });
    const point = decodePickupPoint(
      {
        gln: '2',
        plukkbutikkGln: '1',
        navn: 'Skap',
        fylkeNavn: 'Oslo',
        informasjonsmelding: 'Stengt',
        posisjon: { breddegrad: 1, lengdegrad: 2 },
      },
      '$',
    );
    expect(point).toMatchObject({
      gln: '1',
      pickupGln: '2',
      name: 'Skap',
      county: 'Oslo',
      deviationInfo: 'Stengt',
      location: { lat: 1, lon: 2 },
    });
  });

  it('a malformed platform answer becomes the typed ApiError «malformed»', async () => {
    server.use(http.get('*/api/delivery/coverage/:chainId/:postalCode', () => HttpResponse.json({ closestStore: 'nope' })));
    const api = createHandoverApi(fixture().api);
    const failure = await api.getCoverage('0154').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ kind: 'malformed' });
    const pickupPoints = await api.getPickupPoints({ postalCode: '0154' });
    expect(pickupPoints.length).toBeGreaterThan(0);
    expect(pickupPoints[0]?.county).not.toBe('');
  });
});
