import type { CartItem, ServiceFeeType } from '../domain/cart';
import type { HandoverType } from '../domain/store';
import { formatEditDeadline } from '../format/date';
import { drugGroupQuantity, productAvailability, quantityStep } from '../rules/availability';
import { availabilityTexts } from '../rules/availability-texts';
import { countCartUnits } from '../rules/cart-count';
import { offeredServiceFeeTypes, type QuantityPickerKind, quantityPickerKind } from '../rules/cart-options';
import type { HandoverDay, HandoverOption } from '../rules/handover/handover-types';
import { minimumPurchaseThreshold } from '../rules/handover/minimum-purchase';
import { isCorporateUser } from '../rules/membership';
import { removedLineText } from '../rules/removed-item';
import { minimumPurchaseMessage, productRestrictions, type RestrictedCartNotices, restrictedCartNotices } from '../rules/restricted-cart';
import { sharedCartHref } from '../rules/shared-cart';
import type { CartState, ShopState } from '../store/index';
import { originalOrderItems, unavailableCartItems } from '../store/index';
import type { Texts } from '../texts/nb';
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
}

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
  serviceFeeTypes: readonly ServiceFeeType[];
  editingOrder: { pickupCode: string; deadlineText: string } | null;
  /** The lines the newly chosen store does not carry (the unavailable-products dialog shows while there are any). */
  unavailableItems: UnavailableProductView[];
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
    texts: settings.texts,
    sharedCartPath: settings.features.sharingCart ? settings.paths.sharedCart : null,
    handoverType,
    handoverOption: state.handover.options.list.find((option) => option.handoverType === handoverType) ?? null,
    corporate: isCorporateUser(user),
    quantityPicker: quantityPickerKind(isCorporateUser(user), settings.features),
    windowDays: state.handover.windows.days,
    originalOrderItems: originalOrderItems(state),
    editPickupCode: editing ? (order.edit.order?.pickupCode ?? '') : null,
    editDeadline: editing ? order.edit.deadline : null,
  };
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
  picker: QuantityPickerKind = 'stepper',
): CartLineView[] {
  return items.map((item) => {
    const step = quantityStep(item.product);
    const drug = item.product.drug;
    const availability = productAvailability({
      product: item.product,
      otherGroupQuantity: drug === null ? 0 : drugGroupQuantity(drug, item.ean, items),
      doesNotExistInCurrentStore: item.doesNotExistInCurrentStore,
      originalOrderItems: originalItems,
      desiredQuantity: item.quantity + step,
      now,
    });
    // The line says the per-order limit once: the notice at the limit, the label before it.
    const said = availabilityTexts(availability, item.product, { showsName: false, now, limitOnce: true }, texts);
    return {
      ean: item.ean,
      title: item.product.title,
      subtitle: item.product.subtitle,
      quantity: item.quantity,
      step,
      increaseDisabled: !availability.canAdd,
      picker,
      maxQuantity: availability.maxQuantity,
      lineTotal: item.lineTotal,
      lineTotalOriginal: item.lineTotalOriginal,
      substitute: item.substitute,
      canSlice: item.product.isBreadAndCanSlice,
      shouldSlice: item.shouldSlice,
      notInStore: item.doesNotExistInCurrentStore,
      notice: said.notice,
      labels: said.labels,
    };
  });
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
    lines: cartLinesView(cart.items, input.originalOrderItems, texts, now, input.quantityPicker),
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
    serviceFeeTypes: offeredServiceFeeTypes(input.corporate),
    editingOrder:
      input.editDeadline === null || input.editPickupCode === null
        ? null
        : { pickupCode: input.editPickupCode, deadlineText: formatEditDeadline(new Date(input.editDeadline)) },
    unavailableItems: unavailableCartItems({ cart }).map((item) => ({
      ean: item.ean,
      title: item.product.title,
      subtitle: item.product.subtitle,
    })),
  };
}
