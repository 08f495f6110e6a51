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
  onAdd: () => void;
  onIncrease: () => void;
  onDecrease: () => void;
}

/** The add-to-cart button, then a quantity stepper after the first add. */
export function AddToCartView({ title, quantity, blockedText, errorText, texts, onAdd, onIncrease, onDecrease }: AddToCartViewProps) {
  return (
    <div className="kurv-add-to-cart">
      {blockedText !== null ? (
        <p className="kurv-add-to-cart__blocked">{blockedText}</p>
      ) : quantity > 0 ? (
        <QuantityStepper quantity={quantity} title={title ?? ''} texts={texts} onIncrease={onIncrease} onDecrease={onDecrease} />
      ) : (
        <Button
          variant="primary"
          className="kurv-add-to-cart__button"
          aria-label={title ? formatText(texts.addToCartNamed, { title }) : undefined}
          onClick={onAdd}
        >
          {texts.addToCart}
        </Button>
      )}
      {errorText !== null ? (
        <p className="kurv-add-to-cart__error" role="alert">
          {errorText}
        </p>
      ) : null}
    </div>
  );
}
