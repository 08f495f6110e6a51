import { MEDIA } from './breakpoints';

/**
 * Issue 38, point 1: each tag's size on the host page, the same before its code arrives and in every state it renders,
 * so that nothing of the chain's page moves when a widget arrives or changes (Kurv's share of CLS 0.00). The one place
 * of these sizes: the rendered widgets' CSS (widget-styles.ts, handover-summary-styles.ts) and the reserve stylesheet
 * the page links in its <head> (`reserveCss`, shipped as dist/kurv-reserve.css) both read them.
 *
 * The spec gives no sizes; the choices, in CSS pixels (not em: the reserve rule applies before the chain's theme and
 * font are known, and the rendered widget must come out at the same size in every chain's font):
 * - height 44 px for the three visible tags: WCAG 2.5.5's target size, which `.kurv-button` already had as its least;
 * - the picker's trigger 200 px wide from the panel breakpoint, 119 px on a phone (8.5em of its 14 px text, its
 *   former limit: it and the cart's button fit a 320 px header beside the logo), its text on at most two lines
 *   ('Velg levering eller henting' whole in the widest chain font, Verdana): with the cart's button it leaves the
 *   example sites' one-row desktop header its navigation on one line at 1280 px, as before;
 * - the cart's button 160 px wide from the panel breakpoint (the icon with a count of up to three figures on its corner,
 *   and a total up to '9 999,90 kr', a week's shop, in the widest chain font), 72 px on a phone (the total is read, not
 *   shown: the icon and its count).
 * A text longer than its box is cut with an ellipsis; the whole text stays in the button's accessible name and title.
 */
/** The reserved sizes, in CSS pixels. */
export interface ReservedSizes {
  /** The height of each visible tag's control row. */
  controlHeight: number;
  /** The picker's trigger's width below and from the panel breakpoint. */
  pickerTrigger: { mobileWidth: number; panelWidth: number };
  /** The cart's button's width below and from the panel breakpoint. */
  cartButton: { mobileWidth: number; panelWidth: number };
}

export const RESERVED_SIZES: ReservedSizes = {
  controlHeight: 44,
  pickerTrigger: { mobileWidth: 119, panelWidth: 200 },
  cartButton: { mobileWidth: 72, panelWidth: 160 },
};

/** The tags with a box on the host page, in the order of the reserve stylesheet. */
export const RESERVED_TAGS = ['handover-picker', 'cart-popup', 'add-to-cart-button', 'edit-order-dialog'] as const;

const px = (value: number): string => `${value}px`;

/**
 * The reserve stylesheet (dist/kurv-reserve.css): the tag's box as an empty `::before` of the tag, in the page's own CSS,
 * so it is there at the first paint, before the deferred loader runs. Not only while `:not(:defined)`: between the
 * loader's definition and the first render of the tag's code the element is defined and still empty, and a rule on
 * `:not(:defined)` alone would let it fall to 0 px in that gap. The rendered widget hides the `::before` with its own
 * styles (`reservedHostStyles`, `!important` in the shadow tree wins over the page's rule), in the same commit that
 * puts its content in: there is no frame with both, nor one with neither.
 *
 * A `::before` and not a min-height on the tag: the page's own padding, margins and box-sizing of the tag stay the
 * page's (the example sites' `* { box-sizing: border-box }` would take a min-height's padding out of the box). The
 * tag's display is the widgets' `:host` default (inline-block), under `:where` so that any page rule wins, as the
 * page wins over `:host`. `edit-order-dialog` shows nothing in the page (a dialog when asked): it keeps no room.
 */
export function reserveCss(sizes: ReservedSizes = RESERVED_SIZES): string {
  const height = px(sizes.controlHeight);
  return `/* Kurv: the tags' room before their code arrives (issue 38). Link it in the page's <head>. */
:where(${RESERVED_TAGS.map((tag) => `${tag}:not(:defined)`).join(', ')}) { display: inline-block; }
handover-picker::before, cart-popup::before, add-to-cart-button::before { content: ""; display: block; height: ${height}; }
handover-picker::before { width: ${px(sizes.pickerTrigger.mobileWidth)}; }
cart-popup::before { width: ${px(sizes.cartButton.mobileWidth)}; }
@media ${MEDIA.panel} {
handover-picker::before { width: ${px(sizes.pickerTrigger.panelWidth)}; }
cart-popup::before { width: ${px(sizes.cartButton.panelWidth)}; }
}
`;
}

/** In every widget's shadow styles: the rendered widget takes the place the reserve stylesheet kept for it. */
export const reservedHostStyles = ':host::before { content: none !important; display: none !important; }';
