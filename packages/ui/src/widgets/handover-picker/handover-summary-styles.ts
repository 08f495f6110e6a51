import { MEDIA } from '../../styles/breakpoints';
import { RESERVED_SIZES } from '../../styles/reserved-sizes';

const { controlHeight, pickerTrigger } = RESERVED_SIZES;

// Apart from handover-styles.ts so that the first load carries only the trigger's styles: a module lives in one chunk, and
// the pages' styles belong to the picker's lazy panel.
/**
 * The styles of the picker's trigger (the handover summary button), shown before the picker's pages load. Its box is
 * fixed (issue 38, reserved-sizes.ts): the same width and height in every state and as the reserve stylesheet kept it
 * before the code came, so the header does not move when the trigger renders or the choice changes. The text is smaller
 * than the page's and takes at most two lines of the control's height, cut with an ellipsis when it does not fit (the
 * whole text stays the button's accessible name and its title): 'Velg levering eller henting' whole in every chain's
 * font, and from the panel breakpoint the full form, the type and the store or address and the window. On a phone the
 * short form: the type alone, so that it and the cart's button fit a 320 px header beside a logo; the store or address
 * and the window stay in the accessible name, hidden visually only. The element's default error, when its code fails,
 * takes the trigger's box (widget-styles.ts).
 */
export const handoverSummaryStyles = `
.kurv-handover-summary { width: ${pickerTrigger.panelWidth}px; height: ${controlHeight}px; padding: 0 12px; justify-content: flex-start; text-align: start; font-size: 0.875em; line-height: 1.15; }
.kurv-handover-summary__text { display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; min-width: 0; overflow: hidden; }
.kurv-handover-summary__type { font-weight: 700; }
.kurv-handover-summary__detail { margin-inline-start: 0.4em; }
@media ${MEDIA.mobile} { .kurv-handover-summary { width: ${pickerTrigger.mobileWidth}px; padding: 0 8px; } .kurv-handover-summary__detail { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; } }
.kurv-element-error { width: ${pickerTrigger.panelWidth}px; }
@media ${MEDIA.mobile} { .kurv-element-error { width: ${pickerTrigger.mobileWidth}px; } }
`;
