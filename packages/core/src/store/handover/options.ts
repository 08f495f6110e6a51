import { messageOf } from '../../api/api-error';
import type { SessionFailure } from '../../domain/session';
import type { HandoverType } from '../../domain/store';
import { defaultLocation } from '../../rules/handover/default-location';
import { resetChosenWindow, switchHandoverType } from '../../rules/handover/handover-session';
import type { DeliveryLocation } from '../../rules/handover/handover-types';
import { pickupPlaces, pickupPointListQuery, type ShopperPlace } from '../../rules/handover/pickup-places';
import type { HandoverContext } from './context';
import type { HandoverSlice, HandoverState } from './handover-state';
import { editedOrderStore, reconcileEditedOrder } from './order-handover';

export interface OptionActions extends Pick<HandoverSlice, 'loadHandoverOptions' | 'chooseHandoverType' | 'chooseLocation'> {
  /**
   * Saves the draft type and location as the user's store and handoverInfo (the window reset when the store changes);
   * resolves with the save's failure (kept in `user.error`), or null when saved or nothing changed.
   */
  saveDraftSelection: () => Promise<SessionFailure | null>;
  /**
   * Spec section 4's options 'clear' step, when who the shopper is changes (logout, login as another member, a session
   * that expired): the options are emptied and back to idle, with the location, the temporary pickup store, the draft
   * address and its coverage chosen from them; an options answer still on its way for the previous shopper is dropped.
   * An open picker loads the new shopper's options.
   */
  clearHandoverOptions: () => void;
}

/** The handover options of the address, the draft type and its location; the latest options answer wins. */
export function createOptionActions(context: HandoverContext): OptionActions {
  const { set, get, handoverApi, logger, handoverInfo, draftType } = context;
  let optionsSequence = 0;

  const pickDefaultLocation = (handoverType: HandoverType): DeliveryLocation | null => {
    const { handover, user } = get();
    const option = handover.options.list.find((candidate) => candidate.handoverType === handoverType);
    if (!option) {
      return handover.selectedLocation;
    }
    const household = user.extendedUser?.household ?? null;
    const postalCode = handover.address.selected?.postalCode ?? handoverInfo()?.deliveryInfo?.postalCode ?? household?.postalCode ?? null;
    // The pickup points of the list (features.pickupPointList) are places to choose like the options' stores.
    const locations = handoverType === 'Store' ? pickupPlaces(option.locations, handover.pickupPoints.list) : option.locations;
    return defaultLocation(handoverType, locations, {
      preferredPickupStoreId: household?.pickupStoreId ?? household?.preferredStoreId ?? null,
      userStore: user.extendedUser?.store ?? null,
      editOrderStore: editedOrderStore(get()),
      closestStore: option.closestStoreOrPickupPoint,
      postalCode,
    });
  };

  /**
   * Spec section 7: the pickup-point service's list for the shopper's place, only with `features.pickupPointList` on
   * (null: not asked). A failed call is logged and lists nothing, so that the options' places stay.
   */
  const loadPickupPointList = async (chosen: ShopperPlace | null): Promise<HandoverState['pickupPoints'] | null> => {
    if (!get().settings.features.pickupPointList) {
      return null;
    }
    const household = get().user.extendedUser?.household ?? null;
    try {
      return { list: await handoverApi.getPickupPoints(pickupPointListQuery(chosen, household)), status: 'idle' };
    } catch (error) {
      logger.error('Handover: the pickup point list (hentepunkter) could not be loaded; the options’ places are shown', error);
      return { list: [], status: 'error' };
    }
  };

  const loadHandoverOptions = async (): Promise<void> => {
    optionsSequence += 1;
    const sequence = optionsSequence;
    // Without a picked address, an anonymous shopper's options are those of the saved delivery address.
    const saved = handoverInfo()?.deliveryInfo ?? null;
    const selected = get().handover.address.selected ?? (saved?.postalCode ? saved : null);
    const anonymous = get().session.token === null;
    set((state) => {
      state.handover.options.status = state.handover.options.list.length > 0 ? 'updating' : 'loading';
      state.handover.options.error = null;
    });
    // Asked beside the options, so that the default place may be a listed point (the one saved, after a reload).
    const pickupPoints = loadPickupPointList(selected);
    try {
      const [list, points] = await Promise.all([
        handoverApi.getHandoverOptions(
          selected === null
            ? {}
            : {
                postalCode: selected.postalCode,
                addressHint: anonymous ? selected.address : null,
                lat: anonymous ? (selected.coordinates?.lat ?? null) : null,
                lon: anonymous ? (selected.coordinates?.lon ?? null) : null,
              },
        ),
        pickupPoints,
      ]);
      if (sequence !== optionsSequence) {
        return;
      }
      set((state) => {
        state.handover.options.list = list;
        state.handover.options.status = 'idle';
        if (points !== null) {
          state.handover.pickupPoints = points;
        }
      });
      reconcileEditedOrder(context);
      const location = pickDefaultLocation(draftType());
      set((state) => {
        state.handover.selectedLocation = location;
      });
    } catch (error) {
      if (sequence !== optionsSequence) {
        return;
      }
      logger.error('Handover: the handover options could not be loaded', error);
      set((state) => {
        state.handover.options.status = 'error';
        state.handover.options.error = messageOf(error, context.defaultMessage());
      });
    }
  };

  const saveDraftSelection = async (): Promise<SessionFailure | null> => {
    const info = handoverInfo();
    const store = context.currentStore();
    const user = get().user.extendedUser;
    if (info === null || store === null || user === null) {
      return null;
    }
    const location = get().handover.selectedLocation;
    const type = draftType();
    let next = switchHandoverType(info, type, { address: location?.address ?? null, stores: location?.stores ?? [] });
    const storeChanged = store.gln !== user.store.gln || store.pickupGln !== user.store.pickupGln;
    if (next === info && !storeChanged) {
      return null;
    }
    if (storeChanged) {
      next = resetChosenWindow(next);
    }
    return await context.saveStoreAndHandover({ storeGln: store.gln, pickupPointGln: store.pickupGln, handoverInfo: next });
  };

  const clearHandoverOptions = (): void => {
    // A later sequence: the answer of a load still on its way is for the previous shopper, and is dropped.
    optionsSequence += 1;
    set((state) => {
      const { handover } = state;
      handover.options = { list: [], status: 'idle', error: null };
      handover.selectedLocation = null;
      handover.temporaryPickupStore = null;
      handover.address = { query: '', suggestions: [], status: 'idle', selected: null, error: null, reenterRequested: false };
      handover.coverage = { result: null, status: 'idle', error: null };
    });
    if (get().handover.picker.open) {
      void loadHandoverOptions();
    }
  };

  return {
    loadHandoverOptions,
    saveDraftSelection,
    clearHandoverOptions,
    chooseHandoverType: (handoverType) => {
      set((state) => {
        state.handover.draftType = handoverType;
      });
      const location = pickDefaultLocation(handoverType);
      set((state) => {
        state.handover.selectedLocation = location;
      });
    },
    chooseLocation: (location) => {
      set((state) => {
        state.handover.selectedLocation = location;
      });
    },
  };
}
