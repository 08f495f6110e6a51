import type { CurrentMember } from '../../domain/extended-user';
import type { LoginLevel } from '../../domain/session';
import type { Platform } from '../../settings/site-settings';
import type { ProfileUpdate } from '../profile-update';
import { PICKER_RELOAD_DELAY_MS } from './handover-constants';

/** Which submit button the delivery address form shows: 'Lagre adresse' (save) or 'Bruk adresse' (use). */
export type AddressSubmit = 'save' | 'use';

/**
 * Spec section 6: "Simplified (level 1): address save needs confirmed login; auto-update off"; "Bearer (level 2): address
 * saved to profile"; anonymous (level 0): button 'Bruk adresse'. Our reading: auto-update is on for Bearer members only;
 * an anonymous shopper applies the chosen address with 'Bruk adresse' (sections 2 and 6), which the spec's save-button
 * rule (section 4) shows only while auto-update is off.
 */
export function addressAutoUpdate(loginLevel: LoginLevel): boolean {
  return loginLevel === 2;
}

/** Spec section 6: a simplified-login user's address save needs a confirmed login first. */
export function addressNeedsConfirmedLogin(loginLevel: LoginLevel): boolean {
  return loginLevel === 1;
}

/** An address as the form and the trigger show it: 'Karl Johans gate 1, 0154 OSLO'. */
export function addressLabel(address: { address: string; postalCode: string; city: string }): string {
  return `${address.address}, ${address.postalCode} ${address.city}`;
}

/** Why the address typed in the form cannot be used (yet): nothing is saved and 'Fortsett' stays disabled. */
export type DraftAddressBlock = 'addressNotChosen' | 'coverageLoading' | 'addressNotCovered';

/** What the address in the form depends on. */
export interface DraftAddressContext {
  /** The address form is shown. */
  formShown: boolean;
  /** The text in the field. */
  query: string;
  /** The suggestion picked from the list, or null (typing after a pick drops it). */
  chosen: { address: string; postalCode: string; city: string } | null;
  /** The saved delivery address, which the field shows when the picker opens; null without one. */
  saved: { address: string; postalCode: string; city: string } | null;
  /** The chosen address's coverage: being checked, covered, not covered (or the check failed). */
  coverage: 'loading' | 'covered' | 'uncovered';
}

/**
 * Spec sections 5 and 8 (coverage): an address is usable only when it is picked from the suggestions and covered.
 * Our readings: text typed in the field that is neither a picked suggestion nor the saved address (shown as it was) is
 * not an address; an empty field falls back to the saved address (the type page's own rule asks for one). Answers
 * why the field's address cannot be used, or null.
 */
export function draftAddressBlock(context: DraftAddressContext): DraftAddressBlock | null {
  if (!context.formShown) {
    return null;
  }
  if (context.chosen === null) {
    const typed = context.query.trim();
    const showsSaved = context.saved !== null && typed === addressLabel(context.saved);
    return typed === '' || showsSaved ? null : 'addressNotChosen';
  }
  switch (context.coverage) {
    case 'loading':
      return 'coverageLoading';
    case 'uncovered':
      return 'addressNotCovered';
    case 'covered':
      return null;
    default:
      return context.coverage satisfies never;
  }
}

/** What the address form's submit button depends on. */
export interface AddressSubmitContext {
  loginLevel: LoginLevel;
  autoUpdate: boolean;
  /** An address is picked from the suggestions. */
  addressChosen: boolean;
  /** The picked address is not the one already saved. */
  addressDiffers: boolean;
  /** The picked address is covered (an uncovered address is never saved). */
  addressCovered: boolean;
}

/**
 * Spec section 4: "Save button shows when auto-update is off or the user is simplified-login and the address
 * differs"; sections 2 and 6: 'Lagre adresse' when logged in, 'Bruk adresse' when anonymous.
 * Our readings: nothing to submit before an address is picked from the suggestions and found covered.
 */
export function addressSubmitButton(context: AddressSubmitContext): AddressSubmit | null {
  if (!context.addressChosen || !context.addressCovered) {
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

/**
 * Not in spec: the reload after the picker closes (reloadDelayAfterPickerClose) waits while the shopper is asked
 * about the cart in the newly saved store (the unavailable-products dialog, and the cart popup its 'Endre varer' opens),
 * so that the answer is not thrown away by the reload. Answers whether the page may reload now.
 */
export function reloadMayStart(page: { unavailableAsking: boolean; popupOpen: boolean }): boolean {
  return !page.unavailableAsking && !page.popupOpen;
}

/**
 * Spec sections 4 and 6: a Bearer member's changed, covered address is saved to the profile. The profile update carries
 * the member's own fields unchanged (spec section 3, profile update payload) with the new address and its coordinates;
 * the birth date goes as dd.MM.yyyy (the update converts it back). Answers null when the address is the profile's.
 */
export function profileAddressUpdate(
  member: Pick<CurrentMember, 'firstName' | 'lastName' | 'email' | 'mobile' | 'phoneNumber' | 'birthdate' | 'gender'>,
  profile: { address: string; postalCode: string } | null,
  picked: { address: string; postalCode: string; city: string; coordinates: { lat: number; lon: number } | null },
): ProfileUpdate | null {
  if (!addressDiffersFromSaved(picked, profile?.address ? profile : null)) {
    return null;
  }
  const birth = member.birthdate?.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  return {
    firstName: member.firstName,
    lastName: member.lastName,
    email: member.email ?? '',
    mobile: member.mobile ?? '',
    phoneNumber: member.phoneNumber ?? '',
    dateOfBirth: birth ? `${birth[3]}.${birth[2]}.${birth[1]}` : '',
    gender: member.gender ?? '',
    address: picked.address,
    postalCode: picked.postalCode,
    city: picked.city,
    lat: picked.coordinates?.lat ?? null,
    lon: picked.coordinates?.lon ?? null,
  };
}
