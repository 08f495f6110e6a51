import { formatItemCount, formatWeight } from '@kurv/core/format';
import { isSafeHref } from '@kurv/core/rules';
import { formatText } from '@kurv/core/texts';
import { useLayoutEffect, useRef } from 'react';
import { AlertBanner } from '../../kit/AlertBanner';
import { Button } from '../../kit/Button';
import { Modal } from '../../kit/Modal';
import { STEPPER_VALUE_SELECTOR } from '../shared/QuantityStepper';
import { CartLineItem } from './CartLineItem';
import { CartOptions } from './CartOptions';
import { CartSummary, TotalToPay, UpdatingText } from './CartSummary';
import type { CartPopupViewProps } from './cart-popup-view-props';
import { RestrictedCartNoticesView } from './RestrictedCartNoticesView';

/**
 * The cart popup (spec section 2, "Cart and order dialogs"): the store, errors, the removed-item banner with 'Angre',
 * the restricted-cart notices, the lines with steppers, prices and their substitute and slicing choices, the
 * minimum-purchase message, the bag, service fee and substitute options with their prices, the share link, and in the
 * footer the summary of the amounts with the total to pay beside the way to checkout.
 */
export function CartPopupView({
  open,
  lines,
  totals,
  summary,
  itemCount,
  status,
  errorText,
  storeName,
  checkoutHref,
  shareHref,
  restrictedNotices,
  removedItemText,
  minimumPurchaseText,
  durabilityText = null,
  bagType,
  bagOptions,
  serviceFeeType,
  serviceFeeOptions,
  substituteComment,
  texts,
  onClose,
  onChangeQuantity,
  onRemove,
  onUndoRemove,
  onToggleSubstitute,
  onToggleSlice,
  onChangeBagType,
  onChangeServiceFeeType,
  onChangeSubstituteComment,
  onDismissError,
  onCheckout,
  editingOrder = null,
  onStopEditing,
  newOrderNote = null,
  onChangeOrder,
  onRetry,
  contentShown = true,
}: CartPopupViewProps) {
  const hasLines = lines.length > 0;
  const updating = status === 'updating';
  const itemsRef = useRef<HTMLUListElement>(null);
  const removedRef = useRef<HTMLDivElement>(null);
  // Where the focus goes once the shopper's own removal or 'Angre' shows: the control they used has gone with it.
  const focusIntent = useRef<{ kind: 'removed'; ean: string; index: number } | { kind: 'restored'; ean: string } | null>(null);
  const lastRemoved = useRef<string | null>(null);
  const removing = (ean: string) => {
    const index = lines.findIndex((line) => line.ean === ean);
    if (index !== -1) {
      focusIntent.current = { kind: 'removed', ean, index };
      lastRemoved.current = ean;
    }
  };
  const changeQuantity = (ean: string, quantity: number) => {
    if (quantity <= 0) {
      removing(ean);
    }
    onChangeQuantity(ean, quantity);
  };
  const remove = (ean: string) => {
    removing(ean);
    onRemove(ean);
  };
  const undo = () => {
    focusIntent.current = lastRemoved.current === null ? null : { kind: 'restored', ean: lastRemoved.current };
    onUndoRemove();
  };
  const lineControl = (ean: string | undefined) => {
    const line = ean === undefined ? null : itemsRef.current?.querySelector(`[data-ean="${CSS.escape(ean)}"]`);
    return line?.querySelector<HTMLElement>(`${STEPPER_VALUE_SELECTOR}, .kurv-quantity-dropdown__select`) ?? null;
  };
  // Runs after the dialog's own check (a child's effect runs first), which put a lost focus on the title: this moves it
  // on to where the shopper's action leads. A removal: its 'Angre'; without one, the line now in its place or the one
  // before; without lines, the title stays. 'Angre': the restored line's quantity.
  useLayoutEffect(() => {
    const intent = focusIntent.current;
    if (intent === null || lines.some((line) => line.ean === intent.ean) !== (intent.kind === 'restored')) {
      return;
    }
    focusIntent.current = null;
    if (intent.kind === 'restored') {
      lineControl(intent.ean)?.focus();
      return;
    }
    const undoButton = removedRef.current?.querySelector<HTMLElement>('button');
    const next = undoButton ?? lineControl(lines[Math.min(intent.index, lines.length - 1)]?.ean);
    next?.focus();
  });
  // The summary stays in view in the footer, the total to pay beside 'Til kassen' (issue 17: the bag fee that makes
  // the badge's amount was below the fold).
  const footer = hasLines ? (
    <div className="kurv-cart-popup__footer kurv-pending" aria-busy={updating}>
      {/* Its amounts are the last answer's until the calculation on its way answers (0,00 kr after a first add). */}
      {updating ? <UpdatingText text={texts.cartUpdating} readElsewhere /> : null}
      <CartSummary summary={summary} weightText={formatWeight(totals.totalWeight)} texts={texts} />
      {durabilityText === null ? null : <p className="kurv-cart-popup__durability">{durabilityText}</p>}
      <div className="kurv-cart-popup__checkout-row">
        <TotalToPay line={summary.totalToPay} texts={texts} className="kurv-cart-popup__pay" />
        <a className="kurv-button kurv-button--primary kurv-cart-popup__checkout" href={checkoutHref} onClick={onCheckout}>
          {texts.toCheckout}
        </a>
      </div>
    </div>
  ) : null;
  return (
    <Modal
      open={open}
      title={texts.cartTitle}
      closeLabel={texts.close}
      onClose={onClose}
      footer={contentShown ? footer : null}
      layout="sheet"
    >
      {/* Nothing but the frame and the title on the press's own paint when the container asks for it (contentShown). */}
      {contentShown ? (
        <>
          {storeName ? <p className="kurv-cart-popup__store">{formatText(texts.selectedStore, { store: storeName })}</p> : null}
          {editingOrder !== null ? (
            <AlertBanner title={texts.alertTitleInfo} variant="info">
              <p>{formatText(texts.editingOrder, { pickupCode: editingOrder.pickupCode })}</p>
              <p>{formatText(texts.editingOrderUntil, { deadline: editingOrder.deadlineText })}</p>
              {onStopEditing ? (
                <Button variant="secondary" onClick={onStopEditing}>
                  {texts.stopEditingOrder}
                </Button>
              ) : null}
            </AlertBanner>
          ) : null}
          {newOrderNote !== null ? (
            <AlertBanner title={texts.alertTitleInfo} variant="info">
              <p>{newOrderNote.lead}</p>
              <p>{newOrderNote.body}</p>
              {onChangeOrder ? (
                <Button variant="secondary" onClick={() => onChangeOrder(newOrderNote.orderId)}>
                  {texts.editOrder}
                </Button>
              ) : null}
            </AlertBanner>
          ) : null}
          {errorText !== null ? (
            <AlertBanner
              title={texts.alertTitleError}
              variant="error"
              dismissLabel={texts.close}
              onDismiss={onDismissError}
              retryLabel={onRetry ? texts.retry : undefined}
              onRetry={onRetry}
            >
              {errorText}
            </AlertBanner>
          ) : null}
          <div
            ref={removedRef}
            className={removedItemText === null ? 'kurv-cart-removed' : 'kurv-alert kurv-alert--info kurv-cart-removed'}
          >
            {/* Always present, so the removal is announced when its text arrives. */}
            <div role="status" className="kurv-cart-removed__status">
              {removedItemText === null ? null : <p className="kurv-cart-removed__text">{removedItemText}</p>}
            </div>
            {removedItemText === null ? null : (
              <div className="kurv-alert__actions">
                <Button variant="secondary" className="kurv-cart-removed__undo" onClick={undo}>
                  {texts.undo}
                </Button>
              </div>
            )}
          </div>
          {restrictedNotices !== null ? <RestrictedCartNoticesView notices={restrictedNotices} texts={texts} onRemove={remove} /> : null}
          {hasLines ? (
            <>
              <p className="kurv-cart-popup__count">{formatItemCount(itemCount, texts)}</p>
              <ul className="kurv-cart-popup__items" ref={itemsRef} aria-label={texts.itemsInCart} aria-busy={updating}>
                {lines.map((line) => (
                  <CartLineItem
                    key={line.ean}
                    line={line}
                    texts={texts}
                    onChangeQuantity={changeQuantity}
                    onRemove={remove}
                    onToggleSubstitute={onToggleSubstitute}
                    onToggleSlice={onToggleSlice}
                  />
                ))}
              </ul>
            </>
          ) : (
            <p className="kurv-cart-popup__empty">{texts.cartEmpty}</p>
          )}
          {minimumPurchaseText !== null ? (
            <AlertBanner title={texts.alertTitleWarning} variant="warning">
              {minimumPurchaseText}
            </AlertBanner>
          ) : null}
          {hasLines ? (
            <>
              <CartOptions
                bagType={bagType}
                bagOptions={bagOptions}
                serviceFeeType={serviceFeeType}
                serviceFeeOptions={serviceFeeOptions}
                substituteComment={substituteComment}
                texts={texts}
                onChangeBagType={onChangeBagType}
                onChangeServiceFeeType={onChangeServiceFeeType}
                onChangeSubstituteComment={onChangeSubstituteComment}
              />
              {shareHref !== null && isSafeHref(shareHref) ? (
                <a className="kurv-cart-popup__share" href={shareHref}>
                  {texts.shareCart}
                </a>
              ) : null}
            </>
          ) : null}
          <p className="kurv-visually-hidden" role="status">
            {updating ? texts.cartUpdating : ''}
          </p>
        </>
      ) : null}
    </Modal>
  );
}
