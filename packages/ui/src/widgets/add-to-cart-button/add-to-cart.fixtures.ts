/** Realistic Norwegian data for the add-to-cart views, shared by their tests and stories. Data only, no callbacks. */
import { formatText, nb } from '@kurv/core/texts';
import type { AddToCartViewProps } from './AddToCartView';
import type { LoginPromptCardProps } from './LoginPromptCard';

export const LOYALTY_PROGRAM_NAME = 'Trumf';
export const LOGIN_HREF = '/logg-inn';
export const BECOME_MEMBER_HREF = '/bli-medlem';

/** The view's props without callbacks or login prompt. */
export type AddToCartState = Omit<AddToCartViewProps, 'onAdd' | 'onIncrease' | 'onDecrease' | 'onSetQuantity' | 'loginPrompt'>;

const base: AddToCartState = {
  title: 'Tine Lettmelk 1 %',
  quantity: 0,
  blockedText: null,
  errorText: null,
  texts: nb,
};

/** One state of the add-to-cart button per story. */
export const ADD_TO_CART_STATES = {
  notInCart: base,
  inCart: { ...base, quantity: 3 },
  /** A corporate user's dropdown; eggs come in steps of one. */
  corporateDropdown: { ...base, title: 'Prior Egg 12 stk', quantity: 4, picker: 'dropdown' },
  /** The dropdown at the per-order maximum: nothing above 6 is offered. */
  dropdownAtMax: {
    ...base,
    title: 'Lambi Toalettpapir 16 rull',
    quantity: 6,
    picker: 'dropdown',
    maxQuantity: 6,
    increaseDisabled: true,
    noticeText: formatText(nb.quantityLimit, { count: 6 }),
    labels: [nb.maxPerCustomer],
  },
  /** Bananas by the piece, about 180 g each: 3 pieces are about 540 g. */
  soldByWeight: { ...base, title: 'Bananer', quantity: 3, soldByWeight: true, unitWeight: 0.18 },
  bonusBadge: { ...base, title: 'Grandiosa Original', bonusPercent: 10, loyaltyProgramName: LOYALTY_PROGRAM_NAME },
  lowStock: {
    ...base,
    title: 'Pepsi Max 1,5 l',
    quantity: 1,
    noticeText: formatText(nb.lowStock, { count: 3 }),
    labels: [formatText(nb.onlyAvailable, { count: 3 })],
  },
  limitReached: {
    ...base,
    title: 'Lambi Toalettpapir 16 rull',
    quantity: 2,
    noticeText: formatText(nb.quantityLimit, { count: 2 }),
    labels: [nb.maxPerCustomer],
    increaseDisabled: true,
  },
  outOfStock: { ...base, title: 'Pepsi Max 1,5 l', blockedText: nb.outOfStock },
  notForSale: { ...base, title: 'Engangsgrill', blockedText: nb.notForSale },
  /** A guest's third item: the login prompt shows below the stepper. */
  withLoginPrompt: { ...base, quantity: 3 },
  /** A mix-and-match promotion's name on the button (promotionDisplayName). */
  promotion: { ...base, title: 'Kims Potetgull Salt', promotionName: '3 for 2' },
  /** The member's active coupon on the product. */
  coupon: { ...base, title: 'Norvegia 26 %', quantity: 1, couponActive: true },
  /** Both at once. */
  promotionAndCoupon: { ...base, title: 'Kims Potetgull Salt', quantity: 3, promotionName: '3 for 2', couponActive: true },
} satisfies Record<string, AddToCartState>;

/** The login prompt card's data props (the callbacks come from the test or story). */
export const LOGIN_PROMPT: Omit<LoginPromptCardProps, 'onLogin' | 'onDismiss'> = {
  texts: nb,
  loyaltyProgramName: LOYALTY_PROGRAM_NAME,
  loginHref: LOGIN_HREF,
  becomeMemberHref: BECOME_MEMBER_HREF,
};
