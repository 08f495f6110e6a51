import { describe, expect, it } from 'vitest';
import { store } from './handover.fixtures';
import type { DeliveryLocation } from './handover-types';
import { type ListedPickupPoint, pickupPlaces, pickupPointListQuery, pickupPointLocation } from './pickup-places';
import { storeDeviationText } from './store-deviation';

const option = (pickupGln: string, gln = pickupGln): DeliveryLocation => ({
  address: null,
  store: store(gln, { pickupGln, name: `Valg ${pickupGln}` }),
  stores: [],
});

const listed = (pickupGln: string, gln = '7080001150101', fields: Partial<ListedPickupPoint> = {}): ListedPickupPoint => ({
  gln,
  pickupGln,
  name: `Punkt ${pickupGln}`,
  address: 'Problemveien 11',
  postalCode: '0313',
  city: 'OSLO',
  county: 'Oslo',
  deviationInfo: null,
  deviationInfoDisplayFrom: null,
  deviationInfoDisplayTo: null,
  pickupPointDescription: null,
  ...fields,
});

const ids = (places: DeliveryLocation[]) => places.map((place) => `${place.store?.name}:${place.store?.pickupGln}/${place.store?.gln}`);

describe('pickupPlaces', () => {
  it.each([
    [
      'no list (flag off, or the call failed): the options’ places as they are',
      [option('A'), option('B')],
      [],
      ['Valg A:A/A', 'Valg B:B/B'],
    ],
    [
      'no options: the list’s points in its order',
      [],
      [listed('P2'), listed('P1')],
      ['Punkt P2:P2/7080001150101', 'Punkt P1:P1/7080001150101'],
    ],
    [
      'a point only the list has comes after the options’ places',
      [option('A')],
      [listed('P1')],
      ['Valg A:A/A', 'Punkt P1:P1/7080001150101'],
    ],
    [
      'a point in both keeps the options’ one entry',
      [option('A'), option('P1', 'S')],
      [listed('P1'), listed('A', 'A')],
      ['Valg A:A/A', 'Valg P1:P1/S'],
    ],
    ['a store whose point id is its gln is matched by that id', [option('S')], [listed('S', 'S')], ['Valg S:S/S']],
    ['a point listed twice is kept once', [], [listed('P1'), listed('P1')], ['Punkt P1:P1/7080001150101']],
    ['a row without a point id is left out', [option('A')], [listed('')], ['Valg A:A/A']],
    [
      'an options’ location without a store stays, and matches no point',
      [{ address: null, store: null, stores: [] }],
      [listed('P1')],
      ['undefined:undefined/undefined', 'Punkt P1:P1/7080001150101'],
    ],
  ])('%s', (_name, options, list, expected) => {
    expect(ids(pickupPlaces(options, list))).toEqual(expected);
  });
});

describe('pickupPointLocation', () => {
  it('is a store location of its own: the point’s id as pickupGln, the picking store as gln, null texts left out', () => {
    expect(pickupPointLocation(listed('7080003000024'))).toEqual({
      address: null,
      store: {
        gln: '7080001150101',
        pickupGln: '7080003000024',
        name: 'Punkt 7080003000024',
        address: 'Problemveien 11',
        postalCode: '0313',
        city: 'OSLO',
        county: 'Oslo',
      },
      stores: [],
    });
  });

  it('keeps the description (hentebeskrivelse) and the message (informasjonsmelding) with its dates', () => {
    const point = listed('P1', 'S', {
      pickupPointDescription: 'Henteskap i 1. etasje',
      deviationInfo: 'Stengt i jula',
      deviationInfoDisplayFrom: '2026-12-01T00:00:00+01:00',
      deviationInfoDisplayTo: '2026-12-27T00:00:00+01:00',
    });
    expect(pickupPointLocation(point).store).toMatchObject({
      pickupPointDescription: 'Henteskap i 1. etasje',
      deviationInfo: 'Stengt i jula',
      deviationInfoDisplayFrom: '2026-12-01T00:00:00+01:00',
      deviationInfoDisplayTo: '2026-12-27T00:00:00+01:00',
    });
  });

  // Spec section 7: informasjonsmelding shows only between informasjonstekstSynligFra and informasjonstekstSynligTil
  // (the store deviation rule, spec section 8, with the clock passed in).
  const message = {
    deviationInfo: 'Stengt i jula',
    deviationInfoDisplayFrom: '2026-12-01T00:00:00+01:00',
    deviationInfoDisplayTo: '2026-12-27T00:00:00+01:00',
  };
  it.each([
    ['before synligFra', message, '2026-11-30T22:59:59.000Z', null],
    ['at synligFra', message, '2026-11-30T23:00:00.000Z', 'Stengt i jula'],
    ['between the two', message, '2026-12-24T12:00:00.000Z', 'Stengt i jula'],
    ['at synligTil', message, '2026-12-26T23:00:00.000Z', null],
    ['after synligTil', message, '2027-01-02T12:00:00.000Z', null],
    ['no synligFra, before synligTil', { ...message, deviationInfoDisplayFrom: null }, '2026-11-24T08:00:00.000Z', 'Stengt i jula'],
    ['no synligTil', { ...message, deviationInfoDisplayTo: null }, '2026-12-24T12:00:00.000Z', null],
    ['no message', { ...message, deviationInfo: null }, '2026-12-24T12:00:00.000Z', null],
  ])('a listed point’s informasjonsmelding %s', (_name, fields, now, expected) => {
    expect(storeDeviationText(pickupPointLocation(listed('P1', 'S', fields)).store, new Date(now))).toBe(expected);
  });
});

describe('pickupPointListQuery', () => {
  const chosen = { address: 'Karl Johans gate 1', postalCode: '0154', coordinates: { lat: 59.91, lon: 10.74 } };
  const household = { address: 'Storgata 1', postalCode: '9008', coordinates: null };
  it.each([
    [
      'the chosen address, with its coordinates',
      chosen,
      household,
      { address: 'Karl Johans gate 1', postalCode: '0154', lat: 59.91, lon: 10.74 },
    ],
    ['the household without a chosen address', null, household, { address: 'Storgata 1', postalCode: '9008', lat: null, lon: null }],
    [
      'the household when the chosen one has no postal code',
      { ...chosen, postalCode: '' },
      household,
      { address: 'Storgata 1', postalCode: '9008', lat: null, lon: null },
    ],
    ['nothing without either', null, null, { address: null, postalCode: null, lat: null, lon: null }],
    [
      'no street: the postal code alone',
      { address: ' ', postalCode: '0154', coordinates: null },
      null,
      { address: null, postalCode: '0154', lat: null, lon: null },
    ],
  ])('%s', (_name, place, home, expected) => {
    expect(pickupPointListQuery(place, home)).toEqual(expected);
  });
});
