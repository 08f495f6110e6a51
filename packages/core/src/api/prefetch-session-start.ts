import { documentProperty, isPlainObject } from '../page/dom';
import { SHOP_STORE_KEY } from '../page/shop-store-key';
import { isInsecurePlatformBase } from '../rules/site-origin';
import { type PlatformHeaderSite, platformHeaders } from './platform-headers';
import { PREFETCH_KEY, type PrefetchedCall } from './prefetch';

type Settings = Record<string, string | number | null | undefined>;

/**
 * Starts the session's first platform calls from the loader (`kurv.js`, which calls it), before the runtime's module
 * files have come, and leaves them under `PREFETCH_KEY` for the request function to adopt (./prefetch.ts): the api
 * client's one call outside the request function, kept small and free of the runtime for the loader's 5 KB. Each is
 * sent as that function would send it (URL, headers, credentials), and a call the session would not send is not sent. Of the
 * session's start (spec section 4, store/session/start-session.ts), the prefetch sends only what needs no code:
 *
 * - the site's access token (`GET accessTokenUrl`), when the settings have that URL and no `userToken`;
 * - the anonymous default user (`GET api/extended-user/{chainid}/default`), when the token call said nobody is logged in
 *   (204 or 401; without an access-token URL, when this tab keeps no member session) and this browser keeps no
 *   anonymous profile for the chain: neither this tab's nor the store cookie (else the profile decides first).
 *
 * Anything else (a member's profile, a page whose settings are not plain, a failure here) is left to the runtime, which
 * then sends its calls itself. Nothing is sent once the runtime has made the page's store: its session has started and
 * sent its own calls (a host page that called `window.kurv` before the loader's wait ended), and an answer nobody
 * adopts would only be a second call, its body never read. Our choice where the issue is silent: only on a page with a
 * Kurv tag when the loader runs, since a page without one may never start a session.
 */
export function prefetchSessionStart(settings: Settings | undefined, hasTag: boolean): void {
  try {
    const chain = String(settings?.chainId ?? '');
    // A named element under the name (`<div id="kurvSettings">`) is not settings (page/page-settings.ts).
    if (
      !isPlainObject(settings) ||
      settings.userToken ||
      !hasTag ||
      !/^\d{1,6}$/.test(chain) ||
      (globalThis as Record<symbol, unknown>)[SHOP_STORE_KEY]
    ) {
      return;
    }
    const calls: PrefetchedCall[] = [];
    (globalThis as Record<symbol, unknown>)[PREFETCH_KEY] = calls;
    // The api key and client id as the settings give them: a value the runtime's settings would not take as given only
    // makes the headers differ, and the runtime then sends the call itself.
    const site = { ...settings, chainId: chain, platform: String(settings.platform ?? 'chainsite') } as PlatformHeaderSite;
    const send = (url: string, callHeaders: Record<string, string>, credentials?: RequestCredentials) => {
      const response = fetch(url, { headers: callHeaders, credentials });
      // Unused or failed, it is no error of the page: the request function sends the call itself then.
      response.catch(() => undefined);
      calls.push([url, callHeaders, credentials, response]);
      return response;
    };
    const stored = (storage: Storage, key: string) => storage.getItem(`kurv.${key}.${chain}`) !== null;
    const cookieName = settings.anonymousGlnCookieName ?? 'kurv_anonymous_gln';
    const anonymousProfileKept =
      stored(sessionStorage, 'anonymousProfile') || `; ${documentProperty(document, 'cookie')}`.includes(`; ${cookieName}=`);
    const tokenUrl = settings.accessTokenUrl ? String(settings.accessTokenUrl) : '';
    const anonymous = tokenUrl
      ? send(
          /^https?:\/\//i.test(tokenUrl) ? tokenUrl : new URL(tokenUrl, location.href).href,
          platformHeaders(site, { noCache: true }),
          'include',
        ).then((response) => response.status === 204 || response.status === 401)
      : Promise.resolve(!stored(sessionStorage, 'session'));
    const base = settings.apiBaseUrl ?? (settings.environment === 'local' ? location.origin : '');
    // An http platform on an https page is refused (settings/site-settings.ts, resolveApiBaseUrl): no call goes there.
    if (base && !anonymousProfileKept && !isInsecurePlatformBase(String(base), location.origin)) {
      anonymous.then(
        (yes) => {
          if (yes) {
            send(`${String(base).replace(/\/+$/, '')}/api/extended-user/${chain}/default`, platformHeaders(site));
          }
        },
        () => undefined,
      );
    }
  } catch {
    // Storage or cookies refused (a sandboxed frame): the runtime sends its calls itself.
  }
}
