import { useId } from 'react';

export interface DigitInputProps {
  /** The field's accessible name, e.g. 'Siffer 1 av 4'. */
  label: string;
  /** '' or one digit. */
  value: string;
  onChange: (digit: string) => void;
  disabled?: boolean;
  /** Show the label (default: for screen readers only). */
  showLabel?: boolean;
}

/** Spec section 2: a single-digit input (0-9). Anything else typed is ignored; the last digit wins. */
export function DigitInput({ label, value, onChange, disabled, showLabel = false }: DigitInputProps) {
  const id = useId();
  return (
    <span className="kurv-digit">
      <label htmlFor={id} className={showLabel ? 'kurv-field__label' : 'kurv-visually-hidden'}>
        {label}
      </label>
      <input
        id={id}
        className="kurv-digit__input"
        inputMode="numeric"
        autoComplete="off"
        pattern="[0-9]"
        maxLength={2}
        value={value}
        disabled={disabled}
        onChange={(event) => {
          const digits = event.target.value.replace(/\D/g, '');
          onChange(digits.slice(-1));
        }}
      />
    </span>
  );
}
