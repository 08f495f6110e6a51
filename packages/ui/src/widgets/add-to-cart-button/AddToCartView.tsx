import { formatWeight } from '@kurv/core/format';
import { formatText } from '@kurv/core/texts';
import { useCallback, useId, useLayoutEffect, useRef } from 'react';
import { Button } from '../../kit/Button';
import { focusableElements, focusIsLost } from '../../kit/focus';
import { QuantityStepper, STEPPER_VALUE_SELECTOR } from '../shared/QuantityStepper';
import type { AddToCartViewProps } from './add-to-cart-view-props';
import { BonusBadge } from './BonusBadge';

export type { AddToCartViewProps } from './add-to-cart-view-props';

/** The add-to-cart button, then a quantity stepper (or dropdown) after the first add. */
export function AddToCartView({
  title,
  quantity,
  blockedText,
  errorText,
  noticeText = null,
  labels = [],
  increaseDisabled = false,
  adding = false,
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
  loginPromptOverlay: LoginPromptOverlay,
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
      {/* The badges come with the product's data, after the first render: laid over the page above the button, so
          that their arrival does not make the tile taller (issue 38). */}
      <div className="kurv-add-to-cart__badges">
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
      </div>
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
          className="kurv-add-to-cart__button kurv-waits"
          aria-label={title ? formatText(texts.addToCartNamed, { title }) : undefined}
          disabled={increaseDisabled}
          // Not the kit's `busy`: that disables the button, and a disabled button loses the keyboard's focus.
          aria-busy={adding || undefined}
          onClick={own(onAdd)}
        >
          {/* One line, cut with an ellipsis in a narrow tile: the button keeps the control height (issue 38). */}
          <span className="kurv-add-to-cart__button-text">{texts.addToCart}</span>
        </Button>
      )}
      {/* The notices and errors of a press, laid over the page below the button as the login prompt is: their arrival
          does not push the tile's content or the tiles below (issue 38). */}
      {(noticeText !== null && blockedText === null) || errorText !== null || storageNotice !== null ? (
        <div className="kurv-add-to-cart__messages">
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
        </div>
      ) : null}
      {/* The anchor of the prompt, below the button; absolutely placed, so neither it nor the prompt takes room in the
          page. A polite live region (always present, so an arrival is announced) reads a prompt that did not take the
          focus. Not role="status": the card holds links and buttons, and the notice above is the view's status. */}
      <div className="kurv-add-to-cart__prompt-anchor" aria-live="polite">
        {loginPrompt === null || LoginPromptOverlay === undefined ? null : (
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
