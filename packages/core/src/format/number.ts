/** Spec section 9: thousands are separated by a thin space. */
export const THIN_SPACE = '\u2009';

function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  // The epsilon keeps 1.005 from rounding down because of its binary representation.
  return Math.round((value + Math.sign(value) * Number.EPSILON) * factor) / factor;
}

/**
 * Formats a number the Norwegian way: decimal comma and thin-space thousands
 * (1234567.891 with 2 decimals → "1 234 567,89").
 */
export function formatNumber(value: number, decimals = 0): string {
  if (!Number.isFinite(value)) {
    return '';
  }
  const rounded = roundTo(value, decimals);
  const [integerPart = '0', fraction] = Math.abs(rounded).toFixed(decimals).split('.');
  const grouped = integerPart.replace(/\B(?=(\d{3})+(?!\d))/g, THIN_SPACE);
  const sign = rounded < 0 ? '-' : '';
  return fraction === undefined ? `${sign}${grouped}` : `${sign}${grouped},${fraction}`;
}

/** Formats kroner with two decimals, as the spec's texts write amounts: "1 234,50 kr". */
export function formatPrice(value: number): string {
  return `${formatNumber(value, 2)} kr`;
}

/** Formats a weight in kilograms; below 1 kg it is shown in grams (0.75 → "750 g"). */
export function formatWeight(kilograms: number): string {
  if (!Number.isFinite(kilograms)) {
    return '';
  }
  const grams = Math.round(kilograms * 1000);
  if (Math.abs(grams) < 1000) {
    return `${formatNumber(grams, 0)} g`;
  }
  const text = formatNumber(kilograms, 2).replace(/,?0+$/, '');
  return `${text} kg`;
}

/** An amount in kroner rounded to whole øre (two decimals), as the platform's calculator gives it. */
export function roundKroner(value: number): number {
  return Math.round(value * 100) / 100;
}
