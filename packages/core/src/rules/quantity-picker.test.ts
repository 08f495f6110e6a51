import { describe, expect, it } from 'vitest';
import { quantityPickerKind } from './quantity-picker';

describe('quantityPickerKind', () => {
  it.each([
    [false, false, false, 'stepper'],
    [true, false, false, 'dropdown'],
    [false, true, false, 'dropdown'],
    [true, false, true, 'stepper'],
    [false, true, true, 'stepper'],
    [true, true, false, 'dropdown'],
  ] as const)('corporate %s, dropdown for all %s, stepper for all %s → %s', (isCorporate, dropdownForAll, stepperForAll, kind) => {
    expect(quantityPickerKind(isCorporate, { quantityDropdownForAll: dropdownForAll, quantityStepperForAll: stepperForAll })).toBe(kind);
  });
});
