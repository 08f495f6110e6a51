import { BAG_TYPES, type BagType, type CartItem, type ServiceFeeType } from '../domain/cart';
import type { Order } from '../domain/order';
import type { HandoverType } from '../domain/store';
import { formatEditDeadline } from '../format/date';
import { productImageView } from '../format/product-image';
import { drugGroupQuantity, productAvailability, quantityStep } from '../rules/availability';
import { availabilityTexts } from '../rules/availability-texts';
import { cartLineAmount } from '../rules/cart-amounts';
import { offeredServiceFeeTypes } from '../rules/cart-checkout-options';
import { countCartUnits } from '../rules/cart-count';
import type { HandoverDay, HandoverOption } from '../rules/handover/handover-types';
import { minimumPurchaseThreshold } from '../rules/handover/minimum-purchase';
import { lineSaving } from '../rules/line-saving';
import { isCorporateUser } from '../rules/membership';
import { nextEditableOrder, orderEditDeadline, orderIdOf } from '../rules/order-edit';
import { productDeals } from '../rules/product-deals';
import { type QuantityPickerKind, quantityPickerKind } from '../rules/quantity-picker';
import { removedLineText } from '../rules/removed-item';
import { minimumPurchaseMessage, productRestrictions, type RestrictedCartNotices, restrictedCartNotices } from '../rules/restricted-cart';
import { sharedCartHref } from '../rules/shared-cart';
import type { CartState, ShopState } from '../store/index';
import { currentCalculationKey, originalOrderItems, unavailableCartItems } from '../store/index';
import { orderEditingMemberId } from '../store/selectors';
import type { Texts } from '../texts/nb';
import { allTexts } from '../texts/part-texts';
import { formatText } from '../texts/texts';
import { bagOptionsView, type CartSummaryView, cartSummaryView, type PricedOptionView, serviceFeeOptionsView } from './cart-summary-view';
import type { CartLineView, UnavailableProductView } from './cart-view-types';

/** What the cart popup reads from the store: each field a value or a reference the store keeps (select shallowly). */
export interface CartPopupInput {
  cart: CartState;
  texts: Texts;
  /** The shared-cart page's path (`paths.sharedCart`), when cart sharing is on; else null. */
  sharedCartPath: string | null;
  /**
   * The quantity picker of the lines (spec section 6: corporate users get the dropdown, flags force either for all), the
   * same rule as the add-to-cart button's; 'stepper' when absent.
   */
  quantityPicker?: QuantityPickerKind;
  /** The chosen handover type; 'Store' until one is chosen. */
  handoverType: HandoverType;
  /** The loaded handover option of that type (its price intervals give the minimum purchase); null when not loaded. */
  handoverOption: HandoverOption | null;
  corporate: boolean;
  /** The loaded handover windows' days (their unavailable products restrict cart lines). */
  windowDays: readonly HandoverDay[];
  originalOrderItems: readonly Pick<CartItem, 'ean' | 'quantity'>[] | null;
  /** The order being edited: its pickup code and deadline; null outside an order edit. */
  editPickupCode: string | null;
  editDeadline: string | null;
  /**
   * The member's orders (as far as loaded) when the cart is not an order being edited and the member may change orders;
   * null otherwise. The one that can still be changed gets a word in the popup (`newOrderNote`).
   */
  memberOrders: readonly Order[] | null;
  /** cartCalculationKey of the cart now (whether the last calculation's amounts are current); null before a user is loaded. */
  calculationKey: string | null;
  /** How lines show products: the site's image origins and whether coupons show; absent: no images, coupons on. */
  display?: CartLineDisplay;
}

/** Settings that decide how the cart popup shows its products (spec sections 3, 5 and 9). */
export interface CartLineDisplay {
  /** Settings `imageOrigins`: the image service origins product images may come from. */
  imageOrigins: readonly string[];
  /** Feature flag `coupons` (default on): the member's active coupon shows. */
  coupons: boolean;
  /**
   * Feature flag `productPriceVisible` (default on; absent is on). Off: the lines show no price (their amount, the struck
   * price before offers, the saving), since a line's amount is the product's price times its quantity. Our choice: the
   * summary and the total to pay stay, as the shopper must see what the order costs before checkout.
   */
  prices?: boolean;
  /** Feature flag `durabilityInfo` (default on; absent is off here): the 7-day guarantee text shows by the totals. */
  durabilityInfo?: boolean;
  /** Settings `campaignIds`: the campaigns whose promotions show (campaignShown); absent or empty: all. */
  campaignIds?: readonly string[];
  /** Feature flag `allowAddingOutOfStockToCart` (default off): a line out of stock may still step up. */
  allowAddingOutOfStockToCart?: boolean;
}

const NO_IMAGES: CartLineDisplay = { imageOrigins: [], coupons: true };

/** What the cart popup and the unavailable-products dialog show, apart from the cart's own totals and options. */
export interface CartPopupView {
  lines: CartLineView[];
  itemCount: number;
  restrictedNotices: RestrictedCartNotices | null;
  /** 'Fjernet …' after a removal, while 'Angre' can bring the line back; else null. */
  removedItemText: string | null;
  /** The minimum purchase not yet reached, in words; null when reached or the cart is empty. */
  minimumPurchaseText: string | null;
  shareHref: string | null;
  /** The bag types with their prices. */
  bagOptions: PricedOptionView<BagType>[];
  /** The service fee types offered (corporate users) with their prices; empty hides the group. */
  serviceFeeOptions: PricedOptionView<ServiceFeeType>[];
  /** The amounts from the calculator's answer: items' sum, savings, fees, the window's price, the total to pay. */
  summary: CartSummaryView;
  editingOrder: { pickupCode: string; deadlineText: string } | null;
  /**
   * Outside an edit, for a member with an order that can still be changed and a cart with lines: the words that say the
   * cart is a new order, not that one (`cartIsNewOrder`, then `editOrderBody`), and the order's id for 'Endre bestilling'.
   * Another device of a member who is changing an order elsewhere shows her own cart, and this says which it is.
   */
  newOrderNote: { lead: string; body: string; orderId: string } | null;
  /** The lines the newly chosen store does not carry (the unavailable-products dialog shows while there are any). */
  unavailableItems: UnavailableProductView[];
  /** Feature flag `durabilityInfo`: the guarantee text ('… 7 dagers holdbarhet') by the totals; null when off. */
  durabilityText: string | null;
}

/**
 * Spec section 8's restricted-cart reasons that come from windows ('Ikke tilgjengelig {dates}', 'Vare med begrenset
 * utlevering', 'Ikke alltid tilgjengelig') need the windows of the saved handover for the cart's products, also when
 * the picker has not loaded them in this page view. Answers the key of the windows the open cart (or checkout) popup
 * needs: the handover type, the store and the cart's EANs; the container loads them when the key differs from the
 * last it loaded. Null while nothing is needed: a closed popup, an empty cart, no user yet, the picker open (it loads
 * its own), or windows loading.
 */
export function cartWindowFactsKey(state: ShopState): string | null {
  const { cart, handover, ui } = state;
  const user = state.user.extendedUser;
  if (ui.openDialog === null || cart.items.length === 0 || user === null || handover.picker.open || handover.windows.status === 'loading') {
    return null;
  }
  const eans = [...new Set(cart.items.map((item) => item.ean))].sort();
  return [user.handoverInfo.handoverType, user.store.pickupGln, ...eans].join('|');
}

/** The store's facts the cart popup depends on (select with a shallow comparison). */
export function cartPopupInput(state: ShopState): CartPopupInput {
  const { settings, order } = state;
  const user = state.user.extendedUser;
  const editing = order.edit.status === 'success';
  const handoverType = user?.handoverInfo.handoverType ?? 'Store';
  return {
    cart: state.cart,
    texts: allTexts(settings),
    sharedCartPath: settings.features.sharingCart ? settings.paths.sharedCart : null,
    handoverType,
    handoverOption: state.handover.options.list.find((option) => option.handoverType === handoverType) ?? null,
    corporate: isCorporateUser(user),
    quantityPicker: quantityPickerKind(isCorporateUser(user), settings.features),
    windowDays: state.handover.windows.days,
    originalOrderItems: originalOrderItems(state),
    editPickupCode: editing ? (order.edit.order?.pickupCode ?? '') : null,
    editDeadline: editing ? order.edit.deadline : null,
    memberOrders: order.edit.status === 'idle' && orderEditingMemberId(state) !== null ? order.list : null,
    calculationKey: user === null ? null : currentCalculationKey(state),
    display: cartLineDisplay(state),
  };
}

const displays = new WeakMap<object, CartLineDisplay>();

/** The settings' part that decides how lines show products; the same object while the settings are (shallow selects). */
export function cartLineDisplay(state: Pick<ShopState, 'settings'>): CartLineDisplay {
  const { settings } = state;
  let display = displays.get(settings);
  if (display === undefined) {
    display = {
      imageOrigins: settings.imageOrigins,
      coupons: settings.features.coupons,
      prices: settings.features.productPriceVisible,
      durabilityInfo: settings.features.durabilityInfo,
      campaignIds: settings.campaignIds,
      allowAddingOutOfStockToCart: settings.features.allowAddingOutOfStockToCart,
    };
    displays.set(settings, display);
  }
  return display;
}

/**
 * Spec sections 3, 4 and 8: the cart popup's lines at `now`. The availability of one more step of each line gives its
 * notice, its labels and whether the stepper may increase; the line's drug group counts the group's other lines.
 */
export function cartLinesView(
  items: readonly CartItem[],
  originalItems: readonly Pick<CartItem, 'ean' | 'quantity'>[] | null,
  texts: Texts,
  now: Date,
  cartStatus: CartState['status'] = 'idle',
  display: CartLineDisplay = NO_IMAGES,
  picker: QuantityPickerKind = 'stepper',
): CartLineView[] {
  return items.map((item) => {
    const amount = cartLineAmount(item);
    const step = quantityStep(item.product);
    const drug = item.product.drug;
    const availability = productAvailability({
      product: item.product,
      otherGroupQuantity: drug === null ? 0 : drugGroupQuantity(drug, item.ean, items),
      doesNotExistInCurrentStore: item.doesNotExistInCurrentStore,
      originalOrderItems: originalItems,
      desiredQuantity: item.quantity + step,
      // The site's exception only: a button's `ignore-out-of-stock` is that button's (the line's stepper is the cart's).
      outOfStockOverrides: display,
      now,
    });
    // The line says the per-order limit once: the notice at the limit, the label before it.
    const said = availabilityTexts(availability, item.product, { showsName: false, now, limitOnce: true }, texts);
    const deals = productDeals(item.product, display);
    return {
      ean: item.ean,
      title: item.product.title,
      subtitle: item.product.subtitle,
      quantity: item.quantity,
      step,
      increaseDisabled: !availability.canAdd,
      picker,
      maxQuantity: availability.maxQuantity,
      lineTotal: amount.amount,
      lineTotalOriginal: amount.original,
      // While a calculation is on its way the amount is quantity × unit price, not yet marked (the popup is updating).
      notUpdated: !amount.current && cartStatus !== 'updating',
      substitute: item.substitute,
      canSlice: item.product.isBreadAndCanSlice,
      shouldSlice: item.shouldSlice,
      notInStore: item.doesNotExistInCurrentStore,
      notice: said.notice,
      labels: said.labels,
      image: productImageView(item.product, 'small', display.imageOrigins),
      promotionName: deals.promotionName,
      couponActive: deals.couponActive,
      saving: lineSaving(item.lineTotal, item.lineTotalOriginal),
      showsPrice: display.prices ?? true,
    };
  });
}

/** The popup's word on the member's order that can still be changed, outside its edit (see `CartPopupView.newOrderNote`). */
function newOrderNote(input: CartPopupInput, now: Date): CartPopupView['newOrderNote'] {
  if (input.memberOrders === null || input.editPickupCode !== null || input.cart.items.length === 0) {
    return null;
  }
  const order = nextEditableOrder(input.memberOrders, now);
  const deadline = order === null ? null : orderEditDeadline(order);
  if (order === null || deadline === null) {
    return null;
  }
  return {
    lead: input.texts.cartIsNewOrder,
    body: formatText(input.texts.editOrderBody, { pickupCode: order.pickupCode, deadline: formatEditDeadline(new Date(deadline)) }),
    orderId: orderIdOf(order),
  };
}

/**
 * The cart popup at `now`: its lines, notices and messages. `siteOrigin` (the page's `location.origin`) makes the
 * shared-cart link absolute; without it there is no link.
 */
export function cartPopupView(input: CartPopupInput, now: Date, siteOrigin = ''): CartPopupView {
  const { cart, texts } = input;
  const windows = input.windowDays.flatMap((day) => day.handoverWindows);
  const removed = cart.removed;
  // The same threshold as the picker's option subtitle and 'Husk!' reminder (minimumPurchaseThreshold).
  const minimum = minimumPurchaseThreshold({
    option: input.handoverOption,
    calculatorMinimum: cart.minimumPurchase,
    cartIsEmpty: cart.items.length === 0,
  });
  return {
    lines: cartLinesView(cart.items, input.originalOrderItems, texts, now, cart.status, input.display, input.quantityPicker),
    itemCount: countCartUnits(cart.items),
    restrictedNotices: restrictedCartNotices(
      cart.items.map((item) => ({ ean: item.ean, title: item.product.title, restrictions: productRestrictions(item.product, windows) })),
      texts,
    ),
    removedItemText: removed === null ? null : removedLineText(removed.item, texts),
    minimumPurchaseText: minimum === null ? null : minimumPurchaseMessage(input.handoverType, minimum, cart.totals.calculatorTotal, texts),
    shareHref:
      input.sharedCartPath === null
        ? null
        : sharedCartHref({ sharingCart: true, path: input.sharedCartPath, persistedId: cart.persistedId, origin: siteOrigin }),
    bagOptions: bagOptionsView(BAG_TYPES, cart.breakdown?.optionPrices ?? null, texts),
    serviceFeeOptions: serviceFeeOptionsView(offeredServiceFeeTypes(input.corporate), cart.breakdown?.optionPrices ?? null, texts),
    summary: cartSummaryView({ cart, currentKey: input.calculationKey, handoverType: input.handoverType, texts }),
    editingOrder:
      input.editDeadline === null || input.editPickupCode === null
        ? null
        : { pickupCode: input.editPickupCode, deadlineText: formatEditDeadline(new Date(input.editDeadline)) },
    newOrderNote: newOrderNote(input, now),
    durabilityText: input.display?.durabilityInfo === true && cart.items.length > 0 ? texts.durabilityGuarantee : null,
    unavailableItems: unavailableCartItems({ cart }).map((item) => ({
      ean: item.ean,
      title: item.product.title,
      subtitle: item.product.subtitle,
      image: productImageView(item.product, 'small', (input.display ?? NO_IMAGES).imageOrigins),
    })),
  };
}
