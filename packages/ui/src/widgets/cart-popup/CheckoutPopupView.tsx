import type { Texts } from '@kurv/core/texts';
import type { CartLineView, CartSummaryLineView } from '@kurv/core/view';
import type { MouseEvent } from 'react';
import { AlertBanner } from '../../kit/AlertBanner';
import { Button } from '../../kit/Button';
import { Modal } from '../../kit/Modal';
import { TotalToPay, UpdatingText } from './CartSummary';
import { ProductImage } from './ProductImage';
import { productTitle } from './product-title';

export interface CheckoutPopupViewProps {
  open: boolean;
  /** The chosen handover as one line (type, place, day and times); null when none is chosen. */
  handoverSummary: string | null;
  /** 'Å betale' as the cart summary shows it (cartSummaryView), marked when not updated. */
  totalToPay: CartSummaryLineView;
  /** Spec section 8: 'Du må handle for minst X kr ...'; null when the minimum is reached. */
  minimumPurchaseText: string | null;
  checkoutHref: string;
  texts: Texts;
  /** 'Velg levering eller henting': opens the handover picker. */
  onChooseHandover: () => void;
  /** 'Fortsett å handle', the close button and Escape. */
  onClose: () => void;
  /** The 'Gå til kassen' link was followed; it navigates unless the handler prevents it. */
  onCheckout?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** The cart's products, shown as a row of images with their quantities ('Varer i handlevognen'); none when absent. */
  lines?: readonly Pick<CartLineView, 'ean' | 'title' | 'quantity' | 'image'>[];
  /** A calculation is on its way: 'Å betale' is the last answer's, hidden under 'Oppdaterer handlevognen …' when slow. */
  updating?: boolean;
}

/**
 * The checkout popup (spec section 2, "Cart and order dialogs"): the chosen handover (or a prompt to choose one), the
 * minimum-purchase message, the cart's products as images, the total, and 'Gå til kassen' once a handover is chosen and the minimum is reached.
 */
export function CheckoutPopupView({
  open,
  handoverSummary,
  totalToPay,
  minimumPurchaseText,
  checkoutHref,
  texts,
  onChooseHandover,
  onClose,
  onCheckout,
  lines = [],
  updating = false,
}: CheckoutPopupViewProps) {
  const canCheckout = handoverSummary !== null && minimumPurchaseText === null;
  const footer = (
    <>
      {canCheckout ? (
        <a className="kurv-button kurv-button--primary kurv-checkout-popup__checkout" href={checkoutHref} onClick={onCheckout}>
          {texts.goToCheckout}
        </a>
      ) : null}
      <Button variant={canCheckout ? 'secondary' : 'primary'} onClick={onClose}>
        {texts.continueShopping}
      </Button>
    </>
  );
  return (
    <Modal open={open} title={texts.checkoutTitle} closeLabel={texts.close} onClose={onClose} footer={footer}>
      <div className="kurv-checkout-popup">
        <div className="kurv-checkout-popup__handover">
          {handoverSummary === null ? (
            <p className="kurv-checkout-popup__missing">{texts.checkoutHandoverMissing}</p>
          ) : (
            <p className="kurv-checkout-popup__summary">{handoverSummary}</p>
          )}
          <Button variant="secondary" aria-haspopup="dialog" onClick={onChooseHandover}>
            {texts.chooseHandover}
          </Button>
        </div>
        {minimumPurchaseText !== null ? (
          <AlertBanner title={texts.alertTitleWarning} variant="warning">
            {minimumPurchaseText}
          </AlertBanner>
        ) : null}
        {lines.length > 0 ? (
          <ul className="kurv-checkout-popup__items" aria-label={texts.itemsInCart}>
            {lines.map((line) => (
              <li key={line.ean} className="kurv-checkout-popup__item">
                <ProductImage image={line.image} className="kurv-checkout-popup__image" />
                <span className="kurv-checkout-popup__item-text">
                  {/* The image's alt names the product; without an image the name is said here. */}
                  {line.image ? null : <span className="kurv-visually-hidden">{productTitle(line.title, texts)} </span>}
                  <span className="kurv-checkout-popup__quantity">{`× ${line.quantity}`}</span>
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="kurv-pending" aria-busy={updating}>
          {updating ? <UpdatingText text={texts.cartUpdating} /> : null}
          <TotalToPay line={totalToPay} texts={texts} className="kurv-checkout-popup__totals" />
        </div>
      </div>
    </Modal>
  );
}
