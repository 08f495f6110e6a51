/** What a page's settings say about the headers of its platform calls (`RequestDependencies` has these fields). */
export interface PlatformHeaderSite {
  chainId: string;
  /** 'chainsite' or 'native'. */
  platform: string;
  apiKey?: string | null;
  clientId?: string | null;
}

/**
 * The headers every platform call carries, built in one place for the request function and for the loader's prefetch
 * (./prefetch-session-start.ts), whose answers the request function adopts only when the headers are the
 * same: `Accept`, `X-Chain-Id`, `X-Client-Platform`, `X-Api-Key` while set and wanted, `X-Client-Id` while set, and
 * `Cache-Control: no-cache` for a call that must not be answered from a cache.
 */
export function platformHeaders(site: PlatformHeaderSite, call: { apiKey?: boolean; noCache?: boolean } = {}): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Chain-Id': site.chainId,
    'X-Client-Platform': site.platform,
  };
  if (site.apiKey && call.apiKey !== false) {
    headers['X-Api-Key'] = site.apiKey;
  }
  if (site.clientId) {
    headers['X-Client-Id'] = site.clientId;
  }
  if (call.noCache) {
    headers['Cache-Control'] = 'no-cache';
  }
  return headers;
}
