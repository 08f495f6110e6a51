import { AGE_BRACKET_YEARS } from '../constants';

/**
 * Spec section 9: the ten-year age bracket of an age: 34 → '30-39', 7 → '0-9', 100 → '100-109'.
 * A fractional age counts its whole years; a negative or non-finite age answers null.
 */
export function formatAgeBracket(age: number): string | null {
  if (!Number.isFinite(age) || age < 0) {
    return null;
  }
  const from = Math.floor(age / AGE_BRACKET_YEARS) * AGE_BRACKET_YEARS;
  return `${from}-${from + AGE_BRACKET_YEARS - 1}`;
}
