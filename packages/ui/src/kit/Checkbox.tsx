import { useId } from 'react';
import { HelpText } from './HelpText';

export interface CheckboxProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  helpText?: string;
}

/** A native checkbox with its label. */
export function Checkbox({ label, checked, onChange, disabled, helpText }: CheckboxProps) {
  const id = useId();
  return (
    <div className="kurv-choice">
      <input
        id={id}
        type="checkbox"
        className="kurv-choice__input"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={helpText ? `${id}-help` : undefined}
      />
      <label htmlFor={id} className="kurv-choice__label">
        {label}
      </label>
      {helpText ? <HelpText id={`${id}-help`}>{helpText}</HelpText> : null}
    </div>
  );
}
