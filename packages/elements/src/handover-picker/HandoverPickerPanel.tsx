import {
  addressAutoUpdate,
  addressDiffersFromSaved,
  addressSubmitButton,
  type DeliveryLocation,
  FIXED_CAMPAIGN_CHAIN_ID,
  fixedCampaignForWindow,
  type HandoverType,
  handoverCalendarView,
  handoverCartFacts,
  handoverOptionState,
  hasCoverage,
  isTriggerBonusValid,
  minimumPurchaseReminder,
  optionValidationMessages,
  restrictLocationsToOrderStore,
  showAddressForm,
  showReenterAddress,
  showsLoyaltyBonuses,
  triggerBonusReminder,
  tripleBonusMessage,
  typeConfirmBlock,
  windowDisabledText,
  windowDisplayTimes,
} from '@kurv/core';
import {
  ConfirmLoginDialog,
  dialogStyles,
  type HandoverLocationGroupView,
  type HandoverOptionsBlockView,
  type HandoverPickerPage,
  HandoverPickerView,
  type HandoverTypeOptionView,
  type HandoverWindowTagView,
  handoverStyles,
  LoginErrorDialog,
} from '@kurv/ui';
import { useEffect } from 'react';
import { useShop, useShopStore } from '../shared/index';

/** Login is delegated to the site's login page (spec section 7). */
function goToLogin(loginPath: string | null | undefined) {
  if (loginPath) {
    globalThis.location.assign(loginPath);
  }
}

const deliveryLocationId = (location: DeliveryLocation) =>
  location.address === null ? (location.store?.gln ?? '') : `${location.address.address}|${location.address.postalCode}`;
const deliveryLocationLabel = (location: DeliveryLocation) =>
  location.address === null ? '' : `${location.address.address}, ${location.address.postalCode} ${location.address.city}`;

function campaignTextOf(...args: Parameters<typeof fixedCampaignForWindow>): string | null {
  const campaign = fixedCampaignForWindow(...args);
  return campaign === null ? null : `${campaign.badge}: ${campaign.message}`;
}

const suggestionId = (suggestion: { address: string; postalCode: string }) => `${suggestion.address}|${suggestion.postalCode}`;

function groupByCounty(locations: readonly DeliveryLocation[]): HandoverLocationGroupView[] {
  const groups = new Map<string, HandoverLocationGroupView['locations'][number][]>();
  for (const location of locations) {
    const store = location.store;
    const county = store?.county || 'Andre';
    const list = groups.get(county) ?? [];
    list.push({
      id: store?.pickupGln ?? location.address?.address ?? String(list.length),
      name: store?.name ?? location.address?.address ?? '',
      address: store ? `${store.address}, ${store.postalCode} ${store.city}` : null,
      hasStore: store !== null,
      deviationText: null,
    });
    groups.set(county, list);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b, 'nb')).map(([county, list]) => ({ county, locations: list }));
}

/**
 * The part of `<handover-picker>` that shows only after an interaction or a stored login failure: the picker (type,
 * location and time pages over the handover slice), the confirm-login dialog and the login error dialog. The element
 * imports this module when one of them must show (or the shopper reaches for the trigger), so a page where the picker
 * stays closed never fetches the pages and their rules.
 */
export function HandoverPickerPanel() {
  const store = useShopStore();
  const texts = useShop((state) => state.settings.texts);
  const loyaltyProgramName = useShop((state) => state.settings.loyaltyProgramName);
  const loginPath = useShop((state) => state.settings.paths.login);
  const loginLevel = useShop((state) => state.session.loginLevel);
  const user = useShop((state) => state.user.extendedUser);
  const handover = useShop((state) => state.handover);
  const userStatus = useShop((state) => state.user.status);
  const chainId = useShop((state) => state.settings.chainId);
  const loyaltyAgreementId = useShop((state) => state.settings.loyaltyAgreementId);
  const triggerBonuses = useShop((state) => state.user.triggerBonuses);
  const loginFailed = useShop((state) => state.session.error?.operation === 'login');
  // The cart matters only while the picker is open (windows, minimum purchase): closed, a cart change renders nothing.
  // Spec section 4: while an order is edited, only its store is offered.
  const editedOrderStore = useShop((state) => (state.order.edit.status === 'success' ? (state.order.edit.order?.store ?? null) : null));
  const openCart = useShop((state) => (state.handover.picker.open ? state.cart : null));
  const cart = openCart ?? store.getState().cart;

  const loyalty = showsLoyaltyBonuses(user, loginLevel, loyaltyAgreementId);
  const pickerOpen = handover.picker.open;
  useEffect(() => {
    if (pickerOpen && loyalty) {
      // The trigger-bonus reminder; a failure is logged by the store and shows nothing.
      store
        .getState()
        .loadTriggerBonuses()
        .catch(() => undefined);
    }
  }, [pickerOpen, loyalty, store]);

  const actions = store.getState();
  const now = new Date();
  const info = user?.handoverInfo ?? null;
  const currentType = handover.draftType ?? info?.handoverType ?? null;

  let page: HandoverPickerPage;
  if (handover.picker.page === 'location') {
    const storeOption = handover.options.list.find((option) => option.handoverType === 'Store');
    page = {
      name: 'location',
      props: {
        groups: groupByCounty(restrictLocationsToOrderStore(storeOption?.locations ?? [], editedOrderStore)),
        selectedId: handover.selectedLocation?.store?.pickupGln ?? null,
        onSelect: (id) => {
          const location = storeOption?.locations.find((candidate) => candidate.store?.pickupGln === id);
          if (location) {
            actions.chooseLocation(location);
          }
        },
        confirmDisabled: handover.selectedLocation?.store == null,
        onConfirm: () => void actions.confirmHandoverLocation(),
        onCancel: () => actions.goToHandoverPage('type'),
      },
    };
  } else if (handover.picker.page === 'time') {
    const handoverType = currentType ?? 'Store';
    const calendar = handoverCalendarView({ cart, handover }, handoverType, now, texts);
    const validBonus = loyalty ? triggerBonuses.find((bonus) => isTriggerBonusValid(bonus, now)) : undefined;
    const notices = [
      loyalty ? tripleBonusMessage(handover.windows.days, now, loyaltyProgramName, texts) : null,
      validBonus === undefined
        ? null
        : triggerBonusReminder(validBonus, info?.customerPickupFrom ?? info?.from ?? null, loyaltyProgramName, texts),
    ].filter((text): text is string => text !== null);
    page = {
      name: 'time',
      props: {
        handoverType,
        grid: calendar.grid,
        selectedDate: calendar.shownDate,
        onSelectDate: (date) => actions.chooseHandoverDate(date),
        timeGroups: calendar.timeGroups.map((group) => ({
          timeOfDay: group.timeOfDay,
          items: group.items.map((evaluation) => ({
            windowId: evaluation.window.windowId,
            ...windowDisplayTimes(evaluation.window),
            priceFrom: evaluation.product?.price ?? null,
            tags: [
              ...(loyalty && evaluation.window.isTripleBonus ? [{ kind: 'tripleBonus' } as const] : []),
              ...evaluation.window.windowTags.flatMap((tag): HandoverWindowTagView[] =>
                tag.type === 'Miljo'
                  ? [{ kind: 'littleGreener' }]
                  : loyalty && tag.bonusPercent
                    ? [{ kind: 'bonusPercent', percent: tag.bonusPercent }]
                    : [],
              ),
            ],
            campaignText: campaignTextOf(
              evaluation.window,
              { chainId, campaignChainId: FIXED_CAMPAIGN_CHAIN_ID, handoverType, now },
              texts,
            ),
            disabledReason: windowDisabledText(evaluation.disabledReason, texts),
          })),
        })),
        selectedWindowId: handover.windows.selectedWindowId,
        onSelectWindow: (windowId) => void actions.chooseHandoverWindow(windowId),
        loading: handover.windows.status === 'loading',
        errorText: handover.windows.error,
        onRetry: () => void actions.loadHandoverWindows(),
        emptyDaysText: calendar.emptyDaysText,
        bonusProduct: loyaltyProgramName,
        notice: notices.length === 0 ? null : notices,
        reservation: handover.reservation.current
          ? { minutesLeft: Math.ceil(handover.reservation.secondsLeft / 60), maxMinutes: handover.reservation.durationMinutes }
          : null,
        confirmDisabled: handover.windows.selectedWindowId === null,
        onConfirm: () => void actions.confirmHandoverTime(),
        onCancel: () => actions.closeHandoverPicker(),
      },
    };
  } else {
    const handoverType = currentType ?? 'Store';
    const delivery = handoverType === 'Delivery';
    const optionOf = (type: HandoverType) => handover.options.list.find((option) => option.handoverType === type) ?? null;
    const calculatorTotal = handoverCartFacts({ cart }).calculatorTotal;
    const household = user?.household ?? null;
    const hasSavedAddress = Boolean(info?.deliveryInfo?.address || household?.address);
    const formContext = { loginLevel, hasSavedAddress, reenterRequested: handover.address.reenterRequested };
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
          // theirs in the picker, so delivery stays choosable to try another address.
          userHasAddress: Boolean(household?.address),
        },
        texts,
      );
      return { disabled: state.disabled, description: state.subtitle };
    };
    const deliveryView = optionView('Delivery');
    const storeView = optionView('Store');
    const submit = addressSubmitButton({
      loginLevel,
      autoUpdate: addressAutoUpdate(loginLevel),
      addressChosen: handover.address.selected !== null,
      addressDiffers: addressDiffersFromSaved(handover.address.selected, info?.deliveryInfo ?? null),
    });
    const deliveryOption = optionOf('Delivery');
    const selectedStore = handover.selectedLocation?.store ?? user?.store ?? null;
    const optionsBlock: HandoverOptionsBlockView | null = delivery
      ? loginLevel > 0 && deliveryOption !== null
        ? {
            kind: 'deliveryLocations',
            locations: deliveryOption.locations.flatMap((location) =>
              location.address === null ? [] : [{ id: deliveryLocationId(location), label: deliveryLocationLabel(location) }],
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
    const typeBlock = typeConfirmBlock({
      handoverType,
      optionsStatus: handover.options.status === 'updating' ? 'loading' : handover.options.status,
      option: optionOf(handoverType),
      postalCode: handover.selectedLocation?.address?.postalCode ?? info?.deliveryInfo?.postalCode ?? null,
      address: handover.selectedLocation?.address?.address ?? info?.deliveryInfo?.address ?? null,
      selectedLocation: handover.selectedLocation,
      editOrderStoreGln: null,
    });
    page = {
      name: 'type',
      props: {
        handoverType: currentType,
        onHandoverTypeChange: (type) => actions.chooseHandoverType(type),
        // After an uncovered address the shopper is moved to pickup (spec section 4); the coverage message then
        // stays under the delivery choice.
        delivery: {
          ...deliveryView,
          description: !delivery && handover.coverage.error ? handover.coverage.error : deliveryView.description,
        },
        store: storeView,
        showLoginPrompt: loginLevel === 0,
        onLogin: () => goToLogin(loginPath),
        addressForm: showAddressForm(formContext)
          ? {
              value: handover.address.query,
              suggestions: handover.address.suggestions.map((suggestion) => ({
                id: suggestionId(suggestion),
                label: `${suggestion.address}, ${suggestion.postalCode} ${suggestion.city}`,
              })),
              searching: handover.address.status === 'loading',
              errorText: handover.coverage.error ?? handover.address.error,
              submit,
              submitBusy: user === null ? false : userStatus === 'loading',
            }
          : null,
        onAddressInputChange: (value) => actions.searchAddress(value),
        onAddressSelect: (view) => {
          const suggestion = store.getState().handover.address.suggestions.find((candidate) => suggestionId(candidate) === view.id);
          if (suggestion) {
            void actions.chooseAddress(suggestion);
          }
        },
        onAddressSubmit: () => void actions.submitAddress(),
        showReenterAddress: showReenterAddress(formContext),
        onReenterAddress: () => actions.requestAddressReentry(),
        optionsBlock,
        onChangeStore: () => void actions.confirmHandoverType(),
        onDeliveryLocationChange: (id) => {
          const location = deliveryOption?.locations.find((candidate) => deliveryLocationId(candidate) === id);
          if (location) {
            actions.chooseLocation(location);
          }
        },
        validation: optionValidationMessages(optionOf(handoverType), handover.selectedLocation?.address ?? null, texts),
        reminder: minimumPurchaseReminder(handoverType, optionOf(handoverType), calculatorTotal, texts),
        hasTimePage: true,
        confirmDisabled: currentType === null || typeBlock !== null,
        onConfirm: () => void actions.confirmHandoverType(),
        onClose: () => actions.closeHandoverPicker(),
      },
    };
  }

  return (
    <>
      {/* The pages' styles come with them (the trigger needs only its summary styles); the pages' own after the dialogs'. */}
      <style>{dialogStyles}</style>
      <style>{handoverStyles}</style>
      <HandoverPickerView open={handover.picker.open} texts={texts} page={page} onClose={() => actions.closeHandoverPicker()} />
      <ConfirmLoginDialog
        texts={texts}
        action={handover.confirmLogin?.action ?? null}
        onConfirm={() => {
          actions.dismissConfirmLogin();
          goToLogin(loginPath);
        }}
        onCancel={() => actions.dismissConfirmLogin()}
      />
      <LoginErrorDialog texts={texts} open={loginFailed} onClose={() => actions.dismissLoginError()} />
    </>
  );
}
