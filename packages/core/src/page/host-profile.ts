// The profile methods of `window.kurv` (issue 19, point 5): fetched with the first call, as only the site's profile page
// makes them, so the product page's first load carries neither the checks nor their texts.

import type { AddressSuggestion } from '../api/handover/decode-handover';
import type { Coupon } from '../domain/product';
import type { SessionFailure } from '../domain/session';
import {
  checkAlternativeAddressInput,
  checkHouseholdInput,
  checkProfileInput,
  type FieldProblem,
  type InputCheck,
} from '../rules/profile-input';
import type { ShopStore } from '../store/assemble-shop-store';
import { fullyLoggedInMemberId } from '../store/selectors';
import { nbProfile } from '../texts/nb-profile';
import { type HostProfile, hostProfileView } from '../view/host-profile-view';

/** The rejection of a host call whose input was refused: names each field, with the Norwegian text to show beside it. */
export type HostInputError = TypeError & { fields: FieldProblem[] };

/**
 * Not in spec: the profile belongs to a fully logged-in member (spec section 6: at login level 2 "address saved to
 * profile"); a simplified login is refused with this message, an anonymous shopper with the spec's 'Not logged in'.
 */
export const NOT_FULLY_LOGGED_IN = 'The profile can be changed by a fully logged-in member only';

function inputError(method: string, problems: FieldProblem[]): HostInputError {
  const error = new TypeError(`kurv.${method}: ${problems.map((problem) => `${problem.field}: ${problem.message}`).join(' ')}`);
  return Object.assign(error, { fields: problems });
}

/** The checked input, or the rejection naming its refused fields. */
function checked<Value>(method: string, check: InputCheck<Value>): Value {
  if (!check.ok) {
    throw inputError(method, check.problems);
  }
  return check.value;
}

/** Waits for the session; throws unless a member is fully logged in. */
async function requireFullMember(store: ShopStore): Promise<void> {
  await store.getState().ensureUser();
  const state = store.getState();
  if (state.session.token === null || state.user.extendedUser?.currentMember == null) {
    // The spec's message, from the writes' module that these calls fetch anyway (a static import would split it off
    // into a file of its own, one more for the loader to pin).
    const { NOT_LOGGED_IN } = await import('../store/user/user-writes');
    throw new Error(NOT_LOGGED_IN);
  }
  if (fullyLoggedInMemberId(state) === null) {
    throw new Error(NOT_FULLY_LOGGED_IN);
  }
}

/** The profile after a write: the platform's message on failure (the store keeps what it had), else the reloaded user's. */
function afterWrite(store: ShopStore, failure: SessionFailure | null): HostProfile {
  if (failure) {
    throw new Error(failure.message);
  }
  const profile = hostProfileView(store.getState().user.extendedUser);
  if (!profile) {
    // Logged out while the write ran.
    throw new Error(NOT_FULLY_LOGGED_IN);
  }
  return profile;
}

/** `window.kurv.getProfile()`. */
export async function getProfile(store: ShopStore): Promise<HostProfile | null> {
  await store.getState().ensureUser();
  return fullyLoggedInMemberId(store.getState()) === null ? null : hostProfileView(store.getState().user.extendedUser);
}

/** `window.kurv.updateProfile(input)`: the member's contact details and the household's address. */
export async function updateProfile(store: ShopStore, input: unknown): Promise<HostProfile> {
  await requireFullMember(store);
  const value = checked('updateProfile', checkProfileInput(input));
  const state = store.getState();
  const member = state.user.extendedUser?.currentMember;
  const household = state.user.extendedUser?.household;
  const failure = await state.updateProfile({
    firstName: value.firstName,
    lastName: value.lastName,
    mobile: value.mobile,
    email: value.email,
    dateOfBirth: value.birthdate,
    nationalId: value.nationalId,
    address: value.address,
    postalCode: value.postalCode,
    city: value.city,
    // What the form does not carry is sent as the platform has it, so the update changes nothing else.
    gender: member?.gender ?? '',
    phoneNumber: member?.phoneNumber ?? '',
    ...organizationOf(household),
  });
  return afterWrite(store, failure);
}

/** The household's organisation fields as the platform has them: the profile form does not carry them. */
function organizationOf(
  household:
    | { organizationName?: string | null; organizationNumber?: string | null; organizationDepartmentName?: string | null }
    | null
    | undefined,
) {
  return {
    organizationName: household?.organizationName ?? null,
    organizationNumber: household?.organizationNumber ?? null,
    organizationDepartmentName: household?.organizationDepartmentName ?? null,
  };
}

/** `window.kurv.updateHousehold(input)`: the household's address alone. */
export async function updateHousehold(store: ShopStore, input: unknown): Promise<HostProfile> {
  await requireFullMember(store);
  const value = checked('updateHousehold', checkHouseholdInput(input));
  const household = store.getState().user.extendedUser?.household;
  const failure = await store.getState().updateHousehold({
    ...value,
    ...organizationOf(household),
  });
  return afterWrite(store, failure);
}

/** `window.kurv.saveAlternativeAddress(input)`: with an id updates that address, without one creates one. */
export async function saveAlternativeAddress(store: ShopStore, input: unknown): Promise<HostProfile> {
  await requireFullMember(store);
  const value = checked('saveAlternativeAddress', checkAlternativeAddressInput(input));
  const stored = store.getState().user.extendedUser?.household?.addresses.find((address) => address.id === value.id);
  // An edited address keeps its coordinates only while its street and postal code stay (spec section 5: they reset
  // when the address changes and they do not); the platform places a new one.
  const keepCoordinates = stored && stored.address === value.address && stored.postalCode === value.postalCode;
  const failure = await store.getState().saveAlternativeAddress({ ...value, coordinates: keepCoordinates ? stored.coordinates : null });
  return afterWrite(store, failure);
}

/** `window.kurv.deleteAlternativeAddress(id)`. */
export async function deleteAlternativeAddress(store: ShopStore, id: unknown): Promise<HostProfile> {
  await requireFullMember(store);
  if (typeof id !== 'string' || id.trim() === '') {
    throw inputError('deleteAlternativeAddress', [{ field: 'id', reason: 'fieldRequired', message: nbProfile.fieldRequired }]);
  }
  return afterWrite(store, await store.getState().deleteAlternativeAddress(id.trim()));
}

/** `window.kurv.searchAddresses(text)`: fewer than the autocomplete's 2 characters ask nothing (`findAddresses`). */
export async function searchAddresses(store: ShopStore, text: unknown): Promise<AddressSuggestion[]> {
  return typeof text === 'string' ? await store.getState().findAddresses(text) : [];
}

/** `window.kurv.loadCoupons()`: the fully logged-in member's coupons; none for anyone else. */
export async function loadCoupons(store: ShopStore): Promise<Coupon[]> {
  await store.getState().ensureUser();
  return await store.getState().loadCoupons();
}
