/**
 * How many decimals a number needs to be written exactly, up to `max` (0.5 → 1, 0.25 → 2, 2 → 0). The quantity
 * picker writes fractional steps of weight products with them, the bonus badge its percentage.
 */
export function fractionDigits(value: number, max = 3): number {
  for (let digits = 0; digits < max; digits += 1) {
    const scaled = value * 10 ** digits;
    if (Math.abs(scaled - Math.round(scaled)) < 1e-9 * Math.max(1, Math.abs(scaled))) {
      return digits;
    }
  }
  return max;
}
