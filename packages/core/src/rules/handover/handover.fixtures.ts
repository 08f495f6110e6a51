import type { StoreLocation } from '../../domain/store';
import type { CartFacts, HandoverDay, HandoverProduct, HandoverWindow } from './handover-types';

/** Test fixtures of the handover rules. */
export function store(gln: string, overrides: Partial<StoreLocation> = {}): StoreLocation {
  return {
    gln,
    pickupGln: gln,
    name: `Butikk ${gln}`,
    address: 'Storgata 1',
    postalCode: '0155',
    city: 'OSLO',
    county: 'Oslo',
    ...overrides,
  };
}

export function handoverProduct(overrides: Partial<HandoverProduct> = {}): HandoverProduct {
  return {
    price: 49,
    priceIntervalFrom: 0,
    priceIntervalTo: null,
    deadline: '2026-03-28T20:00:00Z',
    ean: '7000000000017',
    flexibility: '',
    title: 'Levering',
    ...overrides,
  };
}

export function handoverWindow(overrides: Partial<HandoverWindow> = {}): HandoverWindow {
  return {
    windowId: 'w-1',
    displayFrom: '2026-03-29T10:00:00+02:00',
    displayTo: '2026-03-29T12:00:00+02:00',
    from: '2026-03-29T10:00:00+02:00',
    to: '2026-03-29T12:00:00+02:00',
    capacity: 5,
    isTemporarilyDisabled: false,
    handoverProducts: [handoverProduct()],
    unavailableProducts: [],
    notAvailableForProducts: [],
    alcoholAllowed: true,
    ageRestrictedProductsAllowed: true,
    supplierOrderDeadline: null,
    carrierWindowId: null,
    windowTags: [],
    isTripleBonus: false,
    gln: null,
    ...overrides,
  };
}

export function handoverDay(date: string, handoverWindows: HandoverWindow[], isTripleBonus = false): HandoverDay {
  return { date, isTripleBonus, handoverWindows };
}

export const emptyCart: CartFacts = {
  calculatorTotal: 500,
  totalWeight: 10,
  hasAgeRestrictedItems: false,
  hasAlcoholItems: false,
  items: [],
};

export function cartFacts(overrides: Partial<CartFacts> = {}): CartFacts {
  return { ...emptyCart, ...overrides };
}
