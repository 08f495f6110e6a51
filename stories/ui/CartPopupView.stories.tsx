import { nb } from '@kurv/core/texts';
import { CartBadgeButton, CartPopupView, cartStyles } from '@kurv/ui';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  CORPORATE_DROPDOWN_DATA,
  LIMIT_REACHED_LINE,
  REMOVED_WEIGHT_TEXT,
  SHARED_CART_HREF,
} from '../../packages/ui/src/widgets/cart-popup/cart-rules.fixtures';
import {
  BREAD_LINE,
  CART_POPUP_DATA,
  COFFEE_LINE,
  CORPORATE_DATA,
  COUPON_LINE,
  cartLineFixture,
  DURABILITY_TEXT,
  EMPTY_CART_DATA,
  LINES_WITH_IMAGES,
  LINES_WITHOUT_PRICES,
  MILK_LINE,
  MINIMUM_PURCHASE_DELIVERY,
  MINIMUM_PURCHASE_PICKUP,
  NEW_ORDER_NOTE,
  NOT_IN_STORE_LINE,
  PIZZA_LINE,
  PROMOTION_AND_COUPON_LINE,
  PROMOTION_LINE,
  REMOVED_ITEM_TEXT,
  RESTRICTED_CART_LINES,
  RESTRICTED_COLLAPSED,
  RESTRICTED_PER_ITEM,
  SERVICE_FEE_OPTIONS,
  SUMMARY_ALL_LINES,
  SUMMARY_NOT_UPDATED,
  UNKNOWN_LINE,
} from '../../packages/ui/src/widgets/cart-popup/cart-view.fixtures';

/** The cart styles are not in widgetStyles: the cart-popup element adds them, and so do the stories. */
const withCartStyles: Decorator = (Story) => (
  <>
    <style>{cartStyles}</style>
    <Story />
  </>
);

const meta = {
  title: 'UI/CartPopupView',
  component: CartPopupView,
  decorators: [withCartStyles],
  args: {
    ...CART_POPUP_DATA,
    onClose: fn(),
    onChangeQuantity: fn(),
    onRemove: fn(),
    onUndoRemove: fn(),
    onToggleSubstitute: fn(),
    onToggleSlice: fn(),
    onChangeBagType: fn(),
    onChangeServiceFeeType: fn(),
    onChangeSubstituteComment: fn(),
    onDismissError: fn(),
    onCheckout: fn(),
  },
} satisfies Meta<typeof CartPopupView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithItems: Story = {};
export const Empty: Story = { args: EMPTY_CART_DATA };
export const LinesWithImages: Story = { args: { lines: LINES_WITH_IMAGES, itemCount: 4 } };
export const LineWithPromotion: Story = { args: { lines: [PROMOTION_LINE, MILK_LINE], itemCount: 5 } };
export const LineWithCoupon: Story = { args: { lines: [COUPON_LINE, MILK_LINE], itemCount: 3 } };
export const LineWithPromotionAndCoupon: Story = { args: { lines: [PROMOTION_AND_COUPON_LINE], itemCount: 3 } };
export const Updating: Story = { args: { status: 'updating' } };
/** A calculation failed after the milk went from 2 to 3: its line is 3 × unit price and every amount is marked. */
export const CalculatorFailed: Story = {
  args: {
    status: 'error',
    errorText: nb.defaultError,
    lines: [{ ...MILK_LINE, quantity: 3, lineTotal: 74.7, notUpdated: true }, PIZZA_LINE],
    itemCount: 4,
    summary: SUMMARY_NOT_UPDATED,
  },
};
/** Every summary line: items, savings, bags, a service fee and the chosen delivery window's price. */
export const SummaryAllLines: Story = {
  args: { summary: SUMMARY_ALL_LINES, serviceFeeOptions: SERVICE_FEE_OPTIONS, serviceFeeType: 'OPPSKJAERING' },
};
/** The options before any calculation told their prices: plain labels. */
export const OptionsWithoutPrices: Story = {
  args: {
    bagOptions: [
      { value: 'PLAST', label: nb.bagTypePLAST },
      { value: 'PAPIR', label: nb.bagTypePAPIR },
      { value: 'PAPPESKE', label: nb.bagTypePAPPESKE },
    ],
  },
};
export const OfferPrices: Story = {
  args: {
    lines: [
      PIZZA_LINE,
      cartLineFixture({
        ean: '7311041013663',
        title: 'Coca-Cola Zero',
        subtitle: '1,5 l',
        quantity: 3,
        lineTotal: 75,
        lineTotalOriginal: 104.7,
      }),
    ],
    itemCount: 4,
    totals: { calculatorTotal: 134.9, totalWeight: 5.075, totalToPay: 138.9 },
  },
};
export const RestrictedCollapsed: Story = {
  args: {
    lines: RESTRICTED_CART_LINES,
    itemCount: 4,
    totals: { calculatorTotal: 493.7, totalWeight: 3.75, totalToPay: 497.7 },
    restrictedNotices: RESTRICTED_COLLAPSED,
  },
};
export const RestrictedPerItem: Story = {
  args: {
    lines: [MILK_LINE, ...RESTRICTED_CART_LINES.slice(0, 2)],
    itemCount: 4,
    totals: { calculatorTotal: 478.7, totalWeight: 3.56, totalToPay: 482.7 },
    restrictedNotices: RESTRICTED_PER_ITEM,
  },
};
export const RemovedWithUndo: Story = {
  args: {
    lines: [MILK_LINE],
    itemCount: 2,
    totals: { calculatorTotal: 49.8, totalWeight: 2.06, totalToPay: 53.8 },
    removedItemText: REMOVED_ITEM_TEXT,
  },
};
export const MinimumNotReachedDelivery: Story = { args: { minimumPurchaseText: MINIMUM_PURCHASE_DELIVERY } };
export const MinimumNotReachedPickup: Story = { args: { minimumPurchaseText: MINIMUM_PURCHASE_PICKUP } };
/** A member with an order that can still be changed: the cart is a new order; 'Endre bestilling' takes up that change. */
export const BesideChangeableOrder: Story = { args: { newOrderNote: NEW_ORDER_NOTE, onChangeOrder: fn() } };
export const CorporateServiceFees: Story = { args: CORPORATE_DATA };
/** A corporate user (spec section 6): every line's quantity is a dropdown; 'Fjern vare' in it removes the line. */
export const CorporateDropdownLines: Story = { args: { ...CORPORATE_DATA, ...CORPORATE_DROPDOWN_DATA } };
/** A weight product taken out: 'Fjernet' says its weight (spec sections 8 and 9), with 'Angre'. */
export const RemovedWeightItem: Story = { args: { removedItemText: REMOVED_WEIGHT_TEXT } };
/** At the per-order maximum: the limit said once in the line (the notice, no repeating label). */
export const PerOrderLimitOnce: Story = {
  args: { lines: [LIMIT_REACHED_LINE, MILK_LINE], itemCount: 4, totals: { calculatorTotal: 387.8, totalWeight: 7.26, totalToPay: 391.8 } },
};
/** Cart sharing on: 'Del handlevognen' links to the shared cart with the cart's id. */
export const SharedCartLink: Story = { args: { shareHref: SHARED_CART_HREF } };
export const NotInStore: Story = {
  args: { lines: [MILK_LINE, NOT_IN_STORE_LINE], itemCount: 3, totals: { calculatorTotal: 49.8, totalWeight: 2.76, totalToPay: 53.8 } },
};
export const SliceableBread: Story = {
  args: { lines: [BREAD_LINE, MILK_LINE], itemCount: 3, totals: { calculatorTotal: 89.7, totalWeight: 2.81, totalToPay: 93.7 } },
};
export const StockLimit: Story = {
  args: { lines: [COFFEE_LINE, MILK_LINE], itemCount: 4, totals: { calculatorTotal: 169.6, totalWeight: 2.56, totalToPay: 173.6 } },
};
export const UnknownTitle: Story = {
  args: { lines: [MILK_LINE, UNKNOWN_LINE], itemCount: 3, totals: { calculatorTotal: 74.7, totalWeight: 2.56, totalToPay: 78.7 } },
};
export const ManyItems: Story = {
  args: {
    lines: Array.from({ length: 14 }, (_, index) =>
      cartLineFixture({
        ean: String(7000000000000 + index),
        title: `Vare nummer ${index + 1} med et langt norsk navn`,
        subtitle: '500 g',
        quantity: index + 1,
        lineTotal: 19.9 * (index + 1),
      }),
    ),
    itemCount: 105,
    totals: { calculatorTotal: 2089.5, totalWeight: 52.5, totalToPay: 2093.5 },
  },
};

export const Badge: StoryObj<typeof CartBadgeButton> = {
  render: () => <CartBadgeButton itemCount={3} total={113.7} expanded={false} texts={nb} onOpen={fn()} />,
};

export const BadgeEmpty: StoryObj<typeof CartBadgeButton> = {
  render: () => <CartBadgeButton itemCount={0} total={0} expanded={false} texts={nb} onOpen={fn()} />,
};

/** Pressed, the popup's code still on its way (a slow network): aria-busy, and a turning mark after 300 ms. */
export const BadgeWaiting: StoryObj<typeof CartBadgeButton> = {
  render: () => <CartBadgeButton itemCount={3} total={113.7} expanded waiting texts={nb} onOpen={fn()} />,
};

/** Feature flag durabilityInfo (default on): the 7-day guarantee under the amounts. */
export const WithDurabilityGuarantee: Story = { args: { durabilityText: DURABILITY_TEXT } };

/** Feature flag productPriceVisible off: no price on the lines; the amounts and the total to pay stay. */
export const LinesWithoutPrices: Story = { args: { lines: LINES_WITHOUT_PRICES } };
