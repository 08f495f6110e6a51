/**
 * The styles of the cart popup, the checkout popup and the unavailable-products dialog, on top of widgetStyles and
 * dialogStyles: the cart's panels render them with the popups, so a page
 * whose cart stays closed does not load them. Colours come from the theme tokens.
 */
export const cartStyles = `
.kurv-cart-popup__store { margin: 0 0 var(--kurv-space-m, 16px); color: var(--kurv-color-muted, #595959); }
.kurv-cart-popup__empty { margin: 0; }
.kurv-cart-popup__items { list-style: none; margin: 0; padding: 0; }
.kurv-cart-line { display: grid; grid-template-columns: 1fr auto; gap: var(--kurv-space-s, 8px); padding: var(--kurv-space-s, 8px) 0; border-bottom: 1px solid var(--kurv-color-border, #d6d6d6); }
.kurv-cart-line__title { margin: 0; font-weight: 600; }
.kurv-cart-line__subtitle { margin: 0; color: var(--kurv-color-muted, #595959); font-size: 0.875em; }
.kurv-cart-line__price { margin: 0; font-weight: 600; display: flex; flex-direction: column; }
.kurv-cart-line__original { font-weight: 400; color: var(--kurv-color-muted, #595959); font-size: 0.875em; }
.kurv-cart-popup__totals { margin: var(--kurv-space-m, 16px) 0 0; }
.kurv-cart-popup__totals > div { display: flex; justify-content: space-between; }
.kurv-cart-popup__totals dd { margin: 0; }
.kurv-cart-popup__total { font-weight: 700; font-size: 1.125em; }
.kurv-cart-popup__count { margin: 0 0 var(--kurv-space-s, 8px); color: var(--kurv-color-muted, #595959); }
.kurv-cart-line { grid-template-columns: 1fr auto; grid-template-areas: "text price" "controls controls" "options options"; align-items: start; }
.kurv-cart-line__text { grid-area: text; min-width: 0; overflow-wrap: anywhere; }
.kurv-cart-line__price { grid-area: price; text-align: end; }
.kurv-cart-line__controls { grid-area: controls; display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: var(--kurv-space-s, 8px); }
.kurv-cart-line__options { grid-area: options; }
.kurv-cart-line .kurv-quantity-dropdown__select { min-height: 44px; min-width: 6em; padding: 0 var(--kurv-space-s, 8px); border: 2px solid var(--kurv-color-primary, #1f5c3b); border-radius: var(--kurv-radius, 8px); background: var(--kurv-color-surface, #ffffff); color: var(--kurv-color-text, #1d1d1b); font: inherit; font-weight: 600; }
.kurv-cart-line .kurv-quantity-dropdown__select:focus-visible { outline: 3px solid var(--kurv-color-focus, #005fcc); outline-offset: 2px; }
.kurv-cart-line__options .kurv-choice { padding: 2px 0; font-size: 0.875em; }
.kurv-cart-line__not-in-store { margin: 4px 0 0; color: var(--kurv-color-error, #b00020); font-weight: 600; font-size: 0.875em; }
.kurv-cart-line__notice { margin: 4px 0 0; font-size: 0.875em; }
.kurv-cart-line__labels { display: flex; flex-wrap: wrap; gap: 4px; margin: 4px 0 0; }
.kurv-cart-line__label { font-size: 0.75em; padding: 0 6px; border: 1px solid currentColor; border-radius: 999px; }
.kurv-cart-line--not-in-store .kurv-cart-line__title { color: var(--kurv-color-muted, #595959); }
.kurv-cart-removed__text { margin: 0; }
.kurv-cart-restricted .kurv-accordion__button { border-bottom-color: transparent; padding: 0; }
.kurv-cart-restricted__items { list-style: none; margin: 0; padding: 0; }
.kurv-cart-restricted__items > li + li { border-top: 1px solid var(--kurv-color-border, #d6d6d6); }
.kurv-cart-restricted__item { display: flex; flex-direction: column; align-items: flex-start; gap: 4px; padding: var(--kurv-space-s, 8px) 0; }
.kurv-cart-restricted__title { margin: 0; font-weight: 600; }
.kurv-cart-restricted__reasons { margin: 0; padding-inline-start: 1.25em; font-size: 0.875em; }
.kurv-cart-options { margin: var(--kurv-space-m, 16px) 0 0; padding-top: var(--kurv-space-m, 16px); border-top: 1px solid var(--kurv-color-border, #d6d6d6); }
.kurv-cart-options__heading { margin: 0 0 var(--kurv-space-s, 8px); font-size: 1em; font-weight: 600; }
.kurv-cart-options__substitutes-text { margin: 0 0 var(--kurv-space-m, 16px); }
.kurv-field__textarea { min-height: 5em; padding: 8px 12px; resize: vertical; }
.kurv-cart-popup__share { display: inline-block; margin-top: var(--kurv-space-m, 16px); color: var(--kurv-color-primary, #1f5c3b); font-weight: 600; }
.kurv-checkout-popup { display: flex; flex-direction: column; gap: var(--kurv-space-m, 16px); }
.kurv-checkout-popup__handover { display: flex; flex-direction: column; align-items: flex-start; gap: var(--kurv-space-s, 8px); }
.kurv-checkout-popup__summary { margin: 0; font-weight: 600; }
.kurv-checkout-popup__missing { margin: 0; }
.kurv-checkout-popup__totals { margin: 0; }
.kurv-checkout-popup__totals > div { display: flex; justify-content: space-between; }
.kurv-checkout-popup__totals dd { margin: 0; }
.kurv-checkout-popup .kurv-alert { margin: 0; }
.kurv-unavailable__text { margin: 0 0 var(--kurv-space-m, 16px); }
.kurv-unavailable__items { list-style: none; margin: 0; padding: 0; }
.kurv-unavailable__item { display: flex; flex-direction: column; padding: var(--kurv-space-s, 8px) 0; border-bottom: 1px solid var(--kurv-color-border, #d6d6d6); }
.kurv-unavailable__title { font-weight: 600; }
.kurv-unavailable__subtitle { color: var(--kurv-color-muted, #595959); font-size: 0.875em; }
/* The summary and 'Til kassen' in the popup's footer, so the total to pay and what makes it stay in view. */
.kurv-cart-popup__footer { display: flex; flex-direction: column; gap: var(--kurv-space-s, 8px); width: 100%; }
/* Amounts a calculation on its way will replace (UpdatingText): after 300 ms hidden, the text where they end; no layout change. */
.kurv-pending { position: relative; }
.kurv-pending[aria-busy="true"] dd { animation: kurv-pending-hide 1ms 300ms both; }
.kurv-pending__text { position: absolute; top: 0; right: 0; z-index: 1; margin: 0; padding: 2px 12px; border: 1px solid var(--kurv-color-border, #d6d6d6); border-radius: 999px; background: var(--kurv-color-surface, #ffffff); color: var(--kurv-color-text, #1d1d1b); font-size: 0.875em; font-weight: 600; pointer-events: none; animation: kurv-pending-show 1ms 300ms both; }
@keyframes kurv-pending-hide { to { visibility: hidden; } }
@keyframes kurv-pending-show { from { visibility: hidden; } to { visibility: visible; } }
.kurv-cart-popup__footer .kurv-cart-popup__totals { margin: 0; font-size: 0.875em; }
.kurv-cart-popup__durability { margin: 0; font-size: 0.875em; }
.kurv-cart-popup__checkout-row { display: flex; align-items: center; justify-content: space-between; gap: var(--kurv-space-m, 16px); }
.kurv-cart-popup__checkout-row dl { margin: 0; flex: 1; }
.kurv-cart-popup__checkout-row dl > div { display: flex; justify-content: space-between; gap: var(--kurv-space-s, 8px); }
.kurv-cart-popup__checkout-row dd { margin: 0; }
.kurv-cart-summary__discounts dd { color: var(--kurv-color-primary, #1f5c3b); }
.kurv-cart-summary__stale { margin: 0 0 4px; font-size: 0.875em; font-weight: 600; }
.kurv-not-updated { font-weight: 400; font-style: italic; font-size: 0.875em; color: var(--kurv-color-muted, #595959); }
.kurv-product-image { display: block; flex: none; width: 56px; height: 56px; object-fit: contain; background: #ffffff; border-radius: 4px; }
.kurv-cart-line { grid-template-columns: auto 1fr auto; grid-template-areas: "image text price" "controls controls controls" "options options options"; }
.kurv-cart-line__image { grid-area: image; }
.kurv-cart-line__deals { display: flex; flex-wrap: wrap; gap: 4px; margin: 4px 0 0; }
.kurv-cart-line__saving { font-weight: 400; font-size: 0.875em; color: var(--kurv-color-primary, #1f5c3b); }
.kurv-deal { font-size: 0.75em; font-weight: 700; padding: 1px 6px; border-radius: 4px; background: var(--kurv-color-offer, #b00020); color: #ffffff; }
.kurv-deal--coupon { background: var(--kurv-color-primary, #1f5c3b); color: var(--kurv-color-on-primary, #ffffff); }
.kurv-unavailable__item { flex-direction: row; align-items: center; gap: var(--kurv-space-s, 8px); }
.kurv-unavailable__text-group { display: flex; flex-direction: column; min-width: 0; }
.kurv-checkout-popup__items { display: flex; flex-wrap: wrap; gap: var(--kurv-space-s, 8px); list-style: none; margin: 0; padding: 0; }
.kurv-checkout-popup__item { display: flex; flex-direction: column; align-items: center; font-size: 0.875em; }
`;
