import DOMPurify, { type WindowLike } from 'dompurify';
import { describe, expect, it, vi } from 'vitest';
import { createHtmlSanitizer, escapeHtml, type PurifierLike, sanitizeHtml, toSafeHtml } from './html-sanitizer';
import { MAX_NESTING_DEPTH, SAFE_HTML_ATTRIBUTES, SAFE_HTML_CONFIG, SAFE_HTML_TAGS } from './safe-html';
import { benignCorpus, hostileCorpus, XSS_SINK } from './xss-corpus.fixtures';

const SPEC_TAGS = ['b', 'i', 'strong', 'em', 'p', 'br', 'a', 'h1', 'h2', 'h3', 'h4', 'h5', 'hr', 'ul', 'ol', 'li'];
const SPEC_ATTRIBUTES = ['href', 'target', 'rel', 'style', 'src'];
const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';
const STYLE_FORBIDDEN = ['expression(', 'url(', 'javascript:', 'behavior', '-moz-binding', '@import'];

function parse(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

/** Decodes character references the way the HTML parser does, until nothing changes. */
function decodeFully(value: string): string {
  let current = value;
  for (let round = 0; round < 10; round += 1) {
    const next = parse(current.replace(/</g, '&lt;')).textContent ?? '';
    if (next === current) {
      break;
    }
    current = next;
  }
  return current;
}

function withoutInvisibles(value: string): string {
  return [...value]
    .filter((char) => (char.codePointAt(0) ?? 0) > 0x20 && !/[\s\u007f-\u009f\u00ad\u200b-\u200f\ufeff]/u.test(char))
    .join('');
}

/** Relative or http(s), after decoding references, percent escapes and removing invisibles. */
function isRelativeOrHttp(value: string): boolean {
  const decoded = decodeFully(value);
  let percentDecoded = decoded;
  try {
    percentDecoded = decodeURIComponent(decoded);
  } catch {
    // keep the entity-decoded form
  }
  return [decoded, percentDecoded].every((form) => {
    const compact = withoutInvisibles(form).toLowerCase();
    const head = compact.split(/[/?#]/)[0] ?? '';
    return !head.includes(':') || /^https?:$/.test(head);
  });
}

function normalisedCss(value: string): string {
  const decoded = decodeFully(value)
    .replace(/\/\*[\s\S]*?(\*\/|$)/g, '')
    .replace(/\\([0-9a-f]{1,6})\s?/gi, (_whole, digits: string) => String.fromCodePoint(Number.parseInt(digits, 16) || 0xfffd))
    .replace(/\\([\s\S])/g, '$1');
  return withoutInvisibles(decoded).toLowerCase();
}

/** Everything wrong with a sanitised output, as readable lines (empty: fine). */
function problems(output: string): string[] {
  const found: string[] = [];
  for (const element of parse(output).querySelectorAll('*')) {
    const tag = element.localName;
    if (!SPEC_TAGS.includes(tag) || element.namespaceURI !== HTML_NAMESPACE) {
      found.push(`element ${tag} (${element.namespaceURI})`);
    }
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on')) {
        found.push(`handler ${name} on ${tag}`);
      }
      if (!SPEC_ATTRIBUTES.includes(name)) {
        found.push(`attribute ${name} on ${tag}`);
      }
      if ((name === 'href' || name === 'src') && !isRelativeOrHttp(attribute.value)) {
        found.push(`${name}=${JSON.stringify(attribute.value)} on ${tag}`);
      }
      if (name === 'style') {
        const css = normalisedCss(attribute.value);
        for (const pattern of STYLE_FORBIDDEN) {
          if (css.includes(pattern)) {
            found.push(`style with ${pattern} on ${tag}`);
          }
        }
      }
    }
    const target = element.getAttribute('target');
    if (target !== null && !['_self', '_parent', '_top'].includes(target.toLowerCase())) {
      const rel = (element.getAttribute('rel') ?? '').split(/\s+/);
      if (!rel.includes('noopener') || !rel.includes('noreferrer')) {
        found.push(`target=${target} without rel noopener noreferrer`);
      }
    }
  }
  return found;
}

function depthOf(node: ParentNode, level = 0): number {
  let deepest = level;
  for (const child of node.children) {
    deepest = Math.max(deepest, depthOf(child, level + 1));
  }
  return deepest;
}

describe('the corpus', () => {
  it('has at least 160 hostile and 15 benign inputs with unique plain names', () => {
    expect(hostileCorpus.length).toBeGreaterThanOrEqual(160);
    expect(benignCorpus.length).toBeGreaterThanOrEqual(15);
    const names = [...hostileCorpus, ...benignCorpus].map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) {
      expect(name).toMatch(/^[a-z0-9-]+$/);
    }
    expect(hostileCorpus.filter((entry) => entry.html.includes(`${XSS_SINK}.push('${entry.name}')`)).length).toBeGreaterThan(150);
  });

  it('is caught by the checker when not sanitised (the checks can fail)', () => {
    const unsafe = hostileCorpus.filter((entry) => problems(entry.html).length > 0);
    expect(unsafe.length).toBeGreaterThan(hostileCorpus.length * 0.8);
  });
});

describe('sanitizeHtml on hostile input', () => {
  it.each(hostileCorpus.map((entry) => [entry.name, entry.html] as const))('%s', (_name, html) => {
    const result = toSafeHtml(html);
    expect(result.mode).toBe('sanitized');
    expect(problems(result.html)).toEqual([]);
    expect(sanitizeHtml(result.html)).toBe(result.html);
    const roundTrip = document.createElement('template');
    roundTrip.innerHTML = result.html;
    expect(roundTrip.innerHTML).toBe(result.html);
  });
});

describe('sanitizeHtml on benign input', () => {
  it.each(benignCorpus.map((entry) => [entry.name, entry.html, entry.expected] as const))('%s', (_name, html, expected) => {
    expect(sanitizeHtml(html)).toBe(expected);
    expect(sanitizeHtml(expected)).toBe(expected);
  });

  it('keeps plain text as it is', () => {
    expect(sanitizeHtml('Kjøp 3, betal for 2')).toBe('Kjøp 3, betal for 2');
    expect(sanitizeHtml('')).toBe('');
  });
});

describe('the policy', () => {
  it('allows exactly the tags and attributes of the spec', () => {
    expect([...SAFE_HTML_TAGS].sort()).toEqual([...SPEC_TAGS].sort());
    expect([...SAFE_HTML_ATTRIBUTES].sort()).toEqual([...SPEC_ATTRIBUTES].sort());
    expect(SAFE_HTML_CONFIG).toMatchObject({
      ALLOWED_TAGS: SAFE_HTML_TAGS,
      ALLOWED_ATTR: SAFE_HTML_ATTRIBUTES,
      ALLOW_DATA_ATTR: false,
      ALLOW_ARIA_ATTR: false,
      ALLOW_SELF_CLOSE_IN_ATTR: false,
    });
  });

  it('keeps relative and http(s) URLs and removes every other scheme', () => {
    const kept = [
      '/varer/melk',
      'varer/melk',
      '../x',
      './x',
      '#topp',
      '?side=2',
      '//cdn.example.no/a.png',
      'http://a.no',
      'HTTPS://a.no/x?y=1#z',
      '',
    ];
    for (const href of kept) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe(`<a href="${href}">x</a>`);
    }
    const removed = [
      'javascript:x()',
      'data:text/html,x',
      'vbscript:x',
      'mailto:a@b.no',
      'file:///x',
      'blob:https://a.no/1',
      'tel:1',
      'ftp://a.no',
      'foo:bar',
    ];
    for (const href of removed) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
      expect(sanitizeHtml(`<p src="${href}">x</p>`)).toBe('<p>x</p>');
    }
  });

  it('gives every target that opens a new context rel="noopener noreferrer", merged with its rel', () => {
    expect(sanitizeHtml('<a href="/" target="_blank">x</a>')).toBe('<a href="/" target="_blank" rel="noopener noreferrer">x</a>');
    expect(sanitizeHtml('<a href="/" target="vindu" rel="opener nofollow">x</a>')).toBe(
      '<a href="/" target="vindu" rel="nofollow noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="/" target="_BLANK" rel="noreferrer">x</a>')).toBe(
      '<a href="/" target="_BLANK" rel="noreferrer noopener">x</a>',
    );
    expect(sanitizeHtml('<a href="/" target="_self">x</a>')).toBe('<a href="/" target="_self">x</a>');
  });

  it('keeps safe style declarations, drops the others, and drops hostile style values whole', () => {
    expect(sanitizeHtml('<p style="color: rgb(200, 0, 0); margin-top: 1em; display: none">x</p>')).toBe(
      '<p style="color: rgb(200, 0, 0); margin-top: 1em">x</p>',
    );
    expect(sanitizeHtml('<p style="color: red; background: url(/a.png)">x</p>')).toBe('<p>x</p>');
    expect(sanitizeHtml('<p style="color: red; font-size: e\\78 pression(1)">x</p>')).toBe('<p>x</p>');
    expect(sanitizeHtml('<p style="color: red !important">x</p>')).toBe('<p>x</p>');
    expect(sanitizeHtml('<p style="">x</p>')).toBe('<p>x</p>');
  });

  it(`unwraps allowed elements nested deeper than ${MAX_NESTING_DEPTH}, keeping the text`, () => {
    const deep = `${'<b>'.repeat(300)}Dypt${'</b>'.repeat(300)}`;
    const output = sanitizeHtml(deep);
    expect(depthOf(parse(output))).toBe(MAX_NESTING_DEPTH);
    expect(parse(output).textContent).toBe('Dypt');
    expect(sanitizeHtml(output)).toBe(output);
    const shallow = `${'<i>'.repeat(MAX_NESTING_DEPTH)}x${'</i>'.repeat(MAX_NESTING_DEPTH)}`;
    expect(sanitizeHtml(shallow)).toBe(shallow);
  });
});

describe('the private DOMPurify instance', () => {
  it('leaves the global DOMPurify unconfigured', () => {
    sanitizeHtml('<p>x</p>');
    expect(DOMPurify.sanitize('<div data-x="1">x</div>')).toBe('<div data-x="1">x</div>');
  });

  it('sets the config and adds each hook once, however many texts it sanitises', () => {
    const addHook = vi.fn();
    const setConfig = vi.fn();
    const sanitizer = createHtmlSanitizer({
      window,
      createPurifier: (win) => {
        const real = DOMPurify(win);
        return {
          isSupported: real.isSupported,
          sanitize: real.sanitize,
          addHook: (...args: Parameters<typeof real.addHook>) => {
            addHook(args[0]);
            real.addHook(...args);
          },
          setConfig: (config) => {
            setConfig(config);
            real.setConfig(config);
          },
        } as PurifierLike;
      },
    });
    for (let round = 0; round < 3; round += 1) {
      expect(sanitizer.sanitize('<a href="/" target="_blank" onclick="x()">x</a>').html).toBe(
        '<a href="/" target="_blank" rel="noopener noreferrer">x</a>',
      );
    }
    expect(setConfig).toHaveBeenCalledTimes(1);
    expect(addHook.mock.calls.map(([name]) => name).sort()).toEqual([
      'afterSanitizeAttributes',
      'uponSanitizeAttribute',
      'uponSanitizeElement',
    ]);
  });
});

describe('the escaped fallback', () => {
  const payload = '<img src=x onerror="alert(1)"><b>Fet & "sitert"</b>';
  const escaped = '&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&lt;b&gt;Fet &amp; &quot;sitert&quot;&lt;/b&gt;';

  it('escapes & < > " and \'', () => {
    expect(escapeHtml(`<a href='x'>"&"</a>`)).toBe('&lt;a href=&#39;x&#39;&gt;&quot;&amp;&quot;&lt;/a&gt;');
    expect(parse(escapeHtml(payload)).textContent).toBe(payload);
  });

  it('is used when there is no DOM', () => {
    const sanitizer = createHtmlSanitizer({ window: null });
    expect(sanitizer.supported).toBe(false);
    expect(sanitizer.sanitize(payload)).toEqual({ html: escaped, mode: 'escaped' });
  });

  it('is used when DOMPurify says it is not supported', () => {
    const noDocument = {} as WindowLike;
    expect(DOMPurify(noDocument).isSupported).toBe(false);
    const sanitizer = createHtmlSanitizer({ window: noDocument });
    expect(sanitizer.supported).toBe(false);
    expect(sanitizer.sanitize(payload)).toEqual({ html: escaped, mode: 'escaped' });
  });

  it('is used when a stubbed DOMPurify is unsupported, fails to start, or throws while sanitising', () => {
    const unsupported = { isSupported: false, addHook() {}, setConfig() {}, sanitize: (html: string) => html } as unknown as PurifierLike;
    expect(createHtmlSanitizer({ window, createPurifier: () => unsupported }).sanitize(payload).mode).toBe('escaped');
    const failing = createHtmlSanitizer({
      window,
      createPurifier: () => {
        throw new Error('no DOMPurify here');
      },
    });
    expect(failing.sanitize(payload)).toEqual({ html: escaped, mode: 'escaped' });
    const throwing = {
      isSupported: true,
      addHook() {},
      setConfig() {},
      sanitize: () => {
        throw new Error('boom');
      },
    } as unknown as PurifierLike;
    const sanitizer = createHtmlSanitizer({ window, createPurifier: () => throwing });
    expect(sanitizer.supported).toBe(true);
    expect(sanitizer.sanitize(payload)).toEqual({ html: escaped, mode: 'escaped' });
  });
});

describe('under Trusted Types', () => {
  /** The jsdom window with a `trustedTypes` whose CSP allows the policies named; what each signed value's policy was. */
  function withTrustedTypes(allowed: readonly string[], run: (signer: (value: unknown) => string | undefined, asked: string[]) => void) {
    const signedBy = new WeakMap<object, string>();
    const asked: string[] = [];
    const factory = {
      isHTML: (value: unknown) => typeof value === 'object' && value !== null && signedBy.has(value),
      createPolicy: (name: string, rules: { createHTML: (input: string) => string; createScriptURL: (input: string) => string }) => {
        asked.push(name);
        if (!allowed.includes(name)) {
          throw new TypeError(`Policy "${name}" disallowed.`);
        }
        return {
          createHTML: (input: string) => {
            const html = rules.createHTML(input);
            const trusted = { toString: () => html };
            signedBy.set(trusted, name);
            return trusted;
          },
          createScriptURL: rules.createScriptURL,
        };
      },
    };
    Object.defineProperty(window, 'trustedTypes', { value: factory, configurable: true });
    try {
      run((value) => (typeof value === 'object' && value !== null ? signedBy.get(value) : undefined), asked);
    } finally {
      delete (window as { trustedTypes?: unknown }).trustedTypes;
    }
  }

  it('signs the sanitised markup with the kurv policy; its text is the sanitised HTML', () => {
    withTrustedTypes(['kurv'], (signer, asked) => {
      const result = createHtmlSanitizer({ window }).sanitize('<p onclick="x()">Åpent <b>nå</b></p><script>x()</script>');
      expect(result.html).toBe('<p>Åpent <b>nå</b></p>');
      expect(signer(result.trusted)).toBe('kurv');
      expect(String(result.trusted)).toBe(result.html);
      expect(asked).toEqual(['kurv']);
    });
  });

  it('on a page that refuses kurv but allows dompurify, DOMPurify’s own policy signs it', () => {
    withTrustedTypes(['dompurify'], (signer, asked) => {
      const result = createHtmlSanitizer({ window }).sanitize('<p>Åpent</p>');
      expect(result).toMatchObject({ html: '<p>Åpent</p>', mode: 'sanitized' });
      expect(signer(result.trusted)).toBe('dompurify');
      expect(asked).toEqual(['kurv', 'dompurify']);
    });
  });

  it('on a page that refuses the parse of what it answers (no policy of Kurv’s allowed), escapes every text', () => {
    const refusing = vi.spyOn(DOMParser.prototype, 'parseFromString').mockImplementation(() => {
      throw new TypeError("This document requires 'TrustedHTML' assignment.");
    });
    try {
      const sanitizer = createHtmlSanitizer({ window });
      expect(sanitizer.supported).toBe(false);
      expect(sanitizer.sanitize('<b>Åpent</b> nå')).toEqual({ html: '&lt;b&gt;Åpent&lt;/b&gt; nå', mode: 'escaped' });
    } finally {
      refusing.mockRestore();
    }
  });
});
