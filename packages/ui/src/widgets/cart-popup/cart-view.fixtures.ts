/** Realistic Norwegian data for the cart views, shared by their tests and stories. Data only, no callbacks. */
import type { BagType, CartFees, CartTotals, ServiceFeeType } from '@kurv/core/domain';
import { BAG_TYPES, EMPTY_CART_TOTALS, SERVICE_FEE_TYPES } from '@kurv/core/domain';
import type { ProductImageView } from '@kurv/core/format';
import { formatPrice } from '@kurv/core/format';
import { type RestrictedCartLine, type RestrictedCartNotices, removedItemText, restrictedCartNotices } from '@kurv/core/rules';
import { formatText, nb } from '@kurv/core/texts';
import type {
  CartLineView,
  CartSummaryLineKind,
  CartSummaryLineView,
  CartSummaryView,
  PricedOptionView,
  UnavailableProductView,
} from '@kurv/core/view';
import type { CheckoutPopupViewProps } from './CheckoutPopupView';
import type { CartPopupViewProps } from './cart-popup-view-props';
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

/** A summary line as cartSummaryView answers it. */
function summaryLine(kind: CartSummaryLineKind, label: string, amount: number, notUpdated: boolean): CartSummaryLineView {
  return { kind, label, amount, amountText: kind === 'discounts' ? `\u2212${formatPrice(amount)}` : formatPrice(amount), notUpdated };
}

/** A summary of the given amounts; `discounts`, `service` and `handover` lines only when given. */
export function cartSummaryFixture(amounts: {
  items: number;
  discounts?: number;
  bag: number;
  service?: number;
  delivery?: number;
  totalToPay: number;
  notUpdated?: boolean;
}): CartSummaryView {
  const stale = amounts.notUpdated ?? false;
  const lines = [summaryLine('items', nb.subtotal, amounts.items, stale)];
  if (amounts.discounts !== undefined) {
    lines.push(summaryLine('discounts', nb.discounts, amounts.discounts, stale));
  }
  lines.push(summaryLine('bag', nb.bagFee, amounts.bag, stale));
  if (amounts.service !== undefined) {
    lines.push(summaryLine('service', nb.serviceFee, amounts.service, stale));
  }
  if (amounts.delivery !== undefined) {
    lines.push(summaryLine('handover', nb.handoverFeeDelivery, amounts.delivery, stale));
  }
  return {
    lines,
    totalToPay: summaryLine('totalToPay', nb.totalToPay, amounts.totalToPay, stale),
    notUpdated: stale,
    notUpdatedText: stale ? nb.summaryNotUpdated : null,
  };
}

/** The two lines: 129,70 kr before the pizza's 20,00 kr offer, one bag, 113,70 kr to pay. */
export const SUMMARY = cartSummaryFixture({ items: 129.7, discounts: 20, bag: 4, totalToPay: 113.7 });
/** Every line: savings, bags, a corporate user's cutting and the chosen delivery window's price. */
export const SUMMARY_ALL_LINES = cartSummaryFixture({ items: 129.7, discounts: 20, bag: 4, service: 149, delivery: 49, totalToPay: 311.7 });
/** After a failed calculation: the last calculation's amounts, each marked not updated. */
export const SUMMARY_NOT_UPDATED = cartSummaryFixture({ items: 129.7, discounts: 20, bag: 4, totalToPay: 113.7, notUpdated: true });

const BAG_PRICES: Record<BagType, number> = { PLAST: 2, PAPIR: 3.5, PAPPESKE: 9.9 };
const SERVICE_FEE_PRICES: Record<ServiceFeeType, number> = { OPPSKJAERING: 149, OPPSKJAERING_PRIVAT: 99, INVOICE: 39 };

/** The bag types with their prices, as bagOptionsView writes them ('Plastpose, 2,00 kr per stk'). */
export const BAG_OPTIONS: readonly PricedOptionView<BagType>[] = BAG_TYPES.map((type) => ({
  value: type,
  label: formatText(nb.bagOptionWithPrice, { label: nb[`bagType${type}`], price: formatPrice(BAG_PRICES[type]) }),
}));
/** The service fee types with their prices ('Faktura, 39,00 kr'). */
export const SERVICE_FEE_OPTIONS: readonly PricedOptionView<ServiceFeeType>[] = SERVICE_FEE_TYPES.map((type) => ({
  value: type,
  label: formatText(nb.serviceFeeOptionWithPrice, { label: nb[`serviceFee${type}`], price: formatPrice(SERVICE_FEE_PRICES[type]) }),
}));

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

/** A member's order that can still be changed, outside its edit: the cart is a new order (cartPopupView's newOrderNote). */
export const NEW_ORDER_NOTE = {
  lead: nb.cartIsNewOrder,
  body: formatText(nb.editOrderBody, { pickupCode: '483920', deadline: '28.11 12.00' }),
  orderId: '4100001',
};

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
  summary: SUMMARY,
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
  bagOptions: BAG_OPTIONS,
  serviceFeeType: null,
  serviceFeeOptions: [],
  substituteComment: '',
  texts: nb,
};

/** The empty cart. */
export const EMPTY_CART_DATA: Partial<CartPopupViewData> = {
  lines: [],
  itemCount: 0,
  totals: EMPTY_CART_TOTALS,
  summary: cartSummaryFixture({ items: 0, bag: 0, totalToPay: 0 }),
  shareHref: null,
};

/** A corporate user: every service fee type offered with its price, cutting chosen, a delivery window chosen. */
export const CORPORATE_DATA: Partial<CartPopupViewData> = {
  serviceFeeOptions: SERVICE_FEE_OPTIONS,
  serviceFeeType: 'OPPSKJAERING',
  summary: SUMMARY_ALL_LINES,
  totals: { calculatorTotal: 109.7, totalWeight: 1.605, totalToPay: 311.7 },
  substituteComment: 'Ring resepsjonen før levering.',
};

export type CheckoutPopupViewData = Omit<CheckoutPopupViewProps, 'onChooseHandover' | 'onClose' | 'onCheckout'>;

export const HANDOVER_SUMMARY = 'Levert på døren, Kirkeveien 140, 0361 OSLO, tirsdag 14. oktober, 16.00–18.00';

/** A chosen delivery window, the minimum reached. */
export const CHECKOUT_POPUP_DATA: CheckoutPopupViewData = {
  open: true,
  handoverSummary: HANDOVER_SUMMARY,
  totalToPay: SUMMARY.totalToPay,
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

/**
 * A product image for the stories and tests: an inline SVG in the product's colour (the URL core's productImageView
 * would build points at the chain's image service, which a story does not have), in the small size's box.
 */
export function fixtureImage(title: string, colour: string): ProductImageView {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="168" height="168"><rect width="168" height="168" fill="#fff"/><circle cx="84" cy="84" r="67" fill="${colour}"/></svg>`;
  return { src: `data:image/svg+xml,${encodeURIComponent(svg)}`, width: 168, height: 168, alt: title };
}

/** Lines with their images, one of them without (an empty box keeps the lines aligned). */
export const LINES_WITH_IMAGES: readonly CartLineView[] = [
  { ...MILK_LINE, image: fixtureImage(MILK_LINE.title, '#005eb8') },
  { ...PIZZA_LINE, image: fixtureImage(PIZZA_LINE.title, '#c8102e') },
  { ...BREAD_LINE, image: null },
];
/** A '3 for 2' line of three: one unit free, the saving shown. */
export const PROMOTION_LINE = cartLineFixture({
  ean: '7070798583095',
  title: 'Kims Potetgull Salt',
  subtitle: '200 g',
  quantity: 3,
  lineTotal: 79.8,
  lineTotalOriginal: 119.7,
  promotionName: '3 for 2',
  saving: 39.9,
  image: fixtureImage('Kims Potetgull Salt', '#f2a900'),
});
/** A line with the member's active coupon (20 % off one unit). */
export const COUPON_LINE = cartLineFixture({
  ean: '7038551135202',
  title: 'Norvegia 26 %',
  subtitle: '1 kg',
  quantity: 1,
  lineTotal: 103.2,
  lineTotalOriginal: 129,
  couponActive: true,
  saving: 25.8,
  image: fixtureImage('Norvegia 26 %', '#00843d'),
});
/** A line with a promotion and an active coupon at once. */
export const PROMOTION_AND_COUPON_LINE = cartLineFixture({
  ...PROMOTION_LINE,
  lineTotal: 71.82,
  couponActive: true,
  saving: 47.88,
});
/** The unavailable items with their images (the last, without a title, has none). */
export const UNAVAILABLE_ITEMS_WITH_IMAGES: readonly UnavailableProductView[] = UNAVAILABLE_ITEMS.map((item, index) => ({
  ...item,
  image: item.title === '' ? null : fixtureImage(item.title, index === 0 ? '#00843d' : '#f2a900'),
}));

/** Feature flag durabilityInfo (default on): the guarantee text under the cart's amounts. */
export const DURABILITY_TEXT = nb.durabilityGuarantee;

/** Feature flag productPriceVisible off: the lines without their prices (the summary stays). */
export const LINES_WITHOUT_PRICES: readonly CartLineView[] = LINES.map((line) => ({ ...line, showsPrice: false }));
