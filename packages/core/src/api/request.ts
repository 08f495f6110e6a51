import { nb } from '../texts/nb';
import { ApiError, shopperMessage } from './api-error';
import { DecodeError, type Decoder } from './decode';

/** What the request layer needs from its surroundings. */
export interface RequestDependencies {
  /** The platform REST base, for example `http://localhost:4173` for the simulator. */
  baseUrl: string;
  chainId: string;
  /** Browser platform header value: 'chainsite' or 'native'. */
  platform: string;
  fetch: typeof globalThis.fetch;
  getToken?: () => string | null;
  apiKey?: string | null;
  /** Abort a call after this long (ms); the spec gives none, 15 s is our choice. */
  timeoutMs?: number;
  defaultMessage?: string;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions<T> {
  /** A path below the platform base; exactly one of path or url. */
  path?: string;
  /** An absolute http(s) URL; exactly one of path or url. */
  url?: string;
  method?: HttpMethod;
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
  /** A noncritical call's 401 does not log the member out. */
  noncritical?: boolean;
  noCache?: boolean;
  /** Checks and maps the answer; it receives null for 204 and 304. */
  decode: Decoder<T>;
  signal?: AbortSignal;
}

export type Request = <T>(options: RequestOptions<T>) => Promise<T>;

export const DEFAULT_REQUEST_TIMEOUT_MS = 15_000;

/** Spec section 5: a request has exactly one of path or url; path non-empty; url http(s). */
export function resolveRequestUrl(
  options: Pick<RequestOptions<unknown>, 'path' | 'url' | 'query'>,
  baseUrl: string,
  chainId: string,
): string {
  const hasPath = options.path !== undefined;
  const hasUrl = options.url !== undefined;
  if (hasPath === hasUrl) {
    throw new Error('A request needs exactly one of «path» or «url»');
  }
  let target: string;
  if (hasPath) {
    const path = options.path ?? '';
    if (path.trim() === '') {
      throw new Error('A request path must not be empty');
    }
    target = `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  } else {
    const url = options.url ?? '';
    if (!/^https?:\/\//i.test(url)) {
      throw new Error('A request url must start with http:// or https://');
    }
    target = url;
  }
  target = target.replaceAll('{chainid}', encodeURIComponent(chainId));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== null) {
      search.append(key, String(value));
    }
  }
  const queryString = search.toString();
  if (queryString === '') {
    return target;
  }
  return `${target}${target.includes('?') ? '&' : '?'}${queryString}`;
}

/**
 * Builds the one function every platform call goes through: URL rules, headers, timeout,
 * JSON, typed errors, and sharing of identical GET requests in flight.
 */
export function createRequest(dependencies: RequestDependencies): Request {
  const defaultMessage = dependencies.defaultMessage ?? nb.defaultError;
  const timeoutMs = dependencies.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  const inFlight = new Map<string, Promise<unknown>>();
  const decoderIds = new WeakMap<Decoder<unknown>, number>();
  let lastDecoderId = 0;
  const decoderId = (decoder: Decoder<unknown>): number => {
    let id = decoderIds.get(decoder);
    if (id === undefined) {
      lastDecoderId += 1;
      id = lastDecoderId;
      decoderIds.set(decoder, id);
    }
    return id;
  };

  async function perform<T>(options: RequestOptions<T>, url: string, token: string | null): Promise<T> {
    const method = options.method ?? 'GET';
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'X-Chain-Id': dependencies.chainId,
      'X-Client-Platform': dependencies.platform,
      ...options.headers,
    };
    if (token) {
      headers.Authorization = token;
    }
    if (dependencies.apiKey) {
      headers['X-Api-Key'] = dependencies.apiKey;
    }
    if (options.noCache) {
      headers['Cache-Control'] = 'no-cache';
    }
    if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
    }
    const tokenInfo = token === null ? 'none' : (token.split(' ')[0] ?? 'unknown');
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onCallerAbort = () => controller.abort();
    options.signal?.addEventListener('abort', onCallerAbort, { once: true });

    const fail = (
      kind: ApiError['kind'],
      status: number,
      statusText: string,
      serverError: unknown,
      correlationId: string | null,
      detail?: string,
    ) =>
      new ApiError(
        kind,
        status,
        statusText,
        { correlationId, tokenInfo, serverError },
        kind === 'http' ? shopperMessage(status, serverError, defaultMessage) : defaultMessage,
        detail,
      );

    let response: Response;
    try {
      response = await dependencies.fetch(url, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: controller.signal,
      });
    } catch (error) {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onCallerAbort);
      if (timedOut) {
        throw fail('timeout', 0, 'Timeout', null, null, `${method} ${url} took longer than ${timeoutMs} ms`);
      }
      if (options.signal?.aborted) {
        throw fail('aborted', 0, 'AbortError', null, null);
      }
      // Spec section 8: a network failure is status 0 with statusText TypeError.
      throw fail('network', 0, 'TypeError', null, null, error instanceof Error ? error.message : String(error));
    }

    const correlationId = response.headers.get('x-correlation-id');
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      throw fail(timedOut ? 'timeout' : 'network', 0, timedOut ? 'Timeout' : 'TypeError', null, correlationId, String(error));
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onCallerAbort);
    }

    let payload: unknown = null;
    const empty = response.status === 204 || response.status === 304 || text.trim() === '';
    if (!empty) {
      try {
        payload = JSON.parse(text);
      } catch {
        if (!response.ok) {
          throw fail('http', response.status, response.statusText, text, correlationId);
        }
        throw fail(
          'malformed',
          response.status,
          response.statusText,
          text.slice(0, 200),
          correlationId,
          `${method} ${url} answered with text that is not JSON`,
        );
      }
    }
    if (!response.ok) {
      throw fail('http', response.status, response.statusText, payload, correlationId);
    }
    try {
      return options.decode(payload, '$');
    } catch (error) {
      if (error instanceof DecodeError) {
        throw fail('malformed', response.status, response.statusText, null, correlationId, `${method} ${url}: ${error.message}`);
      }
      throw error;
    }
  }

  return function request<T>(options: RequestOptions<T>): Promise<T> {
    const url = resolveRequestUrl(options, dependencies.baseUrl, dependencies.chainId);
    const token = dependencies.getToken?.() ?? null;
    const method = options.method ?? 'GET';
    if (method !== 'GET' || options.signal) {
      return perform(options, url, token);
    }
    // Identical GETs in flight are shared, when they also decode the answer the same way.
    const key = `${url}\n${token ?? ''}\n${decoderId(options.decode as Decoder<unknown>)}`;
    const existing = inFlight.get(key) as Promise<T> | undefined;
    if (existing) {
      return existing;
    }
    const promise = perform(options, url, token).finally(() => inFlight.delete(key));
    inFlight.set(key, promise);
    return promise;
  };
}
