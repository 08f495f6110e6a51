import type { HandoverType } from '@kurv/core/domain';
import { formatText, type Texts } from '@kurv/core/texts';
import type {
  HandoverAddressFormView,
  HandoverAddressSuggestionView,
  HandoverOptionsBlockView,
  HandoverTypeOptionView,
} from '@kurv/core/view';
import type { ReactNode } from 'react';
import { AlertBanner } from '../../kit/AlertBanner';
import { Autocomplete } from '../../kit/Autocomplete';
import { Button } from '../../kit/Button';
import { Card } from '../../kit/Card';
import { RadioGroup } from '../../kit/Radio';

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
  onAddressSelect: (suggestion: HandoverAddressSuggestionView) => void;
  onAddressSubmit: () => void;
  /** Shows 'Skriv inn adresse på nytt' (simplified-login users with a saved address). */
  showReenterAddress?: boolean;
  onReenterAddress?: () => void;
  /** The handover options block (store with 'Endre butikk', or the delivery locations); null hides it. */
  optionsBlock?: HandoverOptionsBlockView | null;
  /** 'Endre butikk': on to the location page. */
  onChangeStore?: () => void;
  onDeliveryLocationChange?: (id: string) => void;
  /** The platform's validation messages for the chosen option (missing profile data); null hides them. */
  validation?: { severity: 'error' | 'info'; messages: readonly string[] } | null;
  /** Spec section 8: no address registered, or the chosen address unverified; null hides it. */
  addressNotice?: string | null;
  /** Spec section 8: 'Ingen gyldige alternativer for utlevering funnet'; null hides it. */
  noValidOptionsText?: string | null;
  /** Spec section 4: why the handover was changed without the shopper (a forced handover change); null for none. */
  forcedChangeText?: string | null;
  /** 'Rediger adresser på profilsiden' or 'Rediger profil' (the profile's contact details), with the messages above; null hides it. */
  contactDetailsLink?: { href: string; label: string } | null;
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
  showReenterAddress = false,
  onReenterAddress,
  optionsBlock = null,
  onChangeStore,
  onDeliveryLocationChange,
  validation = null,
  addressNotice = null,
  noValidOptionsText = null,
  forcedChangeText = null,
  contactDetailsLink = null,
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
      {forcedChangeText === null ? null : (
        <AlertBanner variant="info" title={texts.alertTitleInfo}>
          {forcedChangeText}
        </AlertBanner>
      )}
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
      {optionsBlock?.kind === 'store' && handoverType === 'Store' ? (
        <Card>
          <div className="kurv-handover-options">
            <p className="kurv-handover-options__store">
              <strong>{optionsBlock.storeName}</strong>
              {optionsBlock.storeAddress === null ? null : (
                <span className="kurv-handover-options__address">{optionsBlock.storeAddress}</span>
              )}
            </p>
            <Button variant="secondary" className="kurv-handover-options__change" onClick={onChangeStore}>
              {texts.changeStore}
            </Button>
          </div>
        </Card>
      ) : null}
      {optionsBlock?.kind === 'deliveryLocations' && handoverType === 'Delivery' && optionsBlock.locations.length > 1 ? (
        <RadioGroup
          legend={texts.chooseDeliveryLocation}
          value={optionsBlock.selectedId}
          onChange={(value) => onDeliveryLocationChange?.(value)}
          options={optionsBlock.locations.map((location) => ({
            value: location.id,
            label: location.hasStore ? location.label : `${location.label} ${texts.noDeliverySuffix}`,
            disabled: !location.hasStore,
          }))}
        />
      ) : null}
      {noValidOptionsText === null ? null : (
        <AlertBanner variant="error" title={texts.alertTitleError}>
          {noValidOptionsText}
        </AlertBanner>
      )}
      {validation === null ? null : (
        <AlertBanner
          variant={validation.severity}
          title={validation.severity === 'error' ? texts.alertTitleError : texts.alertTitleInfo}
          link={contactDetailsLink ?? undefined}
        >
          {validation.messages.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </AlertBanner>
      )}
      {addressNotice === null ? null : (
        <AlertBanner variant="info" title={texts.alertTitleInfo} link={validation === null ? (contactDetailsLink ?? undefined) : undefined}>
          {addressNotice}
        </AlertBanner>
      )}
      {handoverType === 'Delivery' && showReenterAddress ? (
        <Button variant="secondary" className="kurv-handover-reenter" onClick={onReenterAddress}>
          {texts.reenterAddress}
        </Button>
      ) : null}
      {handoverType === 'Delivery' && addressForm !== null ? (
        <div className="kurv-handover-address">
          <Autocomplete<HandoverAddressSuggestionView>
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
