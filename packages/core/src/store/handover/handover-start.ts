import { RESERVATION_RING_DEFAULT_MAX_MINUTES } from '../../constants';
import type { HandoverSlice } from './handover-state';

// The handover slice's state and actions, apart from the actions' code (create-handover-slice.ts): the browser's store
// starts with this state and fetches the code when an action is first called (store/deferred/create-deferred-shop-store.ts).

/** The handover slice's first state (no picker open, nothing chosen, no reservation). */
export const initialHandoverSlice = (): Pick<HandoverSlice, 'handover'> => ({
  handover: {
    picker: { open: false, page: 'type', typeOnOpen: null, pagesShown: 0 },
    draftType: null,
    address: { query: '', suggestions: [], status: 'idle', selected: null, error: null, reenterRequested: false },
    confirmLogin: null,
    coverage: { result: null, status: 'idle', error: null },
    options: { list: [], status: 'idle', error: null },
    pickupPoints: { list: [], status: 'idle' },
    selectedLocation: null,
    temporaryPickupStore: null,
    orderReconciliation: null,
    windows: { days: [], status: 'idle', error: null, selectedDate: null, selectedWindowId: null },
    reservation: {
      current: null,
      durationMinutes: RESERVATION_RING_DEFAULT_MAX_MINUTES,
      secondsLeft: 0,
      status: 'idle',
      error: null,
      failedWindowId: null,
    },
  },
});

/** Every action of the handover slice (checked both ways by the type below): the deferred store's stand-ins. */
export const HANDOVER_ACTIONS = [
  'openHandoverPicker',
  'closeHandoverPicker',
  'goToHandoverPage',
  'chooseHandoverType',
  'searchAddress',
  'findAddresses',
  'chooseAddress',
  'loadHandoverOptions',
  'chooseLocation',
  'loadHandoverWindows',
  'chooseHandoverDate',
  'chooseHandoverWindow',
  'selectHandoverWindow',
  'confirmHandoverType',
  'confirmHandoverLocation',
  'confirmHandoverTime',
  'requestAddressReentry',
  'submitAddress',
  'dismissConfirmLogin',
  'loadReservationConfiguration',
  'reReserveSavedWindow',
  'reservationSecondsLeft',
  'restoreReservation',
  'cancelHandoverPicker',
  'readDeliveryCoverage',
] as const satisfies readonly Exclude<keyof HandoverSlice, 'handover'>[];
// An action added to HandoverSlice and missing above fails to type-check here.
true satisfies Exclude<keyof HandoverSlice, 'handover'> extends (typeof HANDOVER_ACTIONS)[number] ? true : never;
