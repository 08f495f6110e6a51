import { useMemo } from 'react';
import { defaultHtmlSanitizer, type HtmlSanitizer } from './safe-html';

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
 * `safe-html.ts`. This is the one component allowed to use dangerouslySetInnerHTML, and it only
 * ever passes sanitiser output to it.
 *
 * Where DOMPurify cannot run (no DOM, unsupported, or it throws) the text is shown as plain text,
 * markup and all, never as HTML. Client-side only: a server without a DOM would render the text
 * escaped and the browser the sanitised markup.
 */
export function SafeHtml({ html, as: Tag = 'div', className, sanitizer }: SafeHtmlProps) {
  const text = html ?? '';
  const result = useMemo(() => (sanitizer ?? defaultHtmlSanitizer()).sanitize(text), [sanitizer, text]);
  if (result.mode === 'escaped') {
    return <Tag className={className}>{text}</Tag>;
  }
  // The one dangerouslySetInnerHTML of Kurv: the sanitiser's output only.
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: result.html }} />;
}
