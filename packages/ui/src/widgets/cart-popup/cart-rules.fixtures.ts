/**
 * The cart's remaining rules as the cart popup shows them (spec sections 2, 4, 6, 8): the corporate dropdown on the
 * lines, 'Fjernet' in a weight line's unit, the per-order limit said once, the shared-cart link. Data only, shared by
 * the tests and stories of the cart views.
 */
import { removedLineText, sharedCartHref } from '@kurv/core/rules';
import { formatText, nb } from '@kurv/core/texts';
import type { CartPopupViewData } from './cart-view.fixtures';
import { cartLineFixture, MILK_LINE } from './cart-view.fixtures';

/** Lambi at its per-order maximum of 2: the notice says the limit, no label repeats it. */
export const LIMIT_REACHED_LINE = cartLineFixture({
  ean: '7038391353248',
  title: 'Lambi Toalettpapir',
  subtitle: '24 ruller',
  quantity: 2,
  lineTotal: 338,
  increaseDisabled: true,
  maxQuantity: 2,
  notice: formatText(nb.quantityLimit, { count: 2 }),
  labels: [],
});

/** A corporate user's lines (spec section 6): the dropdown of quantities instead of the stepper. */
export const CORPORATE_DROPDOWN_DATA: Partial<CartPopupViewData> = {
  lines: [
    { ...MILK_LINE, picker: 'dropdown', maxQuantity: null },
    { ...LIMIT_REACHED_LINE, picker: 'dropdown' },
  ],
  itemCount: 4,
  totals: { calculatorTotal: 387.8, totalWeight: 7.26, totalToPay: 391.8 },
};

/** Three bananas of about 180 g taken out: 'Fjernet 540 g Bananer'. */
export const REMOVED_WEIGHT_TEXT = removedLineText(
  { quantity: 3, product: { title: 'Bananer', productSoldByWeight: true, weight: 0.18 } },
  nb,
);

/** Cart sharing on (spec section 9: default off): the link with the cart's persisted id. */
export const SHARED_CART_HREF =
  sharedCartHref({
    sharingCart: true,
    path: 'delt-handlevogn?id=',
    persistedId: '8f3c2a71-5d0e-4b7a-9c1f-2e6d0a4b9c33',
    origin: 'https://meny.no',
  }) ?? '';
