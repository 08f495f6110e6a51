// @vitest-environment jsdom

import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentProperty, isPlainObject, listen, queryAll } from './dom';
import { readPageSettings } from './page-settings';

const SITE = { environment: 'local', chainId: 1300, accessTokenUrl: '/oauth/access-token' };
const ATTACKER = { environment: 'local', apiBaseUrl: 'https://evil.example', accessTokenUrl: '/oauth/access-token' };

const jsonScript = (settings: object) => `<script type="application/json" id="kurv-settings">${JSON.stringify(settings)}</script>`;

function page(html: string): Document {
  document.body.innerHTML = html;
  return document;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('readPageSettings (issue 35)', () => {
  it.each([
    ['the site’s JSON script', jsonScript(SITE), SITE],
    [
      'a hidden div with the id before the JSON script',
      `<div id="kurv-settings" hidden>${JSON.stringify(ATTACKER)}</div>${jsonScript(SITE)}`,
      SITE,
    ],
    ['a hidden div with the id alone', `<div id="kurv-settings" hidden>${JSON.stringify(ATTACKER)}</div>`, undefined],
    ['a textarea with the id', `<textarea id="kurv-settings">${JSON.stringify(ATTACKER)}</textarea>${jsonScript(SITE)}`, SITE],
    ['a script of another type', `<script type="text/plain" id="kurv-settings">${JSON.stringify(ATTACKER)}</script>`, undefined],
    ['a JSON script with a type in capitals', jsonScript(SITE).replace('application/json', 'Application/JSON'), SITE],
    ['nothing', '<p>Ingen innstillinger</p>', undefined],
  ])('%s → %j', (_, html, expected) => {
    expect(readPageSettings(undefined, {}, page(html))).toEqual(expected);
  });

  it('prefers the site’s window.kurvSettings over the JSON script', () => {
    expect(readPageSettings(undefined, { kurvSettings: { environment: 'production' } }, page(jsonScript(SITE)))).toEqual({
      environment: 'production',
    });
  });

  it.each([
    ['an element (<div id="kurvSettings">)', () => document.createElement('div')],
    ['a collection of elements', () => document.getElementsByTagName('div')],
    ['a frame’s window', () => window],
    ['a string', () => JSON.stringify(ATTACKER)],
  ])('takes no window.kurvSettings that is %s: the JSON script is read', (_, value) => {
    const doc = page(jsonScript(SITE));
    expect(readPageSettings(undefined, { kurvSettings: value() }, doc)).toEqual(SITE);
  });

  it('refuses two JSON scripts with an error on the console, and keeps window.kurvSettings', () => {
    const error = vi.fn();
    const logger = { warn: vi.fn(), error };
    const doc = page(`${jsonScript(ATTACKER)}${jsonScript(SITE)}`);
    expect(readPageSettings(logger, {}, doc)).toBeUndefined();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('2 <script type="application/json" id="kurv-settings"> elements'));
    const fromWindow = { environment: 'local', chainId: 1220 };
    expect(readPageSettings(logger, { kurvSettings: fromWindow }, doc)).toBe(fromWindow);
    expect(error).toHaveBeenLastCalledWith(expect.stringContaining('window.kurvSettings is used'));
  });

  it('issue 36: names kurvSettings when its getter throws, and the settings script when it is not JSON', () => {
    const throwing = Object.defineProperty({}, 'kurvSettings', {
      get() {
        throw new Error('boom from host');
      },
    });
    expect(() => readPageSettings(undefined, throwing, page(''))).toThrow('kurvSettings: could not be read (Error: boom from host)');
    expect(() =>
      readPageSettings(undefined, {}, page('<script type="application/json" id="kurv-settings">{ environment</script>')),
    ).toThrow(/^kurvSettings: the <script type="application\/json" id="kurv-settings"> is not JSON \(SyntaxError: /);
  });
});

describe('the document through its prototypes (issue 35: DOM clobbering)', () => {
  // jsdom has no named properties on document: each name is put on the document as the browser shows it, an own property.
  const NAMES = ['addEventListener', 'getElementById', 'querySelectorAll', 'cookie', 'head', 'visibilityState'];

  afterEach(() => {
    for (const name of NAMES) {
      delete (document as unknown as Record<string, unknown>)[name];
    }
  });

  it('reaches the document’s methods and properties past named elements', () => {
    page('<p>Omtale</p>');
    for (const name of NAMES) {
      const element = document.createElement('img');
      element.setAttribute('name', name);
      Object.defineProperty(document, name, { value: element, configurable: true });
    }
    expect(typeof document.addEventListener).not.toBe('function');
    expect(queryAll(document, 'p')).toHaveLength(1);
    expect(documentProperty(document, 'head')).toBeInstanceOf(HTMLHeadElement);
    expect(typeof documentProperty(document, 'cookie')).toBe('string');
    expect(documentProperty(document, 'visibilityState')).toMatch(/^(visible|hidden)$/);
    const heard = vi.fn();
    listen(document, 'kurv:proove', heard);
    document.body.dispatchEvent(new Event('kurv:proove', { bubbles: true }));
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it.each([
    [{ environment: 'local' }, true],
    [Object.create(null), true],
    [JSON.parse('{"a":1}'), true],
    [null, false],
    [[], false],
    ['{}', false],
    [new Date(0), false],
  ])('isPlainObject(%j) → %s', (value, expected) => {
    expect(isPlainObject(value)).toBe(expected);
  });
});
