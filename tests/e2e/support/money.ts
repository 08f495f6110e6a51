/** The thin space the widgets put between thousands (spec: "thin-space thousands"). */
export const THIN_SPACE = '\u2009';

/** A price as the widgets write it: decimal comma, a thin space between thousands, ' kr'; a minus sign when negative. */
export function kroner(amount: number): string {
  const [whole = '0', decimals = '00'] = Math.abs(amount).toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, THIN_SPACE);
  return `${amount < 0 ? '−' : ''}${grouped},${decimals} kr`;
}

/** An amount rounded to øre, as the calculator's sums are compared. */
export const roundToOre = (value: number) => Math.round(value * 100) / 100;
