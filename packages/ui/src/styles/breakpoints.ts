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
