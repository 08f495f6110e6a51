import type { BagType, ServiceFeeType, SubstitutePreference } from '../domain/cart';
import type { PaymentChoice } from '../domain/payment';
import type { HandoverType } from '../domain/store';
import { formatEditDeadline } from '../format/date';
import { formatPrice, formatWeight } from '../format/number';
import { cartLineAmount } from '../rules/cart-amounts';
import { countCartUnits } from '../rules/cart-count';
import type { CoverageResult } from '../rules/handover/handover-types';
import { orderIdOf } from '../rules/order-edit';
import { currentCalculationKey } from '../store/selectors';
import type { ShopState } from '../store/shop-state';
import { allTexts } from '../texts/part-texts';
import { type CartSummaryLineView, cartSummaryView } from './cart-summary-view';

/** One line of the cart as `window.kurv.getCart()` gives it to the site's checkout page. */
export interface HostCartLine {
  ean: string;
  title: string;
  subtitle: string;
  quantity: number;
  /** The line's amount as the cart popup shows it (the calculator's, else quantity × unit price). */
  lineTotal: number;
  /** The amount as the cart popup writes it ('49,80 kr'). */
  lineTotalText: string;
  /** The line's amount before offers, when an offer lowered it; else null. */
  lineTotalOriginal: number | null;
  /** The shopper accepts a substitute for this line. */
  substitute: boolean;
  shouldSlice: boolean;
}

/** One amount of the summary: the cart popup's label, the amount and the amount as written ('−12,00 kr' for savings). */
export type HostCartSummaryLine = Pick<CartSummaryLineView, 'kind' | 'label' | 'amount' | 'amountText'>;

/** The summary the cart popup shows: the same labels, amounts and order, from the last calculation. */
export interface HostCartSummary {
  /** The items' sum, the savings (when any), the bag fee, the service fee (when any), the window's price (when chosen). */
  lines: HostCartSummaryLine[];
  /** 'Å betale'. */
  totalToPay: HostCartSummaryLine;
  /** The cart's weight as the popup writes it ('1,2 kg', '500 g'). */
  weightText: string;
  /** The amounts are the last calculation's and the cart has changed since: the popup's sentence, else null. */
  notUpdatedText: string | null;
}

/** The saved handover: how and where the shopper gets the goods. */
export interface HostCartHandover {
  handoverType: HandoverType;
  /** The picking store's GLN and the pickup place's (a store's own, or a pickup point's). */
  storeGln: string;
  pickupGln: string;
  /** The pickup place's name (pickup), as the picker's trigger names it. */
  storeName: string;
  /** Delivery: the address the goods go to ('Karl Johans gate 1, 0154 Oslo'); null for pickup. */
  deliveryAddress: string | null;
}

/** The chosen handover window (ISO instants), or null until one is chosen. */
export interface HostCartWindow {
  windowId: string;
  from: string;
  to: string;
  /** When the shopper can pick up (pickup windows), else the window's own times. */
  customerPickupFrom: string | null;
  customerPickupTo: string | null;
  deadline: string | null;
  /** The handover product (its EAN) the window's price is for. */
  product: string | null;
}

/**
 * Spec section 7's coverage answer for the saved delivery address, in kroner: what a checkout page may tell the shopper
 * about delivery there.
 */
export interface HostCartCoverage {
  /** The lowest delivery price at this address. */
  bestPrice: number;
  /** The cart total from which the lowest delivery price applies. */
  bestPriceThreshold: number;
  /** The least cart total delivered to this address. */
  deliveryThreshold: number;
}

/** The order being changed (spec section 4, edit mode), or null for a new order. */
export interface HostCartOrder {
  /** Its ngOrderId, else its mwOrderId: what `changeOrder` and the order calls take. */
  orderId: string;
  ngOrderId: string | null;
  mwOrderId: string | null;
  pickupCode: string;
  /** ISO end of the edit window, and as the widgets write it ('23.11 12.00'). */
  deadline: string | null;
  deadlineText: string | null;
}

/** What `window.kurv.getCart()` and `subscribeCart` give a checkout page: the client order as the widgets hold it. */
export interface HostCart {
  lines: HostCartLine[];
  /** How many units the badge counts. */
  itemCount: number;
  summary: HostCartSummary;
  /** The cart is being calculated: the amounts follow when it is done (a listener is called again). */
  updating: boolean;
  handover: HostCartHandover | null;
  window: HostCartWindow | null;
  payment: PaymentChoice;
  bagType: BagType | null;
  serviceFeeType: ServiceFeeType | null;
  substitutePreference: SubstitutePreference;
  substituteComment: string;
  /** The order being edited, or null. */
  order: HostCartOrder | null;
  /**
   * The delivery coverage of the saved delivery address (`handover.deliveryAddress`), read from the platform once per
   * address; null for pickup, without an address, when the platform does not cover it or its answer has not come (a
   * `subscribeCart` listener is called again when it comes).
   */
  deliveryCoverage: HostCartCoverage | null;
}

/** The parts of the state a HostCart is made of: the view changes only when one of them does (compare each by reference). */
export function hostCartInputs(state: ShopState): readonly unknown[] {
  return [state.cart, state.user.extendedUser, state.order.edit, state.settings];
}

const summaryLine = ({ kind, label, amount, amountText }: CartSummaryLineView): HostCartSummaryLine => ({
  kind,
  label,
  amount,
  amountText,
});

/**
 * The client order as a checkout page reads it: the cart popup's lines and summary, the handover, payment and order
 * edit, and the saved delivery address's coverage as read (`coverage`, null when none was read).
 */
export function hostCartView(state: ShopState, coverage: CoverageResult | null = null): HostCart {
  const { cart, order } = state;
  const user = state.user.extendedUser;
  const info = user?.handoverInfo ?? null;
  const texts = allTexts(state.settings);
  const handoverType = info?.handoverType ?? 'Store';
  const summary = cartSummaryView({ cart, currentKey: user === null ? null : currentCalculationKey(state), handoverType, texts });
  const delivery = info?.deliveryInfo ?? null;
  const editing = order.edit.status === 'success' ? order.edit.order : null;
  return {
    lines: cart.items.map((item) => {
      const amount = cartLineAmount(item);
      return {
        ean: item.ean,
        title: item.product.title,
        subtitle: item.product.subtitle,
        quantity: item.quantity,
        lineTotal: amount.amount,
        lineTotalText: formatPrice(amount.amount),
        lineTotalOriginal: amount.original,
        substitute: item.substitute,
        shouldSlice: item.shouldSlice,
      };
    }),
    itemCount: countCartUnits(cart.items),
    summary: {
      lines: summary.lines.map(summaryLine),
      totalToPay: summaryLine(summary.totalToPay),
      weightText: formatWeight(cart.totals.totalWeight),
      notUpdatedText: summary.notUpdatedText,
    },
    updating: cart.status === 'updating',
    handover:
      user === null || info === null
        ? null
        : {
            handoverType,
            storeGln: user.store.gln,
            pickupGln: user.store.pickupGln,
            storeName: user.store.name,
            deliveryAddress:
              handoverType === 'Delivery' && delivery !== null
                ? [delivery.address, [delivery.postalCode, delivery.city].filter(Boolean).join(' ')].filter(Boolean).join(', ')
                : null,
          },
    window:
      info?.windowId && info.from && info.to
        ? {
            windowId: info.windowId,
            from: info.from,
            to: info.to,
            customerPickupFrom: info.customerPickupFrom ?? null,
            customerPickupTo: info.customerPickupTo ?? null,
            deadline: info.deadline ?? null,
            product: info.product ?? null,
          }
        : null,
    payment: { ...cart.payment },
    bagType: cart.bagType,
    serviceFeeType: cart.serviceFeeType,
    substitutePreference: cart.substitutePreference,
    substituteComment: cart.substituteComment,
    order:
      editing === null
        ? null
        : {
            orderId: orderIdOf(editing),
            ngOrderId: editing.ngOrderId,
            mwOrderId: editing.mwOrderId,
            pickupCode: editing.pickupCode,
            deadline: order.edit.deadline,
            deadlineText: order.edit.deadline === null ? null : formatEditDeadline(new Date(order.edit.deadline)),
          },
    deliveryCoverage:
      coverage === null || handoverType !== 'Delivery' || delivery === null
        ? null
        : {
            bestPrice: coverage.bestPrice,
            bestPriceThreshold: coverage.bestPriceThreshold,
            deliveryThreshold: coverage.deliveryThreshold,
          },
  };
}
