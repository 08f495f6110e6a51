import { describe, expect, it } from 'vitest';
import { cartItemFixture } from '../domain/cart.fixtures';
import { ORDER_STATUS } from '../domain/order';
import { orderFixture } from '../domain/order.fixtures';
import { createFixtureStore } from '../fixtures';
import { handoverProduct } from '../rules/handover/handover.fixtures';
import type { CartState, ShopState } from '../store/index';
import { nb } from '../texts/nb';
import { type CartPopupInput, cartLinesView, cartPopupView, cartWindowFactsKey } from './cart-popup-view';

// A Friday in winter time (Oslo is UTC+1).
const now = new Date('2026-03-27T12:00:00Z');
const paracetamol = { atcCode: 'N02BE01', isForChildren: false, restriction: 3 };

const milk = cartItemFixture({ ean: 'MILK', title: 'Tine Lettmelk', quantity: 2, lineTotal: 40 });
const bread = cartItemFixture({ ean: 'BREAD', title: 'Grovbrød', quantity: 1, lineTotal: 45, product: { isBreadAndCanSlice: true } });

function cartOf(facts: Partial<CartState>): CartState {
  return {
    items: [],
    totals: { calculatorTotal: 0, totalWeight: 0, totalToPay: 0 },
    fees: { bag: 0, service: 0 },
    minimumPurchase: null,
    removed: null,
    unavailableEans: [],
    persistedId: 'cart-1',
    ...facts,
  } as CartState;
}

function inputFor(cart: Partial<CartState>, facts: Partial<CartPopupInput> = {}): CartPopupInput {
  return {
    cart: cartOf(cart),
    texts: nb,
    sharedCartPath: null,
    handoverType: 'Store',
    handoverOption: null,
    corporate: false,
    windowDays: [],
    originalOrderItems: null,
    editPickupCode: null,
    editDeadline: null,
    memberOrders: null,
    calculationKey: null,
    ...facts,
  };
}

describe('cartLinesView: each line as the popup shows it', () => {
  it.each([
    {
      situation: 'a plain line: the stepper may grow',
      items: [milk],
      shows: { ean: 'MILK', title: 'Tine Lettmelk', quantity: 2, step: 1, increaseDisabled: false, notice: null, labels: [] },
    },
    {
      situation: 'bread that can be sliced',
      items: [bread],
      shows: { canSlice: true, shouldSlice: false },
    },
    {
      situation: 'a line that holds all the stock',
      items: [cartItemFixture({ ean: 'A', title: 'Egg', quantity: 2, lineTotal: 80, product: { availableInventory: 2 } })],
      shows: { increaseDisabled: true, notice: 'Det er bare 2 av denne varen igjen på lager.' },
    },
    {
      situation: 'a line the current store does not carry',
      items: [cartItemFixture({ ean: 'A', title: 'Egg', quantity: 1, lineTotal: 40, doesNotExistInCurrentStore: true })],
      shows: { notInStore: true, increaseDisabled: true },
    },
    {
      situation: 'a line at its per-order maximum',
      items: [cartItemFixture({ ean: 'A', title: 'Egg', quantity: 2, lineTotal: 80, product: { maxQuantityPerOrder: 2 } })],
      // Said once per line: the notice says the limit, so the label that says it too is left out.
      shows: { increaseDisabled: true, notice: 'Du kan kun kjøpe 2 av denne varen per handel.', labels: [] },
    },
    {
      situation: 'a line below its per-order maximum: the label alone',
      items: [cartItemFixture({ ean: 'A', title: 'Egg', quantity: 1, lineTotal: 40, product: { maxQuantityPerOrder: 2 } })],
      shows: { increaseDisabled: false, notice: null, labels: ['Maks antall per kunde'], maxQuantity: 2 },
    },
  ])('$situation', ({ items, shows }) => {
    expect(cartLinesView(items, null, nb, now)[0]).toMatchObject(shows);
  });

  it.each([
    {
      situation: 'a line with an image on an allowed origin: the small image, its box and the title as alt',
      item: cartItemFixture({ ean: 'MILK', title: 'Tine Lettmelk', quantity: 1, lineTotal: 20, product: { imageUrl: 'bilder/MILK.jpg' } }),
      display: { imageOrigins: ['https://bilder.example'], coupons: true },
      shows: {
        image: {
          src: 'https://bilder.example/bilder/MILK.jpg?w=168&h=168&fit=pad&q=50&bg=FFFFFF&fm=jpg',
          width: 168,
          height: 168,
          alt: 'Tine Lettmelk',
        },
      },
    },
    {
      situation: 'a line whose image is on another origin: none',
      item: cartItemFixture({ ean: 'A', title: 'A', quantity: 1, lineTotal: 20, product: { imageUrl: 'https://evil.example/a.jpg' } }),
      display: { imageOrigins: ['https://bilder.example'], coupons: true },
      shows: { image: null },
    },
    {
      situation: 'a line without image origins in the settings: none',
      item: cartItemFixture({ ean: 'A', title: 'A', quantity: 1, lineTotal: 20, product: { imageUrl: 'a.jpg' } }),
      display: undefined,
      shows: { image: null },
    },
    {
      situation: 'a 3 for 2 line priced by the calculator: the promotion and the saving',
      item: cartItemFixture({ ean: 'A', title: 'Chips', quantity: 3, lineTotal: 79.8, product: { promotionDisplayName: '3 for 2' } }),
      display: undefined,
      shows: { promotionName: '3 for 2', couponActive: false, saving: null },
    },
    {
      situation: 'a line with an active coupon and its saving',
      item: {
        ...cartItemFixture({
          ean: 'A',
          title: 'Ost',
          quantity: 1,
          lineTotal: 103.2,
          product: { coupon: { couponId: 'K', status: 'AKTIV' as const } },
        }),
        lineTotalOriginal: 129,
      },
      display: undefined,
      shows: { couponActive: true, saving: 25.8 },
    },
    {
      situation: 'a line with an active coupon, coupons off',
      item: cartItemFixture({
        ean: 'A',
        title: 'Ost',
        quantity: 1,
        lineTotal: 129,
        product: { coupon: { couponId: 'K', status: 'AKTIV' as const } },
      }),
      display: { imageOrigins: [], coupons: false },
      shows: { couponActive: false, saving: null },
    },
  ])('$situation', ({ item, display, shows }) => {
    expect(cartLinesView([item], null, nb, now, 'idle', display)[0]).toMatchObject(shows);
  });

  it.each(['stepper', 'dropdown'] as const)('every line takes the %s picker it is given', (picker) => {
    expect(cartLinesView([milk, bread], null, nb, now, 'idle', undefined, picker).map((line) => line.picker)).toEqual([picker, picker]);
  });

  it('two drugs of one group stop each other at the group’s restriction', () => {
    const tablets = cartItemFixture({ ean: 'TAB', title: 'Paracet tabletter', quantity: 2, lineTotal: 60, product: { drug: paracetamol } });
    const mixture = cartItemFixture({ ean: 'MIX', title: 'Paracet mikstur', quantity: 1, lineTotal: 80, product: { drug: paracetamol } });
    const lines = cartLinesView([tablets, mixture], null, nb, now);
    expect(lines.map((line) => line.increaseDisabled)).toEqual([true, true]);
    expect(lines[0]?.notice).toBe(
      'Du kan kun kjøpe 3 voksenprodukt med samme virkestoff per handel. Merk at bestiller og mottaker må være samme person.',
    );
  });

  it('one drug alone may grow up to the restriction', () => {
    const tablets = cartItemFixture({ ean: 'TAB', title: 'Paracet tabletter', quantity: 2, lineTotal: 60, product: { drug: paracetamol } });
    expect(cartLinesView([tablets], null, nb, now)[0]?.increaseDisabled).toBe(false);
  });

  it('in an order edit, the original quantity counts as stock', () => {
    const egg = cartItemFixture({ ean: 'A', title: 'Egg', quantity: 1, lineTotal: 40, product: { availableInventory: 0 } });
    expect(cartLinesView([egg], null, nb, now)[0]?.increaseDisabled).toBe(true);
    expect(cartLinesView([egg], [{ ean: 'A', quantity: 3 }], nb, now)[0]?.increaseDisabled).toBe(false);
  });
});

describe('cartPopupView: the popup’s messages', () => {
  it.each([
    {
      situation: 'an empty cart with a minimum purchase says nothing about it',
      input: inputFor({ minimumPurchase: 300 }),
      shows: { itemCount: 0, minimumPurchaseText: null },
    },
    {
      situation: 'pickup below the minimum purchase',
      input: inputFor({ items: [milk], minimumPurchase: 300, totals: { calculatorTotal: 40, totalWeight: 2, totalToPay: 40 } }),
      shows: { itemCount: 2, minimumPurchaseText: 'Du må handle for minst 300 kr for å kunne hente i butikk' },
    },
    {
      situation: 'delivery below the minimum purchase',
      input: inputFor(
        { items: [milk], minimumPurchase: 300, totals: { calculatorTotal: 40, totalWeight: 2, totalToPay: 40 } },
        { handoverType: 'Delivery' },
      ),
      shows: { minimumPurchaseText: 'Du må handle for minst 300 kr for å få varene levert på døren' },
    },
    {
      situation: 'delivery below the loaded option’s lowest price interval, the same threshold as the picker’s',
      input: inputFor(
        { items: [milk], minimumPurchase: 300, totals: { calculatorTotal: 40, totalWeight: 2, totalToPay: 40 } },
        {
          handoverType: 'Delivery',
          handoverOption: {
            handoverType: 'Delivery',
            handoverProducts: [
              handoverProduct({ priceIntervalFrom: 400, priceIntervalTo: 1000 }),
              handoverProduct({ priceIntervalFrom: 1000 }),
            ],
            locations: [],
            validation: [],
            closestStoreOrPickupPoint: null,
          },
        },
      ),
      shows: { minimumPurchaseText: 'Du må handle for minst 400 kr for å få varene levert på døren' },
    },
    {
      situation: 'the minimum purchase reached',
      input: inputFor({ items: [milk], minimumPurchase: 30, totals: { calculatorTotal: 40, totalWeight: 2, totalToPay: 40 } }),
      shows: { minimumPurchaseText: null },
    },
    {
      situation: 'a line just removed, with Angre',
      input: inputFor({ removed: { item: milk, index: 0 } }),
      shows: { removedItemText: 'Fjernet 2 stk Tine Lettmelk' },
    },
    {
      situation: 'a removed line without a title',
      input: inputFor({ removed: { item: { ...milk, product: { ...milk.product, title: '' } }, index: 0 } }),
      shows: { removedItemText: 'Fjernet 2 stk Ukjent vare' },
    },
    {
      situation: 'a removed weight line says its weight',
      input: inputFor({
        removed: {
          item: cartItemFixture({
            ean: 'BAN',
            title: 'Bananer',
            quantity: 3,
            lineTotal: 14.52,
            product: { productSoldByWeight: true, weight: 0.18, unit: 'kg' },
          }),
          index: 0,
        },
      }),
      shows: { removedItemText: 'Fjernet 540 g Bananer' },
    },
    {
      situation: 'cart sharing on',
      input: inputFor({ persistedId: 'a b' }, { sharedCartPath: '/handlevogn/delt/' }),
      shows: { shareHref: 'https://meny.no/handlevogn/delt/a%20b' },
    },
    {
      situation: "cart sharing on with the spec's path",
      input: inputFor({ persistedId: 'cart-1' }, { sharedCartPath: 'delt-handlevogn?id=' }),
      shows: { shareHref: 'https://meny.no/delt-handlevogn?id=cart-1' },
    },
    {
      situation: 'cart sharing off',
      input: inputFor({}),
      shows: { shareHref: null },
    },
    {
      situation: 'a private member is offered no service fee types',
      input: inputFor({}),
      shows: { serviceFeeOptions: [] },
    },
    {
      situation: 'an organisation is offered the service fee types',
      input: inputFor({}, { corporate: true }),
      shows: {
        serviceFeeOptions: [
          { value: 'OPPSKJAERING', label: 'Oppskjæring' },
          { value: 'OPPSKJAERING_PRIVAT', label: 'Oppskjæring (privat)' },
          { value: 'INVOICE', label: 'Faktura' },
        ],
      },
    },
    {
      situation: 'an order being edited: its pickup code and deadline',
      input: inputFor({}, { editPickupCode: 'K42', editDeadline: '2026-03-28T21:59:00Z' }),
      shows: { editingOrder: { pickupCode: 'K42', deadlineText: '28.03 22.59' } },
    },
    {
      situation: 'no order edit',
      input: inputFor({}),
      shows: { editingOrder: null },
    },
    {
      situation: 'a member with an order open for changes: the cart is a new order, and that order can be changed',
      input: inputFor({ items: [milk] }, { memberOrders: [orderFixture({ handoverInfo: { deadline: '2026-03-28T11:00:00Z' } })] }),
      shows: {
        newOrderNote: {
          lead: 'Varene i handlevognen blir en ny bestilling.',
          body: 'Bestillingen med hentekode 483920 kan endres frem til 28.03 12.00.',
          orderId: 'NG-1',
        },
      },
    },
    {
      situation: 'of two open orders, the one whose changes end first',
      input: inputFor(
        { items: [milk] },
        {
          memberOrders: [
            orderFixture({ ngOrderId: 'NG-2', pickupCode: '111111', handoverInfo: { deadline: '2026-03-30T11:00:00Z' } }),
            orderFixture({ handoverInfo: { deadline: '2026-03-28T11:00:00Z' } }),
          ],
        },
      ),
      shows: { newOrderNote: { orderId: 'NG-1' } },
    },
    {
      situation: 'an order past its deadline says nothing',
      input: inputFor({ items: [milk] }, { memberOrders: [orderFixture({ handoverInfo: { deadline: '2026-03-27T11:00:00Z' } })] }),
      shows: { newOrderNote: null },
    },
    {
      situation: 'an order being picked says nothing',
      input: inputFor(
        { items: [milk] },
        { memberOrders: [orderFixture({ status: ORDER_STATUS.PickStarted, handoverInfo: { deadline: '2026-03-28T11:00:00Z' } })] },
      ),
      shows: { newOrderNote: null },
    },
    {
      situation: 'an empty cart says nothing of a new order',
      input: inputFor({}, { memberOrders: [orderFixture({ handoverInfo: { deadline: '2026-03-28T11:00:00Z' } })] }),
      shows: { newOrderNote: null },
    },
    {
      situation: 'while the order is being edited, the edit’s banner says which, not this',
      input: inputFor(
        { items: [milk] },
        {
          memberOrders: [orderFixture({ handoverInfo: { deadline: '2026-03-28T11:00:00Z' } })],
          editPickupCode: '483920',
          editDeadline: '2026-03-28T11:00:00Z',
        },
      ),
      shows: { newOrderNote: null },
    },
    {
      situation: 'a shopper who may not change orders (memberOrders null)',
      input: inputFor({ items: [milk] }),
      shows: { newOrderNote: null },
    },
    {
      situation: 'the new store lacks one line: the dialog lists it',
      input: inputFor({ items: [milk, bread], unavailableEans: ['BREAD'] }),
      shows: { unavailableItems: [{ ean: 'BREAD', title: 'Grovbrød', subtitle: '' }] },
    },
    {
      situation: 'the unavailable line’s image, on the site’s image origin',
      input: inputFor(
        {
          items: [{ ...bread, product: { ...bread.product, imageUrl: 'bilder/BREAD.jpg' } }],
          unavailableEans: ['BREAD'],
        },
        { display: { imageOrigins: ['https://bilder.example'], coupons: true } },
      ),
      shows: {
        unavailableItems: [
          {
            ean: 'BREAD',
            image: {
              src: 'https://bilder.example/bilder/BREAD.jpg?w=168&h=168&fit=pad&q=50&bg=FFFFFF&fm=jpg',
              width: 168,
              height: 168,
              alt: 'Grovbrød',
            },
          },
        ],
      },
    },
  ])('$situation', ({ input, shows }) => {
    expect(cartPopupView(input, now, 'https://meny.no')).toMatchObject(shows);
  });
});

describe('cartPopupView: the settings’ display (productPriceVisible, durabilityInfo, campaignIds)', () => {
  const display = { imageOrigins: [], coupons: true };
  it.each<[string, boolean | undefined, boolean]>([
    ['prices show by default', undefined, true],
    ['prices on', true, true],
    ['prices off', false, false],
  ])('%s', (_situation, prices, showsPrice) => {
    const view = cartPopupView(inputFor({ items: [milk] }, { display: { ...display, prices } }), now);
    expect(view.lines.map((line) => line.showsPrice)).toEqual([showsPrice]);
  });

  it.each<[string, boolean | undefined, CartState['items'], string | null]>([
    ['the guarantee with durability info on', true, [milk], 'Ferskvaregaranti: minst 7 dagers holdbarhet'],
    ['none with it off', false, [milk], null],
    ['none without the settings', undefined, [milk], null],
    ['none in an empty cart', true, [], null],
  ])('%s', (_situation, durabilityInfo, items, durabilityText) => {
    expect(cartPopupView(inputFor({ items }, { display: { ...display, durabilityInfo } }), now).durabilityText).toBe(durabilityText);
  });

  it.each<[string, string[], string | null]>([
    ['a promotion of a listed campaign', ['KIMS-3FOR2'], '3 for 2'],
    ['a promotion of another campaign', ['UKESBONUS'], null],
    ['every campaign while the list is empty', [], '3 for 2'],
  ])('%s', (_situation, campaignIds, promotionName) => {
    const chips = cartItemFixture({
      ean: 'KIMS',
      title: 'Kims',
      quantity: 3,
      lineTotal: 79.8,
      product: { promotionDisplayName: '3 for 2', campaignId: 'KIMS-3FOR2' },
    });
    const view = cartPopupView(inputFor({ items: [chips] }, { display: { ...display, campaignIds } }), now);
    expect(view.lines[0]?.promotionName).toBe(promotionName);
  });
});

describe('cartWindowFactsKey: the windows the open cart needs for its restricted-cart reasons', () => {
  const user = { handoverInfo: { handoverType: 'Store' }, store: { pickupGln: '7080001150488' } };
  const stateWith = (facts: {
    openDialog?: 'cart' | 'checkout' | null;
    items?: (typeof milk)[];
    user?: typeof user | null;
    pickerOpen?: boolean;
    windowsStatus?: 'idle' | 'loading' | 'error';
  }) => {
    const state = createFixtureStore().store.getState();
    return {
      ...state,
      ui: { ...state.ui, openDialog: facts.openDialog === undefined ? 'cart' : facts.openDialog },
      cart: { ...state.cart, items: facts.items ?? [bread, milk, milk] },
      user: { ...state.user, extendedUser: (facts.user === undefined ? user : facts.user) as ShopState['user']['extendedUser'] },
      handover: {
        ...state.handover,
        picker: { ...state.handover.picker, open: facts.pickerOpen ?? false },
        windows: { ...state.handover.windows, status: facts.windowsStatus ?? 'idle' },
      },
    } as ShopState;
  };

  it.each([
    ['the open cart: type, store and the distinct EANs, sorted', {}, 'Store|7080001150488|BREAD|MILK'],
    ['the open checkout popup', { openDialog: 'checkout' as const }, 'Store|7080001150488|BREAD|MILK'],
    [
      'after a failed load the key stays, so the container does not load again',
      { windowsStatus: 'error' as const },
      'Store|7080001150488|BREAD|MILK',
    ],
    ['no popup open', { openDialog: null }, null],
    ['an empty cart', { items: [] }, null],
    ['no user yet', { user: null }, null],
    ['the picker open: it loads its own', { pickerOpen: true }, null],
    ['windows loading', { windowsStatus: 'loading' as const }, null],
  ])('%s', (_situation, facts, expected) => {
    expect(cartWindowFactsKey(stateWith(facts))).toBe(expected);
  });
});
