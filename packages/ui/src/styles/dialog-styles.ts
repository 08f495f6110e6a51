import { MEDIA, SHEET_WIDTH } from './breakpoints';

// Layout of the modals (issue 18). A sheet (the picker, the cart popup) covers the whole screen below the panel breakpoint,
// inside the safe area, and from 768 px is a side panel of the screen's full height at the right edge. A dialog is a
// centred box that fits a 320 px screen. In both the header and the footer never scroll: only the body does, so the
// actions stay in view. The overlay may be a popover in the top layer (Modal.tsx): the UA's popover box (margin, border,
// padding, fit-content size, colours) is reset here.
// Apart from widgetStyles (./widget-styles.ts), which every element loads at once: the dialogs' CSS loads with them.

/**
 * The CSS of the dialogs and their content (modal, cards, the busy spinner, alerts, fields, choices, accordion,
 * autocomplete), after widgetStyles. The panels that open dialogs (the cart's popups, the picker's pages, the edit-order
 * dialogs) render it before their own styles, so a product page whose dialogs stay closed does not load it.
 */
export const dialogStyles = `
.kurv-card { padding: var(--kurv-space-m, 16px); border: 1px solid var(--kurv-color-border, #8a8a8a); border-radius: var(--kurv-radius, 8px); background: var(--kurv-color-surface, #ffffff); }
.kurv-card__title { margin: 0 0 var(--kurv-space-s, 8px); font-size: 1.125em; }
.kurv-spinner__wheel { display: inline-block; width: 1em; height: 1em; border: 2px solid currentColor; border-right-color: transparent; border-radius: 50%; animation: kurv-spin 0.8s linear infinite; }
@keyframes kurv-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .kurv-spinner__wheel { animation: none; } }
.kurv-button--busy { cursor: progress; }
.kurv-modal-overlay { position: fixed; inset: 0; z-index: 2147483000; display: flex; align-items: center; justify-content: center; width: auto; height: auto; max-width: none; max-height: none; margin: 0; padding: 0; border: 0; overflow: hidden; color: inherit; background: rgba(0, 0, 0, 0.45); }
.kurv-modal-overlay::backdrop { background: transparent; }
.kurv-modal { display: flex; flex-direction: column; min-width: 0; background: var(--kurv-color-surface, #ffffff); color: var(--kurv-color-text, #1d1d1b); box-shadow: 0 8px 32px rgba(0, 0, 0, 0.3); }
.kurv-modal--dialog { width: min(calc(100% - 2 * var(--kurv-space-m, 16px)), 480px); max-height: calc(100% - 2 * var(--kurv-space-m, 16px)); border-radius: var(--kurv-radius, 8px); }
.kurv-modal--sheet { width: 100%; height: 100vh; height: 100dvh; max-height: 100%; padding: env(safe-area-inset-top, 0px) env(safe-area-inset-right, 0px) env(safe-area-inset-bottom, 0px) env(safe-area-inset-left, 0px); }
.kurv-modal-overlay--sheet { align-items: flex-start; justify-content: flex-end; }
@media ${MEDIA.tablet} { .kurv-modal--sheet { width: min(100%, ${SHEET_WIDTH.tablet}px); } }
@media ${MEDIA.desktop} { .kurv-modal--sheet { width: ${SHEET_WIDTH.desktop}px; } }
.kurv-modal:focus { outline: none; }
.kurv-modal__header { flex: none; display: flex; align-items: center; justify-content: space-between; gap: var(--kurv-space-s, 8px); padding: var(--kurv-space-m, 16px); border-bottom: 1px solid var(--kurv-color-border, #d6d6d6); }
.kurv-modal__title { margin: 0; min-width: 0; font-size: 1.25em; overflow-wrap: anywhere; }
.kurv-modal__close { flex: none; }
.kurv-modal__body { flex: 1 1 auto; min-height: 0; overflow: auto; overscroll-behavior: contain; padding: var(--kurv-space-m, 16px); overflow-wrap: anywhere; }
.kurv-modal--sheet .kurv-modal__body { scroll-padding-block-end: 8em; }
.kurv-modal__footer { flex: none; display: flex; flex-wrap: wrap; justify-content: flex-end; gap: var(--kurv-space-s, 8px); padding: var(--kurv-space-m, 16px); border-top: 1px solid var(--kurv-color-border, #d6d6d6); }
.kurv-alert { margin: 0 0 var(--kurv-space-m, 16px); padding: var(--kurv-space-s, 8px) var(--kurv-space-m, 16px); border-left: 4px solid; border-radius: var(--kurv-radius, 8px); }
.kurv-alert--error { border-color: var(--kurv-color-error, #b00020); background: #fdecee; }
.kurv-alert--warning { border-color: #8a5a00; background: #fff4e0; }
.kurv-alert--info { border-color: var(--kurv-color-focus, #005fcc); background: #e8f1fc; }
.kurv-alert__title { margin: 0; font-weight: 700; }
.kurv-alert__message { margin: 0.25em 0; }
.kurv-alert__actions { display: flex; gap: var(--kurv-space-s, 8px); }
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
`;
