import { describe, expect, it } from 'vitest';
import { createFixtureStore } from '../fixtures';
import { store } from '../rules/handover/handover.fixtures';
import type { DeliveryLocation } from '../rules/handover/handover-types';
import type { ListedPickupPoint } from '../rules/handover/pickup-places';
import type { HandoverState } from '../store/index';
import { nb } from '../texts/nb';
import { groupLocationsByCounty, handoverLocationPageView, pickupLocations } from './handover-location-page-view';

const pickup = (gln: string, county: string): DeliveryLocation => ({
  address: null,
  store: store(gln, { county, name: `Butikk ${gln}` }),
  stores: [],
});

const now = new Date('2026-11-24T08:00:00.000Z');

function handoverWith(
  locations: DeliveryLocation[],
  selected: DeliveryLocation | null = null,
  listed: ListedPickupPoint[] = [],
): HandoverState {
  const initial = createFixtureStore().store.getState().handover;
  return {
    ...initial,
    pickupPoints: { list: listed, status: 'idle' },
    options: {
      ...initial.options,
      list: [{ handoverType: 'Store', handoverProducts: [], locations, validation: [], closestStoreOrPickupPoint: null }],
    },
    selectedLocation: selected,
  };
}

describe('groupLocationsByCounty', () => {
  it('groups the stores by county, the counties in Norwegian order (Ø after the Latin letters)', () => {
    const groups = groupLocationsByCounty([pickup('1', 'Østfold'), pickup('2', 'Oslo'), pickup('3', 'Akershus'), pickup('4', 'Oslo')], nb);
    expect(groups.map((group) => [group.county, group.locations.map((location) => location.id)])).toEqual([
      ['Akershus', ['3']],
      ['Oslo', ['2', '4']],
      ['Østfold', ['1']],
    ]);
  });

  it('shows each store with its address', () => {
    expect(groupLocationsByCounty([pickup('7080001', 'Oslo')], nb)[0]?.locations[0]).toEqual({
      id: '7080001',
      name: 'Butikk 7080001',
      address: 'Storgata 1, 0155 OSLO',
      hasStore: true,
      deviationText: null,
    });
  });

  it.each([
    ['the default text', nb, 'Andre'],
    ['a chain’s own text', { handoverLocationOtherCounty: 'Øvrige' }, 'Øvrige'],
  ])('a store without a county goes to the group of %s', (_situation, texts, county) => {
    expect(groupLocationsByCounty([pickup('1', '')], texts).map((group) => group.county)).toEqual([county]);
  });

  it('a location without a store is shown by its address, without a store', () => {
    const address = { address: 'Karl Johans gate 1', postalCode: '0154', city: 'OSLO' } as DeliveryLocation['address'];
    const [group] = groupLocationsByCounty([{ address, store: null, stores: [] }], nb);
    expect(group).toEqual({
      county: 'Andre',
      locations: [{ id: 'Karl Johans gate 1', name: 'Karl Johans gate 1', address: null, hasStore: false, deviationText: null }],
    });
  });
});

describe('handoverLocationPageView', () => {
  it.each([
    { situation: 'nothing chosen: Bekreft waits', selected: null, selectedId: null, confirmDisabled: true },
    { situation: 'a store chosen', selected: pickup('2', 'Oslo'), selectedId: '2', confirmDisabled: false },
  ])('$situation', ({ selected, selectedId, confirmDisabled }) => {
    const view = handoverLocationPageView(
      {
        handover: handoverWith([pickup('1', 'Oslo'), pickup('2', 'Oslo')], selected),
        editedOrderStore: null,
        texts: nb,
      },
      now,
    );
    expect(view.selectedId).toBe(selectedId);
    expect(view.confirmDisabled).toBe(confirmDisabled);
  });

  it('offers every pickup location outside an order edit', () => {
    const view = handoverLocationPageView(
      {
        handover: handoverWith([pickup('1', 'Oslo'), pickup('2', 'Viken')]),
        editedOrderStore: null,
        texts: nb,
      },
      now,
    );
    expect(view.groups.flatMap((group) => group.locations.map((location) => location.id))).toEqual(['1', '2']);
  });

  const listed = (pickupGln: string, gln: string, county: string): ListedPickupPoint => ({
    ...store(gln, { pickupGln, county, name: `Punkt ${pickupGln}` }),
    deviationInfo: null,
    deviationInfoDisplayFrom: null,
    deviationInfoDisplayTo: null,
    pickupPointDescription: 'Henteskap',
  });

  it.each([
    [
      'no list: the options’ places',
      [],
      [
        ['Oslo', ['1']],
        ['Viken', ['2']],
      ],
    ],
    [
      'a point only the list has joins its county',
      [listed('P', '1', 'Oslo')],
      [
        ['Oslo', ['1', 'P']],
        ['Viken', ['2']],
      ],
    ],
    [
      'a point in the options too is listed once',
      [listed('2', '2', 'Viken'), listed('P', '1', 'Akershus')],
      [
        ['Akershus', ['P']],
        ['Oslo', ['1']],
        ['Viken', ['2']],
      ],
    ],
  ])('with the pickup-point list: %s', (_name, list, groups) => {
    const view = handoverLocationPageView(
      { handover: handoverWith([pickup('1', 'Oslo'), pickup('2', 'Viken')], null, list), editedOrderStore: null, texts: nb },
      now,
    );
    expect(view.groups.map((group) => [group.county, group.locations.map((location) => location.id)])).toEqual(groups);
  });

  it('a listed point chosen: its description, and Bekreft', () => {
    const point = listed('P', '1', 'Oslo');
    const handover = handoverWith([pickup('1', 'Oslo')], null, [point]);
    const chosen = pickupLocations({ handover, editedOrderStore: null }).find((location) => location.store?.pickupGln === 'P') ?? null;
    const view = handoverLocationPageView({ handover: { ...handover, selectedLocation: chosen }, editedOrderStore: null, texts: nb }, now);
    expect(view).toMatchObject({ selectedId: 'P', confirmDisabled: false, pickupPointDescription: 'Henteskap' });
  });

  it('while an order is edited, only the places its store picks, a listed point among them', () => {
    const handover = handoverWith([pickup('1', 'Oslo'), pickup('2', 'Viken')], null, [listed('P', '1', 'Oslo'), listed('Q', '2', 'Viken')]);
    const view = handoverLocationPageView({ handover, editedOrderStore: { name: 'Butikk 2', gln: '2', pickupGln: '2' }, texts: nb }, now);
    expect(view.groups).toEqual([
      { county: 'Viken', locations: [expect.objectContaining({ id: '2' }), expect.objectContaining({ id: 'Q' })] },
    ]);
  });

  it('while an order is edited, offers only its store', () => {
    const view = handoverLocationPageView(
      {
        handover: handoverWith([pickup('1', 'Oslo'), pickup('2', 'Viken')]),
        editedOrderStore: { name: 'Butikk 2', gln: '2', pickupGln: '2' },
        texts: nb,
      },
      now,
    );
    expect(view.groups).toEqual([{ county: 'Viken', locations: [expect.objectContaining({ id: '2' })] }]);
  });

  it('shows no groups before the options are loaded', () => {
    expect(
      handoverLocationPageView({ handover: createFixtureStore().store.getState().handover, editedOrderStore: null, texts: nb }, now).groups,
    ).toEqual([]);
  });

  it.each([
    ['a store without a deviation', {}, null, null],
    [
      'a deviation shown until a later date, through its markup',
      { deviationInfo: '<p>Ombygging</p>', deviationInfoDisplayTo: '2026-12-01T00:00:00+01:00' },
      '<p>Ombygging</p>',
      null,
    ],
    [
      'a deviation whose display-to has passed',
      { deviationInfo: 'Ombygging', deviationInfoDisplayTo: '2026-11-01T00:00:00+01:00' },
      null,
      null,
    ],
    [
      'a pickup point with its description',
      { pickupPointDescription: 'Skapet står ved <b>inngang B</b>.' },
      null,
      'Skapet står ved <b>inngang B</b>.',
    ],
  ])('the chosen store: %s', (_name, fields, deviation, description) => {
    const chosen: DeliveryLocation = { address: null, store: store('2', { county: 'Oslo', ...fields }), stores: [] };
    const view = handoverLocationPageView(
      { handover: handoverWith([pickup('1', 'Oslo'), chosen], chosen), editedOrderStore: null, texts: nb },
      now,
    );
    expect(view.deviation).toBe(deviation);
    expect(view.pickupPointDescription).toBe(description);
  });
});
