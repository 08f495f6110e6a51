/**
 * The look of the widgets as CSS custom properties (`--kurv-*`). Each webshop chain has a preset;
 * other chains get the neutral default. A host page can still override any property on the tag
 * (`add-to-cart-button { --kurv-color-primary: … }`): custom properties cross the shadow root.
 * Every text colour meets WCAG AA (4.5:1) on its background.
 */
export interface ThemeTokens {
  colorPrimary: string;
  colorOnPrimary: string;
  colorText: string;
  colorMuted: string;
  colorSurface: string;
  colorBorder: string;
  colorError: string;
  colorFocus: string;
  radius: string;
  fontFamily: string;
  spaceS: string;
  spaceM: string;
}

export const THEME_NAMES = ['default', '1300', '1210', '1220'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

const neutral: ThemeTokens = {
  colorPrimary: '#1f5c3b',
  colorOnPrimary: '#ffffff',
  colorText: '#1d1d1b',
  colorMuted: '#595959',
  colorSurface: '#ffffff',
  colorBorder: '#8a8a8a',
  colorError: '#b00020',
  colorFocus: '#005fcc',
  radius: '8px',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  spaceS: '8px',
  spaceM: '16px',
};

export const THEMES: Record<ThemeName, ThemeTokens> = {
  default: neutral,
  '1300': { ...neutral, colorPrimary: '#a5001f', colorFocus: '#0b4f8a', radius: '4px', fontFamily: 'Georgia, "Times New Roman", serif' },
  '1210': { ...neutral, colorPrimary: '#00603c', colorFocus: '#7a3e00', radius: '24px' },
  '1220': { ...neutral, colorPrimary: '#0b4f8a', colorFocus: '#a5001f', radius: '2px', fontFamily: 'Verdana, Geneva, sans-serif' },
};

/** The preset of a chain: its own for the webshop chains, the neutral default for the others. */
export function themeForChain(chainId: string): ThemeTokens {
  return (THEME_NAMES as readonly string[]).includes(chainId) ? THEMES[chainId as ThemeName] : THEMES.default;
}

/** The tokens as custom-property declarations for a selector (`:host` inside an element). */
export function themeCss(tokens: ThemeTokens, selector = ':host'): string {
  return `${selector} {
  --kurv-color-primary: ${tokens.colorPrimary};
  --kurv-color-on-primary: ${tokens.colorOnPrimary};
  --kurv-color-text: ${tokens.colorText};
  --kurv-color-muted: ${tokens.colorMuted};
  --kurv-color-surface: ${tokens.colorSurface};
  --kurv-color-border: ${tokens.colorBorder};
  --kurv-color-error: ${tokens.colorError};
  --kurv-color-focus: ${tokens.colorFocus};
  --kurv-radius: ${tokens.radius};
  --kurv-font-family: ${tokens.fontFamily};
  --kurv-space-s: ${tokens.spaceS};
  --kurv-space-m: ${tokens.spaceM};
}`;
}
