/** A day button's least height in the date picker (px). */
const DAY_MIN_HEIGHT_PX = 52;
/** The padding of a day's cell above and below its button (px). */
const DAY_CELL_PADDING_PX = 2;

/**
 * The styles of the handover picker's pages, after widgetStyles: the picker's panel renders them with the pages, so a page
 * whose picker stays closed does not load them. Colours come from the theme tokens.
 */
export const handoverStyles = `
.kurv-handover-page { display: flex; flex-direction: column; gap: var(--kurv-space-m, 16px); }
.kurv-handover-page__title { margin: 0; font-size: 1.25em; }
.kurv-handover-page__subtitle { margin: 0 0 var(--kurv-space-s, 8px); padding: 0; font-size: 1.05em; font-weight: 700; }
.kurv-handover-page__intro { margin: 0; }
/* The page's actions stick to the bottom of the dialog's scrolling body, over its bottom padding, so they are always in
   view while the page scrolls (a full-screen sheet on a phone). */
.kurv-handover-page__footer { position: sticky; bottom: calc(-1 * var(--kurv-space-m, 16px)); z-index: 1; display: flex; flex-wrap: wrap; gap: var(--kurv-space-s, 8px); justify-content: flex-end; margin: 0 calc(-1 * var(--kurv-space-m, 16px)) calc(-1 * var(--kurv-space-m, 16px)); padding: var(--kurv-space-s, 8px) var(--kurv-space-m, 16px) var(--kurv-space-m, 16px); border-top: 1px solid var(--kurv-color-border, #8a8a8a); background: var(--kurv-color-surface, #ffffff); }
.kurv-handover-login::first-letter { text-transform: uppercase; }
.kurv-handover-address { display: flex; flex-direction: column; align-items: flex-start; gap: var(--kurv-space-s, 8px); }
.kurv-handover-address .kurv-autocomplete { align-self: stretch; }
.kurv-handover-address__attribution { margin: 0; font-size: 0.875em; color: var(--kurv-color-muted, #595959); }
.kurv-handover-reminder { padding: var(--kurv-space-s, 8px) var(--kurv-space-m, 16px); border-left: 4px solid var(--kurv-color-primary, #1f5c3b); background: var(--kurv-color-surface, #ffffff); }
.kurv-handover-reminder__title { margin: 0; font-weight: 700; }
.kurv-handover-options { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: var(--kurv-space-s, 8px); }
.kurv-handover-options__store { margin: 0; display: flex; flex-direction: column; min-width: 0; }
.kurv-handover-options__address { font-size: 0.875em; color: var(--kurv-color-muted, #595959); }
.kurv-handover-location__list, .kurv-handover-times { margin: 0; padding: 0; border: 0; min-width: 0; }
.kurv-handover-location__label { display: flex; flex-direction: column; }
.kurv-handover-location__address { font-size: 0.875em; color: var(--kurv-color-muted, #595959); }
.kurv-handover-week { width: 100%; border-collapse: collapse; table-layout: fixed; }
.kurv-handover-week__caption { text-align: start; font-weight: 700; padding-bottom: var(--kurv-space-s, 8px); text-transform: capitalize; }
.kurv-handover-week th { font-size: 0.875em; font-weight: 400; color: var(--kurv-color-muted, #595959); padding: 4px 0; text-transform: capitalize; }
.kurv-handover-week td { padding: ${DAY_CELL_PADDING_PX}px; text-align: center; vertical-align: top; }
.kurv-handover-day { display: flex; flex-direction: column; align-items: center; width: 100%; min-height: ${DAY_MIN_HEIGHT_PX}px; padding: 4px 2px; border: 1px solid var(--kurv-color-border, #8a8a8a); border-radius: var(--kurv-radius, 8px); background: var(--kurv-color-surface, #ffffff); color: var(--kurv-color-text, #1d1d1b); font: inherit; cursor: pointer; }
.kurv-handover-day:disabled { cursor: not-allowed; border-style: dashed; color: var(--kurv-color-muted, #595959); }
.kurv-handover-day--selected { background: var(--kurv-color-primary, #1f5c3b); border-color: var(--kurv-color-primary, #1f5c3b); color: var(--kurv-color-on-primary, #ffffff); }
.kurv-handover-day:focus-visible { outline: 3px solid var(--kurv-color-focus, #005fcc); outline-offset: 2px; }
.kurv-handover-day__number { font-weight: 700; }
.kurv-handover-day__status, .kurv-handover-day__bonus { font-size: 0.75em; overflow-wrap: normal; word-break: normal; hyphens: none; white-space: nowrap; }
.kurv-handover-dates { container-type: inline-size; }
/* A status word never breaks (issue 34: «Klargjø/ring» at 320–375 px) and keeps the spec's words and the label size: where a column is too narrow for the long words, they stand upright in their day, read from below ('Klargjøring' below a 520 px grid, 'Stengt' below 400 px); the short ones ('I dag', 'Fullt') fit across. */
@container (max-width: 520px) { .kurv-handover-day--productDeviation .kurv-handover-day__status { writing-mode: vertical-rl; transform: rotate(180deg); margin-top: 2px; } }
@container (max-width: 400px) { .kurv-handover-day--storeDeviation .kurv-handover-day__status { writing-mode: vertical-rl; transform: rotate(180deg); margin-top: 2px; } }
.kurv-handover-day--today .kurv-handover-day__number { text-decoration: underline; }
.kurv-handover-times .kurv-radio-group { margin: 0 0 var(--kurv-space-s, 8px); padding: 0; border: 0; }
.kurv-handover-slot { display: flex; flex-wrap: wrap; gap: 4px var(--kurv-space-s, 8px); align-items: baseline; }
.kurv-handover-slot__time { font-weight: 700; font-variant-numeric: tabular-nums; }
.kurv-handover-slot__price { font-size: 0.875em; }
.kurv-handover-slot__campaign { flex-basis: 100%; font-size: 0.875em; }
.kurv-handover-tag { font-size: 0.75em; padding: 0 6px; border: 1px solid currentColor; border-radius: 999px; }
.kurv-handover-notice { margin: 0; font-weight: 700; }
.kurv-handover-bonus { display: flex; flex-wrap: wrap; align-items: center; gap: var(--kurv-space-s, 8px); }
.kurv-handover-time__loading { display: flex; justify-content: center; padding: var(--kurv-space-m, 16px); }
.kurv-handover-time__empty { margin: 0; }
/* The days' place before they come (HandoverTimePage's --_weeks, the grid's weeks): a week's row of days, their
   least height with their cells' padding, and about the height of the caption and the weekday names once. The
   property is the page's own, set on this element only: not --kurv-*, the elements' styling API a host page sets. */
.kurv-handover-time__pending { min-height: calc(var(--_weeks, 0) * ${DAY_MIN_HEIGHT_PX + 2 * DAY_CELL_PADDING_PX}px + 4.5em); }
.kurv-handover-reservation { display: flex; align-items: center; gap: var(--kurv-space-s, 8px); }
.kurv-handover-reservation__text { margin: 0; }
.kurv-handover-reservation__track { fill: none; stroke: var(--kurv-color-border, #8a8a8a); stroke-width: 4; }
.kurv-handover-reservation__minutes { fill: currentColor; font-size: 14px; font-weight: 700; }
.kurv-handover-reservation__value { fill: none; stroke: var(--kurv-color-primary, #1f5c3b); stroke-width: 4; stroke-linecap: round; }
.kurv-handover-confirm { display: inline-flex; flex-direction: column; align-items: flex-start; }
.kurv-handover-confirm__choice { font-size: 0.875em; font-weight: 400; }
`;
