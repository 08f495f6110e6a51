import type { LoginLevel } from '../../domain/session';
import type { Platform } from '../../settings/site-settings';
import { PICKER_RELOAD_DELAY_MS } from './handover-constants';

/** Which submit button the delivery address form shows: 'Lagre adresse' (save) or 'Bruk adresse' (use). */
export type AddressSubmit = 'save' | 'use';

/**
 * Spec section 6: "Simplified (level 1): address save needs confirmed login; auto-update off." Everyone else has a
 * chosen, covered address applied at once (saved for logged-in users, kept locally for anonymous ones).
 */
export function addressAutoUpdate(loginLevel: LoginLevel): boolean {
  return loginLevel !== 1;
}

/** What the address form's submit button depends on. */
export interface AddressSubmitContext {
  loginLevel: LoginLevel;
  autoUpdate: boolean;
  /** An address is picked from the suggestions. */
  addressChosen: boolean;
  /** The picked address is not the one already saved. */
  addressDiffers: boolean;
}

/**
 * Spec section 4: "Save button shows when auto-update is off or the user is simplified-login and the address
 * differs"; sections 2 and 6: 'Lagre adresse' when logged in, 'Bruk adresse' when anonymous.
 * Our reading: nothing to submit before an address is picked from the suggestions.
 */
export function addressSubmitButton(context: AddressSubmitContext): AddressSubmit | null {
  if (!context.addressChosen) {
    return null;
  }
  const shows = !context.autoUpdate || (context.loginLevel === 1 && context.addressDiffers);
  if (!shows) {
    return null;
  }
  return context.loginLevel === 0 ? 'use' : 'save';
}

/**
 * Whether the address picked from the suggestions is not the saved delivery address (spec section 4: "the address
 * differs"). Our reading: street address and postal code decide; nothing picked never differs.
 */
export function addressDiffersFromSaved(
  picked: { address: string; postalCode: string } | null,
  saved: { address: string; postalCode: string } | null,
): boolean {
  return picked !== null && (saved === null || saved.address !== picked.address || saved.postalCode !== picked.postalCode);
}

/** What the address form's visibility depends on. */
export interface AddressFormContext {
  loginLevel: LoginLevel;
  /** The user has a saved delivery address (profile or alternative). */
  hasSavedAddress: boolean;
  /** The user asked to re-enter the address ('Skriv inn adresse på nytt'). */
  reenterRequested: boolean;
}

/**
 * Spec section 2: the address form is for anonymous users; simplified-login users re-enter the address via 'Skriv
 * inn adresse på nytt'. Our reading: a logged-in user without a saved address gets the form too (section 8: 'Du har
 * ikke registrert noen adresse hos oss. Vennligst skriv inn adressen.').
 */
export function showAddressForm(context: AddressFormContext): boolean {
  return context.loginLevel === 0 || !context.hasSavedAddress || context.reenterRequested;
}

/** Spec section 2: the 'Skriv inn adresse på nytt' button, for simplified-login users with a saved address. */
export function showReenterAddress(context: AddressFormContext): boolean {
  return context.loginLevel === 1 && context.hasSavedAddress && !context.reenterRequested;
}

/** What closing the picker depends on. */
export interface PickerCloseContext {
  platform: Platform;
  /** The store (gln or pickup gln) differs from the one when the picker opened. */
  storeChanged: boolean;
  /** How many of the picker's pages were shown since it opened. */
  pagesShown: number;
}

/**
 * Spec section 2: "Closing the picker on the web site reloads the page 500 ms later if the store changed and the
 * picker had several pages." Answers the delay before the reload, or null for no reload (e.g. in the app).
 */
export function reloadDelayAfterPickerClose(context: PickerCloseContext): number | null {
  return context.platform === 'chainsite' && context.storeChanged && context.pagesShown > 1 ? PICKER_RELOAD_DELAY_MS : null;
}
