/**
 * Where a cart change stands among the changes of the site's tabs: the count of changes before it, and the tab that
 * made it. Not in the spec, which has one cart for the site: two tabs changing it at once both end with the later change.
 * A count and not a time (a Lamport clock): tabs' clocks, and tests' pinned ones, may agree to the millisecond.
 */
export interface CartRevision {
  count: number;
  /** The id the tab drew at its start: of two changes with one count, the greater id is the later. */
  tab: string;
}

/** The revision of a tab that has not changed the cart, nor read a cart that carries one. */
export const FIRST_CART_REVISION: CartRevision = { count: 0, tab: '' };

/** Whether `candidate` is a later change than `current`: a greater count, or the same count from a greater tab id. */
export function isLaterRevision(candidate: CartRevision, current: CartRevision): boolean {
  return candidate.count > current.count || (candidate.count === current.count && candidate.tab > current.tab);
}

/** The revision of `tab`'s next change: one past every revision it knows of (its own, the stored one, one held back). */
export function nextRevision(tab: string, known: readonly (CartRevision | null | undefined)[]): CartRevision {
  return { count: Math.max(0, ...known.map((revision) => revision?.count ?? 0)) + 1, tab };
}
