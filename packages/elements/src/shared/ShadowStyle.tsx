import { createContext, useContext, useLayoutEffect } from 'react';

/** Where an element's styles go: its shadow root (r2wc's `container`), and the page's style nonce for the fallback. */
export interface StyleTarget {
  root: ShadowRoot | HTMLElement | null;
  nonce: string | undefined;
}

export const StyleTargetContext = createContext<StyleTarget>({ root: null, nonce: undefined });

// One constructed sheet per CSS text, shared by every element of the page (issue 37).
const sheets = new Map<string, CSSStyleSheet>();

/** Adds the CSS text's sheet to the end of the root's adopted sheets; answers the function that takes it out again. */
function adopt(root: ShadowRoot, css: string): () => void {
  let sheet = sheets.get(css);
  if (sheet === undefined) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  const added = sheet;
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, added];
  return () => {
    const list = [...root.adoptedStyleSheets];
    list.splice(list.lastIndexOf(added), 1);
    root.adoptedStyleSheets = list;
  };
}

/**
 * CSS for the element's shadow root, while this is rendered. A strict Content-Security-Policy (`style-src 'self'`, no
 * `'unsafe-inline'`) blocks `<style>` elements, so the CSS is a constructed stylesheet adopted by the shadow root
 * (`adoptedStyleSheets`); a browser without them gets a `<style>` with the site's `styleNonce`. Adopted sheets come after
 * the root's style elements in the cascade and keep the order they were added in, which is the order of the elements'
 * `<style>`s before: the widget styles and the element's own first, the theme, then each part's as it shows.
 */
export function ShadowStyle({ css }: { css: string }) {
  const { root, nonce } = useContext(StyleTargetContext);
  const adoptable = root !== null && 'adoptedStyleSheets' in root;
  useLayoutEffect(() => (adoptable ? adopt(root as ShadowRoot, css) : undefined), [adoptable, root, css]);
  return adoptable ? null : <style nonce={nonce}>{css}</style>;
}
