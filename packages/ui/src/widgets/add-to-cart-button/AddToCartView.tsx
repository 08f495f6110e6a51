import { formatWeight } from '@kurv/core/format';
import { formatText, type Texts } from '@kurv/core/texts';
import { type ComponentType, type ReactNode, useCallback, useId, useLayoutEffect, useRef } from 'react';
import { Button } from '../../kit/Button';
import { focusableElements, focusIsLost } from '../../kit/focus';
import type { QuantityDropdownProps } from '../shared/QuantityDropdown';
import { QuantityStepper, STEPPER_VALUE_SELECTOR } from '../shared/QuantityStepper';
import { BonusBadge } from './BonusBadge';
import { LoginPromptOverlay } from './LoginPromptOverlay';

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
   * corporate users (spec section 6). The dropdown needs `onSetQuantity` and `dropdown`; without them the stepper shows.
   */
  picker?: 'stepper' | 'dropdown';
  /**
   * The dropdown (`QuantityDropdown`, from `@kurv/ui/quantity-dropdown`): passed in, so that a page whose users all get the
   * stepper does not load it; the element passes one it fetches when a user gets the dropdown.
   */
  dropdown?: ComponentType<QuantityDropdownProps>;
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
   * The anonymous login prompt (a `LoginPromptCard`, or null), shown as a non-modal dialog anchored below the button: an
   * overlay, so the host page's layout (the product card, its grid row) does not change. The container decides when it
   * shows (after the configured number of items, not dismissed in the last 30 days) and composes the card.
   */
  loginPrompt?: ReactNode;
  /**
   * The word that the cart cannot be saved on this device (its text comes with the part that shows it), or null; the
   * container shows it by the button of the change that could not be saved, once a page.
   */
  storageNotice?: ReactNode;
  /** The login prompt dialog's accessible name (the card's title, e.g. 'Har du Trumf?'). */
  loginPromptLabel?: string;
  /**
   * Move focus into the login prompt when it appears: the container says so when the shopper's own add here made it
   * appear (never for a change made elsewhere, which must not steal focus).
   */
  focusLoginPrompt?: boolean;
  /** Escape in the login prompt: closes it as its 'Ikke nå' does. Focus goes back to the quantity picker. */
  onDismissLoginPrompt?: () => void;
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
  dropdown: Dropdown,
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
  storageNotice = null,
  loginPromptLabel,
  focusLoginPrompt = false,
  onDismissLoginPrompt,
}: AddToCartViewProps) {
  const weightId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  // Back from the login prompt: the quantity picker (the add button when the product left the cart meanwhile).
  const returnFocus = useCallback(() => {
    const root = rootRef.current;
    const quantity = root?.querySelector<HTMLElement>('.kurv-add-to-cart__quantity');
    const target = (quantity ? focusableElements(quantity) : [])[0] ?? root?.querySelector<HTMLElement>('.kurv-add-to-cart__button');
    // After the prompt has left the document: focusing now would be undone by the removal.
    queueMicrotask(() => target?.focus());
  }, []);
  // The shopper's own change here (add, step, dropdown): the control they used may be replaced (the add button by the
  // stepper, the stepper by the add button at 0), and the focus must not fall to the page's body.
  const ownChange = useRef(false);
  const own =
    <Args extends unknown[]>(action: (...args: Args) => void) =>
    (...args: Args) => {
      ownChange.current = true;
      action(...args);
    };
  useLayoutEffect(() => {
    if (!ownChange.current) {
      return;
    }
    ownChange.current = false;
    const root = rootRef.current;
    if (!root || !focusIsLost(root)) {
      return;
    }
    // The quantity's value control (the stepper's spinbutton, the dropdown), else the add button.
    const target =
      root.querySelector<HTMLElement>(`${STEPPER_VALUE_SELECTOR}, .kurv-quantity-dropdown__select`) ??
      root.querySelector<HTMLElement>('.kurv-add-to-cart__button');
    target?.focus();
  }, [quantity, blockedText]);
  const showsWeight = soldByWeight && unitWeight !== undefined && unitWeight > 0 && quantity > 0;
  return (
    <div className="kurv-add-to-cart" ref={rootRef}>
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
          {picker === 'dropdown' && onSetQuantity && Dropdown ? (
            <Dropdown
              quantity={quantity}
              title={title ?? ''}
              texts={texts}
              max={dropdownMax}
              step={step}
              maxQuantity={maxQuantity}
              increaseDisabled={increaseDisabled}
              onSetQuantity={own(onSetQuantity)}
              describedBy={showsWeight ? weightId : undefined}
            />
          ) : (
            <QuantityStepper
              quantity={quantity}
              title={title ?? ''}
              texts={texts}
              onIncrease={own(onIncrease)}
              onDecrease={own(onDecrease)}
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
          onClick={own(onAdd)}
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
      {storageNotice === null ? null : (
        <p className="kurv-add-to-cart__notice" role="status">
          {storageNotice}
        </p>
      )}
      {/* The anchor of the prompt, below the button; absolutely placed, so neither it nor the prompt takes room in the
          page. A polite live region (always present, so an arrival is announced) reads a prompt that did not take the
          focus. Not role="status": the card holds links and buttons, and the notice above is the view's status. */}
      <div className="kurv-add-to-cart__prompt-anchor" aria-live="polite">
        {loginPrompt === null ? null : (
          <LoginPromptOverlay
            label={loginPromptLabel}
            focusOnMount={focusLoginPrompt}
            onEscape={onDismissLoginPrompt}
            onFocusReturn={returnFocus}
          >
            {loginPrompt}
          </LoginPromptOverlay>
        )}
      </div>
    </div>
  );
}
