import type { CartItem, SubstitutePreference } from '../domain/cart';

/**
 * Spec section 4: "Substitute preference other than 'similar' turns substitution on for all items and sets preference to
 * similar." Answers the preference and lines after the shopper picks `chosen`: SIMILAR is kept as chosen and leaves the
 * lines as they are; HISTORY and NONE become SIMILAR with every line's substitute on. (A literal reading: the spec says
 * so for every preference other than SIMILAR, NONE included.)
 */
export function applySubstitutePreference<Line extends Pick<CartItem, 'substitute'>>(
  chosen: SubstitutePreference,
  items: readonly Line[],
): { substitutePreference: SubstitutePreference; items: Line[] } {
  switch (chosen) {
    case 'SIMILAR':
      return { substitutePreference: 'SIMILAR', items: [...items] };
    case 'HISTORY':
    case 'NONE':
      return { substitutePreference: 'SIMILAR', items: items.map((item) => (item.substitute ? item : { ...item, substitute: true })) };
    default:
      return chosen satisfies never;
  }
}
