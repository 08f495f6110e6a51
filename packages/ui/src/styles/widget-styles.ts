import { MEDIA } from './breakpoints';

/**
 * The widgets' CSS, injected into each element's shadow root, so no page CSS leaks in and none
 * leaks out. Page rules can still reach the host element itself and what it passes down by
 * inheritance; the inherited text properties on :host are therefore `!important`, which in the
 * shadow tree's context wins over the page's own `!important` (CSS Cascade 4, tree contexts). Colours, radius, font and spacing come from `--kurv-*` custom properties that a
 * chain theme (or the host page) sets; the values after the commas are the neutral default.
 * Breakpoints are the spec's: mobile up to 767 px, tablet 768–1139 px, desktop from 1140 px.
 */
export const widgetStyles = `
:host { display: inline-block; font-family: var(--kurv-font-family, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif) !important; font-size: var(--kurv-font-size, 16px) !important; font-weight: 400 !important; font-style: normal !important; line-height: 1.4 !important; color: var(--kurv-color-text, #1d1d1b) !important; letter-spacing: normal !important; word-spacing: normal !important; text-transform: none !important; text-align: start !important; text-indent: 0 !important; text-shadow: none !important; white-space: normal !important; visibility: visible !important; cursor: auto !important; }
*, *::before, *::after { box-sizing: border-box; }
.kurv-visually-hidden { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
.kurv-button { display: inline-flex; align-items: center; justify-content: center; gap: 0.4em; min-height: 44px; padding: 0 var(--kurv-space-m, 16px); border-radius: var(--kurv-radius, 8px); border: 2px solid var(--kurv-color-primary, #1f5c3b); font: inherit; font-weight: 600; cursor: pointer; text-decoration: none; }
.kurv-button--primary { background: var(--kurv-color-primary, #1f5c3b); color: var(--kurv-color-on-primary, #ffffff); }
.kurv-button--secondary { background: var(--kurv-color-surface, #ffffff); color: var(--kurv-color-primary, #1f5c3b); }
.kurv-button--icon { min-width: 44px; padding: 0; background: var(--kurv-color-surface, #ffffff); color: var(--kurv-color-primary, #1f5c3b); font-size: 1.25em; }
.kurv-button:disabled { opacity: 0.5; cursor: not-allowed; }
.kurv-button:focus-visible, a:focus-visible, [tabindex]:focus-visible { outline: 3px solid var(--kurv-color-focus, #005fcc); outline-offset: 2px; }
.kurv-add-to-cart { display: flex; flex-direction: column; gap: var(--kurv-space-s, 8px); }
.kurv-add-to-cart__blocked { margin: 0; color: var(--kurv-color-muted, #595959); font-weight: 600; }
.kurv-add-to-cart__error { margin: 0; color: var(--kurv-color-error, #b00020); font-size: 0.875em; }
.kurv-stepper { display: inline-flex; align-items: center; gap: var(--kurv-space-s, 8px); }
.kurv-stepper__value { min-width: 2ch; text-align: center; font-weight: 600; }
.kurv-cart-badge { background: var(--kurv-color-surface, #ffffff); color: var(--kurv-color-primary, #1f5c3b); }
.kurv-cart-badge__count { display: inline-flex; min-width: 1.5em; height: 1.5em; align-items: center; justify-content: center; border-radius: 999px; background: var(--kurv-color-primary, #1f5c3b); color: var(--kurv-color-on-primary, #ffffff); font-size: 0.8em; }
.kurv-modal-overlay { position: fixed; inset: 0; z-index: 2147483000; display: flex; align-items: flex-start; justify-content: flex-end; background: rgba(0, 0, 0, 0.45); }
.kurv-modal { display: flex; flex-direction: column; width: min(100vw, 480px); max-height: 100vh; background: var(--kurv-color-surface, #ffffff); color: var(--kurv-color-text, #1d1d1b); box-shadow: 0 8px 32px rgba(0, 0, 0, 0.3); }
.kurv-modal:focus { outline: none; }
.kurv-modal__header { display: flex; align-items: center; justify-content: space-between; padding: var(--kurv-space-m, 16px); border-bottom: 1px solid var(--kurv-color-border, #d6d6d6); }
.kurv-modal__title { margin: 0; font-size: 1.25em; }
.kurv-modal__body { flex: 1; overflow: auto; padding: var(--kurv-space-m, 16px); }
.kurv-modal__footer { display: flex; justify-content: flex-end; gap: var(--kurv-space-s, 8px); padding: var(--kurv-space-m, 16px); border-top: 1px solid var(--kurv-color-border, #d6d6d6); }
.kurv-alert { margin: 0 0 var(--kurv-space-m, 16px); padding: var(--kurv-space-s, 8px) var(--kurv-space-m, 16px); border-left: 4px solid; border-radius: var(--kurv-radius, 8px); }
.kurv-alert--error { border-color: var(--kurv-color-error, #b00020); background: #fdecee; }
.kurv-alert--warning { border-color: #8a5a00; background: #fff4e0; }
.kurv-alert--info { border-color: var(--kurv-color-focus, #005fcc); background: #e8f1fc; }
.kurv-alert__title { margin: 0; font-weight: 700; }
.kurv-alert__message { margin: 0.25em 0; }
.kurv-alert__actions { display: flex; gap: var(--kurv-space-s, 8px); }
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
.kurv-spinner__wheel { display: inline-block; width: 1em; height: 1em; border: 2px solid currentColor; border-right-color: transparent; border-radius: 50%; animation: kurv-spin 0.8s linear infinite; }
@keyframes kurv-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .kurv-spinner__wheel { animation: none; } }
@media ${MEDIA.mobile} { .kurv-modal { width: 100vw; height: 100vh; } .kurv-cart-badge__total { display: none; } }
.kurv-modal-overlay[inert] { background: transparent; }
.kurv-field { display: flex; flex-direction: column; gap: 4px; margin: 0 0 var(--kurv-space-m, 16px); }
.kurv-field__label { font-weight: 600; }
.kurv-field__input { min-height: 44px; padding: 0 12px; border: 1px solid var(--kurv-color-border, #8a8a8a); border-radius: var(--kurv-radius, 8px); font: inherit; color: inherit; background: var(--kurv-color-surface, #ffffff); }
.kurv-field--invalid .kurv-field__input { border: 2px solid var(--kurv-color-error, #b00020); }
.kurv-field__error { margin: 0; color: var(--kurv-color-error, #b00020); font-size: 0.875em; }
.kurv-field__input:focus-visible, .kurv-choice__input:focus-visible, .kurv-digit__input:focus-visible, .kurv-accordion__button:focus-visible { outline: 3px solid var(--kurv-color-focus, #005fcc); outline-offset: 2px; }
.kurv-help-text { margin: 0; color: var(--kurv-color-muted, #595959); font-size: 0.875em; }
.kurv-choice { display: grid; grid-template-columns: auto 1fr; align-items: center; column-gap: var(--kurv-space-s, 8px); padding: 4px 0; }
.kurv-choice .kurv-help-text { grid-column: 2; }
.kurv-choice__input { width: 22px; height: 22px; margin: 0; accent-color: var(--kurv-color-primary, #1f5c3b); }
.kurv-choice--disabled .kurv-choice__label { color: var(--kurv-color-muted, #595959); }
.kurv-radio-group { margin: 0 0 var(--kurv-space-m, 16px); padding: 0; border: 0; }
.kurv-radio-group__legend { padding: 0; margin-bottom: var(--kurv-space-s, 8px); font-weight: 600; }
.kurv-digit { display: inline-block; }
.kurv-digit__input { width: 44px; height: 52px; text-align: center; font: inherit; font-size: 1.5em; border: 1px solid var(--kurv-color-border, #8a8a8a); border-radius: var(--kurv-radius, 8px); }
.kurv-card { padding: var(--kurv-space-m, 16px); border: 1px solid var(--kurv-color-border, #8a8a8a); border-radius: var(--kurv-radius, 8px); background: var(--kurv-color-surface, #ffffff); }
.kurv-card__title { margin: 0 0 var(--kurv-space-s, 8px); font-size: 1.125em; }
.kurv-accordion__heading { margin: 0; font-size: 1em; }
.kurv-accordion__button { display: flex; width: 100%; min-height: 44px; align-items: center; justify-content: space-between; padding: 0 var(--kurv-space-s, 8px); border: 0; border-bottom: 1px solid var(--kurv-color-border, #8a8a8a); background: none; font: inherit; font-weight: 600; color: inherit; cursor: pointer; text-align: left; }
.kurv-accordion__panel { padding: var(--kurv-space-s, 8px); }
.kurv-autocomplete { position: relative; }
.kurv-autocomplete__listbox { list-style: none; margin: 4px 0 0; padding: 0; border: 1px solid var(--kurv-color-border, #8a8a8a); border-radius: var(--kurv-radius, 8px); background: var(--kurv-color-surface, #ffffff); max-height: 320px; overflow: auto; }
.kurv-autocomplete__option { padding: 12px; cursor: pointer; }
.kurv-autocomplete__option--active, .kurv-autocomplete__option:hover { background: var(--kurv-color-primary, #1f5c3b); color: var(--kurv-color-on-primary, #ffffff); }
.kurv-autocomplete__message { margin: 4px 0 0; color: var(--kurv-color-muted, #595959); }
.kurv-alert__link { color: inherit; font-weight: 600; }
.kurv-alert__details { margin: 0.25em 0; font-family: monospace; font-size: 0.8em; word-break: break-all; }
.kurv-button--busy { cursor: progress; }
`;
