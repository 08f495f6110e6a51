import { describe, expect, it } from 'vitest';
import { cartItemFixture } from '../domain/cart.fixtures';
import { EMPTY_HANDOVER_INFO, type ExtendedUser, type HandoverInfo } from '../domain/extended-user';
import { orderFixture } from '../domain/order.fixtures';
import type { ShopState } from '../store/shop-state';
import { createFixtureStore } from '../store/testing/shop-store.fixtures';
import { type HostCart, hostCartInputs, hostCartView } from './host-cart-view';

const STORE = { gln: '7080001150488', pickupGln: '7080001150488', name: 'MENY Storo', address: '', postalCode: '', city: '', county: '' };
const WINDOW: Partial<HandoverInfo> = {
  windowId: 'S-1',
  from: '2026-12-03T15:00:00.000Z',
  to: '2026-12-03T17:00:00.000Z',
  customerPickupFrom: '2026-12-03T15:00:00.000Z',
  customerPickupTo: '2026-12-03T17:00:00.000Z',
  deadline: '2026-12-03T09:00:00.000Z',
  product: '7000000000001',
};
const DELIVERY = {
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

function user(info: Partial<HandoverInfo>): ExtendedUser {
  return { chainId: '1300', currentMember: null, household: null, store: STORE, handoverInfo: { ...EMPTY_HANDOVER_INFO, ...info } };
}

/** The fixture store's state with the given parts over it. */
function state(parts: { user?: ExtendedUser; items?: number; editing?: boolean }): ShopState {
  const base = createFixtureStore().store.getState();
  const items =
    parts.items === undefined
      ? []
      : [
          cartItemFixture({
            ean: '7038551135202',
            title: 'Norvegia 26 %',
            subtitle: '1 kg',
            quantity: parts.items,
            lineTotal: 129 * parts.items,
          }),
        ];
  return {
    ...base,
    user: { ...base.user, extendedUser: parts.user ?? null },
    cart: { ...base.cart, items, totals: { calculatorTotal: 129, totalWeight: 0.4, totalToPay: 131 } },
    order: parts.editing
      ? {
          ...base.order,
          edit: { ...base.order.edit, status: 'success', orderId: 'NG-1', order: orderFixture(), deadline: '2026-12-02T23:00:00.000Z' },
        }
      : base.order,
  };
}

describe('hostCartView: the client order as a checkout page reads it', () => {
  it.each<[string, ShopState, Partial<HostCart>]>([
    ['no user yet, an empty cart', state({}), { lines: [], itemCount: 0, handover: null, window: null, order: null }],
    [
      'pickup without a window',
      state({ user: user({}), items: 1 }),
      {
        itemCount: 1,
        handover: {
          handoverType: 'Store',
          storeGln: STORE.gln,
          pickupGln: STORE.pickupGln,
          storeName: 'MENY Storo',
          deliveryAddress: null,
        },
        window: null,
      },
    ],
    [
      'pickup with a window',
      state({ user: user(WINDOW), items: 2 }),
      {
        itemCount: 2,
        window: {
          windowId: 'S-1',
          from: WINDOW.from as string,
          to: WINDOW.to as string,
          customerPickupFrom: WINDOW.from as string,
          customerPickupTo: WINDOW.to as string,
          deadline: WINDOW.deadline as string,
          product: WINDOW.product as string,
        },
      },
    ],
    [
      'delivery names the address',
      state({ user: user({ ...WINDOW, handoverType: 'Delivery', deliveryInfo: DELIVERY }), items: 1 }),
      {
        handover: {
          handoverType: 'Delivery',
          storeGln: STORE.gln,
          pickupGln: STORE.pickupGln,
          storeName: 'MENY Storo',
          deliveryAddress: 'Karl Johans gate 1, 0154 OSLO',
        },
      },
    ],
    [
      // 23:00 UTC on 2 December is midnight in Oslo: the widgets write 23.59 the day before.
      'an order being edited',
      state({ user: user(WINDOW), items: 1, editing: true }),
      {
        order: {
          orderId: 'NG-1',
          ngOrderId: 'NG-1',
          mwOrderId: null,
          pickupCode: '483920',
          deadline: '2026-12-02T23:00:00.000Z',
          deadlineText: '02.12 23.59',
        },
      },
    ],
  ])('%s', (_, facts, expected) => {
    expect(hostCartView(facts)).toMatchObject(expected);
  });

  it('gives the lines and the summary the cart popup shows, with the amounts as the popup writes them', () => {
    const view = hostCartView(state({ user: user(WINDOW), items: 2 }));
    expect(view.lines).toEqual([
      {
        ean: '7038551135202',
        title: 'Norvegia 26 %',
        subtitle: '1 kg',
        quantity: 2,
        lineTotal: 258,
        lineTotalText: '258,00 kr',
        lineTotalOriginal: null,
        substitute: true,
        shouldSlice: false,
      },
    ]);
    expect(view.summary.totalToPay).toMatchObject({ kind: 'totalToPay', label: 'Å betale', amount: 131, amountText: '131,00 kr' });
    expect(view.summary.weightText).toBe('400 g');
    expect(view.payment).toEqual({ paymentMethod: null, invoiceReference: '', costCenter: '' });
  });

  it('gives the saved delivery address’s coverage read, and none for pickup or before it is read', () => {
    const coverage = { closestStore: null, bestPrice: 49, bestPriceThreshold: 1500, deliveryThreshold: 250 };
    const delivery = state({ user: user({ ...WINDOW, handoverType: 'Delivery', deliveryInfo: DELIVERY }), items: 1 });
    expect(hostCartView(delivery, coverage).deliveryCoverage).toEqual({ bestPrice: 49, bestPriceThreshold: 1500, deliveryThreshold: 250 });
    expect(hostCartView(delivery).deliveryCoverage).toBeNull();
    expect(hostCartView(state({ user: user(WINDOW), items: 1 }), coverage).deliveryCoverage).toBeNull();
  });

  it('hostCartInputs changes only with the cart, the user, the order edit or the settings', () => {
    const before = state({ user: user(WINDOW), items: 1 });
    const same = hostCartInputs({ ...before, ui: { ...before.ui } });
    expect(same.every((input, index) => input === hostCartInputs(before)[index])).toBe(true);
    const changed = hostCartInputs({ ...before, cart: { ...before.cart } });
    expect(changed.some((input, index) => input !== hostCartInputs(before)[index])).toBe(true);
  });
});
