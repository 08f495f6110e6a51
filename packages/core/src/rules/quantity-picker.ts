import type { FeatureFlags } from '../settings/site-settings';

/** The quantity picker of the add-to-cart button and cart lines. */
export type QuantityPickerKind = 'stepper' | 'dropdown';

/**
 * Spec section 6: "Corporate users: dropdown quantity picker (flags can force plain stepper or dropdown for all)". When
 * both flags are on, the plain stepper wins (our choice: it is the default picker).
 */
export function quantityPickerKind(
  isCorporate: boolean,
  features: Pick<FeatureFlags, 'quantityDropdownForAll' | 'quantityStepperForAll'>,
): QuantityPickerKind {
  if (features.quantityStepperForAll) {
    return 'stepper';
  }
  if (features.quantityDropdownForAll || isCorporate) {
    return 'dropdown';
  }
  return 'stepper';
}
