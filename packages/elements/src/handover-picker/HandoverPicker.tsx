import { type DeliveryLocation, handoverCalendarView, osloDate, windowDisabledText, windowDisplayTimes } from '@kurv/core';
import {
  type HandoverLocationGroupView,
  type HandoverPickerPage,
  HandoverPickerView,
  HandoverSummaryButton,
  type HandoverWindowTagView,
} from '@kurv/ui';
import { useEffect } from 'react';
import { useShop, useShopStore } from '../shared/index';

export interface HandoverPickerProps {
  /** Open the picker at once (attribute `open="true"`), e.g. on the checkout page. */
  open?: boolean;
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
 * Container of `<handover-picker>`: the current handover choice as a button, and the picker
 * (type, location, time) over the handover slice.
 */
export function HandoverPicker({ open = false }: HandoverPickerProps) {
  const store = useShopStore();
  const texts = useShop((state) => state.settings.texts);
  const loyaltyProgramName = useShop((state) => state.settings.loyaltyProgramName);
  const loginPath = useShop((state) => state.settings.paths.login);
  const loginLevel = useShop((state) => state.session.loginLevel);
  const user = useShop((state) => state.user.extendedUser);
  const handover = useShop((state) => state.handover);
  const cart = useShop((state) => state.cart);

  useEffect(() => {
    void store.getState().ensureUser();
  }, [store]);
  useEffect(() => {
    if (open) {
      store.getState().openHandoverPicker();
    }
  }, [open, store]);

  const actions = store.getState();
  const info = user?.handoverInfo ?? null;
  const currentType = handover.draftType ?? info?.handoverType ?? null;
  const place = info === null ? null : info.handoverType === 'Store' ? (user?.store.name ?? null) : (info.deliveryInfo?.address ?? null);
  const chosenWindow = info?.from && info.to ? { date: osloDate(new Date(info.from)), from: info.from, to: info.to } : null;

  let page: HandoverPickerPage;
  if (handover.picker.page === 'location') {
    const storeOption = handover.options.list.find((option) => option.handoverType === 'Store');
    page = {
      name: 'location',
      props: {
        groups: groupByCounty(storeOption?.locations ?? []),
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
    const calendar = handoverCalendarView({ cart, handover }, handoverType, new Date(), texts);
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
            tags: evaluation.window.windowTags.flatMap((tag): HandoverWindowTagView[] =>
              tag.type === 'Miljo'
                ? [{ kind: 'littleGreener' }]
                : tag.bonusPercent
                  ? [{ kind: 'bonusPercent', percent: tag.bonusPercent }]
                  : [],
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
        notice: null,
        reservation: handover.reservation.current
          ? { minutesLeft: Math.ceil(handover.reservation.secondsLeft / 60), maxMinutes: handover.reservation.durationMinutes }
          : null,
        confirmDisabled: handover.windows.selectedWindowId === null,
        onConfirm: () => void actions.confirmHandoverTime(),
        onCancel: () => actions.closeHandoverPicker(),
      },
    };
  } else {
    const delivery = currentType === 'Delivery';
    const covered = handover.coverage.result?.closestStore != null;
    page = {
      name: 'type',
      props: {
        handoverType: currentType,
        onHandoverTypeChange: (type) => actions.chooseHandoverType(type),
        // After an uncovered address the shopper is moved to pickup (spec section 4); the
        // coverage message then stays under the delivery choice.
        delivery: { disabled: false, description: delivery ? null : handover.coverage.error },
        store: { disabled: false, description: null },
        showLoginPrompt: loginLevel === 0,
        onLogin: () => {
          if (loginPath) {
            globalThis.location.assign(loginPath);
          }
        },
        // The form stays once an address is chosen, so an uncovered address keeps its message.
        addressForm:
          (delivery || handover.address.query !== '' || handover.coverage.error !== null) && loginLevel === 0
            ? {
                value: handover.address.query,
                suggestions: handover.address.suggestions.map((suggestion) => ({
                  id: suggestionId(suggestion),
                  label: `${suggestion.address}, ${suggestion.postalCode} ${suggestion.city}`,
                })),
                searching: handover.address.status === 'loading',
                errorText: handover.coverage.error ?? handover.address.error,
                submit: null,
              }
            : null,
        onAddressInputChange: (value) => actions.searchAddress(value),
        onAddressSelect: (view) => {
          const suggestion = store.getState().handover.address.suggestions.find((candidate) => suggestionId(candidate) === view.id);
          if (suggestion) {
            void actions.chooseAddress(suggestion);
          }
        },
        onAddressSubmit: () => undefined,
        reminder: null,
        hasTimePage: true,
        confirmDisabled: currentType === null || handover.options.status === 'loading' || (delivery && loginLevel === 0 && !covered),
        onConfirm: () => void actions.confirmHandoverType(),
        onClose: () => actions.closeHandoverPicker(),
      },
    };
  }

  return (
    <>
      <HandoverSummaryButton
        texts={texts}
        handoverType={info?.handoverType ?? null}
        place={place}
        window={chosenWindow}
        expanded={handover.picker.open}
        onClick={() => actions.openHandoverPicker()}
      />
      <HandoverPickerView open={handover.picker.open} texts={texts} page={page} onClose={() => actions.closeHandoverPicker()} />
    </>
  );
}
