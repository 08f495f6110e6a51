/**
 * The widgets' CSS, injected into each element's shadow root, so no page CSS leaks in and none
 * leaks out. Colours, radius, font and spacing come from `--kurv-*` custom properties that a
 * chain theme (or the host page) sets; the values after the commas are the neutral default.
 * Breakpoints are the spec's: mobile up to 767 px, tablet 768–1139 px, desktop from 1140 px.
 */
export const widgetStyles = `
:host { all: initial; display: inline-block; font-family: var(--kurv-font-family, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif); font-size: var(--kurv-font-size, 16px); line-height: 1.4; color: var(--kurv-color-text, #1d1d1b); }
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
@media (max-width: 767px) { .kurv-modal { width: 100vw; height: 100vh; } .kurv-cart-badge__total { display: none; } }
`;
