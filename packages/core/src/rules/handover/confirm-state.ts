import type { HandoverType } from '../../domain/store';
import type { DraftAddressBlock } from './address-form';
import type { DeliveryLocation, HandoverOption } from './handover-types';
import type { WindowDisabledReason } from './window-disabled-reasons';

/** Spec section 5: why the type page's confirm is disabled, checked in this order. */
export type TypeConfirmBlock =
  | 'optionsLoading'
  | 'optionsError'
  | 'optionMissing'
  | 'validationErrors'
  | 'postalCodeMissing'
  | 'addressMissing'
  | DraftAddressBlock
  | 'noDeliveryStore'
  | 'orderLocationMismatch';

/** What the type page's confirm depends on. */
export interface TypeConfirmContext {
  handoverType: HandoverType;
  optionsStatus: 'idle' | 'loading' | 'loaded' | 'error';
  /** The option of the chosen type, or null. */
  option: HandoverOption | null;
  postalCode: string | null;
  address: string | null;
  selectedLocation: DeliveryLocation | null;
  /** In edit mode: the order's store gln; null otherwise. */
  editOrderStoreGln: string | null;
  /** Why the address in the form cannot be used (draftAddressBlock); null when it can, or without a form. */
  draftAddress?: DraftAddressBlock | null;
}

/**
 * Spec section 5: "Type-page confirm disabled when validation errors relate to the type, option missing, postal code or
 * address missing, options loading or in error, or the order's store/location no longer matches."
 * Our readings: the option's own validation list holds the errors of its type; postal code and address are needed for
 * delivery only; the order's store matches when the selected location's store (or one of its stores) has its gln.
 * For delivery, an address typed but not picked, or not covered, is an address missing (sections 5 and 8), and so is a
 * location no store delivers to (section 8: '(ingen levering)').
 * Answers the first reason, or null when confirm is enabled.
 */
export function typeConfirmBlock(context: TypeConfirmContext): TypeConfirmBlock | null {
  if (context.optionsStatus === 'loading') {
    return 'optionsLoading';
  }
  if (context.optionsStatus === 'error') {
    return 'optionsError';
  }
  if (context.option === null || context.option.handoverType !== context.handoverType) {
    return 'optionMissing';
  }
  if (context.option.validation.length > 0) {
    return 'validationErrors';
  }
  if (context.handoverType !== 'Store' && !context.postalCode?.trim()) {
    return 'postalCodeMissing';
  }
  if (context.handoverType !== 'Store' && !context.address?.trim()) {
    return 'addressMissing';
  }
  if (context.handoverType !== 'Store' && context.draftAddress) {
    return context.draftAddress;
  }
  if (context.handoverType !== 'Store' && context.selectedLocation !== null && context.selectedLocation.store === null) {
    return 'noDeliveryStore';
  }
  if (context.editOrderStoreGln !== null) {
    const location = context.selectedLocation;
    const glns = [location?.store?.gln, ...(location?.stores.map((store) => store.gln) ?? [])];
    if (!glns.includes(context.editOrderStoreGln)) {
      return 'orderLocationMismatch';
    }
  }
  return null;
}

/** Spec section 5: why the time page's confirm is disabled. */
export type TimeConfirmBlock = 'windowsLoading' | 'noWindowChosen' | WindowDisabledReason;

/** Spec section 5: "Time confirm disabled while loading, without chosen window, or with a disabled reason." */
export function timeConfirmBlock(context: {
  loading: boolean;
  chosenWindowId: string | null;
  disabledReason: WindowDisabledReason | null;
}): TimeConfirmBlock | null {
  if (context.loading) {
    return 'windowsLoading';
  }
  if (context.chosenWindowId === null) {
    return 'noWindowChosen';
  }
  return context.disabledReason;
}
