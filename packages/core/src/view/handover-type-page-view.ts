import type { HandoverType } from '../domain/store';
import {
  addressAutoUpdate,
  addressDiffersFromSaved,
  addressSubmitButton,
  draftAddressBlock,
  showAddressForm,
  showReenterAddress,
} from '../rules/handover/address-form';
import { addressNotice, noValidHandoverOptions } from '../rules/handover/address-notice';
import { handoverCartFacts } from '../rules/handover/cart-facts';
import { typeConfirmBlock } from '../rules/handover/confirm-state';
import { hasCoverage } from '../rules/handover/coverage';
import type { DeliveryLocation } from '../rules/handover/handover-types';
import { minimumPurchaseThreshold } from '../rules/handover/minimum-purchase';
import { handoverOptionState, minimumPurchaseReminder } from '../rules/handover/option-state';
import { optionValidationMessages, profileLinkIsForAddresses, validationForType } from '../rules/handover/option-validation';
import { forcedHandoverChangeText } from '../rules/handover/order-reconciliation';
import { pickerHasTimePage } from '../rules/handover/picker-flow';
import type { HandoverPageInput } from './handover-picker-input';
import type { HandoverAddressFormView, HandoverOptionsBlockView, HandoverTypeOptionView } from './handover-view-types';

/** What the type page shows (spec section 2, HandoverType). */
export interface HandoverTypePageView {
  /** The chosen type (a draft first, then the saved one); null until one is chosen. */
  handoverType: HandoverType | null;
  delivery: HandoverTypeOptionView;
  store: HandoverTypeOptionView;
  showLoginPrompt: boolean;
  addressForm: HandoverAddressFormView | null;
  showReenterAddress: boolean;
  optionsBlock: HandoverOptionsBlockView | null;
  validation: ReturnType<typeof optionValidationMessages>;
  /** Spec section 8: 'Du har ikke registrert noen adresse …' or the unverified-address text; null for none. */
  addressNotice: string | null;
  /** Spec section 8: 'Ingen gyldige alternativer for utlevering funnet' when neither type can be chosen; else null. */
  noValidOptionsText: string | null;
  /**
   * 'Rediger adresser på profilsiden' beside the address messages, 'Rediger profil' beside missing contact data
   * (`profileLinkIsForAddresses`); null without a link or message.
   */
  contactDetailsLink: { href: string; label: string } | null;
  reminder: string | null;
  /** The flow has a time page (rules/handover/picker-flow.ts): the button is 'Fortsett', else 'Bekreft'. */
  hasTimePage: boolean;
  /** 'Bekreft' waits for a type, and for what the type needs (an address, a location). */
  confirmDisabled: boolean;
  /** Spec section 4: why the handover was changed without the shopper (a forced handover change); null for none. */
  forcedChangeText: string | null;
}

/** A delivery location's id on the type page: its address, or its store's gln. */
export function deliveryLocationId(location: DeliveryLocation): string {
  return location.address === null ? (location.store?.gln ?? '') : `${location.address.address}|${location.address.postalCode}`;
}

/** An address suggestion's id on the type page. */
export function addressSuggestionId(suggestion: { address: string; postalCode: string }): string {
  return `${suggestion.address}|${suggestion.postalCode}`;
}

/** The type page: each type's state, the address form, the chosen store or delivery locations, the confirm state. */
export function handoverTypePageView(input: HandoverPageInput): HandoverTypePageView {
  const { handover, user, loginLevel, texts } = input;
  const info = user?.handoverInfo ?? null;
  const currentType = handover.draftType ?? info?.handoverType ?? null;
  const handoverType = currentType ?? 'Store';
  const delivery = handoverType === 'Delivery';
  // Each option with the validation errors that hold for its type (an address error blocks delivery only).
  const optionOf = (type: HandoverType) => {
    const option = handover.options.list.find((candidate) => candidate.handoverType === type) ?? null;
    return option === null ? null : { ...option, validation: validationForType(type, option.validation, user?.currentMember ?? null) };
  };
  const calculatorTotal = handoverCartFacts({ cart: input.cart }).calculatorTotal;
  // The cart was calculated for the saved handover type (as the cart popup reads it): its minimum counts for that type.
  const minimumOf = (type: HandoverType) =>
    minimumPurchaseThreshold({
      option: optionOf(type),
      calculatorMinimum: type === (info?.handoverType ?? 'Store') ? input.cart.minimumPurchase : null,
      cartIsEmpty: input.cart.items.length === 0,
    });
  const household = user?.household ?? null;
  const formContext = {
    loginLevel,
    hasSavedAddress: Boolean(info?.deliveryInfo?.address || household?.address),
    reenterRequested: handover.address.reenterRequested,
  };
  // The options' states are known once they are loaded; until then both types can be chosen.
  const optionsKnown = handover.options.list.length > 0 && handover.options.status !== 'error';
  const optionView = (type: HandoverType): HandoverTypeOptionView => {
    if (!optionsKnown) {
      return { disabled: false, description: null };
    }
    const state = handoverOptionState(
      {
        handoverType: type,
        option: optionOf(type),
        calculatorTotal,
        hasCoverage: handover.coverage.result === null ? null : hasCoverage(handover.coverage.result),
        // Our reading of "re-enabled if the user has no address": the profile's address. Anonymous shoppers type
        // theirs in the picker, and simplified-login users re-enter theirs ('Skriv inn adresse på nytt'), so delivery
        // stays choosable for them to try another address.
        userHasAddress: Boolean(household?.address) && loginLevel !== 1,
        minimumThreshold: minimumOf(type),
      },
      texts,
    );
    return { disabled: state.disabled, description: state.subtitle };
  };
  const deliveryView = optionView('Delivery');
  const deliveryOption = optionOf('Delivery');
  const selectedStore = handover.selectedLocation?.store ?? user?.store ?? null;
  // Spec section 6: the delivery location picker is the Bearer member's (level 2); a simplified-login user types the
  // address ('Skriv inn adresse på nytt').
  const optionsBlock: HandoverOptionsBlockView | null = delivery
    ? loginLevel === 2 && deliveryOption !== null
      ? {
          kind: 'deliveryLocations',
          // A location without a street address (a member with none registered) is no place to deliver to.
          locations: deliveryOption.locations.flatMap((location) =>
            location.address === null || !location.address.address
              ? []
              : [
                  {
                    id: deliveryLocationId(location),
                    label: `${location.address.address}, ${location.address.postalCode} ${location.address.city}`,
                    hasStore: location.store !== null,
                  },
                ],
          ),
          selectedId: handover.selectedLocation === null ? null : deliveryLocationId(handover.selectedLocation),
        }
      : null
    : selectedStore === null
      ? null
      : {
          kind: 'store',
          storeName: selectedStore.name,
          storeAddress: selectedStore.address ? `${selectedStore.address}, ${selectedStore.postalCode} ${selectedStore.city}` : null,
        };
  const formShown = showAddressForm(formContext);
  const { coverage } = handover;
  const covered = coverage.result !== null && hasCoverage(coverage.result);
  const draftAddress = draftAddressBlock({
    formShown,
    query: handover.address.query,
    chosen: handover.address.selected,
    saved: info?.deliveryInfo ?? null,
    coverage: coverage.status === 'loading' ? 'loading' : covered ? 'covered' : 'uncovered',
  });
  const typeBlock = typeConfirmBlock({
    handoverType,
    optionsStatus: handover.options.status === 'updating' ? 'loading' : handover.options.status,
    option: optionOf(handoverType),
    postalCode: handover.selectedLocation?.address?.postalCode ?? info?.deliveryInfo?.postalCode ?? null,
    address: handover.selectedLocation?.address?.address ?? info?.deliveryInfo?.address ?? null,
    selectedLocation: handover.selectedLocation,
    editOrderStoreGln: input.editedOrderStore?.gln ?? null,
    draftAddress,
  });
  const validation = optionValidationMessages(optionOf(handoverType), handover.selectedLocation?.address ?? null, texts);
  const notice = delivery
    ? addressNotice(
        {
          loginLevel,
          hasRegisteredAddress: Boolean(household?.address) || (household?.addresses.length ?? 0) > 0,
          chosenAddress: handover.selectedLocation?.address ?? null,
        },
        texts,
      )
    : null;
  const storeView = optionView('Store');
  const forcedChangeReason = handover.orderReconciliation?.reason ?? (input.homeDeliveryReset ? 'ResetHomeDeliveryHandoverInfo' : null);
  return {
    handoverType: currentType,
    // After an uncovered address the shopper is moved to pickup (spec section 4); the coverage message then stays under
    // the delivery choice.
    delivery: { ...deliveryView, description: !delivery && handover.coverage.error ? handover.coverage.error : deliveryView.description },
    store: storeView,
    // Never a login button that does nothing: without a login route the prompt is left out (spec section 7).
    showLoginPrompt: loginLevel === 0 && input.canLogIn,
    addressForm: formShown
      ? {
          value: handover.address.query,
          suggestions: handover.address.suggestions.map((suggestion) => ({
            id: addressSuggestionId(suggestion),
            label: `${suggestion.address}, ${suggestion.postalCode} ${suggestion.city}`,
          })),
          searching: handover.address.status === 'loading',
          errorText: handover.coverage.error ?? handover.address.error,
          submit: addressSubmitButton({
            loginLevel,
            autoUpdate: addressAutoUpdate(loginLevel),
            addressChosen: handover.address.selected !== null,
            addressDiffers: addressDiffersFromSaved(handover.address.selected, info?.deliveryInfo ?? null),
            addressCovered: covered,
          }),
          submitBusy: user === null ? false : input.userStatus === 'loading',
        }
      : null,
    showReenterAddress: showReenterAddress(formContext),
    optionsBlock,
    validation,
    addressNotice: notice,
    noValidOptionsText: noValidHandoverOptions({
      optionsKnown,
      deliveryDisabled: deliveryView.disabled,
      storeDisabled: storeView.disabled,
    })
      ? texts.noValidHandoverOptions
      : null,
    contactDetailsLink:
      input.contactDetailsHref !== null && loginLevel > 0 && (validation !== null || notice !== null)
        ? {
            href: input.contactDetailsHref,
            label: profileLinkIsForAddresses(
              (optionOf(handoverType)?.validation ?? []).map((error) => error.parameter),
              notice !== null,
            )
              ? texts.editAddressesOnProfile
              : texts.editProfile,
          }
        : null,
    reminder: minimumPurchaseReminder(handoverType, minimumOf(handoverType), calculatorTotal, texts),
    hasTimePage: pickerHasTimePage(input.chainId),
    confirmDisabled: currentType === null || typeBlock !== null,
    forcedChangeText: forcedChangeReason === null ? null : forcedHandoverChangeText(forcedChangeReason, texts),
  };
}
