import { formatText, type Texts } from '@kurv/core/texts';
import { Button } from '../kit/Button';
import { QuantityStepper } from './QuantityStepper';

export interface AddToCartViewProps {
  /** The product's title once known, else null (the button still works: the store loads it). */
  title: string | null;
  /** Units of the product in the cart; 0 shows the add button, more shows the stepper. */
  quantity: number;
  /** A reason the product cannot be bought (e.g. 'Selges ikke på nett'); hides the buttons. */
  blockedText: string | null;
  /** A failed change of this product, shown as an alert. */
  errorText: string | null;
  texts: Pick<Texts, 'addToCart' | 'addToCartNamed' | 'increaseQuantity' | 'decreaseQuantity' | 'quantityOf'>;
  /** A stock or limit message under the stepper (core's availabilityTexts); null for none. */
  noticeText?: string | null;
  /** Short labels on the product ('Kun 3 tilgjengelig', 'Maks antall per kunde', 'Bestillingsvare'). */
  labels?: readonly string[];
  /** A limit is reached: the add button and the stepper's increase are stopped. */
  increaseDisabled?: boolean;
  onAdd: () => void;
  onIncrease: () => void;
  onDecrease: () => void;
}

/** The add-to-cart button, then a quantity stepper after the first add. */
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
}: AddToCartViewProps) {
  return (
    <div className="kurv-add-to-cart">
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
        <QuantityStepper
          quantity={quantity}
          title={title ?? ''}
          texts={texts}
          onIncrease={onIncrease}
          onDecrease={onDecrease}
          increaseDisabled={increaseDisabled}
        />
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
    </div>
  );
}
