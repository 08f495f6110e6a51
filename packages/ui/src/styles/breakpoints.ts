/** Spec section 9: mobile up to 767 px, tablet 768–1139 px, desktop from 1140 px; panels from 768 px. */
export const BREAKPOINTS = {
  mobileMax: 767,
  tabletMin: 768,
  tabletMax: 1139,
  desktopMin: 1140,
  panelMin: 768,
} as const;

export const MEDIA = {
  mobile: `(max-width: ${BREAKPOINTS.mobileMax}px)`,
  tablet: `(min-width: ${BREAKPOINTS.tabletMin}px) and (max-width: ${BREAKPOINTS.tabletMax}px)`,
  desktop: `(min-width: ${BREAKPOINTS.desktopMin}px)`,
  panel: `(min-width: ${BREAKPOINTS.panelMin}px)`,
} as const;

/**
 * The side panel's width from the panel breakpoint (the picker and the cart popup). Spec section 9 gives the breakpoints,
 * not the widths: 440 px on a tablet leaves at least 328 px of the page in view beside the panel, and 480 px on a desktop
 * holds the week grid's seven days and the cart lines without wrapping.
 */
export const SHEET_WIDTH = {
  tablet: 440,
  desktop: 480,
} as const;
