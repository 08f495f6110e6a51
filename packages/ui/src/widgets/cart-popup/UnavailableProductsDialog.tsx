import type { HandoverType } from '@kurv/core/domain';
import { formatText, type Texts } from '@kurv/core/texts';
import type { UnavailableProductView } from '@kurv/core/view';
import { Button } from '../../kit/Button';
import { Modal } from '../../kit/Modal';
import { ProductImage } from './ProductImage';
import { productTitle } from './product-title';

export interface UnavailableProductsDialogProps {
  open: boolean;
  /** Delivery says the items cannot be delivered; Store names the store. */
  handoverType: HandoverType;
  /** The pickup store's name; null falls back to texts.unavailableStoreFallback. */
  storeName: string | null;
  items: readonly UnavailableProductView[];
  texts: Texts;
  /** 'La varene bli i handlevogn', the close button and Escape. */
  onKeepItems: () => void;
  /** 'Endre varer' shows only when given (spec section 2: "when a step callback is given"). */
  onChangeItems?: () => void;
}

/**
 * Spec section 2, the unavailable-products dialog: 'Noen varer er ikke tilgjengelig', the items with title and subtitle
 * ('Ukjent vare' without a title) and image, 'La varene bli i handlevogn' and 'Endre varer'. An overlay click does not dismiss it.
 */
export function UnavailableProductsDialog({
  open,
  handoverType,
  storeName,
  items,
  texts,
  onKeepItems,
  onChangeItems,
}: UnavailableProductsDialogProps) {
  const text =
    handoverType === 'Delivery'
      ? texts.unavailableForDelivery
      : formatText(texts.unavailableForPickup, { store: storeName ?? texts.unavailableStoreFallback });
  const footer = (
    <>
      {onChangeItems ? (
        <Button variant="secondary" onClick={onChangeItems}>
          {texts.changeItems}
        </Button>
      ) : null}
      <Button variant="primary" onClick={onKeepItems}>
        {texts.keepItemsInCart}
      </Button>
    </>
  );
  return (
    <Modal
      open={open}
      title={texts.unavailableTitle}
      closeLabel={texts.close}
      onClose={onKeepItems}
      closeOnOverlayClick={false}
      footer={footer}
    >
      <p className="kurv-unavailable__text">{text}</p>
      <ul className="kurv-unavailable__items">
        {items.map((item) => (
          <li key={item.ean} className="kurv-unavailable__item">
            <ProductImage image={item.image} className="kurv-unavailable__image" />
            <span className="kurv-unavailable__text-group">
              <span className="kurv-unavailable__title">{productTitle(item.title, texts)}</span>
              {item.subtitle ? (
                <>
                  <span className="kurv-visually-hidden">, </span>
                  <span className="kurv-unavailable__subtitle">{item.subtitle}</span>
                </>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
