import type { ShopStore } from '@kurv/core/store';
import {
  addressSuggestionId,
  deliveryLocationId,
  type HandoverPageInput,
  handoverLocationPageView,
  handoverTimePageView,
  handoverTypePageView,
  pickupLocations,
} from '@kurv/core/view';
import type { HandoverPickerPage } from '@kurv/ui';

/** The page the picker shows at `now`: core's view of that page, its callbacks mapped to the store's actions. */
export function pickerPage(input: HandoverPageInput, store: ShopStore, now: Date, login: (() => void) | null): HandoverPickerPage {
  const actions = store.getState();
  const { handover } = input;
  const currentType = handover.draftType ?? input.user?.handoverInfo.handoverType ?? null;
  switch (handover.picker.page) {
    case 'location':
      return {
        name: 'location',
        props: {
          ...handoverLocationPageView(input, now),
          onSelect: (id) => {
            const location = pickupLocations(input).find((candidate) => candidate.store?.pickupGln === id);
            if (location) {
              actions.chooseLocation(location);
            }
          },
          onConfirm: () => void actions.confirmHandoverLocation(),
          onCancel: () => actions.goToHandoverPage('type'),
        },
      };
    case 'time': {
      const { previousPage, ...view } = handoverTimePageView(input, currentType ?? 'Store', now);
      return {
        name: 'time',
        props: {
          ...view,
          onSelectDate: (date) => actions.chooseHandoverDate(date),
          onSelectWindow: (windowId) => actions.selectHandoverWindow(windowId),
          onRetry: () => void actions.loadHandoverWindows(),
          onConfirm: () => void actions.confirmHandoverTime(),
          onCancel: () => void actions.cancelHandoverPicker(),
          onBack: () => actions.goToHandoverPage(previousPage),
        },
      };
    }
    case 'type':
      return {
        name: 'type',
        props: {
          ...handoverTypePageView(input),
          onHandoverTypeChange: (type) => actions.chooseHandoverType(type),
          // The prompt shows only with a login route (handoverTypePageView's showLoginPrompt).
          onLogin: () => {
            actions.trackSignUp({ step: 'login_link', placement: 'handoverPicker' });
            login?.();
          },
          onAddressInputChange: (value) => actions.searchAddress(value),
          onAddressSelect: (view) => {
            const suggestions = store.getState().handover.address.suggestions;
            const suggestion = suggestions.find((candidate) => addressSuggestionId(candidate) === view.id);
            if (suggestion) {
              void actions.chooseAddress(suggestion);
            }
          },
          onAddressSubmit: () => void actions.submitAddress(),
          onReenterAddress: () => actions.requestAddressReentry(),
          onChangeStore: () => void actions.confirmHandoverType({ changeStore: true }),
          onDeliveryLocationChange: (id) => {
            const option = handover.options.list.find((candidate) => candidate.handoverType === 'Delivery');
            const location = option?.locations.find((candidate) => deliveryLocationId(candidate) === id);
            if (location) {
              actions.chooseLocation(location);
            }
          },
          onConfirm: () => void actions.confirmHandoverType(),
          onClose: () => actions.closeHandoverPicker(),
        },
      };
    default:
      return handover.picker.page satisfies never;
  }
}
