import type { CartItem, SubstitutePreference } from '../domain/cart';
import { applySubstitutePreference } from './cart-options';

/** The part of a cart the substitute rule reads: its preference and its lines' substitute choices. */
export interface SubstituteChoices<Line extends Pick<CartItem, 'substitute'>> {
  substitutePreference: SubstitutePreference;
  items: readonly Line[];
}

/**
 * Spec section 4 ("Substitute preference other than 'similar' turns substitution on for all items and sets preference
 * to similar"), applied to a cart read from somewhere else (local storage, another tab, the member's cart on the
 * platform, an order being edited): a preference other than SIMILAR, which an older version or another channel may have
 * stored, becomes SIMILAR with every line's substitute on. A cart that already says SIMILAR is answered as it is (the
 * same object), so reading it changes nothing.
 */
export function normalizeSubstitutes<Line extends Pick<CartItem, 'substitute'>, Contents extends SubstituteChoices<Line>>(
  contents: Contents,
): Contents {
  if (contents.substitutePreference === 'SIMILAR') {
    return contents;
  }
  const applied = applySubstitutePreference(contents.substitutePreference, contents.items);
  return { ...contents, substitutePreference: applied.substitutePreference, items: applied.items };
}
