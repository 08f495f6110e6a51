/**
 * The saving a cart line shows: its total before offers, promotions and coupons less what is paid, from the
 * calculator's answer; null when there is none, or the line is not priced (null totals).
 */
export function lineSaving(lineTotal: number | null, lineTotalOriginal: number | null): number | null {
  if (lineTotal === null || lineTotalOriginal === null) {
    return null;
  }
  const saving = Math.round((lineTotalOriginal - lineTotal) * 100) / 100;
  return saving > 0 ? saving : null;
}
