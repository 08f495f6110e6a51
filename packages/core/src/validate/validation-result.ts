/**
 * What a validator answers: valid, or invalid with a typed reason a form turns into its own text.
 * Every validator has its own reason union (exported beside it).
 */
export type ValidationResult<Reason extends string = string> = { valid: true } | { valid: false; reason: Reason };

/** The valid answer. */
export const VALID: { valid: true } = { valid: true };

/** An invalid answer with its reason. */
export function invalid<Reason extends string>(reason: Reason): { valid: false; reason: Reason } {
  return { valid: false, reason };
}
