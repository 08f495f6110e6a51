import { AUTOCOMPLETE_BLUR_DELAY_MS, AUTOCOMPLETE_STATUS_DELAY_MS } from '@kurv/core/handover';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { HelpText } from './HelpText';

// Spec section 9's delays, from core's handover constants (re-exported here for the ui package's users).
export { AUTOCOMPLETE_BLUR_DELAY_MS, AUTOCOMPLETE_STATUS_DELAY_MS };

export interface AutocompleteProps<Option> {
  label: string;
  value: string;
  onInputChange: (value: string) => void;
  options: readonly Option[];
  getOptionKey: (option: Option) => string;
  getOptionLabel: (option: Option) => string;
  onSelect: (option: Option) => void;
  /** Suggestions are asked for from this many characters (default 2). */
  minLength?: number;
  loading?: boolean;
  loadingText: string;
  /** 'Ingen resultater funnet' */
  noResultsText: string;
  /** The prompt to type minLength or more characters. */
  minLengthText: string;
  /** The announcement of how many suggestions there are. */
  resultsText: (count: number) => string;
  placeholder?: string;
  helpText?: string;
  errorText?: string | null;
  disabled?: boolean;
  statusDelayMs?: number;
  blurDelayMs?: number;
}

/**
 * A text field with a suggestion list, by the ARIA combobox pattern: the input is the combobox,
 * ArrowDown/ArrowUp move through the listbox (aria-activedescendant), Enter picks, Escape closes
 * the list (and clears the field when it is closed). The status is announced in a polite live
 * region, 1.4 s after typing stops.
 */
export function Autocomplete<Option>({
  label,
  value,
  onInputChange,
  options,
  getOptionKey,
  getOptionLabel,
  onSelect,
  minLength = 2,
  loading = false,
  loadingText,
  noResultsText,
  minLengthText,
  resultsText,
  placeholder,
  helpText,
  errorText,
  disabled,
  statusDelayMs = AUTOCOMPLETE_STATUS_DELAY_MS,
  blurDelayMs = AUTOCOMPLETE_BLUR_DELAY_MS,
}: AutocompleteProps<Option>) {
  const id = useId();
  const inputId = `${id}-input`;
  const listboxId = `${id}-listbox`;
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [announcement, setAnnouncement] = useState('');
  const blurTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const query = value.trim();
  const active = focused && !dismissed && query.length > 0;
  const tooShort = query.length < minLength;
  const listVisible = active && !tooShort && !loading && options.length > 0;
  const message = !active
    ? ''
    : tooShort
      ? minLengthText
      : loading
        ? loadingText
        : options.length === 0
          ? noResultsText
          : resultsText(options.length);

  useEffect(() => {
    setActiveIndex(-1);
  }, [options]);

  useEffect(() => {
    const timer = setTimeout(() => setAnnouncement(message), statusDelayMs);
    return () => clearTimeout(timer);
  }, [message, statusDelayMs]);

  useEffect(
    () => () => {
      if (blurTimer.current !== null) {
        clearTimeout(blurTimer.current);
      }
    },
    [],
  );

  const select = (option: Option) => {
    onSelect(option);
    setDismissed(true);
    setActiveIndex(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown': {
        event.preventDefault();
        if (options.length === 0 || tooShort) {
          return;
        }
        setDismissed(false);
        setActiveIndex((index) => (listVisible ? (index + 1) % options.length : 0));
        return;
      }
      case 'ArrowUp': {
        event.preventDefault();
        if (!listVisible) {
          return;
        }
        setActiveIndex((index) => (index <= 0 ? options.length - 1 : index - 1));
        return;
      }
      case 'Enter': {
        const option = listVisible && activeIndex >= 0 ? options[activeIndex] : undefined;
        if (option !== undefined) {
          event.preventDefault();
          select(option);
        }
        return;
      }
      case 'Escape': {
        // The open list is the top layer: Escape closes it and goes no further (a dialog around stays open). A message
        // alone is no layer, and a closed list's Escape clears the field: both let the key on to close the dialog.
        if (listVisible) {
          event.preventDefault();
          setDismissed(true);
          setActiveIndex(-1);
        } else if (active && message !== '') {
          setDismissed(true);
        } else if (value !== '') {
          onInputChange('');
        }
        return;
      }
      default:
        return;
    }
  };

  const describedBy = [errorText ? `${id}-error` : null, helpText ? `${id}-help` : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={['kurv-field', 'kurv-autocomplete', errorText ? 'kurv-field--invalid' : null].filter(Boolean).join(' ')}>
      <label className="kurv-field__label" htmlFor={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        className="kurv-field__input"
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={listVisible}
        aria-controls={listboxId}
        aria-activedescendant={listVisible && activeIndex >= 0 ? `${id}-option-${activeIndex}` : undefined}
        aria-invalid={errorText ? true : undefined}
        aria-describedby={describedBy}
        placeholder={placeholder}
        disabled={disabled}
        value={value}
        onChange={(event) => {
          setDismissed(false);
          onInputChange(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => {
          if (blurTimer.current !== null) {
            clearTimeout(blurTimer.current);
            blurTimer.current = null;
          }
          setFocused(true);
        }}
        onBlur={() => {
          blurTimer.current = setTimeout(() => {
            blurTimer.current = null;
            setFocused(false);
            setActiveIndex(-1);
          }, blurDelayMs);
        }}
      />
      {/* The ARIA combobox pattern: focus stays in the input; the options are pointed at with aria-activedescendant. */}
      <div className="kurv-autocomplete__listbox" id={listboxId} role="listbox" aria-label={label} hidden={!listVisible}>
        {listVisible
          ? options.map((option, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard users choose with the arrow keys and Enter in the combobox (aria-activedescendant).
              <div
                key={getOptionKey(option)}
                id={`${id}-option-${index}`}
                role="option"
                tabIndex={-1}
                aria-selected={index === activeIndex}
                className={['kurv-autocomplete__option', index === activeIndex ? 'kurv-autocomplete__option--active' : null]
                  .filter(Boolean)
                  .join(' ')}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => select(option)}
              >
                {getOptionLabel(option)}
              </div>
            ))
          : null}
      </div>
      {active && !listVisible && message !== '' ? <p className="kurv-autocomplete__message">{message}</p> : null}
      {errorText ? (
        <p className="kurv-field__error" id={`${id}-error`}>
          {errorText}
        </p>
      ) : null}
      {helpText ? <HelpText id={`${id}-help`}>{helpText}</HelpText> : null}
      <p className="kurv-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </div>
  );
}
