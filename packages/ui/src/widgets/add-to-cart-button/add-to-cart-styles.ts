import { RESERVED_SIZES } from '../../styles/reserved-sizes';

/**
 * The styles of the add-to-cart additions (weight, bonus badge, deals); the element adds them after widgetStyles, as the
 * handover picker adds handoverStyles. The login prompt's and the dropdown's come with them (login-prompt-styles.ts,
 * QuantityDropdown.tsx). Colours come from the theme tokens.
 *
 * Issue 38: the widget's box is its one control row (widget-styles.ts); what comes later is laid over the page, not put
 * in its flow: the badges (bonus, deals, labels, which come with the product's data) above the row's end, over the
 * page's room above the tag, and the notices and errors of a press below it, as the login prompt is.
 */
export const addToCartStyles = `
.kurv-add-to-cart__quantity { display: inline-flex; align-items: center; height: ${RESERVED_SIZES.controlHeight}px; gap: var(--kurv-space-s, 8px); }
.kurv-add-to-cart__weight { font-size: 0.875em; color: var(--kurv-color-muted, #595959); }
.kurv-add-to-cart__labels { display: flex; flex-wrap: wrap; gap: 4px; margin: 0; padding: 0; list-style: none; }
.kurv-add-to-cart__notice { margin: 0; font-size: 0.875em; }
.kurv-bonus-badge { align-self: flex-start; display: inline-block; padding: 2px var(--kurv-space-s, 8px); border-radius: 999px; background: var(--kurv-color-primary, #1f5c3b); color: var(--kurv-color-on-primary, #ffffff); font-size: 0.875em; font-weight: 700; }
.kurv-add-to-cart__deals { display: flex; flex-wrap: wrap; gap: 4px; margin: 0; }
.kurv-deal { font-size: 0.75em; font-weight: 700; padding: 1px 6px; border-radius: 4px; background: var(--kurv-color-offer, #b00020); color: #ffffff; }
.kurv-deal--coupon { background: var(--kurv-color-primary, #1f5c3b); color: var(--kurv-color-on-primary, #ffffff); }
.kurv-add-to-cart { position: relative; }
.kurv-add-to-cart__badges { position: absolute; bottom: 100%; inset-inline: 0; display: flex; flex-wrap: wrap-reverse; justify-content: flex-end; align-items: center; gap: 4px; margin-bottom: 4px; pointer-events: none; }
.kurv-add-to-cart__badges:empty { display: none; }
.kurv-add-to-cart__messages { position: absolute; top: 100%; inset-inline: 0; z-index: var(--kurv-overlay-z-index, 5); display: flex; flex-direction: column; gap: 4px; margin-top: 4px; }
.kurv-add-to-cart__messages > * { padding: 4px var(--kurv-space-s, 8px); border-radius: var(--kurv-radius, 8px); background: var(--kurv-color-surface, #ffffff); box-shadow: 0 2px 8px rgba(0, 0, 0, 0.2); }
/* Every button renders the prompt's anchor (a live region): out of the flow at once, not when the prompt's CSS comes. */
.kurv-add-to-cart__prompt-anchor { position: absolute; top: 100%; inset-inline-start: 0; width: 100%; height: 0; z-index: var(--kurv-overlay-z-index, 5); }
`;
