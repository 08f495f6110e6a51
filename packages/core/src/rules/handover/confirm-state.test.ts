import { describe, expect, it } from 'vitest';
import { type TimeConfirmBlock, type TypeConfirmBlock, type TypeConfirmContext, timeConfirmBlock, typeConfirmBlock } from './confirm-state';
import { store } from './handover.fixtures';
import type { HandoverOption } from './handover-types';
import type { WindowDisabledReason } from './window-disabled-reasons';

const deliveryOption: HandoverOption = {
  handoverType: 'Delivery',
  handoverProducts: [],
  locations: [],
  validation: [],
  closestStoreOrPickupPoint: null,
};
const base: TypeConfirmContext = {
  handoverType: 'Delivery',
  optionsStatus: 'loaded',
  option: deliveryOption,
  postalCode: '0155',
  address: 'Storgata 1',
  selectedLocation: { address: null, store: store('1'), stores: [store('1'), store('2')] },
  editOrderStoreGln: null,
};

describe('typeConfirmBlock', () => {
  it.each<[string, Partial<TypeConfirmContext>, TypeConfirmBlock | null]>([
    ['all fine', {}, null],
    ['options loading', { optionsStatus: 'loading', option: null }, 'optionsLoading'],
    ['options in error', { optionsStatus: 'error' }, 'optionsError'],
    ['option missing', { option: null }, 'optionMissing'],
    ['option of another type', { handoverType: 'Store' }, 'optionMissing'],
    [
      'validation errors of the type',
      { option: { ...deliveryOption, validation: [{ parameter: 'email', error: 'Mangler' }] } },
      'validationErrors',
    ],
    ['no postal code', { postalCode: '' }, 'postalCodeMissing'],
    ['no address', { address: null }, 'addressMissing'],
    [
      'store needs no address',
      { handoverType: 'Store', option: { ...deliveryOption, handoverType: 'Store' }, address: null, postalCode: null },
      null,
    ],
    ['an address typed but not picked', { draftAddress: 'addressNotChosen' }, 'addressNotChosen'],
    ['the picked address being checked', { draftAddress: 'coverageLoading' }, 'coverageLoading'],
    ['the picked address not covered', { draftAddress: 'addressNotCovered' }, 'addressNotCovered'],
    [
      'store pickup ignores the address field',
      { handoverType: 'Store', option: { ...deliveryOption, handoverType: 'Store' }, draftAddress: 'addressNotChosen' },
      null,
    ],
    ['a delivery location no store delivers to', { selectedLocation: { address: null, store: null, stores: [] } }, 'noDeliveryStore'],
    ['edit mode, order store among the location stores', { editOrderStoreGln: '2' }, null],
    ['edit mode, order store no longer matches', { editOrderStoreGln: '9' }, 'orderLocationMismatch'],
  ])('%s', (_situation, context, expected) => {
    expect(typeConfirmBlock({ ...base, ...context })).toBe(expected);
  });
});

describe('timeConfirmBlock', () => {
  it.each<[string, boolean, string | null, WindowDisabledReason | null, TimeConfirmBlock | null]>([
    ['chosen, enabled window', false, 'w-1', null, null],
    ['loading', true, 'w-1', null, 'windowsLoading'],
    ['no window chosen', false, null, null, 'noWindowChosen'],
    ['chosen window fully booked', false, 'w-1', 'FullyBooked', 'FullyBooked'],
  ])('%s', (_situation, loading, chosenWindowId, disabledReason, expected) => {
    expect(timeConfirmBlock({ loading, chosenWindowId, disabledReason })).toBe(expected);
  });
});
