import { formatWeight } from '@kurv/core/format';
import { formatText, type Texts } from '@kurv/core/texts';
import { type ReactNode, useId } from 'react';
import { Button } from '../kit/Button';
import { BonusBadge } from './add-to-cart/BonusBadge';
import { QuantityDropdown } from './add-to-cart/QuantityDropdown';
import { QuantityStepper } from './QuantityStepper';

export interface AddToCartViewProps {
  /** The product's title once known, else null (the button still works: the store loads it). */
  title: string | null;
  /** Units of the product in the cart; 0 shows the add button, more shows the stepper (or the dropdown). */
  quantity: number;
  /** A reason the product cannot be bought (e.g. 'Selges ikke på nett'); hides the buttons. */
  blockedText: string | null;
  /** A failed change of this product, shown as an alert. */
  errorText: string | null;
  texts: Pick<
    Texts,
    | 'addToCart'
    | 'addToCartNamed'
    | 'increaseQuantity'
    | 'decreaseQuantity'
    | 'quantityOf'
    | 'quantityChoose'
    | 'removeItem'
    | 'approximateWeight'
    | 'bonusPercentSuffix'
    | 'couponActive'
  >;
  /** A stock or limit message under the stepper (core's availabilityTexts); null for none. */
  noticeText?: string | null;
  /** Short labels on the product ('Kun 3 tilgjengelig', 'Maks antall per kunde', 'Bestillingsvare'). */
  labels?: readonly string[];
  /** A limit is reached: the add button and the stepper's increase are stopped (the dropdown offers nothing higher). */
  increaseDisabled?: boolean;
  onAdd: () => void;
  onIncrease: () => void;
  onDecrease: () => void;
  /**
   * The quantity picker once the product is in the cart: 'stepper' (default) or 'dropdown', the native select of
   * corporate users (spec section 6). The dropdown needs `onSetQuantity`; without it the stepper shows.
   */
  picker?: 'stepper' | 'dropdown';
  /** Called by the dropdown with the chosen quantity; 0 means take the product out of the cart. */
  onSetQuantity?: (quantity: number) => void;
  /** The highest quantity the dropdown offers (default 20). */
  dropdownMax?: number;
  /** The dropdown's distance between quantities: the product's unit rule (core's quantityStep; default 1). */
  step?: number;
  /** The greatest quantity the line may reach (core's availability maxQuantity); the dropdown offers nothing above. */
  maxQuantity?: number | null;
  /** The product is sold by weight: with `unitWeight`, the approximate weight shows next to the quantity. */
  soldByWeight?: boolean;
  /** Kilograms per piece of a product sold by weight. */
  unitWeight?: number;
  /**
   * The product's loyalty bonus in percent, shown as a badge ('10 % Trumf-bonus!'); null or absent for none. The
   * container passes it to loyalty members only, never to organisations (spec section 6). Needs `loyaltyProgramName`.
   */
  bonusPercent?: number | null;
  /** The product's promotion (promotionDisplayName, e.g. '3 for 2'), shown as a badge; null or absent for none. */
  promotionName?: string | null;
  /** The member's coupon on the product is active: 'Kupong aktivert' shows (the container honours the coupons flag). */
  couponActive?: boolean;
  /** The loyalty programme's name in the bonus text ({product}, e.g. 'Trumf'). */
  loyaltyProgramName?: string;
  /**
   * A slot below the button for the anonymous login prompt (a `LoginPromptCard`, or null). The container decides
   * when it shows (after the configured number of items, not dismissed in the last 30 days) and composes the card.
   */
  loginPrompt?: ReactNode;
}

/** The add-to-cart button, then a quantity stepper (or dropdown) after the first add. */
export function AddToCartView({
  title,
  quantity,
  blockedText,
  errorText,
  noticeText = null,
  labels = [],
  increaseDisabled = false,
  texts,
  onAdd,
  onIncrease,
  onDecrease,
  picker = 'stepper',
  onSetQuantity,
  dropdownMax,
  step,
  maxQuantity = null,
  soldByWeight = false,
  unitWeight,
  bonusPercent = null,
  promotionName = null,
  couponActive = false,
  loyaltyProgramName,
  loginPrompt = null,
}: AddToCartViewProps) {
  const weightId = useId();
  const showsWeight = soldByWeight && unitWeight !== undefined && unitWeight > 0 && quantity > 0;
  return (
    <div className="kurv-add-to-cart">
      {loyaltyProgramName !== undefined ? (
        <BonusBadge percent={bonusPercent} loyaltyProgramName={loyaltyProgramName} texts={texts} />
      ) : null}
      {promotionName || couponActive ? (
        <p className="kurv-add-to-cart__deals">
          {promotionName ? <span className="kurv-deal kurv-deal--promotion">{promotionName}</span> : null}
          {promotionName && couponActive ? <span className="kurv-visually-hidden">, </span> : null}
          {couponActive ? <span className="kurv-deal kurv-deal--coupon">{texts.couponActive}</span> : null}
        </p>
      ) : null}
      {labels.length > 0 ? (
        <ul className="kurv-add-to-cart__labels">
          {labels.map((label) => (
            <li key={label} className="kurv-add-to-cart__label">
              {label}
            </li>
          ))}
        </ul>
      ) : null}
      {blockedText !== null ? (
        <p className="kurv-add-to-cart__blocked">{blockedText}</p>
      ) : quantity > 0 ? (
        <div className="kurv-add-to-cart__quantity">
          {picker === 'dropdown' && onSetQuantity ? (
            <QuantityDropdown
              quantity={quantity}
              title={title ?? ''}
              texts={texts}
              max={dropdownMax}
              step={step}
              maxQuantity={maxQuantity}
              increaseDisabled={increaseDisabled}
              onSetQuantity={onSetQuantity}
              describedBy={showsWeight ? weightId : undefined}
            />
          ) : (
            <QuantityStepper
              quantity={quantity}
              title={title ?? ''}
              texts={texts}
              onIncrease={onIncrease}
              onDecrease={onDecrease}
              increaseDisabled={increaseDisabled}
            />
          )}
          {showsWeight ? (
            <span className="kurv-add-to-cart__weight" id={weightId}>
              {formatText(texts.approximateWeight, { weight: formatWeight(quantity * (unitWeight ?? 0)) })}
            </span>
          ) : null}
        </div>
      ) : (
        <Button
          variant="primary"
          className="kurv-add-to-cart__button"
          aria-label={title ? formatText(texts.addToCartNamed, { title }) : undefined}
          disabled={increaseDisabled}
          onClick={onAdd}
        >
          {texts.addToCart}
        </Button>
      )}
      {noticeText !== null && blockedText === null ? (
        <p className="kurv-add-to-cart__notice" role="status">
          {noticeText}
        </p>
      ) : null}
      {errorText !== null ? (
        <p className="kurv-add-to-cart__error" role="alert">
          {errorText}
        </p>
      ) : null}
      {/* The prompt appears after an add, while the shopper's focus is on the stepper: taking focus would break their
          flow, so a polite live region (always present, so the arrival is announced) reads the card once. Not
          role="status": the card holds links and buttons, and the notice above is the view's status. */}
      <div className="kurv-add-to-cart__prompt" aria-live="polite">
        {loginPrompt}
      </div>
    </div>
  );
}
