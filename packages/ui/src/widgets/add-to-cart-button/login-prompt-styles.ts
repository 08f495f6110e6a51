/**
 * The login prompt's CSS: the overlay below the button (AddToCartView; its anchor, which every button renders as a live
 * region, is addToCartStyles') and the card in it (kit/Card.tsx, whose two rules
 * dialogStyles has too: a module of their own would be one more file for the loader to pin). The prompt's part renders it
 * with the card, after widgetStyles and addToCartStyles, so a page where the prompt never shows does not load it.
 */
export const loginPromptStyles = `
.kurv-card { padding: var(--kurv-space-m, 16px); border: 1px solid var(--kurv-color-border, #8a8a8a); border-radius: var(--kurv-radius, 8px); background: var(--kurv-color-surface, #ffffff); }
.kurv-card__title { margin: 0 0 var(--kurv-space-s, 8px); font-size: 1.125em; }
.kurv-add-to-cart__prompt { margin-top: var(--kurv-space-s, 8px); width: 100%; min-width: min(280px, calc(100vw - 32px)); border-radius: var(--kurv-radius, 8px); box-shadow: 0 6px 24px rgba(0, 0, 0, 0.25); }
.kurv-add-to-cart__prompt:focus-visible { outline: 3px solid var(--kurv-color-focus, #005fcc); outline-offset: 2px; }
.kurv-add-to-cart__prompt:focus:not(:focus-visible) { outline: none; }
.kurv-login-prompt__body { margin: 0 0 var(--kurv-space-m, 16px); }
.kurv-login-prompt__actions { display: flex; flex-wrap: wrap; gap: var(--kurv-space-s, 8px); }
`;
