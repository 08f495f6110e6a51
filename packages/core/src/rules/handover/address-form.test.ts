import { describe, expect, it } from 'vitest';
import {
  type AddressFormContext,
  type AddressSubmit,
  type AddressSubmitContext,
  addressAutoUpdate,
  addressDiffersFromSaved,
  addressLabel,
  addressNeedsConfirmedLogin,
  addressSubmitButton,
  type DraftAddressBlock,
  type DraftAddressContext,
  draftAddressBlock,
  type PickerCloseContext,
  profileAddressUpdate,
  reloadDelayAfterPickerClose,
  reloadMayStart,
  showAddressForm,
  showReenterAddress,
} from './address-form';

describe('addressAutoUpdate', () => {
  it.each([
    ['anonymous: applied with «Bruk adresse»', 0, false],
    ['simplified login: saving needs a confirmed login', 1, false],
    ['bearer login: saved to the profile at once', 2, true],
  ] as const)('%s', (_situation, loginLevel, expected) => {
    expect(addressAutoUpdate(loginLevel)).toBe(expected);
  });
});

describe('addressNeedsConfirmedLogin', () => {
  it.each([
    ['anonymous', 0, false],
    ['simplified login', 1, true],
    ['bearer login', 2, false],
  ] as const)('%s', (_situation, loginLevel, expected) => {
    expect(addressNeedsConfirmedLogin(loginLevel)).toBe(expected);
  });
});

describe('draftAddressBlock', () => {
  const storgata = { address: 'Storgata 1', postalCode: '9008', city: 'TROMSØ' };
  const karlJohan = { address: 'Karl Johans gate 1', postalCode: '0154', city: 'OSLO' };
  const base: DraftAddressContext = { formShown: true, query: '', chosen: null, saved: null, coverage: 'covered' };
  it.each<[string, Partial<DraftAddressContext>, DraftAddressBlock | null]>([
    ['no form', { formShown: false, query: 'qwzx blørg 999' }, null],
    ['empty field', {}, null],
    ['text typed, nothing picked', { query: 'qwzx blørg 999' }, 'addressNotChosen'],
    ['text typed after an uncovered pick', { query: 'qwzx blørg 999', saved: storgata }, 'addressNotChosen'],
    ['the saved address shown as it was', { query: 'Karl Johans gate 1, 0154 OSLO', saved: karlJohan }, null],
    ['picked, coverage being checked', { query: 'x', chosen: karlJohan, coverage: 'loading' }, 'coverageLoading'],
    ['picked, not covered', { query: 'x', chosen: storgata, coverage: 'uncovered' }, 'addressNotCovered'],
    ['picked and covered', { query: 'x', chosen: karlJohan, coverage: 'covered' }, null],
  ])('%s', (_situation, context, expected) => {
    expect(draftAddressBlock({ ...base, ...context })).toBe(expected);
  });

  it('labels an address as the form shows it', () => {
    expect(addressLabel(karlJohan)).toBe('Karl Johans gate 1, 0154 OSLO');
  });
});

describe('addressSubmitButton', () => {
  it.each<[string, AddressSubmitContext, AddressSubmit | null]>([
    ['nothing picked yet', { loginLevel: 1, autoUpdate: false, addressChosen: false, addressDiffers: true, addressCovered: true }, null],
    [
      'anonymous with auto-update: applied at once',
      { loginLevel: 0, autoUpdate: true, addressChosen: true, addressDiffers: true, addressCovered: true },
      null,
    ],
    [
      'anonymous, an uncovered address: nothing to use',
      { loginLevel: 0, autoUpdate: false, addressChosen: true, addressDiffers: true, addressCovered: false },
      null,
    ],
    [
      'anonymous without auto-update: Bruk adresse',
      { loginLevel: 0, autoUpdate: false, addressChosen: true, addressDiffers: true, addressCovered: true },
      'use',
    ],
    [
      'simplified, a new address: Lagre adresse',
      { loginLevel: 1, autoUpdate: false, addressChosen: true, addressDiffers: true, addressCovered: true },
      'save',
    ],
    [
      'simplified, auto-update forced on, new address',
      { loginLevel: 1, autoUpdate: true, addressChosen: true, addressDiffers: true, addressCovered: true },
      'save',
    ],
    [
      'simplified, auto-update on, the saved address again',
      { loginLevel: 1, autoUpdate: true, addressChosen: true, addressDiffers: false, addressCovered: true },
      null,
    ],
    [
      'bearer with auto-update: saved at once',
      { loginLevel: 2, autoUpdate: true, addressChosen: true, addressDiffers: true, addressCovered: true },
      null,
    ],
    [
      'bearer without auto-update: Lagre adresse',
      { loginLevel: 2, autoUpdate: false, addressChosen: true, addressDiffers: false, addressCovered: true },
      'save',
    ],
  ])('%s', (_situation, context, expected) => {
    expect(addressSubmitButton(context)).toBe(expected);
  });
});

describe('address form and «Skriv inn adresse på nytt»', () => {
  it.each<[string, AddressFormContext, boolean, boolean]>([
    ['anonymous', { loginLevel: 0, hasSavedAddress: false, reenterRequested: false }, true, false],
    ['anonymous with a local address', { loginLevel: 0, hasSavedAddress: true, reenterRequested: false }, true, false],
    ['simplified with a saved address', { loginLevel: 1, hasSavedAddress: true, reenterRequested: false }, false, true],
    ['simplified who asked to re-enter', { loginLevel: 1, hasSavedAddress: true, reenterRequested: true }, true, false],
    ['simplified without an address', { loginLevel: 1, hasSavedAddress: false, reenterRequested: false }, true, false],
    ['bearer with a saved address', { loginLevel: 2, hasSavedAddress: true, reenterRequested: false }, false, false],
    ['bearer without an address', { loginLevel: 2, hasSavedAddress: false, reenterRequested: false }, true, false],
  ])('%s', (_situation, context, form, reenter) => {
    expect(showAddressForm(context)).toBe(form);
    expect(showReenterAddress(context)).toBe(reenter);
  });
});

describe('reloadDelayAfterPickerClose', () => {
  it.each<[string, PickerCloseContext, number | null]>([
    ['web site, store changed over two pages', { platform: 'chainsite', storeChanged: true, pagesShown: 2 }, 500],
    ['web site, store changed over three pages', { platform: 'chainsite', storeChanged: true, pagesShown: 3 }, 500],
    ['web site, store changed on a one-page picker', { platform: 'chainsite', storeChanged: true, pagesShown: 1 }, null],
    ['web site, same store', { platform: 'chainsite', storeChanged: false, pagesShown: 3 }, null],
    ['in the app', { platform: 'native', storeChanged: true, pagesShown: 3 }, null],
  ])('%s', (_situation, context, expected) => {
    expect(reloadDelayAfterPickerClose(context)).toBe(expected);
  });
});

describe('reloadMayStart (the reload after the picker closes waits for the cart question)', () => {
  it.each<[string, { unavailableAsking: boolean; popupOpen: boolean }, boolean]>([
    ['nothing asked, no popup', { unavailableAsking: false, popupOpen: false }, true],
    ['the unavailable-products dialog asks', { unavailableAsking: true, popupOpen: false }, false],
    ['the cart popup is open («Endre varer»)', { unavailableAsking: false, popupOpen: true }, false],
    ['both', { unavailableAsking: true, popupOpen: true }, false],
  ])('%s', (_situation, page, expected) => {
    expect(reloadMayStart(page)).toBe(expected);
  });
});

describe('addressDiffersFromSaved', () => {
  const karlJohan = { address: 'Karl Johans gate 1', postalCode: '0154' };
  it.each([
    ['nothing picked', null, karlJohan, false],
    ['picked, nothing saved', karlJohan, null, true],
    ['the saved address again', karlJohan, { ...karlJohan }, false],
    ['another street', karlJohan, { address: 'Storgata 1', postalCode: '0154' }, true],
    ['the same street in another postal code', karlJohan, { address: 'Karl Johans gate 1', postalCode: '0159' }, true],
  ])('%s', (_situation, picked, saved, expected) => {
    expect(addressDiffersFromSaved(picked, saved)).toBe(expected);
  });
});

describe('profileAddressUpdate', () => {
  const member = {
    firstName: 'Nina',
    lastName: 'Dahl',
    email: 'nina@example.no',
    mobile: '41234560',
    phoneNumber: null,
    birthdate: '1990-06-05',
    gender: 'K' as const,
  };
  const picked = { address: 'Karl Johans gate 1', postalCode: '0154', city: 'OSLO', coordinates: { lat: 59.9111, lon: 10.7503 } };
  it.each<[string, { address: string; postalCode: string } | null, boolean]>([
    ['no profile address: saved', null, true],
    ['an empty profile address: saved', { address: '', postalCode: '' }, true],
    ['another profile address: saved', { address: 'Bryggen 1', postalCode: '5003' }, true],
    ['the profile address again: nothing', { address: 'Karl Johans gate 1', postalCode: '0154' }, false],
  ])('%s', (_situation, profile, saved) => {
    const update = profileAddressUpdate(member, profile, picked);
    expect(update !== null).toBe(saved);
  });

  it('keeps the member’s own fields and sends the birth date as dd.MM.yyyy', () => {
    expect(profileAddressUpdate(member, null, picked)).toEqual({
      firstName: 'Nina',
      lastName: 'Dahl',
      email: 'nina@example.no',
      mobile: '41234560',
      phoneNumber: '',
      dateOfBirth: '05.06.1990',
      gender: 'K',
      address: 'Karl Johans gate 1',
      postalCode: '0154',
      city: 'OSLO',
      lat: 59.9111,
      lon: 10.7503,
    });
  });
});
