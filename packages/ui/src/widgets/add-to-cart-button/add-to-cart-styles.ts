/**
 * The styles of the add-to-cart additions (weight, bonus badge, deals); the element adds them after widgetStyles, as the
 * handover picker adds handoverStyles. The login prompt's and the dropdown's come with them (login-prompt-styles.ts,
 * QuantityDropdown.tsx). Colours come from the theme tokens.
 */
export const addToCartStyles = `
.kurv-add-to-cart__quantity { display: inline-flex; flex-wrap: wrap; align-items: center; gap: var(--kurv-space-s, 8px); }
.kurv-add-to-cart__weight { font-size: 0.875em; color: var(--kurv-color-muted, #595959); }
.kurv-add-to-cart__labels { display: flex; flex-wrap: wrap; gap: 4px; margin: 0; padding: 0; list-style: none; }
.kurv-add-to-cart__notice { margin: 0; font-size: 0.875em; }
.kurv-bonus-badge { align-self: flex-start; display: inline-block; padding: 2px var(--kurv-space-s, 8px); border-radius: 999px; background: var(--kurv-color-primary, #1f5c3b); color: var(--kurv-color-on-primary, #ffffff); font-size: 0.875em; font-weight: 700; }
.kurv-add-to-cart__deals { display: flex; flex-wrap: wrap; gap: 4px; margin: 0; }
.kurv-deal { font-size: 0.75em; font-weight: 700; padding: 1px 6px; border-radius: 4px; background: var(--kurv-color-offer, #b00020); color: #ffffff; }
.kurv-deal--coupon { background: var(--kurv-color-primary, #1f5c3b); color: var(--kurv-color-on-primary, #ffffff); }
.kurv-add-to-cart { position: relative; }
/* Every button renders the prompt's anchor (a live region): out of the flow at once, not when the prompt's CSS comes. */
.kurv-add-to-cart__prompt-anchor { position: absolute; top: 100%; inset-inline-start: 0; width: 100%; height: 0; z-index: var(--kurv-overlay-z-index, 5); }
`;
