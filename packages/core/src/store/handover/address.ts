import { messageOf } from '../../api/api-error';
import type { AddressSuggestion } from '../../api/handover/decode-handover';
import { ADDRESS_AUTOCOMPLETE_SIZE } from '../../api/handover/search-addresses';
import { createDebouncedSearch } from '../../engine/debounced-search';
import {
  addressAutoUpdate,
  addressDiffersFromSaved,
  addressLabel,
  addressNeedsConfirmedLogin,
  profileAddressUpdate,
} from '../../rules/handover/address-form';
import { addressSearchEvent, addressSelectedEvent } from '../../rules/handover/address-tracking';
import { effectiveCoverage, hasCoverage, NO_COVERAGE, shouldCheckCoverage } from '../../rules/handover/coverage';
import type { CoverageResult } from '../../rules/handover/handover-types';
import { handoverTypeAfterAnonymousAddressChange } from '../../rules/handover/order-reconciliation';
import { type HandoverContext, isAborted } from './context';
import type { HandoverSlice } from './handover-state';

/** Spec section 9: the address autocomplete waits this long after the last keystroke. */
export const ADDRESS_SEARCH_DEBOUNCE_MS = 500;
/** Spec section 5: the address autocomplete needs at least this many characters (the host's search too). */
export const ADDRESS_SEARCH_MIN_LENGTH = 2;

export type AddressActions = Pick<
  HandoverSlice,
  'searchAddress' | 'findAddresses' | 'chooseAddress' | 'requestAddressReentry' | 'submitAddress' | 'dismissConfirmLogin'
> & {
  /** Spec section 6: a simplified-login user's address change needs a confirmed login first; asks for it. */
  askedToConfirmLogin: () => boolean;
  /**
   * The address form back to the saved delivery address (the field shows it, nothing picked, no coverage answer): when
   * the picker opens, and when it closes without a confirm (spec section 4: cancelling restores the address).
   */
  restoreSavedAddress: () => void;
};

/** The address: the debounced autocomplete, the coverage check of the chosen address, saving it (after a confirmed login). */
export function createAddressActions(
  context: HandoverContext,
  parts: { loadHandoverOptions: () => Promise<void>; saveDraftSelection: () => Promise<unknown> },
): AddressActions {
  const { set, get, handoverApi, logger } = context;
  const search = createDebouncedSearch<AddressSuggestion[]>({
    delayMs: ADDRESS_SEARCH_DEBOUNCE_MS,
    timers: context.dependencies.timers,
    search: (query, signal) => handoverApi.searchAddresses(query, { size: ADDRESS_AUTOCOMPLETE_SIZE, signal }),
    onStart: () =>
      set((state) => {
        state.handover.address.status = 'loading';
      }),
    onAnswer: (suggestions) => {
      set((state) => {
        state.handover.address.suggestions = suggestions;
        state.handover.address.status = 'idle';
        state.handover.address.error = null;
      });
      context.dependencies.track(addressSearchEvent(suggestions.length));
    },
    onError: (error) => {
      logger.error('Handover: address search failed', error);
      context.dependencies.logService.log('addressSearch', error);
      set((state) => {
        state.handover.address.status = 'error';
        state.handover.address.error = messageOf(error, context.defaultMessage());
      });
    },
    isAborted,
  });

  const askedToConfirmLogin = (): boolean => {
    const differs = addressDiffersFromSaved(get().handover.address.selected, context.handoverInfo()?.deliveryInfo ?? null);
    if (!addressNeedsConfirmedLogin(get().session.loginLevel) || context.draftType() !== 'Delivery' || !differs) {
      return false;
    }
    const action = context.texts().confirmLoginActionSaveAddress;
    set((state) => {
      state.handover.confirmLogin = { action };
    });
    return true;
  };

  const saveToProfile = (address: AddressSuggestion, covered: boolean) => saveAddressToProfile(context, address, covered);
  const checkCoverage = (address: AddressSuggestion) => checkAddressCoverage(context, address);

  return {
    askedToConfirmLogin,
    restoreSavedAddress: () => {
      search.cancel();
      const saved = context.handoverInfo()?.deliveryInfo ?? null;
      set((state) => {
        state.handover.address = {
          query: saved === null || !saved.address ? '' : addressLabel(saved),
          suggestions: [],
          status: 'idle',
          selected: null,
          error: null,
          reenterRequested: false,
        };
        state.handover.coverage = { result: null, status: 'idle', error: null };
      });
    },
    findAddresses: async (query) =>
      query.trim().replace(/\*+$/, '').length < ADDRESS_SEARCH_MIN_LENGTH ? [] : await handoverApi.searchAddresses(query),
    searchAddress: (query) => {
      search.cancel();
      const trimmed = query.trim();
      set((state) => {
        const { address } = state.handover;
        address.query = query;
        // Text typed over a picked suggestion is no longer that address: it is neither used nor saved (spec section 5,
        // coverage needs a valid postal code and address; section 8, an address is checked before it is used).
        if (address.selected !== null && query !== addressLabel(address.selected)) {
          address.selected = null;
          state.handover.coverage = { result: null, status: 'idle', error: null };
        }
        if (trimmed.length < ADDRESS_SEARCH_MIN_LENGTH) {
          state.handover.address.suggestions = [];
          state.handover.address.status = 'idle';
          state.handover.address.error = null;
        }
      });
      if (trimmed.length >= ADDRESS_SEARCH_MIN_LENGTH) {
        search.schedule(trimmed);
      }
    },
    chooseAddress: async (address) => {
      const resultCount = get().handover.address.suggestions.length;
      set((state) => {
        state.handover.address.selected = address;
        state.handover.address.query = addressLabel(address);
        state.handover.address.suggestions = [];
        state.handover.coverage = { result: null, status: 'loading', error: null };
      });
      const coverage = await checkCoverage(address);
      if (get().handover.address.selected !== address) {
        return;
      }
      context.dependencies.track(addressSelectedEvent(resultCount, coverage === null ? null : hasCoverage(coverage)));
      if (coverage === null) {
        return;
      }
      const covered = hasCoverage(coverage);
      const uncoveredText = context.texts().coverageUnavailable;
      set((state) => {
        state.handover.coverage = { result: coverage, status: 'idle', error: covered ? null : uncoveredText };
        if (state.session.token === null) {
          // Spec section 4: an anonymous shopper whose address changes gets delivery if available, else store.
          state.handover.draftType = handoverTypeAfterAnonymousAddressChange(covered);
        }
      });
      await saveToProfile(address, covered);
      await parts.loadHandoverOptions();
    },
    requestAddressReentry: () => {
      set((state) => {
        state.handover.address.reenterRequested = true;
      });
    },
    submitAddress: async () => {
      const { address, coverage } = get().handover;
      // Only a picked, covered address is ever saved (the button shows for no other; a late click must not save one).
      if (address.selected === null || coverage.result === null || !hasCoverage(coverage.result)) {
        return;
      }
      if (askedToConfirmLogin()) {
        return;
      }
      set((state) => {
        state.handover.draftType = 'Delivery';
      });
      await parts.saveDraftSelection();
      set((state) => {
        state.handover.address.reenterRequested = false;
      });
    },
    dismissConfirmLogin: () => {
      set((state) => {
        state.handover.confirmLogin = null;
      });
    },
  };
}

/** Spec sections 4 and 6: with auto-update (Bearer members), a changed, covered address is saved to the profile. */
async function saveAddressToProfile(context: HandoverContext, address: AddressSuggestion, covered: boolean): Promise<void> {
  const { get } = context;
  const user = get().user.extendedUser;
  const member = user?.currentMember ?? null;
  if (!covered || !addressAutoUpdate(get().session.loginLevel) || user === null || member === null) {
    return;
  }
  const update = profileAddressUpdate(member, user.household, address);
  if (update !== null) {
    // A failure is stored and logged by the user slice (user.error); the address stays picked in the form.
    await get().updateProfile(update);
  }
}

/** The coverage of a picked address (spec section 5: checked only with a valid postal code and address); null on failure. */
async function checkAddressCoverage(context: HandoverContext, address: AddressSuggestion): Promise<CoverageResult | null> {
  const { set, handoverApi, logger } = context;
  if (!shouldCheckCoverage(address.postalCode, address.address)) {
    return NO_COVERAGE;
  }
  try {
    // Spec section 7: the coverage call carries the gln of the shopper's current (picking) store.
    const fetched = await handoverApi.getCoverage(address.postalCode, {
      addressHint: address.address,
      lat: address.coordinates?.lat ?? null,
      lon: address.coordinates?.lon ?? null,
      gln: context.currentStore()?.gln ?? null,
    });
    return effectiveCoverage(address.postalCode, address.address, fetched);
  } catch (error) {
    logger.error('Handover: the coverage check failed', error);
    context.dependencies.logService.log('coverage', error);
    set((state) => {
      state.handover.coverage = { result: null, status: 'error', error: messageOf(error, context.defaultMessage()) };
    });
    return null;
  }
}
