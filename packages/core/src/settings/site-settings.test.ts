import { describe, expect, it, vi } from 'vitest';
import { nb } from '../texts/nb';
import { allTexts } from '../texts/part-texts';
import { isWebshopChain } from './chains';
import { checkEnvironmentSupport, EnvironmentSupportError, storageRefusal } from './environment-support';
import {
  DEFAULT_DELIVERY_CAMPAIGN,
  DEFAULT_FEATURES,
  parseSiteSettings,
  resolveApiBaseUrl,
  SettingsError,
  sanitizePath,
} from './site-settings';

const CAMPAIGN = { chainId: 1210, from: '2026-11-26', to: '2026-11-30', shownFrom: '2026-11-24', shownTo: '2026-11-30' };

describe('parseSiteSettings', () => {
  it.each([
    ['the spec’s campaign by default', undefined, DEFAULT_DELIVERY_CAMPAIGN],
    ['none', null, null],
    ['the site’s own, its chain id as text', CAMPAIGN, { ...CAMPAIGN, chainId: '1210' }],
  ])('deliveryCampaign: %s', (_situation, deliveryCampaign, expected) => {
    expect(parseSiteSettings({ environment: 'local', deliveryCampaign }).deliveryCampaign).toEqual(expected);
  });

  it('fills the spec defaults', () => {
    const settings = parseSiteSettings({ environment: 'local' });
    expect(settings).toMatchObject({
      platform: 'chainsite',
      environment: 'local',
      chainId: '1300',
      chainName: null,
      userToken: null,
      accessTokenUrl: null,
      clientId: null,
      apiVersion: 1,
      loyaltyAgreementId: null,
      campaignIds: [],
      loyaltyProgramName: 'Trumf',
      supportPhone: null,
      imageOrigins: [],
      loggingEndpoint: null,
      styleNonce: null,
    });
    expect(settings.texts.defaultError).toBe(nb.defaultError);
  });

  it('has the spec’s feature flags: on for coupons, durability, prices, add to cart and login popup; off for the rest', () => {
    expect(parseSiteSettings({ environment: 'local' }).features).toEqual({
      coupons: true,
      durabilityInfo: true,
      productPriceVisible: true,
      addToCart: true,
      loginPopup: true,
      shoppingLists: false,
      sharingCart: false,
      productPopup: false,
      outOfStockAlternatives: false,
      allowAddingOutOfStockToCart: false,
      biometrics: false,
      webshop: false,
      quantityDropdownForAll: false,
      quantityStepperForAll: false,
      pickupPointList: false,
    });
  });

  it('reads allowAddingOutOfStockToCart like the other flags: off unless the site sets it, true or false only', () => {
    expect(
      parseSiteSettings({ environment: 'local', features: { allowAddingOutOfStockToCart: true } }).features.allowAddingOutOfStockToCart,
    ).toBe(true);
    expect(() => parseSiteSettings({ environment: 'local', features: { allowAddingOutOfStockToCart: 'yes' } as never })).toThrow(
      'features.allowAddingOutOfStockToCart',
    );
  });

  it('shows the guest login prompt after 3 items unless the site configures another whole number', () => {
    expect(parseSiteSettings({ environment: 'local' }).loginPopupItemCount).toBe(3);
    expect(parseSiteSettings({ environment: 'local', loginPopupItemCount: 5 }).loginPopupItemCount).toBe(5);
    expect(() => parseSiteSettings({ environment: 'local', loginPopupItemCount: 0 })).toThrow('kurvSettings.loginPopupItemCount');
    expect(() => parseSiteSettings({ environment: 'local', loginPopupItemCount: 2.5 })).toThrow('kurvSettings.loginPopupItemCount');
    expect(() => parseSiteSettings({ environment: 'local', loginPopupItemCount: '4' as unknown as number })).toThrow(
      'kurvSettings.loginPopupItemCount',
    );
  });

  it('has the spec’s page paths, and null for the site-provided ones', () => {
    const { paths } = parseSiteSettings({ environment: 'local' });
    expect(paths).toMatchObject({
      checkout: '/kassen',
      orderConfirmation: '/ordredetaljer',
      orderDetails: '/profil/bestilling',
      productDetails: '/varer',
      campaign: '/kampanje',
      savings: '/besparelser',
      storeFinder: '/Finn-butikk',
      sharedCart: 'delt-handlevogn?id=',
      recipes: '/api/recipes/search/?id=',
    });
    for (const key of [
      'profile',
      'membership',
      'login',
      'logout',
      'forgotPassword',
      'changePassword',
      'becomeMember',
      'corporateRegistration',
      'coupons',
      'shoppingLists',
      'myOrders',
      'transactionHistory',
      'verifyAccounts',
      'useBonus',
      'support',
    ] as const) {
      expect(paths[key], key).toBeNull();
    }
  });

  it('takes the image origins without a trailing slash', () => {
    expect(parseSiteSettings({ environment: 'local', imageOrigins: ['https://images.example.no/'] }).imageOrigins).toEqual([
      'https://images.example.no',
    ]);
  });

  it('takes the logging service’s URL or root-relative path', () => {
    expect(parseSiteSettings({ environment: 'local', loggingEndpoint: '/api/log' }).loggingEndpoint).toBe('/api/log');
    expect(parseSiteSettings({ environment: 'local', loggingEndpoint: 'https://logs.example.no/hub' }).loggingEndpoint).toBe(
      'https://logs.example.no/hub',
    );
  });

  it.each([
    ['rAnd0m+Nonce/Value==', 'rAnd0m+Nonce/Value=='],
    ['url_safe-nonce', 'url_safe-nonce'],
    [null, null],
  ])('takes the style nonce %s', (styleNonce, expected) => {
    expect(parseSiteSettings({ environment: 'local', styleNonce }).styleNonce).toBe(expected);
  });

  it.each([["abc' 'unsafe-inline"], ['"><img src=x onerror=alert(1)>'], [''], ['abc=def']])(
    'refuses the style nonce %s, naming the key',
    (styleNonce) => {
      expect(() => parseSiteSettings({ environment: 'local', styleNonce })).toThrow('kurvSettings.styleNonce: expected base64');
    },
  );

  it('refuses a style nonce that is not a string', () => {
    expect(() => parseSiteSettings({ environment: 'local', styleNonce: 42 })).toThrow('kurvSettings.styleNonce: expected a string');
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
    [{ environment: 'local', features: { coupons: 'yes' } }, 'features.coupons'],
    [{ environment: 'local', features: [] }, 'features'],
    [{ environment: 'local', paths: { checkout: 5 } }, 'paths.checkout'],
    [{ environment: 'local', apiVersion: 3 }, 'apiVersion'],
    [{ environment: 'local', campaignIds: [1] }, 'campaignIds'],
    [{ environment: 'local', deliveryCampaign: 'juni' }, 'deliveryCampaign'],
    [{ environment: 'local', deliveryCampaign: { ...CAMPAIGN, chainId: 'MENY' } }, 'deliveryCampaign.chainId'],
    [{ environment: 'local', deliveryCampaign: { ...CAMPAIGN, from: '26.11.2026' } }, 'deliveryCampaign.from'],
    [{ environment: 'local', deliveryCampaign: { ...CAMPAIGN, shownTo: undefined } }, 'deliveryCampaign.shownTo'],
    [{ environment: 'local', deliveryCampaign: { ...CAMPAIGN, from: '2026-12-01' } }, 'deliveryCampaign'],
    [{ environment: 'local', loyaltyProgramName: 'Tr umf' }, 'loyaltyProgramName'],
    [{ environment: 'local', accessTokenUrl: 'javascript:alert(1)' }, 'accessTokenUrl'],
    [{ environment: 'local', accessTokenUrl: '/\\evil.example/token' }, 'accessTokenUrl'],
    [{ environment: 'local', loggingEndpoint: '/\\evil.example/log' }, 'loggingEndpoint'],
    [{ environment: 'local', anonymousGlnCookieName: 'a;b' }, 'anonymousGlnCookieName'],
    [{ environment: 'local', loggingEndpoint: 'javascript:alert(1)' }, 'loggingEndpoint'],
    [{ environment: 'local', loggingEndpoint: 42 }, 'loggingEndpoint'],
    [{ environment: 'local', imageOrigins: ['javascript:alert(1)'] }, 'imageOrigins'],
    [{ environment: 'local', imageOrigins: 'https://images.example.no' }, 'imageOrigins'],
  ])('rejects %j with an error naming «%s»', (input, key) => {
    expect(() => parseSiteSettings(input)).toThrow(SettingsError);
    expect(() => parseSiteSettings(input)).toThrow(`kurvSettings.${key}`);
  });

  it('warns about unknown keys, flags and paths', () => {
    const warn = vi.fn();
    parseSiteSettings(
      { environment: 'local', colour: 'red', features: { teleport: true }, paths: { moon: '/moon' } },
      { warn, error: vi.fn() },
    );
    expect(warn).toHaveBeenCalledWith('Unknown site setting «colour» is ignored');
    expect(warn).toHaveBeenCalledWith('Unknown feature flag «features.teleport» is ignored');
    expect(warn).toHaveBeenCalledWith('Unknown page path «paths.moon» is ignored');
  });

  it('warns about an unknown text when the parts that show the other texts build the dictionary, not at load', () => {
    const warn = vi.fn();
    const logger = { warn, error: vi.fn() };
    const settings = parseSiteSettings({ environment: 'local', texts: { nope: 'x', addToCart: 'Kjøp' } }, logger);
    const unknownText = (): unknown[][] => warn.mock.calls.filter(([message]) => String(message).startsWith('Unknown text'));
    expect(unknownText()).toEqual([]);
    allTexts(settings, logger);
    expect(unknownText()).toEqual([['Unknown text «texts.nope» is ignored']]);
  });

  it('warns about nothing for the settings that concern the host site only (README: «host site only»)', () => {
    const warn = vi.fn();
    parseSiteSettings(
      {
        environment: 'local',
        chainId: 1300,
        features: { shoppingLists: true, productPopup: true, outOfStockAlternatives: true, biometrics: true, webshop: true },
        paths: {
          login: '/logg-inn',
          orderConfirmation: '/ordre',
          orderDetails: '/ordre/detaljer',
          productDetails: '/produkt',
          campaign: '/tilbud',
          savings: '/spart',
          storeFinder: '/butikker',
          recipes: '/oppskrifter?id=',
          membership: '/medlem',
          logout: '/logg-ut',
          forgotPassword: '/glemt',
          changePassword: '/passord',
          corporateRegistration: '/bedrift',
          coupons: '/kuponger',
          shoppingLists: '/lister',
          transactionHistory: '/transaksjoner',
          verifyAccounts: '/verifiser',
          useBonus: '/bonus',
          support: '/kundeservice',
        },
      },
      { warn, error: vi.fn() },
    );
    expect(warn).not.toHaveBeenCalled();
  });

  it.each<[string, Record<string, unknown>, number]>([
    ['a chain site without paths.login', {}, 1],
    ['a chain site with paths.login', { paths: { login: '/logg-inn' } }, 0],
    ['a chain site whose login path is unsafe (it becomes /)', { paths: { login: 'javascript:alert(1)' } }, 0],
    ['the native app without paths.login', { platform: 'native' }, 0],
  ])('warns once about a missing login page: %s', (_name, input, warnings) => {
    const warn = vi.fn();
    parseSiteSettings({ environment: 'local', ...input }, { warn, error: vi.fn() });
    expect(warn.mock.calls.filter(([message]) => String(message).startsWith('paths.login'))).toHaveLength(warnings);
  });

  it.each([
    ['left out', {}, false],
    ['on', { pickupPointList: true }, true],
    ['off', { pickupPointList: false }, false],
    ['on with other flags', { pickupPointList: true, coupons: false }, true],
  ])('the pickup-point list flag (spec section 7, hentepunkter behind a flag) %s: %s', (_name, features, expected) => {
    expect(parseSiteSettings({ environment: 'local', features }).features.pickupPointList).toBe(expected);
  });

  it('rejects a pickup-point list flag that is not true or false', () => {
    expect(() => parseSiteSettings({ environment: 'local', features: { pickupPointList: 'ja' as unknown as boolean } })).toThrow(
      'features.pickupPointList',
    );
  });

  it('applies text overrides and flag overrides', () => {
    const settings = parseSiteSettings({
      environment: 'local',
      texts: { toCheckout: 'Gå til kassen' },
      features: { coupons: false, shoppingLists: true },
    });
    expect(allTexts(settings).toCheckout).toBe('Gå til kassen');
    expect(settings.features).toEqual({ ...DEFAULT_FEATURES, coupons: false, shoppingLists: true });
  });

  it.each([
    ['1210', true],
    ['1220', true],
    ['1300', true],
    ['1100', false],
    ['1170', false],
  ])('turns the webshop feature on for chain %s: %s', (chainId, expected) => {
    const warn = vi.fn();
    expect(
      parseSiteSettings(
        { environment: 'local', chainId, features: { webshop: true }, paths: { login: '/logg-inn' } },
        { warn, error: vi.fn() },
      ).features.webshop,
    ).toBe(expected);
    expect(isWebshopChain(chainId)).toBe(expected);
    expect(warn).toHaveBeenCalledTimes(expected ? 0 : 1);
  });

  it.each([
    ['1300', []],
    ['1210', []],
    ['1100', ['kurvSettings.chainId: chain 1100 (Kiwi) is no webshop chain (1210, 1220, 1300): no change notifications']],
    ['1170', ['kurvSettings.chainId: chain 1170 (unknown) is no webshop chain (1210, 1220, 1300): no change notifications']],
  ])('a site on chain %s is warned about by the setting’s name: %j', (chainId, warnings) => {
    const warn = vi.fn();
    parseSiteSettings({ environment: 'local', chainId, paths: { login: '/logg-inn' } }, { warn, error: vi.fn() });
    expect(warn.mock.calls.map(([message]) => message)).toEqual(warnings);
  });
});

describe('sanitizePath', () => {
  it.each([
    ['/kassen', '/kassen'],
    ['https://meny.no/kassen', 'https://meny.no/kassen'],
    ['http://meny.no', 'http://meny.no'],
    ['kassen', '/'],
    ['//evil.example/kassen', '/'],
    ['/\\evil.example/kassen', '/'],
    ['/\\/evil.example/kassen', '/'],
    ['\\\\evil.example/kassen', '/'],
    ['/\t/evil.example/kassen', '/'],
    ['/\n/evil.example/kassen', '/'],
    ['/\r\n/evil.example/kassen', '/'],
    ['/%2F/evil.example/kassen', '/%2F/evil.example/kassen'],
    ['/kassen?neste=//evil.example', '/kassen?neste=//evil.example'],
    ['javascript:alert(1)', '/'],
    [' JavaScript:alert(1)', '/'],
    ['data:text/html,hi', '/'],
    ['', '/'],
  ])('keeps %s as %s', (path, expected) => {
    expect(sanitizePath(path)).toBe(expected);
  });

  it('is applied to every configured page path', () => {
    const { paths } = parseSiteSettings({
      environment: 'local',
      paths: { checkout: 'javascript:alert(1)', profile: '/profil', login: 'vbscript:x' },
    });
    expect(paths.checkout).toBe('/');
    expect(paths.profile).toBe('/profil');
    expect(paths.login).toBe('/');
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

  it.each([
    ['http://api.example', 'https://meny.no', 'refused'],
    ['HTTP://api.example', 'https://meny.no', 'refused'],
    ['https://api.example', 'https://meny.no', 'https://api.example'],
    ['http://api.example', 'http://localhost:4173', 'http://api.example'],
    ['http://api.example', undefined, 'http://api.example'],
  ])('an apiBaseUrl %s on the page %s: %s', (apiBaseUrl, origin, expected) => {
    const settings = parseSiteSettings({ environment: 'production', apiBaseUrl });
    if (expected === 'refused') {
      expect(() => resolveApiBaseUrl(settings, origin)).toThrow('kurvSettings.apiBaseUrl');
    } else {
      expect(resolveApiBaseUrl(settings, origin)).toBe(expected);
    }
  });

  it('names the missing key for other environments', () => {
    expect(() => resolveApiBaseUrl(parseSiteSettings({ environment: 'production' }), 'https://meny.no')).toThrow('kurvSettings.apiBaseUrl');
  });
});

describe('checkEnvironmentSupport', () => {
  const workingStorage = () => ({ setItem: vi.fn(), removeItem: vi.fn() }) as unknown as Storage;

  it('passes with usable storage and fetch', () => {
    expect(() => checkEnvironmentSupport({ localStorage: workingStorage, fetch: () => undefined })).not.toThrow();
  });

  it('fails with code 1 when local storage throws (possibly private browsing)', () => {
    const throwing = () =>
      ({
        setItem: () => {
          throw new DOMException('quota', 'QuotaExceededError');
        },
      }) as unknown as Storage;
    expect(() => checkEnvironmentSupport({ localStorage: throwing, fetch: () => undefined })).toThrow(expect.objectContaining({ code: 1 }));
    expect(() => checkEnvironmentSupport({ localStorage: () => undefined, fetch: () => undefined })).toThrow(EnvironmentSupportError);
  });

  it('passes with a full storage: it holds entries and refuses more (issue 35: not an outage)', () => {
    const full = () =>
      ({
        length: 3,
        setItem: () => {
          throw new DOMException('quota', 'QuotaExceededError');
        },
        removeItem: vi.fn(),
      }) as unknown as Storage;
    expect(() => checkEnvironmentSupport({ localStorage: full, fetch: () => undefined })).not.toThrow();
  });

  it.each([
    ['a quota error on a storage with entries', new DOMException('quota', 'QuotaExceededError'), 3, 'full'],
    ["older Firefox's quota error on a storage with entries", { name: 'NS_ERROR_DOM_QUOTA_REACHED', code: 1014 }, 1, 'full'],
    ['a legacy quota code 22 on a storage with entries', { name: 'Error', code: 22 }, 1, 'full'],
    ["a quota error on an empty storage (older Safari's private browsing)", new DOMException('quota', 'QuotaExceededError'), 0, 'unusable'],
    ['access denied', new DOMException('denied', 'SecurityError'), 3, 'unusable'],
    ['anything else', new Error('boom'), 3, 'unusable'],
  ])('storageRefusal: %s', (_name, error, entries, expected) => {
    expect(storageRefusal(error, entries)).toBe(expected);
  });

  it('fails with code 2 without cross-domain requests', () => {
    expect(() => checkEnvironmentSupport({ localStorage: workingStorage })).toThrow(expect.objectContaining({ code: 2 }));
  });
});
