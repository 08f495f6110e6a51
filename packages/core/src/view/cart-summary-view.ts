import type { BagType, CartOptionPrices, ServiceFeeType } from '../domain/cart';
import type { HandoverType } from '../domain/store';
import { formatPrice } from '../format/number';
import type { CartState } from '../store/cart/cart-state';
import type { Texts } from '../texts/nb';
import { formatText } from '../texts/texts';

/** Which amount a summary line is. */
export type CartSummaryLineKind = 'items' | 'discounts' | 'bag' | 'service' | 'handover' | 'totalToPay';

/** One line of the cart summary: a label and its amount as shown. */
export interface CartSummaryLineView {
  kind: CartSummaryLineKind;
  label: string;
  amount: number;
  /** The amount as shown: formatPrice, savings with a leading minus sign ('−12,00 kr'). */
  amountText: string;
  /** The amount is the last calculation's and the cart has changed since (a failed calculation): marked not updated. */
  notUpdated: boolean;
}

/** The cart summary: every amount from the calculator's answer, and whether they are current. */
export interface CartSummaryView {
  /** The items' sum, the savings (when any), the bag fee, the service fee (when any), the window's price (when chosen). */
  lines: CartSummaryLineView[];
  /** 'Å betale': beside 'Til kassen' and in the checkout popup as well. */
  totalToPay: CartSummaryLineView;
  /** Every amount is the last calculation's and the cart has changed since. */
  notUpdated: boolean;
  /** Said once above the amounts when they are not updated; null otherwise. */
  notUpdatedText: string | null;
}

/** What the summary reads: the cart as the store keeps it and the key of the cart as it is now. */
export interface CartSummaryInput {
  cart: Pick<CartState, 'items' | 'totals' | 'fees' | 'breakdown' | 'status'>;
  /** cartCalculationKey of the cart now; null when it cannot be told yet (no user loaded): the amounts count as current. */
  currentKey: string | null;
  handoverType: HandoverType;
  texts: Texts;
}

/** A saving shown as a deduction, with the minus sign (U+2212) of typeset amounts. */
function deductionText(amount: number): string {
  return `\u2212${formatPrice(amount)}`;
}

/**
 * The cart popup's summary (issue 17): items' sum (before savings), savings (offers, mix-and-match and coupons: each
 * line's total before and after them, as the calculator answered), the bag fee, the service fee, the price of the chosen
 * window for this cart, and the total to pay, each from the last calculation; itemsTotal − savings + fees = total to pay.
 * While a calculation is on its way nothing is marked (the popup says it is updating); when the cart has changed since
 * the last calculation and none is on its way (it failed), every amount is marked not updated (the spec has no words for
 * it: ours are 'ikke oppdatert' on each amount and a sentence above them).
 */
export function cartSummaryView(input: CartSummaryInput): CartSummaryView {
  const { cart, texts } = input;
  const breakdown = cart.breakdown ?? null;
  const stale = breakdown === null || (input.currentKey !== null && breakdown.pricedFor !== input.currentKey);
  const notUpdated = stale && cart.status !== 'updating';
  const line = (kind: CartSummaryLineKind, label: string, amount: number, amountText = formatPrice(amount)): CartSummaryLineView => ({
    kind,
    label,
    amount,
    amountText,
    notUpdated,
  });
  const discount = breakdown?.discount ?? 0;
  const lines: CartSummaryLineView[] = [line('items', texts.subtotal, breakdown?.itemsTotal ?? cart.totals.calculatorTotal)];
  if (discount > 0) {
    lines.push(line('discounts', texts.discounts, discount, deductionText(discount)));
  }
  lines.push(line('bag', texts.bagFee, cart.fees.bag));
  if (cart.fees.service > 0) {
    lines.push(line('service', texts.serviceFee, cart.fees.service));
  }
  const handover = cart.fees.handover ?? null;
  if (handover !== null) {
    lines.push(line('handover', input.handoverType === 'Delivery' ? texts.handoverFeeDelivery : texts.handoverFeeStore, handover));
  }
  return {
    lines,
    totalToPay: line('totalToPay', texts.totalToPay, cart.totals.totalToPay),
    notUpdated,
    notUpdatedText: notUpdated ? texts.summaryNotUpdated : null,
  };
}

/** A radio option of the order options: the type and its label, with its price when the calculator has told it. */
export interface PricedOptionView<Type extends string> {
  value: Type;
  label: string;
}

/**
 * Each bag type with its price per bag ('Plastpose, 2,00 kr per stk'), so no option adds an amount the shopper cannot
 * see; the plain label until a calculation has told the prices.
 */
export function bagOptionsView(types: readonly BagType[], prices: CartOptionPrices | null, texts: Texts): PricedOptionView<BagType>[] {
  return types.map((type) => {
    const label = texts[`bagType${type}`];
    const price = prices?.bagTypes[type];
    return { value: type, label: price === undefined ? label : formatText(texts.bagOptionWithPrice, { label, price: formatPrice(price) }) };
  });
}

/** Each service fee type with its price per order ('Faktura, 39,00 kr'); the plain label until the prices are told. */
export function serviceFeeOptionsView(
  types: readonly ServiceFeeType[],
  prices: CartOptionPrices | null,
  texts: Texts,
): PricedOptionView<ServiceFeeType>[] {
  return types.map((type) => {
    const label = texts[`serviceFee${type}`];
    const price = prices?.serviceFeeTypes[type];
    return {
      value: type,
      label: price === undefined ? label : formatText(texts.serviceFeeOptionWithPrice, { label, price: formatPrice(price) }),
    };
  });
}
