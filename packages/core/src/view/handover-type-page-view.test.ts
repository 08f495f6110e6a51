import { describe, expect, it } from 'vitest';
import { createFixtureStore } from '../fixtures';
import { store } from '../rules/handover/handover.fixtures';
import type { DeliveryLocation, HandoverOption } from '../rules/handover/handover-types';
import type { HandoverState } from '../store/index';
import { type HandoverPageInput, handoverPickerInput } from './handover-picker-input';
import { handoverTypePageView } from './handover-type-page-view';

function inputWith(handover: Partial<HandoverState>, facts: Partial<HandoverPageInput> = {}): HandoverPageInput {
  const state = createFixtureStore().store.getState();
  const { openCart: _closed, ...input } = handoverPickerInput(state);
  return { ...input, cart: state.cart, handover: { ...state.handover, ...handover }, ...facts };
}

const option = (handoverType: 'Store' | 'Delivery', locations: DeliveryLocation[] = []): HandoverOption => ({
  handoverType,
  handoverProducts: [],
  locations,
  validation: [],
  closestStoreOrPickupPoint: null,
});
const home = (address: string): DeliveryLocation => ({
  address: { address, postalCode: '0154', city: 'OSLO' } as DeliveryLocation['address'],
  store: store('1'),
  stores: [],
});

describe('handoverTypePageView: the choice and its confirm button', () => {
  it.each([
    { situation: 'nothing chosen yet: Bekreft waits', handover: {}, handoverType: null, confirmDisabled: true },
    {
      situation: 'pickup chosen, its options still loading',
      handover: { draftType: 'Store' as const },
      handoverType: 'Store',
      confirmDisabled: true,
    },
  ])('$situation', ({ handover, handoverType, confirmDisabled }) => {
    const view = handoverTypePageView(inputWith(handover));
    expect(view.handoverType).toBe(handoverType);
    expect(view.confirmDisabled).toBe(confirmDisabled);
  });

  it.each([
    ['1300', true],
    ['1210', true],
    ['1100', false],
  ])('on chain %s the flow has a time page: %s (the button is then Fortsett, else Bekreft)', (chainId, hasTimePage) => {
    expect(handoverTypePageView(inputWith({}, { chainId })).hasTimePage).toBe(hasTimePage);
  });

  it('before the options are loaded, both types can be chosen and say nothing', () => {
    const view = handoverTypePageView(inputWith({}));
    expect(view.delivery).toEqual({ disabled: false, description: null });
    expect(view.store).toEqual({ disabled: false, description: null });
  });

  it('after an uncovered address the shopper is on pickup, and the coverage message stays under delivery', () => {
    const view = handoverTypePageView(
      inputWith({ draftType: 'Store', coverage: { result: null, status: 'idle', error: 'Vi leverer dessverre ikke til denne adressen' } }),
    );
    expect(view.delivery.description).toBe('Vi leverer dessverre ikke til denne adressen');
  });
});

describe('handoverTypePageView: a forced handover change', () => {
  it('says why the edited order was moved (spec section 4, issue 34), and nothing without a forced change', () => {
    const forced = handoverTypePageView(
      inputWith({ orderReconciliation: { reason: 'DeliveryStoreOnOrderIsInvalid', handoverType: 'Store', store: store('1') } }),
    );
    expect(forced.forcedChangeText).toBe(
      'Butikken som skulle levere bestillingen din, leverer ikke lenger til adressen. Vi har endret til henting i den samme butikken. Velg tid og bekreft.',
    );
    expect(handoverTypePageView(inputWith({})).forcedChangeText).toBeNull();
  });

  it('says that a saved home delivery without its address became pickup, while no window is chosen', () => {
    expect(handoverTypePageView(inputWith({}, { homeDeliveryReset: true })).forcedChangeText).toBe(
      'Vi mangler leveringsadressen din, så valget ditt er satt til henting i butikk. Velg levering på døren på nytt om du vil ha varene levert.',
    );
  });
});

describe('handoverTypePageView: login and address', () => {
  it.each([
    {
      situation: 'an anonymous shopper is asked to log in and types an address',
      loginLevel: 0 as const,
      canLogIn: true,
      showLoginPrompt: true,
      form: true,
    },
    {
      situation: 'an anonymous shopper on a chain site without a login page is not asked to log in',
      loginLevel: 0 as const,
      canLogIn: false,
      showLoginPrompt: false,
      form: true,
    },
    {
      situation: 'a member without a saved address types one',
      loginLevel: 2 as const,
      canLogIn: true,
      showLoginPrompt: false,
      form: true,
    },
  ])('$situation', ({ loginLevel, canLogIn, showLoginPrompt, form }) => {
    const view = handoverTypePageView(inputWith({ draftType: 'Delivery' }, { loginLevel, canLogIn }));
    expect(view.showLoginPrompt).toBe(showLoginPrompt);
    expect(view.addressForm !== null).toBe(form);
  });

  it('lists the address suggestions as one line each', () => {
    const suggestion = { address: 'Karl Johans gate 1', postalCode: '0154', city: 'OSLO' };
    const state = createFixtureStore().store.getState().handover;
    const view = handoverTypePageView(
      inputWith({
        draftType: 'Delivery',
        address: { ...state.address, query: 'Karl', suggestions: [suggestion] as HandoverState['address']['suggestions'] },
      }),
    );
    expect(view.addressForm).toMatchObject({
      value: 'Karl',
      suggestions: [{ id: 'Karl Johans gate 1|0154', label: 'Karl Johans gate 1, 0154 OSLO' }],
      searching: false,
    });
  });
});

describe('handoverTypePageView: the options block', () => {
  it('pickup: the chosen store with its address', () => {
    const chosen = { address: null, store: store('7080001', { name: 'Kiwi Storgata' }), stores: [] };
    const view = handoverTypePageView(inputWith({ draftType: 'Store', selectedLocation: chosen }));
    expect(view.optionsBlock).toEqual({ kind: 'store', storeName: 'Kiwi Storgata', storeAddress: 'Storgata 1, 0155 OSLO' });
  });

  it('pickup with no store known: no block', () => {
    expect(handoverTypePageView(inputWith({ draftType: 'Store' })).optionsBlock).toBeNull();
  });

  it('delivery for a member: the delivery locations, the chosen one marked', () => {
    const locations = [home('Storgata 1'), home('Torggata 2')];
    const view = handoverTypePageView(
      inputWith(
        {
          draftType: 'Delivery',
          options: { list: [option('Delivery', locations)], status: 'idle', error: null },
          selectedLocation: locations[1] ?? null,
        },
        { loginLevel: 2 },
      ),
    );
    expect(view.optionsBlock).toEqual({
      kind: 'deliveryLocations',
      locations: [
        { id: 'Storgata 1|0154', label: 'Storgata 1, 0154 OSLO', hasStore: true },
        { id: 'Torggata 2|0154', label: 'Torggata 2, 0154 OSLO', hasStore: true },
      ],
      selectedId: 'Torggata 2|0154',
    });
  });

  it('delivery for a simplified-login user: no locations block (spec section 6: the location picker is for Bearer members)', () => {
    const locations = [home('Storgata 1'), home('Torggata 2')];
    const view = handoverTypePageView(
      inputWith(
        { draftType: 'Delivery', options: { list: [option('Delivery', locations)], status: 'idle', error: null } },
        { loginLevel: 1 },
      ),
    );
    expect(view.optionsBlock).toBeNull();
  });

  it('delivery for an anonymous shopper: no locations block', () => {
    const view = handoverTypePageView(
      inputWith({ draftType: 'Delivery', options: { list: [option('Delivery', [home('Storgata 1')])], status: 'idle', error: null } }),
    );
    expect(view.optionsBlock).toBeNull();
  });
});

describe('handoverTypePageView: only a picked, covered address enables «Fortsett» and «Bruk adresse»', () => {
  const karlJohan = { address: 'Karl Johans gate 1', postalCode: '0154', city: 'OSLO' } as HandoverState['address']['selected'];
  const covered = { closestStore: store('1'), bestPrice: 0, bestPriceThreshold: 0, deliveryThreshold: 0 };
  const uncovered = { ...covered, closestStore: null };
  const location = home('Karl Johans gate 1');
  const base = (): Partial<HandoverState> => {
    const initial = createFixtureStore().store.getState().handover;
    return {
      draftType: 'Delivery',
      options: { list: [option('Delivery', [location]), option('Store')], status: 'idle', error: null },
      selectedLocation: location,
      address: { ...initial.address, query: 'Karl Johans gate 1, 0154 OSLO', selected: karlJohan },
      coverage: { result: covered, status: 'idle', error: null },
    };
  };
  it.each([
    { situation: 'picked and covered', change: {}, confirmDisabled: false, submit: 'use' },
    {
      situation: 'picked, coverage being checked',
      change: { coverage: { result: null, status: 'loading' as const, error: null } },
      confirmDisabled: true,
      submit: null,
    },
    {
      situation: 'picked and not covered',
      change: { coverage: { result: uncovered, status: 'idle' as const, error: 'Vi leverer dessverre ikke til denne adressen' } },
      confirmDisabled: true,
      submit: null,
    },
    {
      situation: 'text typed over the pick',
      change: { coverage: { result: null, status: 'idle' as const, error: null }, selected: null, query: 'qwzx blørg 999' },
      confirmDisabled: true,
      submit: null,
    },
    {
      situation: 'a location no store delivers to',
      change: { selectedLocation: { ...location, store: null } },
      confirmDisabled: true,
      submit: 'use',
    },
  ])('$situation', ({ change, confirmDisabled, submit }) => {
    const { selected, query, ...rest } = change as Partial<HandoverState> & { selected?: null; query?: string };
    const handover = base();
    const address = {
      ...(handover.address as HandoverState['address']),
      ...(selected === null ? { selected: null } : {}),
      ...(query ? { query } : {}),
    };
    const view = handoverTypePageView(inputWith({ ...handover, ...rest, address }, { loginLevel: 0 }));
    expect(view.confirmDisabled).toBe(confirmDisabled);
    expect(view.addressForm?.submit ?? null).toBe(submit);
  });

  it.each([
    [1, false],
    [2, true],
  ] as const)(
    'with an uncovered profile address, login level %s: delivery disabled %s (simplified users re-enter it)',
    (loginLevel, disabled) => {
      const user = {
        ...createFixtureStore().store.getState().user.extendedUser,
        household: { address: 'Storgata 1', postalCode: '9008', addresses: [] },
      } as unknown as HandoverPageInput['user'];
      const view = handoverTypePageView(
        inputWith(
          {
            ...base(),
            coverage: { result: null, status: 'idle', error: null },
            address: createFixtureStore().store.getState().handover.address,
          },
          { loginLevel, user },
        ),
      );
      expect(view.delivery.disabled).toBe(disabled);
    },
  );
});

describe('handoverTypePageView: a member’s address problems (spec section 8)', () => {
  const member = (household: Record<string, unknown>) =>
    ({ ...createFixtureStore().store.getState().user.extendedUser, household }) as unknown as HandoverPageInput['user'];
  const unverified: DeliveryLocation = {
    address: {
      address: 'Storgata 1',
      postalCode: '9008',
      city: 'TROMSØ',
      coordinates: null,
      isAlternativeAddress: true,
    } as DeliveryLocation['address'],
    store: null,
    stores: [],
  };
  const missing = { ...option('Delivery', [unverified]), validation: [{ parameter: 'houseNumber', error: 'Husnummer mangler' }] };

  it('a member without any address: the no-address text, and the profile link', () => {
    const view = handoverTypePageView(
      inputWith(
        { draftType: 'Delivery' },
        { loginLevel: 2, user: member({ address: '', addresses: [] }), contactDetailsHref: '/profil/bestilling/#/kontaktdetaljer' },
      ),
    );
    expect(view.addressNotice).toBe('Du har ikke registrert noen adresse hos oss. Vennligst skriv inn adressen.');
    expect(view.contactDetailsLink).toEqual({ href: '/profil/bestilling/#/kontaktdetaljer', label: 'Rediger adresser på profilsiden' });
  });

  it('an unverified alternative address with missing data: the info message, each server error, the unverified text', () => {
    const view = handoverTypePageView(
      inputWith(
        { draftType: 'Delivery', options: { list: [missing, option('Store')], status: 'idle', error: null }, selectedLocation: unverified },
        { loginLevel: 2, user: member({ address: 'Karl Johans gate 1', addresses: [{ id: 'alt-1' }] }), contactDetailsHref: null },
      ),
    );
    expect(view.validation?.severity).toBe('info');
    expect(view.validation?.messages).toEqual([
      'Vi mangler informasjon for den alternative adressen din Storgata 1. Vennligst oppdater kontaktdetaljene på profilen din for å fortsette.',
      'Husnummer mangler',
    ]);
    expect(view.addressNotice).toBe('Din alternative adresse Storgata 1 er ikke bekreftet. Vennligst skriv inn adressen på nytt under.');
    expect(view.contactDetailsLink).toBeNull();
    expect(view.confirmDisabled).toBe(true);
  });

  it('neither type can be chosen: «Ingen gyldige alternativer for utlevering funnet»', () => {
    const view = handoverTypePageView(
      inputWith(
        { draftType: 'Store', options: { list: [option('Delivery'), option('Store')], status: 'idle', error: null } },
        { loginLevel: 2, user: member({ address: 'Karl Johans gate 1', addresses: [] }) },
      ),
    );
    expect(view.noValidOptionsText).toBe('Ingen gyldige alternativer for utlevering funnet');
  });
});
