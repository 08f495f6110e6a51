import { MEDIA } from './breakpoints';
import { RESERVED_SIZES, reservedHostStyles } from './reserved-sizes';

const { controlHeight, cartButton } = RESERVED_SIZES;

/**
 * The widgets' CSS, injected into each element's shadow root, so no page CSS leaks in and none
 * leaks out. Page rules can still reach the host element itself and what it passes down by
 * inheritance; the inherited text properties on :host are therefore `!important`, which in the
 * shadow tree's context wins over the page's own `!important` (CSS Cascade 4, tree contexts). Colours, radius, font and spacing come from `--kurv-*` custom properties that a
 * chain theme (or the host page) sets; the values after the commas are the neutral default.
 * Breakpoints are the spec's: mobile up to 767 px, tablet 768–1139 px, desktop from 1140 px.
 *
 * A button's (or button-styled link's) content takes no pointer events: the press is the button's own, whatever it
 * shows. Without that, a label part replaced while the pointer is down (the picker's trigger as the session arrives,
 * 'Velg levering eller henting' becoming 'Hente selv, MENY Storo') takes the mousedown's target out of the page, and
 * the browser fires no click: the shopper's press is lost.
 *
 * `.kurv-hidden-inline` hides words that only complete an accessible name taken from the content (a comma between two
 * shown parts, a weekday, 'varer'). Unlike `.kurv-visually-hidden` it stays inline: an absolutely positioned part counts
 * as a block in the name's computation and brings a space before its comma («08.00–10.00 , Fra 99,00 kr»).
 *
 * Issue 38: the widget's box on the page is the same in every state and as the reserve stylesheet kept it before the
 * code came (reserved-sizes.ts): the add button, the stepper and the blocked text one row of the control height (the
 * add button's label on one line, cut with an ellipsis; its accessible name names the product whole), the cart's button
 * a fixed width and height (a total too long for it is cut; the name holds it whole; the add button's padding 12 px, so
 * that 'Legg i handlevogn' fits a tablet's three tiles a row whole), and the notices and errors
 * under the add button laid over the page below it, as the login prompt is, not pushing the tile's content. The
 * element's default error (its code failed) keeps the same box: the control's height, and the trigger's or the cart
 * button's width (handover-summary-styles.ts), its text small and cut after three lines (read whole as an alert).
 */
export const widgetStyles = `
${reservedHostStyles}
:host { display: inline-block; font-family: var(--kurv-font-family, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif) !important; font-size: var(--kurv-font-size, 16px) !important; font-weight: 400 !important; font-style: normal !important; line-height: 1.4 !important; color: var(--kurv-color-text, #1d1d1b) !important; letter-spacing: normal !important; word-spacing: normal !important; text-transform: none !important; text-align: start !important; text-indent: 0 !important; text-shadow: none !important; white-space: normal !important; visibility: visible !important; cursor: auto !important; }
*, *::before, *::after { box-sizing: border-box; }
.kurv-visually-hidden { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
.kurv-hidden-inline { font-size: 0; clip-path: inset(50%); white-space: nowrap; }
.kurv-button { display: inline-flex; align-items: center; justify-content: center; gap: 0.4em; min-height: 44px; padding: 0 var(--kurv-space-m, 16px); border-radius: var(--kurv-radius, 8px); border: 2px solid var(--kurv-color-primary, #1f5c3b); font: inherit; font-weight: 600; cursor: pointer; text-decoration: none; }
.kurv-button > * { pointer-events: none; }
.kurv-button--primary { background: var(--kurv-color-primary, #1f5c3b); color: var(--kurv-color-on-primary, #ffffff); }
.kurv-button--secondary { background: var(--kurv-color-surface, #ffffff); color: var(--kurv-color-primary, #1f5c3b); }
.kurv-button--icon { min-width: 44px; padding: 0; background: var(--kurv-color-surface, #ffffff); color: var(--kurv-color-primary, #1f5c3b); font-size: 1.25em; }
.kurv-button:disabled { opacity: 0.5; cursor: not-allowed; }
.kurv-button:focus-visible, a:focus-visible, [tabindex]:focus-visible { outline: 3px solid var(--kurv-color-focus, #005fcc); outline-offset: 2px; }
.kurv-element-error { display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 3; height: ${controlHeight}px; margin: 0; overflow: hidden; color: var(--kurv-color-error, #b00020); font-size: 0.75em; line-height: 1.2; }
:host(cart-popup) .kurv-element-error { width: ${cartButton.panelWidth}px; }
.kurv-add-to-cart { display: flex; flex-direction: column; gap: var(--kurv-space-s, 8px); }
.kurv-add-to-cart__blocked { display: flex; align-items: center; height: ${controlHeight}px; margin: 0; overflow: hidden; line-height: 1.35; color: var(--kurv-color-muted, #595959); font-weight: 600; }
.kurv-add-to-cart__error { margin: 0; color: var(--kurv-color-error, #b00020); font-size: 0.875em; }
.kurv-add-to-cart__button { height: ${controlHeight}px; max-width: 100%; padding: 0 12px; }
/* A press waiting for its code on a slow network (the add, the cart button, the picker's trigger; issue 38): after
   300 ms a turning mark at the button's end, laid over it so that nothing moves; a quicker answer shows nothing. Still
   (not turning) for reduced motion. */
.kurv-waits[aria-busy=true] { position: relative; cursor: progress; }
.kurv-waits[aria-busy=true]::after { content: ""; position: absolute; right: 6px; top: calc(50% - 7px); width: 14px; height: 14px; box-sizing: border-box; border: 2px solid; border-right-color: transparent; border-radius: 50%; opacity: 0; animation: kurv-waits 0.8s linear 0.3s infinite; }
@keyframes kurv-waits { from, to { opacity: 1; } to { transform: rotate(1turn); } }
@media (prefers-reduced-motion: reduce) { .kurv-waits::after { animation-timing-function: step-end; } }
.kurv-add-to-cart__button-text { min-width: 0; overflow: hidden; white-space: nowrap; text-overflow: ellipsis; }
.kurv-stepper { display: inline-flex; align-items: center; gap: var(--kurv-space-s, 8px); height: ${controlHeight}px; }
.kurv-stepper__value { min-width: 2ch; text-align: center; font-weight: 600; }
.kurv-cart-badge { width: ${cartButton.panelWidth}px; height: ${controlHeight}px; padding: 0 12px; white-space: nowrap; overflow: hidden; background: var(--kurv-color-surface, #ffffff); color: var(--kurv-color-primary, #1f5c3b); }
.kurv-cart-badge__figure { position: relative; display: inline-flex; flex-shrink: 0; margin-inline-end: 0.7em; }
.kurv-cart-badge__total { min-width: 0; overflow: hidden; text-overflow: ellipsis; font-size: 0.9em; }
.kurv-cart-badge__count { position: absolute; top: -0.55em; inset-inline-start: 0.9em; display: inline-flex; min-width: 1.6em; height: 1.6em; padding: 0 0.3em; align-items: center; justify-content: center; border-radius: 999px; background: var(--kurv-color-primary, #1f5c3b); color: var(--kurv-color-on-primary, #ffffff); font-size: 0.7em; line-height: 1; }
@media ${MEDIA.mobile} { :host(cart-popup) .kurv-element-error { width: ${cartButton.mobileWidth}px; } .kurv-cart-badge { width: ${cartButton.mobileWidth}px; padding: 0 8px; } .kurv-cart-badge { position: relative; } .kurv-cart-badge__figure { margin-inline-end: 0.6em; } .kurv-cart-badge__total { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; } }
`;
