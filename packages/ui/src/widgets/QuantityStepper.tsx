import { formatText, type Texts } from '@kurv/core/texts';
import { Button } from '../kit/Button';

export interface QuantityStepperProps {
  quantity: number;
  /** The product's title, for the buttons' accessible names. */
  title: string;
  texts: Pick<Texts, 'increaseQuantity' | 'decreaseQuantity' | 'quantityOf'>;
  onIncrease: () => void;
  onDecrease: () => void;
  /** Stops the increase button (a limit is reached). */
  increaseDisabled?: boolean;
}

/** − quantity + with accessible names naming the product; the quantity is announced when it changes. */
export function QuantityStepper({ quantity, title, texts, onIncrease, onDecrease, increaseDisabled = false }: QuantityStepperProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would need a visible legend inside a compact stepper.
    <div className="kurv-stepper" role="group" aria-label={formatText(texts.quantityOf, { title })}>
      <Button variant="icon" aria-label={formatText(texts.decreaseQuantity, { title })} onClick={onDecrease}>
        <span aria-hidden="true">−</span>
      </Button>
      <span className="kurv-stepper__value" aria-live="polite" aria-atomic="true">
        {quantity}
      </span>
      <Button variant="icon" aria-label={formatText(texts.increaseQuantity, { title })} onClick={onIncrease} disabled={increaseDisabled}>
        <span aria-hidden="true">+</span>
      </Button>
    </div>
  );
}
