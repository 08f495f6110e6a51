import { HANDOVER_POSTAL_CODE_PATTERN } from './handover-constants';
import type { CoverageResult } from './handover-types';

/** Spec section 5: "otherwise no store and zero prices". */
export const NO_COVERAGE: CoverageResult = { closestStore: null, bestPrice: 0, bestPriceThreshold: 0, deliveryThreshold: 0 };

/** Spec section 5: "Coverage checked only with valid postal code and address" (4 digits; a non-blank address). */
export function shouldCheckCoverage(postalCode: string | null, address: string | null): boolean {
  return postalCode !== null && HANDOVER_POSTAL_CODE_PATTERN.test(postalCode) && (address ?? '').trim() !== '';
}

/** Our reading of "coverage false" (spec sections 5 and 8): the coverage result names no closest store. */
export function hasCoverage(result: CoverageResult): boolean {
  return result.closestStore !== null;
}

/** Spec section 5: the coverage to use: the fetched result when the address may be checked, else no store and zero prices. */
export function effectiveCoverage(postalCode: string | null, address: string | null, fetched: CoverageResult | null): CoverageResult {
  return shouldCheckCoverage(postalCode, address) && fetched !== null ? fetched : NO_COVERAGE;
}

/** Spec section 5: "Address error shown when touched, not loading, coverage false" (null coverage: not checked yet). */
export function showAddressError(state: { touched: boolean; loading: boolean; coverage: boolean | null }): boolean {
  return state.touched && !state.loading && state.coverage === false;
}
