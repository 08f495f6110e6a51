import { TOKEN_FETCH_RETRIES, TOKEN_FETCH_RETRY_DELAY_MS } from '../../constants';
import { isApiError } from '../api-error';
import { object, string, withDefault } from '../decode';
import type { Request } from '../request';

const decodeAccessToken = (value: unknown, path: string): string | null => {
  // An empty answer (204) is the site's session saying nobody is logged in.
  if (value === null) {
    return null;
  }
  const answer = object({ access_token: string, token_type: withDefault(string, '') })(value, path);
  return answer.token_type && !/Bearer|Simplified/.test(answer.access_token)
    ? `${answer.token_type} ${answer.access_token}`
    : answer.access_token;
};

/**
 * Spec section 7: `GET` the configured access-token URL for a new token, sending the site's
 * cookies. Retried up to 3 times on HTTP 500, after 30, 60 and 120 ms. Answers null when the site
 * has no logged-in shopper: an empty answer (204, what the site answers) or a 401 (what some sites answer).
 */
export async function fetchAccessToken(request: Request, url: string, wait: (ms: number) => Promise<void>): Promise<string | null> {
  const absolute = /^https?:\/\//i.test(url) ? url : new URL(url, globalThis.location?.href ?? 'http://localhost/').href;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await request({
        url: absolute,
        decode: decodeAccessToken,
        auth: { token: false },
        credentials: 'include',
        noncritical: true,
        noCache: true,
      });
    } catch (error) {
      if (isApiError(error) && error.status === 401) {
        return null;
      }
      if (isApiError(error) && error.status === 500 && attempt < TOKEN_FETCH_RETRIES) {
        await wait(TOKEN_FETCH_RETRY_DELAY_MS * 2 ** attempt);
        continue;
      }
      throw error;
    }
  }
}
