import { optionsOwner } from '../../rules/handover/temporary-pickup-store';
import { withDrafts } from '../middleware/with-drafts';
import type { ShopDependencies, ShopSliceCreator, ShopState } from '../shop-state';
import { createAddressActions } from './address';
import { createHandoverContext, type HandoverContext } from './context';
import { readDeliveryCoverage } from './delivery-coverage';
import { followCheckoutData } from './follow-checkout-data';
import { initialHandoverSlice } from './handover-start';
import type { HandoverSlice } from './handover-state';
import { createOptionActions } from './options';
import { createPickerActions } from './picker';
import { createReservationActions } from './reservation';
import { createWindowLoading } from './window-loading';
import { createWindowActions, type WindowActions } from './windows';

/**
 * The handover slice, composed of its concerns (store/handover/): the address and its coverage, the options and the
 * draft type and location, the windows (loading and choosing), the member's reservation and the picker's pages. Its
 * changes are immer recipes: it hands immer to the store first (`withDrafts`).
 */
export function createHandoverSlice(dependencies: ShopDependencies): ShopSliceCreator<HandoverSlice> {
  return withDrafts((set, get, store) => {
    const context = createHandoverContext(dependencies, set, get, (listener) => store.subscribe(listener));
    const options = createOptionActions(context);
    followOptionsOwner(context, options.clearHandoverOptions);
    followCheckoutData(context);
    const address = createAddressActions(context, options);
    const loading = createWindowLoading(context);
    // A reservation lost on extend offers its window again, which may reserve it anew: the two call each other.
    let windows: WindowActions | null = null;
    const reservation = createReservationActions(context, (wanted) => windows?.reofferEquivalentWindow(wanted) ?? Promise.resolve());
    windows = createWindowActions(context, { loading, reserve: reservation.reserve });
    const picker = createPickerActions(context, { address, options, reservation, loading, windows });
    return {
      ...initialHandoverSlice(),
      ...picker,
      chooseHandoverType: options.chooseHandoverType,
      searchAddress: address.searchAddress,
      findAddresses: address.findAddresses,
      chooseAddress: address.chooseAddress,
      loadHandoverOptions: options.loadHandoverOptions,
      chooseLocation: options.chooseLocation,
      loadHandoverWindows: loading.loadHandoverWindows,
      chooseHandoverDate: windows.chooseHandoverDate,
      chooseHandoverWindow: windows.chooseHandoverWindow,
      selectHandoverWindow: windows.selectHandoverWindow,
      requestAddressReentry: address.requestAddressReentry,
      submitAddress: address.submitAddress,
      dismissConfirmLogin: address.dismissConfirmLogin,
      loadReservationConfiguration: reservation.loadReservationConfiguration,
      reReserveSavedWindow: reservation.reReserveSavedWindow,
      reservationSecondsLeft: reservation.reservationSecondsLeft,
      restoreReservation: reservation.restoreReservation,
      readDeliveryCoverage: () => readDeliveryCoverage(context),
    };
  });
}

/** Whose handover options the state holds (rules/handover/temporary-pickup-store.ts, optionsOwner). */
function ownerOf(state: ShopState): string {
  const token = state.session.token;
  return optionsOwner({
    loggedIn: token !== null,
    memberId: token?.claims.memberId ?? null,
    subject: token?.claims.sub ?? null,
  });
}

/**
 * Spec section 4's options 'clear' step: when who the shopper is changes, the options of the previous one are cleared,
 * so that no option, address or store of theirs is shown to the next. Followed from the slice's first use on (before it,
 * no options were loaded).
 */
function followOptionsOwner(context: HandoverContext, clear: () => void): void {
  // The eager store makes its slices before it has a state: the owner is then the first state's.
  const first = context.get() as ShopState | undefined;
  let owner = first === undefined ? null : ownerOf(first);
  context.subscribe(() => {
    const next = ownerOf(context.get());
    if (owner === null) {
      owner = next;
    } else if (next !== owner) {
      owner = next;
      clear();
    }
  });
}
