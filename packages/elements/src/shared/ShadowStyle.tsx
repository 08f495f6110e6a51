import { createContext, useContext, useLayoutEffect } from 'react';
import { useStyleNonce } from './ShopStoreProvider';

/** Where an element's styles go: its shadow root (r2wc's `container`); null outside an element (tests, stories). */
export const StyleRootContext = createContext<ShadowRoot | HTMLElement | null>(null);

// One constructed sheet per CSS text, shared by every element of the page (issue 37).
const sheets = new Map<string, CSSStyleSheet>();

/**
 * CSS for the element's shadow root, while this is rendered. A strict Content-Security-Policy (`style-src 'self'`, no
 * `'unsafe-inline'`) blocks `<style>` elements, so the CSS is a constructed stylesheet adopted by the shadow root
 * (`adoptedStyleSheets`); a browser without them gets a `<style>` with the site's `styleNonce`. Adopted sheets come after
 * the root's style elements in the cascade and keep the order they were added in, which is the order of the elements'
 * `<style>`s before: the widget styles and the element's own first, the theme, then each part's as it shows.
 */
export function ShadowStyle({ css }: { css: string }) {
  const root = useContext(StyleRootContext) as ShadowRoot | null;
  const nonce = useStyleNonce();
  const adoptable = root !== null && 'adoptedStyleSheets' in root;
  useLayoutEffect(() => {
    if (!adoptable) {
      return;
    }
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
  }, [adoptable, root, css]);
  return adoptable ? null : <style nonce={nonce}>{css}</style>;
}
