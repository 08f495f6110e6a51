/**
 * The styles of the add-to-cart additions (dropdown, weight, bonus badge); the element adds them after widgetStyles, as
 * the handover picker adds handoverStyles. The login prompt's come with it (login-prompt-styles.ts). Colours come from the
 * theme tokens.
 */
export const addToCartStyles = `
.kurv-add-to-cart__quantity { display: inline-flex; flex-wrap: wrap; align-items: center; gap: var(--kurv-space-s, 8px); }
.kurv-add-to-cart__weight { font-size: 0.875em; color: var(--kurv-color-muted, #595959); }
.kurv-add-to-cart__labels { display: flex; flex-wrap: wrap; gap: 4px; margin: 0; padding: 0; list-style: none; }
.kurv-add-to-cart__notice { margin: 0; font-size: 0.875em; }
.kurv-quantity-dropdown__select { min-height: 44px; min-width: 6em; padding: 0 var(--kurv-space-s, 8px); border: 2px solid var(--kurv-color-primary, #1f5c3b); border-radius: var(--kurv-radius, 8px); background: var(--kurv-color-surface, #ffffff); color: var(--kurv-color-text, #1d1d1b); font: inherit; font-weight: 600; }
.kurv-quantity-dropdown__select:focus-visible { outline: 3px solid var(--kurv-color-focus, #005fcc); outline-offset: 2px; }
.kurv-bonus-badge { align-self: flex-start; display: inline-block; padding: 2px var(--kurv-space-s, 8px); border-radius: 999px; background: var(--kurv-color-primary, #1f5c3b); color: var(--kurv-color-on-primary, #ffffff); font-size: 0.875em; font-weight: 700; }
.kurv-add-to-cart__deals { display: flex; flex-wrap: wrap; gap: 4px; margin: 0; }
.kurv-deal { font-size: 0.75em; font-weight: 700; padding: 1px 6px; border-radius: 4px; background: var(--kurv-color-offer, #b00020); color: #ffffff; }
.kurv-deal--coupon { background: var(--kurv-color-primary, #1f5c3b); color: var(--kurv-color-on-primary, #ffffff); }
.kurv-add-to-cart { position: relative; }
`;
