import { type InputHTMLAttributes, useId } from 'react';
import { HelpText } from './HelpText';

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Guidance under the field, tied by aria-describedby. */
  helpText?: string;
  /** An error; marks the field invalid and is tied by aria-describedby. */
  errorText?: string | null;
}

/** A labelled text field with its help text and error message. */
export function TextInput({ label, value, onChange, helpText, errorText, id, className, ...props }: TextInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const helpId = `${inputId}-help`;
  const errorId = `${inputId}-error`;
  const describedBy = [errorText ? errorId : null, helpText ? helpId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['kurv-field', errorText ? 'kurv-field--invalid' : null, className].filter(Boolean).join(' ')}>
      <label className="kurv-field__label" htmlFor={inputId}>
        {label}
      </label>
      <input
        {...props}
        id={inputId}
        className="kurv-field__input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={errorText ? true : undefined}
        aria-describedby={describedBy}
      />
      {errorText ? (
        <p className="kurv-field__error" id={errorId}>
          {errorText}
        </p>
      ) : null}
      {helpText ? <HelpText id={helpId}>{helpText}</HelpText> : null}
    </div>
  );
}
