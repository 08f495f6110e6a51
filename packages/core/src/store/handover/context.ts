import { isApiError } from '../../api/api-error';
import { createHandoverApi, type HandoverApi } from '../../api/handover-api';
import type { HandoverInfo } from '../../domain/extended-user';
import type { HandoverType, StoreLocation } from '../../domain/store';
import type { Logger } from '../../logger';
import { handoverCartFacts } from '../../rules/handover/cart-facts';
import { pickerPlace } from '../../rules/handover/temporary-pickup-store';
import { applySpecialPickupPoint } from '../../rules/handover-defaults';
import type { Texts } from '../../texts/nb';
import { allTexts } from '../../texts/part-texts';
import { reservingMemberId } from '../selectors';
import type { DraftSliceCreator, ShopDependencies, ShopState } from '../shop-state';
import type { HandoverSlice } from './handover-state';

type SliceArguments = Parameters<DraftSliceCreator<HandoverSlice>>;

/** What every part of the handover slice reads: the store, its dependencies and the handover facts of the state. */
export interface HandoverContext {
  set: SliceArguments[0];
  get: () => ShopState;
  dependencies: ShopDependencies;
  handoverApi: HandoverApi;
  logger: Logger;
  defaultMessage: () => string;
  /** The whole text dictionary (the picker's texts are not in the first load's `settings.texts`). */
  texts: () => Texts;
  /** The member a window is reserved for (a member with a session token), or null. */
  memberId: () => string | null;
  handoverInfo: () => HandoverInfo | null;
  /** The type chosen in the picker, else the user's, else store pickup. */
  draftType: () => HandoverType;
  /**
   * The place of the picker: the temporary pickup store, else the chosen location's store, else the user's (MENY Bryn's
   * locker for its store handover).
   */
  currentStore: () => StoreLocation | null;
  cartTotal: (state: ShopState) => number | null;
  /**
   * Saves the shopper's store and handover (the user slice's saveStoreAndHandover). A save that changes the pickup store
   * while the picker is open notes the store before it in `picker.storeBeforeSave` (the first such save of the opening):
   * closing the picker then knows whether its own saves changed the store (spec section 2's reload).
   */
  saveStoreAndHandover: ShopState['saveStoreAndHandover'];
  /** Calls the listener on every change of the shop's state (with the state before it); answers its unsubscribe. */
  subscribe: (listener: (state: ShopState, previous: ShopState) => void) => () => void;
}

export function createHandoverContext(
  dependencies: ShopDependencies,
  set: SliceArguments[0],
  get: () => ShopState,
  subscribe: HandoverContext['subscribe'],
): HandoverContext {
  const handoverInfo = (): HandoverInfo | null => get().user.extendedUser?.handoverInfo ?? null;
  return {
    set,
    get,
    dependencies,
    handoverApi: createHandoverApi(dependencies.api),
    logger: dependencies.logger,
    defaultMessage: () => get().settings.texts.defaultError,
    texts: () => allTexts(get().settings, dependencies.logger),
    memberId: () => reservingMemberId(get()),
    handoverInfo,
    draftType: () => get().handover.draftType ?? handoverInfo()?.handoverType ?? 'Store',
    currentStore: () => {
      const { handover, user } = get();
      const store = pickerPlace(handover.temporaryPickupStore, handover.selectedLocation?.store ?? null, user.extendedUser?.store ?? null);
      // Spec section 4: MENY Bryn's store handover is its locker 667 from the first window fetch on, so that the
      // windows, the reservation and the saved choice name the same pickup point before and after a reload.
      return store === null ? null : applySpecialPickupPoint(store, get().handover.draftType ?? handoverInfo()?.handoverType ?? 'Store');
    },
    cartTotal: (state) => handoverCartFacts(state).calculatorTotal,
    saveStoreAndHandover: async (change) => {
      const before = get().user.extendedUser?.store.pickupGln ?? null;
      const failure = await get().saveStoreAndHandover(change);
      const { picker } = get().handover;
      if (failure === null && picker.open && picker.storeBeforeSave === undefined && get().user.extendedUser?.store.pickupGln !== before) {
        set((state) => {
          state.handover.picker.storeBeforeSave = before;
        });
      }
      return failure;
    },
    subscribe,
  };
}

export const isAborted = (error: unknown) => isApiError(error) && error.kind === 'aborted';
