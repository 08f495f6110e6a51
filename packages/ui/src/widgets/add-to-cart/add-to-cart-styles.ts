/**
 * The styles of the add-to-cart additions (dropdown, weight, bonus badge, login prompt); the element is to add them after
 * widgetStyles, as the handover picker adds handoverStyles. Colours come from the theme tokens.
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
.kurv-add-to-cart__prompt-anchor { position: absolute; top: 100%; inset-inline-start: 0; width: 100%; height: 0; z-index: var(--kurv-overlay-z-index, 5); }
.kurv-add-to-cart__prompt { margin-top: var(--kurv-space-s, 8px); width: 100%; min-width: min(280px, calc(100vw - 32px)); border-radius: var(--kurv-radius, 8px); box-shadow: 0 6px 24px rgba(0, 0, 0, 0.25); }
.kurv-add-to-cart__prompt:focus-visible { outline: 3px solid var(--kurv-color-focus, #005fcc); outline-offset: 2px; }
.kurv-add-to-cart__prompt:focus:not(:focus-visible) { outline: none; }
.kurv-login-prompt__body { margin: 0 0 var(--kurv-space-m, 16px); }
.kurv-login-prompt__actions { display: flex; flex-wrap: wrap; gap: var(--kurv-space-s, 8px); }
`;
