import type { HandoverType } from '@kurv/core/domain';
import { formatText, type Texts } from '@kurv/core/texts';
import type { ReactNode } from 'react';
import { Autocomplete } from '../../kit/Autocomplete';
import { Button } from '../../kit/Button';
import { Card } from '../../kit/Card';
import { RadioGroup } from '../../kit/Radio';
import type { AddressSuggestion, HandoverAddressFormView, HandoverTypeOptionView } from './handover-view-types';

export interface HandoverTypePageProps {
  texts: Texts;
  /** The chosen type; null when none is chosen. */
  handoverType: HandoverType | null;
  onHandoverTypeChange: (handoverType: HandoverType) => void;
  delivery: HandoverTypeOptionView;
  store: HandoverTypeOptionView;
  /** Shows the login-prompt card ('logg inn eller bli medlem'). */
  showLoginPrompt: boolean;
  onLogin: () => void;
  /** The delivery address form; shown while the type is Delivery. Null hides it. */
  addressForm: HandoverAddressFormView | null;
  onAddressInputChange: (value: string) => void;
  onAddressSelect: (suggestion: AddressSuggestion) => void;
  onAddressSubmit: () => void;
  /** The 'Husk!' reminder (e.g. a minimum-purchase or trigger-bonus reminder); null hides it. */
  reminder: ReactNode | null;
  /** A time page follows: the confirm button reads 'Fortsett', else 'Bekreft'. */
  hasTimePage: boolean;
  confirmDisabled: boolean;
  confirmBusy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** Shows the page title as a heading (off inside HandoverPickerView, where it is the dialog title). */
  showTitle?: boolean;
}

/** Spec section 2, HandoverType: delivery or pickup, the delivery address, the reminder. */
export function HandoverTypePage({
  texts,
  handoverType,
  onHandoverTypeChange,
  delivery,
  store,
  showLoginPrompt,
  onLogin,
  addressForm,
  onAddressInputChange,
  onAddressSelect,
  onAddressSubmit,
  reminder,
  hasTimePage,
  confirmDisabled,
  confirmBusy = false,
  onConfirm,
  onClose,
  showTitle = false,
}: HandoverTypePageProps) {
  return (
    <div className="kurv-handover-page kurv-handover-type">
      {showTitle ? <h2 className="kurv-handover-page__title">{texts.handoverTypeTitle}</h2> : null}
      {showLoginPrompt ? (
        <Card>
          <Button variant="secondary" className="kurv-handover-login" onClick={onLogin}>
            {texts.loginPrompt}
          </Button>
        </Card>
      ) : null}
      <RadioGroup
        legend={texts.handoverTypeGroupLabel}
        value={handoverType}
        onChange={(value) => onHandoverTypeChange(value as HandoverType)}
        options={[
          {
            value: 'Delivery',
            label: texts.handoverTypeDelivery,
            disabled: delivery.disabled,
            description: delivery.description ?? undefined,
          },
          { value: 'Store', label: texts.handoverTypeStore, disabled: store.disabled, description: store.description ?? undefined },
        ]}
      />
      {handoverType === 'Delivery' && addressForm !== null ? (
        <div className="kurv-handover-address">
          <Autocomplete<AddressSuggestion>
            label={texts.addressLabel}
            placeholder={texts.addressPlaceholder}
            value={addressForm.value}
            onInputChange={onAddressInputChange}
            options={addressForm.suggestions}
            getOptionKey={(option) => option.id}
            getOptionLabel={(option) => option.label}
            onSelect={onAddressSelect}
            loading={addressForm.searching}
            loadingText={texts.addressSearching}
            noResultsText={texts.autocompleteNoResults}
            minLengthText={formatText(texts.autocompleteMinLength, { count: 2 })}
            resultsText={(count) => formatText(texts.autocompleteResults, { count })}
            errorText={addressForm.errorText}
          />
          <p className="kurv-handover-address__attribution">{texts.addressAttribution}</p>
          {addressForm.submit !== null ? (
            <Button variant="secondary" busy={addressForm.submitBusy ?? false} onClick={onAddressSubmit}>
              {addressForm.submit === 'save' ? texts.saveAddress : texts.useAddress}
            </Button>
          ) : null}
        </div>
      ) : null}
      {reminder !== null ? (
        <div className="kurv-handover-reminder">
          <p className="kurv-handover-reminder__title">{texts.handoverReminderTitle}</p>
          <div className="kurv-handover-reminder__text">{reminder}</div>
        </div>
      ) : null}
      <div className="kurv-handover-page__footer">
        <Button variant="primary" disabled={confirmDisabled} busy={confirmBusy} onClick={onConfirm}>
          {hasTimePage ? texts.continue : texts.confirm}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {texts.close}
        </Button>
      </div>
    </div>
  );
}
