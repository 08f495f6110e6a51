import { formatNumber } from '@kurv/core/format';
import { formatText, type Texts } from '@kurv/core/texts';
import { useId } from 'react';
import { fractionDigits } from './fraction-digits';

/**
 * The dropdown's CSS beside the add-to-cart button (after widgetStyles and addToCartStyles; the cart's lines have their
 * own in cartStyles). With the component: the element renders it with the dropdown it fetches for corporate users.
 */
export const quantityDropdownStyles = `
.kurv-quantity-dropdown__select { min-height: 44px; min-width: 6em; padding: 0 var(--kurv-space-s, 8px); border: 2px solid var(--kurv-color-primary, #1f5c3b); border-radius: var(--kurv-radius, 8px); background: var(--kurv-color-surface, #ffffff); color: var(--kurv-color-text, #1d1d1b); font: inherit; font-weight: 600; }
.kurv-quantity-dropdown__select:focus-visible { outline: 3px solid var(--kurv-color-focus, #005fcc); outline-offset: 2px; }
`;

/** The highest quantity the dropdown offers unless told otherwise. */
export const DEFAULT_DROPDOWN_MAX = 20;

// Quantities of weight products may be fractional: tolerate float noise when counting whole steps.
const STEP_EPSILON = 1e-9;

export interface DropdownQuantitiesInput {
  /** The quantity in the cart: always offered, so the select shows it even off the steps or above a limit. */
  quantity: number;
  /** The highest quantity offered (default 20). */
  max?: number;
  /** The distance between the quantities (the unit rule, default 1); not a positive number means 1. */
  step?: number;
  /** A limit on the line (inventory, per-order maximum, drug group); null or undefined for none. */
  maxQuantity?: number | null;
  /** A limit is reached: nothing above the current quantity is offered. */
  increaseDisabled?: boolean;
}

/**
 * The quantities of the dropdown: 0, step, 2·step … up to the lowest of `max`, `maxQuantity` and (when the increase
 * is stopped) the current quantity, plus the current quantity itself. Ascending, without duplicates.
 */
export function dropdownQuantities({
  quantity,
  max = DEFAULT_DROPDOWN_MAX,
  step = 1,
  maxQuantity = null,
  increaseDisabled = false,
}: DropdownQuantitiesInput): number[] {
  const stepSize = Number.isFinite(step) && step > 0 ? step : 1;
  const limit = Math.min(max, maxQuantity ?? Number.POSITIVE_INFINITY, increaseDisabled ? quantity : Number.POSITIVE_INFINITY);
  const digits = fractionDigits(stepSize, 6);
  const values: number[] = [];
  for (let index = 0; index * stepSize <= limit + STEP_EPSILON; index += 1) {
    values.push(Number((index * stepSize).toFixed(digits)));
  }
  if (!values.some((value) => Math.abs(value - quantity) < STEP_EPSILON)) {
    values.push(quantity);
    values.sort((a, b) => a - b);
  }
  return values;
}

export interface QuantityDropdownProps extends DropdownQuantitiesInput {
  /** The product's title, for the select's accessible name. */
  title: string;
  texts: Pick<Texts, 'quantityChoose' | 'removeItem'>;
  /** Called with the chosen quantity; 0 takes the product out of the cart. */
  onSetQuantity: (quantity: number) => void;
  /** The id of an element describing the quantity (the approximate weight). */
  describedBy?: string;
}

/**
 * The quantity picker of corporate users (spec section 6): a native select of 0 … max in steps of the unit rule.
 * The 0 option says 'Fjern vare' (texts.removeItem) rather than '0': choosing it takes the product out of the cart,
 * and a bare 0 does not say so. The label is visually hidden, as the stepper's group name is.
 */
export function QuantityDropdown({ title, texts, onSetQuantity, describedBy, ...input }: QuantityDropdownProps) {
  const id = useId();
  const digits = fractionDigits(input.step !== undefined && input.step > 0 ? input.step : 1);
  const values = dropdownQuantities(input);
  // The option that stands for the cart's quantity (the same number, up to float noise).
  const selected = values.find((value) => Math.abs(value - input.quantity) < STEP_EPSILON) ?? input.quantity;
  return (
    <span className="kurv-quantity-dropdown">
      <label className="kurv-visually-hidden" htmlFor={id}>
        {formatText(texts.quantityChoose, { title })}
      </label>
      <select
        id={id}
        className="kurv-quantity-dropdown__select"
        value={String(selected)}
        aria-describedby={describedBy}
        onChange={(event) => {
          const chosen = Number(event.currentTarget.value);
          if (Number.isFinite(chosen) && chosen !== selected) {
            onSetQuantity(chosen);
          }
        }}
      >
        {values.map((value) => (
          <option key={value} value={String(value)}>
            {value === 0 ? texts.removeItem : formatNumber(value, Math.max(digits, fractionDigits(value)))}
          </option>
        ))}
      </select>
    </span>
  );
}
