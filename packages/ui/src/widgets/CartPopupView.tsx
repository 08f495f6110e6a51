import type { AsyncStatus, CartItem, CartTotals } from '@kurv/core/domain';
import { formatItemCount, formatPrice, formatWeight } from '@kurv/core/format';
import { formatText, type Texts } from '@kurv/core/texts';
import { AlertBanner } from '../kit/AlertBanner';
import { Button } from '../kit/Button';
import { Modal } from '../kit/Modal';
import { QuantityStepper } from './QuantityStepper';

export interface CartPopupViewProps {
  open: boolean;
  items: readonly CartItem[];
  totals: CartTotals;
  itemCount: number;
  status: AsyncStatus;
  errorText: string | null;
  storeName: string | null;
  checkoutHref: string;
  texts: Texts;
  onClose: () => void;
  onChangeQuantity: (ean: string, quantity: number) => void;
  onDismissError: () => void;
}

/** The cart popup: the lines with steppers and prices, totals, and the way to checkout. */
export function CartPopupView({
  open,
  items,
  totals,
  itemCount,
  status,
  errorText,
  storeName,
  checkoutHref,
  texts,
  onClose,
  onChangeQuantity,
  onDismissError,
}: CartPopupViewProps) {
  const footer =
    items.length > 0 ? (
      <a className="kurv-button kurv-button--primary kurv-cart-popup__checkout" href={checkoutHref}>
        {texts.toCheckout}
      </a>
    ) : null;
  return (
    <Modal open={open} title={texts.cartTitle} closeLabel={texts.close} onClose={onClose} footer={footer}>
      {storeName ? <p className="kurv-cart-popup__store">{formatText(texts.selectedStore, { store: storeName })}</p> : null}
      {errorText !== null ? (
        <AlertBanner title={texts.alertTitleError} variant="error" dismissLabel={texts.close} onDismiss={onDismissError}>
          {errorText}
        </AlertBanner>
      ) : null}
      {items.length === 0 ? (
        <p className="kurv-cart-popup__empty">{texts.cartEmpty}</p>
      ) : (
        <ul className="kurv-cart-popup__items" aria-label={texts.itemsInCart}>
          {items.map((item) => {
            const title = item.product.title.trim() === '' ? texts.unknownProduct : item.product.title;
            return (
              <li key={item.id} className="kurv-cart-line">
                <div className="kurv-cart-line__text">
                  <p className="kurv-cart-line__title">{title}</p>
                  {item.product.subtitle ? <p className="kurv-cart-line__subtitle">{item.product.subtitle}</p> : null}
                </div>
                <QuantityStepper
                  quantity={item.quantity}
                  title={title}
                  texts={texts}
                  onIncrease={() => onChangeQuantity(item.ean, item.quantity + 1)}
                  onDecrease={() => onChangeQuantity(item.ean, item.quantity - 1)}
                />
                <p className="kurv-cart-line__price">
                  {item.lineTotal === null ? '–' : formatPrice(item.lineTotal)}
                  {item.lineTotalOriginal !== null ? (
                    <s className="kurv-cart-line__original">
                      {formatText(texts.originalPrice, { price: formatPrice(item.lineTotalOriginal) })}
                    </s>
                  ) : null}
                </p>
                <Button
                  variant="secondary"
                  className="kurv-cart-line__remove"
                  aria-label={`${texts.removeItem}: ${title}`}
                  onClick={() => onChangeQuantity(item.ean, 0)}
                >
                  {texts.removeItem}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <dl className="kurv-cart-popup__totals" aria-busy={status === 'updating'}>
        <div>
          <dt>{formatItemCount(itemCount, texts)}</dt>
          <dd>{formatWeight(totals.totalWeight)}</dd>
        </div>
        <div className="kurv-cart-popup__total">
          <dt>{texts.totalToPay}</dt>
          <dd>{formatPrice(totals.totalToPay)}</dd>
        </div>
      </dl>
      {status === 'updating' ? (
        <p className="kurv-visually-hidden" role="status">
          {texts.cartUpdating}
        </p>
      ) : null}
    </Modal>
  );
}
