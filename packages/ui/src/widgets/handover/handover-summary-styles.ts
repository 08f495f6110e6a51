// Apart from handover-styles.ts so that the first load carries only the trigger's styles: a module lives in one chunk, and
// the pages' styles belong to the picker's lazy panel.
/** The styles of the picker's trigger (the handover summary button), shown before the picker's pages load. */
export const handoverSummaryStyles = `
.kurv-handover-summary { display: inline-flex; flex-wrap: wrap; gap: 0 var(--kurv-space-s, 8px); text-align: start; }
.kurv-handover-summary__type { font-weight: 700; }
`;
