import DOMPurify, { type DOMPurify as Purifier, type WindowLike } from 'dompurify';
import type { TrustedHTML, TrustedTypePolicy } from 'trusted-types/lib/index.js';
import { SAFE_HTML_CONFIG, safeHtmlHooks } from './safe-html';
import { createKurvTrustedTypesPolicy, trustedTypesOf } from './trusted-types';

// The page's sanitiser: a private DOMPurify instance with the safe-HTML policy of safe-html.ts, and the escaped fallback.

/** How a text was made safe: sanitised HTML, or (no working DOMPurify) the whole text escaped. */
export type SafeHtmlMode = 'sanitized' | 'escaped';

/** A text made safe to set as innerHTML. */
export interface SafeHtmlResult {
  /** HTML safe for innerHTML: the sanitised markup, or the escaped text in mode `escaped`. */
  readonly html: string;
  readonly mode: SafeHtmlMode;
  /**
   * The sanitised markup as a page under Trusted Types takes it (`TrustedHTML`, signed by the `kurv` policy), or as the
   * string `html` where there are none: what SafeHtml parses. Absent in mode `escaped`.
   */
  readonly trusted?: TrustedHTML | string;
}

/** The part of a DOMPurify instance the sanitiser uses (a seam for tests). */
export type PurifierLike = Pick<Purifier, 'isSupported' | 'addHook' | 'setConfig' | 'sanitize'>;

export interface HtmlSanitizerOptions {
  /**
   * The window DOMPurify runs on. Default: the global `window`, when there is one. `null`: none
   * (every text is escaped).
   */
  window?: WindowLike | null;
  /** Creates the DOMPurify instance; default DOMPurify's own factory. A seam for tests. */
  createPurifier?: (window: WindowLike) => PurifierLike;
}

/** A configured sanitiser: its own DOMPurify instance, the config set and the hooks added once. */
export interface HtmlSanitizer {
  /** False when DOMPurify cannot run here: every text is then escaped. */
  readonly supported: boolean;
  sanitize(html: string): SafeHtmlResult;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** The text with `& < > " '` escaped: shows as the literal text when used as HTML. */
export function escapeHtml(text: string): string {
  return String(text).replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

function windowOf(options: HtmlSanitizerOptions): WindowLike | null {
  return options.window === undefined ? (typeof window === 'undefined' ? null : window) : options.window;
}

/**
 * Parses sanitiser output as SafeHtml does. Throws where the page refuses it: under Trusted Types that allow neither
 * `kurv` nor `dompurify`, DOMPurify may still answer a plain string, which the parse then refuses. The sanitiser parses
 * once when it is made, so such a page gets every text escaped and no element finds out on its own.
 */
export function parseSanitized(root: WindowLike, markup: TrustedHTML | string): HTMLElement {
  const Parser = (root as unknown as { DOMParser: typeof DOMParser }).DOMParser;
  return new Parser().parseFromString(markup as string, 'text/html').body;
}

function configuredPurifier(options: HtmlSanitizerOptions): PurifierLike | null {
  const root = windowOf(options);
  if (!root) {
    return null;
  }
  try {
    const purifier = (options.createPurifier ?? ((win: WindowLike) => DOMPurify(win)))(root);
    if (!purifier.isSupported) {
      return null;
    }
    // Under Trusted Types, DOMPurify parses the text and signs its output with the `kurv` policy; where the page refused
    // that policy, DOMPurify tries its own (`dompurify`), and without either the parse throws and the text is escaped.
    const policy = createKurvTrustedTypesPolicy(trustedTypesOf(root));
    purifier.setConfig({
      ...SAFE_HTML_CONFIG,
      RETURN_TRUSTED_TYPE: true,
      ...(policy ? { TRUSTED_TYPES_POLICY: policy as TrustedTypePolicy } : {}),
    });
    const hooks = safeHtmlHooks();
    purifier.addHook('uponSanitizeElement', hooks.uponSanitizeElement);
    purifier.addHook('uponSanitizeAttribute', hooks.uponSanitizeAttribute);
    purifier.addHook('afterSanitizeAttributes', hooks.afterSanitizeAttributes);
    let probe: TrustedHTML | string;
    try {
      probe = purifier.sanitize('') as TrustedHTML | string;
    } catch {
      // A DOMPurify that throws while sanitising: each text falls back to the escaped one on its own.
      return purifier;
    }
    parseSanitized(root, probe);
    return purifier;
  } catch {
    return null;
  }
}

/**
 * Creates a sanitiser on a private DOMPurify instance (never the shared default one, whose
 * config and hooks other code on the page may change). Without a usable DOMPurify (no DOM,
 * `isSupported` false, or it throws) every text comes back escaped, never raw.
 */
export function createHtmlSanitizer(options: HtmlSanitizerOptions = {}): HtmlSanitizer {
  const purifier = configuredPurifier(options);
  const root = windowOf(options);
  const trustedTypes = root ? trustedTypesOf(root) : undefined;
  return {
    supported: purifier !== null,
    sanitize(html) {
      const text = typeof html === 'string' ? html : String(html ?? '');
      if (purifier) {
        try {
          const clean: unknown = purifier.sanitize(text);
          if (typeof clean === 'string') {
            return { html: clean, mode: 'sanitized', trusted: clean };
          }
          if (trustedTypes?.isHTML?.(clean)) {
            return { html: String(clean), mode: 'sanitized', trusted: clean as TrustedHTML };
          }
        } catch {
          // Falls through to the escaped text.
        }
      }
      return { html: escapeHtml(text), mode: 'escaped' };
    },
  };
}

let sharedSanitizer: HtmlSanitizer | undefined;

/** The page's sanitiser, created on first use for the global window. */
export function defaultHtmlSanitizer(): HtmlSanitizer {
  sharedSanitizer ??= createHtmlSanitizer();
  return sharedSanitizer;
}

/** A CMS or platform text as safe HTML, with how it was made safe. */
export function toSafeHtml(html: string): SafeHtmlResult {
  return defaultHtmlSanitizer().sanitize(html);
}

/**
 * A CMS or platform text as HTML safe for innerHTML: sanitised by the safe-HTML policy, or the
 * escaped text where DOMPurify cannot run. Idempotent in the sanitised mode.
 */
export function sanitizeHtml(html: string): string {
  return toSafeHtml(html).html;
}
