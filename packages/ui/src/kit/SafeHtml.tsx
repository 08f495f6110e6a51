import { useLayoutEffect, useMemo, useRef } from 'react';
import { defaultHtmlSanitizer, type HtmlSanitizer, parseSanitized } from './html-sanitizer';

export interface SafeHtmlProps {
  /** A text from the CMS or the platform, possibly with markup. Null or undefined renders empty. */
  html: string | null | undefined;
  /**
   * The wrapping element (default `div`). Use `span` or `p` only for inline content: block
   * markup (p, ul, h1…) inside them is invalid HTML and browsers restructure it.
   */
  as?: 'div' | 'span' | 'p';
  className?: string;
  /** The sanitiser (default: the page's, see `defaultHtmlSanitizer`). A seam for tests. */
  sanitizer?: HtmlSanitizer;
}

/**
 * Renders a CMS or platform text as safe HTML: the tags b, i, strong, em, p, br, a, h1–h5, hr,
 * ul, ol, li and the attributes href, target, rel, style, src, with the URL and style rules of
 * `safe-html.ts`. Only ever sanitiser output reaches the page.
 *
 * The markup is parsed in an inert document and moved in, each `style` attribute set through the CSSOM
 * (`element.style.cssText`): a strict Content-Security-Policy (`style-src` without `'unsafe-inline'`, issue 37) blocks
 * style attributes in markup (innerHTML), not the CSSOM. The element is React's, its content this component's. Under
 * Trusted Types what is parsed is the sanitiser's TrustedHTML, signed by the `kurv` policy (trusted-types.ts); on a page
 * that allows no policy of Kurv's the sanitiser escapes every text (html-sanitizer.ts), and it shows as plain text.
 *
 * Where DOMPurify cannot run (no DOM, unsupported, or it throws) the text is shown as plain text,
 * markup and all, never as HTML. Client-side only: a server without a DOM would render the text
 * escaped and the browser the sanitised markup.
 */
export function SafeHtml({ html, as: Tag = 'div', className, sanitizer }: SafeHtmlProps) {
  const text = html ?? '';
  const result = useMemo(() => (sanitizer ?? defaultHtmlSanitizer()).sanitize(text), [sanitizer, text]);
  const markup = result.mode === 'escaped' ? null : (result.trusted ?? result.html);
  // One of the three wrapping elements (`as`): a ref that fits each.
  const target = useRef<HTMLDivElement & HTMLSpanElement & HTMLParagraphElement>(null);
  useLayoutEffect(() => {
    const element = target.current;
    if (markup === null || element === null) {
      return;
    }
    // DOMParser takes the TrustedHTML the sanitiser signed (a string where there are no Trusted Types); a page that
    // refuses the parse made the sanitiser escape every text, so this parse is not refused.
    const body = parseSanitized(window, markup);
    const styled = [...body.querySelectorAll<HTMLElement>('[style]')].map((node) => [node, node.getAttribute('style') ?? ''] as const);
    for (const [node] of styled) {
      node.removeAttribute('style');
    }
    element.replaceChildren(...body.childNodes);
    for (const [node, css] of styled) {
      node.style.cssText = css;
    }
  }, [markup, Tag]);
  if (markup === null) {
    return <Tag className={className}>{text}</Tag>;
  }
  return <Tag ref={target} className={className} />;
}
