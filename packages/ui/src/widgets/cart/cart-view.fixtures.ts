/** Realistic Norwegian data for the cart views, shared by their tests and stories. Data only, no callbacks. */
import type { CartFees, CartTotals } from '@kurv/core/domain';
import { BAG_TYPES, EMPTY_CART_TOTALS, NO_CART_FEES, SERVICE_FEE_TYPES } from '@kurv/core/domain';
import { type RestrictedCartLine, type RestrictedCartNotices, removedItemText, restrictedCartNotices } from '@kurv/core/rules';
import { formatText, nb } from '@kurv/core/texts';
import type { CartPopupViewProps } from '../CartPopupView';
import type { CheckoutPopupViewProps } from './CheckoutPopupView';
import type { CartLineView, UnavailableProductView } from './cart-view-types';
import type { UnavailableProductsDialogProps } from './UnavailableProductsDialog';

/** A cart line with the defaults of an ordinary calculated line; give at least ean and title. */
export function cartLineFixture(line: Pick<CartLineView, 'ean' | 'title'> & Partial<CartLineView>): CartLineView {
  return {
    subtitle: '',
    quantity: 1,
    increaseDisabled: false,
    lineTotal: 10,
    lineTotalOriginal: null,
    substitute: true,
    canSlice: false,
    shouldSlice: false,
    notInStore: false,
    notice: null,
    labels: [],
    ...line,
  };
}

export const MILK_LINE = cartLineFixture({
  ean: '7038010009457',
  title: 'Tine Lettmelk 1 %',
  subtitle: '1 l',
  quantity: 2,
  lineTotal: 49.8,
});
/** On offer: the struck price before the offer shows. */
export const PIZZA_LINE = cartLineFixture({
  ean: '7020097009162',
  title: 'Grandiosa Original',
  subtitle: '575 g',
  quantity: 1,
  lineTotal: 59.9,
  lineTotalOriginal: 79.9,
  substitute: false,
});
/** Bread that can be sliced. */
export const BREAD_LINE = cartLineFixture({
  ean: '7035620025037',
  title: 'Kneippbrød',
  subtitle: '750 g',
  quantity: 1,
  lineTotal: 39.9,
  canSlice: true,
});
/** At its stock limit: the increase button is off, with a notice and labels. */
export const COFFEE_LINE = cartLineFixture({
  ean: '7041011050066',
  title: 'Friele Frokostkaffe Filtermalt',
  subtitle: '250 g',
  quantity: 2,
  lineTotal: 119.8,
  increaseDisabled: true,
  notice: formatText(nb.lowStock, { count: 2 }),
  labels: [formatText(nb.onlyAvailable, { count: 2 }), nb.maxPerCustomer],
});
/** Not sold in the chosen store: no price from the calculator. */
export const NOT_IN_STORE_LINE = cartLineFixture({
  ean: '7039010019972',
  title: 'Jarlsberg Original',
  subtitle: '700 g',
  quantity: 1,
  lineTotal: null,
  notInStore: true,
});
/** A product without a title: named 'Ukjent vare'. */
export const UNKNOWN_LINE = cartLineFixture({ ean: '7000000000017', title: '', subtitle: '', quantity: 1, lineTotal: 24.9 });

export const LINES: readonly CartLineView[] = [MILK_LINE, PIZZA_LINE];
export const TOTALS: CartTotals = { calculatorTotal: 109.7, totalWeight: 1.605, totalToPay: 113.7 };
export const FEES: CartFees = { bag: 4, service: 0 };

/** Restricted lines of spec section 8, in cart order. */
const RESTRICTED_LINES: readonly (RestrictedCartLine & { subtitle: string; lineTotal: number })[] = [
  {
    ean: '7044610874227',
    title: 'Hansa Pilsner',
    subtitle: '0,5 l',
    lineTotal: 39.9,
    restrictions: [{ kind: 'ageRestricted' }, { kind: 'alcoholHours' }],
  },
  { ean: '2302148200006', title: 'Lammelår med ben', subtitle: 'ca. 2 kg', lineTotal: 389, restrictions: [{ kind: 'leadTime' }] },
  {
    ean: '7090026220592',
    title: 'Gløgg Rød',
    subtitle: '0,75 l',
    lineTotal: 34.9,
    restrictions: [{ kind: 'unavailableDates', ranges: [{ from: '2025-12-24', to: '2025-12-26' }] }],
  },
  { ean: '7040514000016', title: 'Kokosnøtt', subtitle: '1 stk', lineTotal: 29.9, restrictions: [{ kind: 'notAlwaysAvailable' }] },
];

function noticesOf(lines: readonly RestrictedCartLine[]): RestrictedCartNotices {
  const notices = restrictedCartNotices(lines, nb);
  if (notices === null) {
    throw new Error('The fixture lines have no restriction');
  }
  return notices;
}

/** The cart lines of the restricted products. */
export const RESTRICTED_CART_LINES: readonly CartLineView[] = RESTRICTED_LINES.map(({ ean, title, subtitle, lineTotal }) =>
  cartLineFixture({ ean, title, subtitle, lineTotal }),
);
/** Four restricted items: one collapsed notice. */
export const RESTRICTED_COLLAPSED: RestrictedCartNotices = noticesOf(RESTRICTED_LINES);
/** Two restricted items: one notice each. */
export const RESTRICTED_PER_ITEM: RestrictedCartNotices = noticesOf(RESTRICTED_LINES.slice(0, 2));

/** 'Fjernet 1 stk Grandiosa Original'. */
export const REMOVED_ITEM_TEXT = removedItemText(1, 'stk', 'Grandiosa Original', nb);
export const MINIMUM_PURCHASE_DELIVERY = formatText(nb.minimumPurchaseDelivery, { amount: '500' });
export const MINIMUM_PURCHASE_PICKUP = formatText(nb.minimumPurchasePickup, { amount: '300' });

/** The callbacks of the cart popup: tests give vi.fn(), stories fn(). */
export type CartPopupViewCallbacks = {
  [Key in keyof CartPopupViewProps as Key extends `on${string}` ? Key : never]: CartPopupViewProps[Key];
};
export type CartPopupViewData = Omit<CartPopupViewProps, keyof CartPopupViewCallbacks>;

/** A cart with two lines (one on offer) at MENY Storo, plastic bags, no service fee. */
export const CART_POPUP_DATA: CartPopupViewData = {
  open: true,
  lines: LINES,
  totals: TOTALS,
  fees: FEES,
  itemCount: 3,
  status: 'idle',
  errorText: null,
  storeName: 'MENY Storo',
  checkoutHref: '/kassen',
  shareHref: '/delt-handlevogn?id=8f3c2a71',
  restrictedNotices: null,
  removedItemText: null,
  minimumPurchaseText: null,
  bagType: 'PLAST',
  bagTypes: BAG_TYPES,
  serviceFeeType: null,
  serviceFeeTypes: [],
  substituteComment: '',
  texts: nb,
};

/** The empty cart. */
export const EMPTY_CART_DATA: Partial<CartPopupViewData> = {
  lines: [],
  itemCount: 0,
  totals: EMPTY_CART_TOTALS,
  fees: NO_CART_FEES,
  shareHref: null,
};

/** A corporate user: every service fee type offered, cutting chosen. */
export const CORPORATE_DATA: Partial<CartPopupViewData> = {
  serviceFeeTypes: SERVICE_FEE_TYPES,
  serviceFeeType: 'OPPSKJAERING',
  fees: { bag: 4, service: 149 },
  totals: { calculatorTotal: 109.7, totalWeight: 1.605, totalToPay: 262.7 },
  substituteComment: 'Ring resepsjonen før levering.',
};

export type CheckoutPopupViewData = Omit<CheckoutPopupViewProps, 'onChooseHandover' | 'onClose' | 'onCheckout'>;

export const HANDOVER_SUMMARY = 'Levert på døren, Kirkeveien 140, 0361 OSLO, tirsdag 14. oktober, 16.00–18.00';

/** A chosen delivery window, the minimum reached. */
export const CHECKOUT_POPUP_DATA: CheckoutPopupViewData = {
  open: true,
  handoverSummary: HANDOVER_SUMMARY,
  totalToPay: 113.7,
  minimumPurchaseText: null,
  checkoutHref: '/kassen',
  texts: nb,
};

export const UNAVAILABLE_ITEMS: readonly UnavailableProductView[] = [
  { ean: '7044610874227', title: 'Hansa Pilsner', subtitle: '0,5 l' },
  { ean: '7039010019972', title: 'Jarlsberg Original', subtitle: '700 g' },
  { ean: '7000000000017', title: '', subtitle: '' },
];

export type UnavailableProductsDialogData = Omit<UnavailableProductsDialogProps, 'onKeepItems' | 'onChangeItems'>;

/** Three items that cannot be delivered, the last without a title. */
export const UNAVAILABLE_DIALOG_DATA: UnavailableProductsDialogData = {
  open: true,
  handoverType: 'Delivery',
  storeName: 'MENY Storo',
  items: UNAVAILABLE_ITEMS,
  texts: nb,
};
