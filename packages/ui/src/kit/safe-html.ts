import type { Config, ElementHook, UponSanitizeAttributeHook, UponSanitizeElementHook } from 'dompurify';

/**
 * Safe HTML for texts from the CMS or the platform (spec: "Safe HTML allows tags b, i, strong, em,
 * p, br, a, h1-h5, hr, ul, ol, li and attributes href, target, rel, style, src").
 *
 * Policy, on top of DOMPurify 3 with exactly that allowlist:
 * - URLs (`href`, `src`): relative (root-, path-relative, fragment, query, protocol-relative) or
 *   http(s) only. The value is checked after decoding character references again (double
 *   encoding), percent-decoding, and removing every control, whitespace and invisible character
 *   anywhere; a colon before the first `/`, `?` or `#` must end `http` or `https`. Failing
 *   attributes are removed (the element stays).
 * - `style`: only a short list of declarations survives (colour, font weight/style/size, text
 *   alignment and decoration, spacing, list style); values are words, numbers, lengths, `#hex`
 *   and rgb()/hsl() only. The value is first normalised (comments, CSS escapes and character
 *   references decoded); if it then contains `expression(`, `url(`, `javascript:`, `behavior`,
 *   `-moz-binding`, `@import` (or a few relatives) the whole attribute is dropped. Kept
 *   declarations are written back as `property: value; …`, which makes the output stable.
 * - `target` other than `_self`, `_parent`, `_top` gets `rel="noopener noreferrer"`, merged with
 *   the element's own `rel` (an `opener` token is dropped). `rel` keeps only word tokens
 *   (lower-cased); a `target` that is not a plain name (`[\w-]+`) is removed.
 * - Elements nested deeper than {@link MAX_NESTING_DEPTH} allowed elements are unwrapped (their
 *   content stays): browsers cap parser depth (Chromium at 512) and jsdom does not, so deep trees
 *   could otherwise parse differently in the page than where they were sanitised.
 *
 * DOMPurify defaults that the allowlist alone does not turn off, and what is done about them:
 * - `ALLOW_DATA_ATTR` and `ALLOW_ARIA_ATTR` (true): every `data-*` and `aria-*` attribute passes
 *   whatever `ALLOWED_ATTR` says. Turned off.
 * - `ALLOW_SELF_CLOSE_IN_ATTR` (true): attribute values with `/>` pass. Turned off.
 * - `ALLOWED_URI_REGEXP` (mailto, tel, callto, sms, cid, xmpp, matrix, ftp as well as http(s)):
 *   replaced by {@link SAFE_URL_PATTERN}; the hook above is the stricter check.
 * - `ALLOWED_NAMESPACES` (HTML, SVG, MathML): HTML only.
 * - `DATA_URI_TAGS` (img, audio, video, source, image, track may keep `data:` in src): cannot be
 *   emptied by configuration; none of those tags is allowed and the URL hook refuses `data:`.
 * - `URI_SAFE_ATTRIBUTES` includes `style` (no URL check on it): the style hook covers it.
 * - `KEEP_CONTENT` (true): the text of a removed element stays, except for script, style,
 *   template, noscript, iframe, svg, math, xmp and the other `FORBID_CONTENTS`. Kept on purpose:
 *   a CMS text in a `<div>` or `<span>` keeps its words. DOMPurify also forces `#text` into the
 *   allowed tags then (text nodes); it adds nothing else for this allowlist (`tbody` only comes
 *   with `table`, `html`/`head`/`body` only with `WHOLE_DOCUMENT`).
 * - `SAFE_FOR_XML`, `SANITIZE_DOM` (true) stay on; `ALLOW_UNKNOWN_PROTOCOLS`, `WHOLE_DOCUMENT`,
 *   `SAFE_FOR_TEMPLATES` stay off. `RETURN_TRUSTED_TYPE` is off here and on in the page's sanitiser, with the `kurv`
 *   policy where the browser has Trusted Types (trusted-types.ts): the config above is also the browser test's.
 * - DOMPurify forces `is=""` on an element whose `is` it removes (the serialiser would write the
 *   element's is value back otherwise). The element hook swaps such elements for plain ones.
 * - When DOMPurify is not supported, its `sanitize` returns the input unchanged (or is missing
 *   altogether without a window). Kurv never uses that: it falls back to {@link escapeHtml}
 *   (mode `escaped`).
 */

/** The tags the spec allows, exactly. */
export const SAFE_HTML_TAGS = ['b', 'i', 'strong', 'em', 'p', 'br', 'a', 'h1', 'h2', 'h3', 'h4', 'h5', 'hr', 'ul', 'ol', 'li'];

/** The attributes the spec allows, exactly. */
export const SAFE_HTML_ATTRIBUTES = ['href', 'target', 'rel', 'style', 'src'];

/** DOMPurify's own URL check: http(s), or a value that does not start with a scheme. */
export const SAFE_URL_PATTERN = /^(?:https?:|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** How deep allowed elements may nest; deeper ones are unwrapped. */
export const MAX_NESTING_DEPTH = 64;

/**
 * The DOMPurify configuration, the one source of truth for every place that sanitises (the
 * renderer here, and the browser test that runs DOMPurify's browser build with the same config
 * and {@link safeHtmlHooks}).
 */
export const SAFE_HTML_CONFIG: Config = {
  ALLOWED_TAGS: [...SAFE_HTML_TAGS],
  ALLOWED_ATTR: [...SAFE_HTML_ATTRIBUTES],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_SELF_CLOSE_IN_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  ALLOWED_URI_REGEXP: SAFE_URL_PATTERN,
  ALLOWED_NAMESPACES: ['http://www.w3.org/1999/xhtml'],
  KEEP_CONTENT: true,
  SAFE_FOR_XML: true,
  SANITIZE_DOM: true,
  WHOLE_DOCUMENT: false,
  RETURN_TRUSTED_TYPE: false,
};

/** The DOMPurify hooks of the safe-HTML policy. */
export interface SafeHtmlHooks {
  /** Unwraps allowed elements nested deeper than MAX_NESTING_DEPTH; rebuilds elements with `is`. */
  uponSanitizeElement: UponSanitizeElementHook;
  /** Removes unsafe href/src values; rewrites or removes style, rel and target. */
  uponSanitizeAttribute: UponSanitizeAttributeHook;
  /** Adds rel="noopener noreferrer" next to a target. */
  afterSanitizeAttributes: ElementHook;
}

/**
 * Creates the hooks of the safe-HTML policy.
 *
 * Self-contained on purpose: the body refers to nothing outside itself (its limits are repeated
 * here as literals), so the browser test can send `safeHtmlHooks.toString()` to a page and run
 * the very same hooks with DOMPurify's browser build.
 */
export function safeHtmlHooks(): SafeHtmlHooks {
  const maxDepth = 64;
  const safeSchemes = ['http', 'https'];
  const forbiddenInStyle = [
    'expression(',
    'url(',
    'image(',
    'image-set(',
    'javascript:',
    'vbscript:',
    'behavior',
    '-moz-binding',
    '@import',
  ];
  const safeStyleProperties = [
    'color',
    'background-color',
    'font-weight',
    'font-style',
    'font-size',
    'font-variant',
    'text-align',
    'text-decoration',
    'text-transform',
    'text-indent',
    'line-height',
    'letter-spacing',
    'word-spacing',
    'white-space',
    'vertical-align',
    'list-style-type',
    'margin',
    'margin-top',
    'margin-right',
    'margin-bottom',
    'margin-left',
    'padding',
    'padding-top',
    'padding-right',
    'padding-bottom',
    'padding-left',
  ];
  const namedReferences: Record<string, string> = {
    amp: '&',
    lt: '<',
    gt: '>',
    quot: '"',
    apos: "'",
    colon: ':',
    semi: ';',
    comma: ',',
    period: '.',
    sol: '/',
    bsol: '\\',
    lpar: '(',
    rpar: ')',
    plus: '+',
    excl: '!',
    num: '#',
    quest: '?',
    equals: '=',
    commat: '@',
    tab: '\t',
    newline: '\n',
    nbsp: '\u00a0',
  };

  /** Control, whitespace and invisible characters: browsers skip some of them inside URLs. */
  const isInvisible = (code: number) =>
    code <= 0x20 ||
    (code >= 0x7f && code <= 0xa0) ||
    code === 0xad ||
    code === 0x34f ||
    code === 0x61c ||
    code === 0x1680 ||
    code === 0x180e ||
    (code >= 0x2000 && code <= 0x200f) ||
    (code >= 0x2028 && code <= 0x202f) ||
    (code >= 0x205f && code <= 0x206f) ||
    code === 0x3000 ||
    (code >= 0xfe00 && code <= 0xfe0f) ||
    code === 0xfeff;

  const stripInvisible = (text: string) => {
    let out = '';
    for (const char of text) {
      if (!isInvisible(char.codePointAt(0) ?? 0)) {
        out += char;
      }
    }
    return out;
  };

  const fromCodePoint = (code: number) =>
    Number.isFinite(code) && code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '\ufffd';

  /** Decodes numeric (with or without `;`, zero-padded) and the relevant named references. */
  const decodeReferencesOnce = (text: string) =>
    text.replace(/&(?:#x([0-9a-f]+)|#(\d+)|([a-z][a-z0-9]*));?/gi, (whole, hex?: string, decimal?: string, name?: string) => {
      const digits = (hex ?? decimal ?? '').replace(/^0+/, '');
      if (hex !== undefined || decimal !== undefined) {
        return fromCodePoint(digits.length > 8 ? Number.NaN : Number.parseInt(digits || '0', hex !== undefined ? 16 : 10));
      }
      return namedReferences[(name ?? '').toLowerCase()] ?? whole;
    });

  const decodeReferences = (text: string) => {
    let current = text;
    for (let round = 0; round < 8; round += 1) {
      const next = decodeReferencesOnce(current);
      if (next === current) {
        break;
      }
      current = next;
    }
    return current;
  };

  const hasSafeScheme = (normalized: string) => {
    const end = normalized.search(/[/?#]/);
    const head = end === -1 ? normalized : normalized.slice(0, end);
    const colon = head.indexOf(':');
    return colon === -1 || safeSchemes.includes(head.slice(0, colon));
  };

  const isSafeUrl = (value: string) => {
    const decoded = decodeReferences(value);
    const forms = [decoded];
    try {
      forms.push(decodeURIComponent(decoded));
    } catch {
      forms.push(decoded.replace(/%[0-9a-f]{2}/gi, (sequence) => String.fromCharCode(Number.parseInt(sequence.slice(1), 16))));
    }
    return forms.every((form) => hasSafeScheme(stripInvisible(form).toLowerCase()));
  };

  /** CSS text with comments removed and escapes decoded. */
  const decodeCss = (text: string) =>
    decodeReferences(text)
      .replace(/\/\*[\s\S]*?(?:\*\/|$)/g, '')
      .replace(/\\(?:([0-9a-f]{1,6})[ \t\n\r\f]?|\r\n|[\n\r\f]|([\s\S]))/gi, (_whole, hex?: string, other?: string) => {
        if (hex !== undefined) {
          return fromCodePoint(Number.parseInt(hex, 16));
        }
        return other ?? '';
      });

  const isSafeStyleValue = (value: string) => {
    if (value.length === 0 || value.length > 100) {
      return false;
    }
    const withoutColours = value.replace(/\b(?:rgba?|hsla?)\([-+0-9a-z.%\s,/]*\)/gi, 'x');
    return /^[-+#a-z0-9%.,\s]+$/i.test(withoutColours);
  };

  /** The safe declarations of a style value as `property: value; …`, or null when none or hostile. */
  const cleanStyle = (value: string): string | null => {
    const decoded = decodeCss(value);
    const compact = stripInvisible(decoded).toLowerCase();
    if (forbiddenInStyle.some((pattern) => compact.includes(pattern))) {
      return null;
    }
    const declarations: string[] = [];
    for (const declaration of decoded.split(';')) {
      const colon = declaration.indexOf(':');
      if (colon === -1) {
        continue;
      }
      const property = stripInvisible(declaration.slice(0, colon)).toLowerCase();
      const propertyValue = declaration
        .slice(colon + 1)
        .replace(/\s+/g, ' ')
        .trim();
      if (safeStyleProperties.includes(property) && isSafeStyleValue(propertyValue)) {
        declarations.push(`${property}: ${propertyValue}`);
      }
    }
    return declarations.length > 0 ? declarations.join('; ') : null;
  };

  const uponSanitizeElement: UponSanitizeElementHook = (node, event) => {
    if (node.nodeType !== 1 || !event.allowedTags[event.tagName]) {
      return;
    }
    const element = node as Element;
    if (element.hasAttribute('is') && element.parentNode && element.ownerDocument) {
      // The serialiser writes an element's `is` value back even without the attribute (so
      // DOMPurify leaves is=""): put a plain element of the same name in its place instead.
      const plain = element.ownerDocument.createElement(element.localName);
      for (const attribute of [...element.attributes]) {
        if (attribute.name.toLowerCase() !== 'is') {
          try {
            plain.setAttribute(attribute.name, attribute.value);
          } catch {
            // An attribute name the DOM API refuses: leave it out.
          }
        }
      }
      while (element.firstChild) {
        plain.appendChild(element.firstChild);
      }
      element.parentNode.replaceChild(plain, element);
      return;
    }
    let depth = 1;
    let ancestor = node.parentNode;
    while (ancestor && ancestor.nodeType === 1 && ancestor.nodeName !== 'BODY' && depth <= maxDepth) {
      depth += 1;
      ancestor = ancestor.parentNode;
    }
    const parent = node.parentNode;
    if (depth <= maxDepth || !parent) {
      return;
    }
    while (node.lastChild) {
      parent.insertBefore(node.lastChild, node.nextSibling);
    }
    parent.removeChild(node);
  };

  const uponSanitizeAttribute: UponSanitizeAttributeHook = (_element, event) => {
    const name = event.attrName;
    if (name === 'href' || name === 'src') {
      if (!isSafeUrl(event.attrValue)) {
        event.keepAttr = false;
      }
    } else if (name === 'rel') {
      const tokens = event.attrValue
        .toLowerCase()
        .split(/\s+/)
        .filter((token) => /^[a-z][a-z0-9-]*$/.test(token));
      if (tokens.length === 0) {
        event.keepAttr = false;
      } else {
        event.attrValue = tokens.join(' ');
      }
    } else if (name === 'target') {
      if (!/^[\w-]+$/.test(event.attrValue)) {
        event.keepAttr = false;
      }
    } else if (name === 'style') {
      const style = cleanStyle(event.attrValue);
      if (style === null) {
        event.keepAttr = false;
      } else {
        event.attrValue = style;
      }
    }
  };

  const afterSanitizeAttributes: ElementHook = (element) => {
    const target = element.getAttribute('target');
    if (target === null || ['_self', '_parent', '_top'].includes(target.trim().toLowerCase())) {
      return;
    }
    const tokens = (element.getAttribute('rel') ?? '')
      .toLowerCase()
      .split(/\s+/)
      .filter((token) => token !== '' && token !== 'opener');
    for (const token of ['noopener', 'noreferrer']) {
      if (!tokens.includes(token)) {
        tokens.push(token);
      }
    }
    const rel = [...new Set(tokens)].join(' ');
    if (element.getAttribute('rel') !== rel) {
      element.setAttribute('rel', rel);
    }
  };

  return { uponSanitizeElement, uponSanitizeAttribute, afterSanitizeAttributes };
}
