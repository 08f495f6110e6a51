import { type ReactNode, useId } from 'react';
import { HelpText } from './HelpText';

export interface RadioProps {
  name: string;
  value: string;
  label: ReactNode;
  checked: boolean;
  onChange: (value: string) => void;
  disabled?: boolean;
  /** A second line under the label (e.g. why the choice is disabled). */
  description?: string;
}

/** A native radio button with its label. */
export function Radio({ name, value, label, checked, onChange, disabled, description }: RadioProps) {
  const id = useId();
  return (
    <div className={['kurv-choice', disabled ? 'kurv-choice--disabled' : null].filter(Boolean).join(' ')}>
      <input
        id={id}
        type="radio"
        className="kurv-choice__input"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={() => onChange(value)}
        aria-describedby={description ? `${id}-description` : undefined}
      />
      <label htmlFor={id} className="kurv-choice__label">
        {label}
      </label>
      {description ? <HelpText id={`${id}-description`}>{description}</HelpText> : null}
    </div>
  );
}

export interface RadioOption {
  value: string;
  label: ReactNode;
  description?: string;
  disabled?: boolean;
}

export interface RadioGroupProps {
  /** The group's name, shown as its legend (e.g. 'Leveringsalternativ'). */
  legend: string;
  /** Hide the legend visually (it stays the group's accessible name). */
  hideLegend?: boolean;
  name?: string;
  options: readonly RadioOption[];
  value: string | null;
  onChange: (value: string) => void;
  /** An error about the whole group. */
  errorText?: string | null;
}

/** A fieldset of native radios: arrow keys move between them, the legend names the group. */
export function RadioGroup({ legend, hideLegend = false, name, options, value, onChange, errorText }: RadioGroupProps) {
  const generatedName = useId();
  const errorId = `${generatedName}-error`;
  return (
    <fieldset className="kurv-radio-group" aria-describedby={errorText ? errorId : undefined}>
      <legend className={hideLegend ? 'kurv-visually-hidden' : 'kurv-radio-group__legend'}>{legend}</legend>
      {options.map((option) => (
        <Radio
          key={option.value}
          name={name ?? generatedName}
          value={option.value}
          label={option.label}
          description={option.description}
          disabled={option.disabled}
          checked={value === option.value}
          onChange={onChange}
        />
      ))}
      {errorText ? (
        <p className="kurv-field__error" id={errorId}>
          {errorText}
        </p>
      ) : null}
    </fieldset>
  );
}
