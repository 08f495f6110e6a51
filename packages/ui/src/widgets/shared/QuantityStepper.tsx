import { formatText, type Texts } from '@kurv/core/texts';
import type { KeyboardEvent } from 'react';
import { Button } from '../../kit/Button';

/** The stepper's value control: where the focus goes after an add and after 'Angre' (a container may look it up). */
export const STEPPER_VALUE_SELECTOR = '.kurv-stepper__value';

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

/**
 * − quantity + with accessible names naming the product; the quantity is announced when it changes. The quantity is a
 * spinbutton (the ARIA pattern): one Tab stop that takes ArrowUp/ArrowDown as the + and − buttons do, and the control
 * the focus lands on when the stepper replaces the add button.
 */
export function QuantityStepper({ quantity, title, texts, onIncrease, onDecrease, increaseDisabled = false }: QuantityStepperProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLSpanElement>) => {
    if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (!increaseDisabled) {
        onIncrease();
      }
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      onDecrease();
    }
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would need a visible legend inside a compact stepper.
    <div className="kurv-stepper" role="group" aria-label={formatText(texts.quantityOf, { title })}>
      <Button variant="icon" aria-label={formatText(texts.decreaseQuantity, { title })} onClick={onDecrease}>
        <span aria-hidden="true">−</span>
      </Button>
      <span
        className="kurv-stepper__value"
        role="spinbutton"
        tabIndex={0}
        aria-label={formatText(texts.quantityOf, { title })}
        aria-valuenow={quantity}
        aria-valuemin={0}
        aria-live="polite"
        aria-atomic="true"
        onKeyDown={onKeyDown}
      >
        {quantity}
      </span>
      <Button variant="icon" aria-label={formatText(texts.increaseQuantity, { title })} onClick={onIncrease} disabled={increaseDisabled}>
        <span aria-hidden="true">+</span>
      </Button>
    </div>
  );
}
