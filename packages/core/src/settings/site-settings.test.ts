import { describe, expect, it, vi } from 'vitest';
import { nb } from '../texts/nb';
import { parseSiteSettings, resolveApiBaseUrl, SettingsError, sanitizePath } from './site-settings';

describe('parseSiteSettings', () => {
  it('fills the spec defaults', () => {
    const settings = parseSiteSettings({ environment: 'local' });
    expect(settings).toMatchObject({
      platform: 'chainsite',
      environment: 'local',
      chainId: '1300',
      chainName: null,
      checkoutPath: '/kassen',
    });
    expect(settings.texts.defaultError).toBe(nb.defaultError);
  });

  it('accepts a numeric chain id', () => {
    expect(parseSiteSettings({ environment: 'production', chainId: 1210 }).chainId).toBe('1210');
  });

  it.each([
    [undefined, 'environment'],
    [{}, 'environment'],
    [{ environment: 'staging' }, 'environment'],
    [{ environment: 'local', chainId: 'MENY' }, 'chainId'],
    [{ environment: 'local', platform: 'ios' }, 'platform'],
    [{ environment: 'local', apiBaseUrl: 'ftp://platform' }, 'apiBaseUrl'],
    [{ environment: 'local', texts: { addToCart: 3 } }, 'texts.addToCart'],
    [{ environment: 'local', chainName: 1300 }, 'chainName'],
  ])('rejects %j with an error naming «%s»', (input, key) => {
    expect(() => parseSiteSettings(input)).toThrow(SettingsError);
    expect(() => parseSiteSettings(input)).toThrow(`kurvSettings.${key}`);
  });

  it('warns about unknown keys and unknown texts', () => {
    const warn = vi.fn();
    parseSiteSettings({ environment: 'local', colour: 'red', texts: { nope: 'x' } }, { warn, error: vi.fn() });
    expect(warn).toHaveBeenCalledWith('Unknown site setting «colour» is ignored');
    expect(warn).toHaveBeenCalledWith('Unknown text «texts.nope» is ignored');
  });

  it('applies text overrides', () => {
    expect(parseSiteSettings({ environment: 'local', texts: { toCheckout: 'Gå til kassen' } }).texts.toCheckout).toBe('Gå til kassen');
  });
});

describe('sanitizePath', () => {
  it.each([
    ['/kassen', '/kassen'],
    ['https://meny.no/kassen', 'https://meny.no/kassen'],
    ['http://meny.no', 'http://meny.no'],
    ['kassen', '/'],
    ['//evil.example/kassen', '/'],
    ['javascript:alert(1)', '/'],
    [' JavaScript:alert(1)', '/'],
    ['data:text/html,hi', '/'],
    ['', '/'],
  ])('keeps %s as %s', (path, expected) => {
    expect(sanitizePath(path)).toBe(expected);
  });

  it('is applied to the checkout path', () => {
    expect(parseSiteSettings({ environment: 'local', checkoutPath: 'javascript:alert(1)' }).checkoutPath).toBe('/');
  });
});

describe('resolveApiBaseUrl', () => {
  it('uses the page origin for the local simulator', () => {
    expect(resolveApiBaseUrl(parseSiteSettings({ environment: 'local' }), 'http://localhost:4173')).toBe('http://localhost:4173');
  });

  it('prefers a configured base URL', () => {
    expect(resolveApiBaseUrl(parseSiteSettings({ environment: 'production', apiBaseUrl: 'https://api.example' }), 'https://meny.no')).toBe(
      'https://api.example',
    );
  });

  it('names the missing key for other environments', () => {
    expect(() => resolveApiBaseUrl(parseSiteSettings({ environment: 'production' }), 'https://meny.no')).toThrow('kurvSettings.apiBaseUrl');
  });
});
