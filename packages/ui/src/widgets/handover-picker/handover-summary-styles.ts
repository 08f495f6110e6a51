import { MEDIA } from '../../styles/breakpoints';

// Apart from handover-styles.ts so that the first load carries only the trigger's styles: a module lives in one chunk, and
// the pages' styles belong to the picker's lazy panel.
/**
 * The styles of the picker's trigger (the handover summary button), shown before the picker's pages load. On a phone the
 * short form: the type alone (or 'Velg levering eller henting' over two lines), smaller, so that it and the cart's
 * button fit a 320 px header beside a logo; the store or address and the window stay in the accessible name, hidden
 * visually only. On a tablet the full form, its parts wrapping within 16em, so a long address and window do not
 * push the cart out of the header.
 */
export const handoverSummaryStyles = `
.kurv-handover-summary { display: inline-flex; flex-wrap: wrap; gap: 0 var(--kurv-space-s, 8px); text-align: start; }
.kurv-handover-summary__type { font-weight: 700; }
@media ${MEDIA.tablet} { .kurv-handover-summary { max-width: 16em; } }
@media ${MEDIA.mobile} { .kurv-handover-summary { max-width: 8.5em; padding: 0 8px; font-size: 0.875em; line-height: 1.15; } .kurv-handover-summary__detail { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; } }
`;
