import { describe, expect, it, vi } from 'vitest';
import { RESPONSE_BODY_MAX_BYTES } from '../constants';
import { ApiError } from './api-error';
import { idString, nullable, object, string } from './decode';
import { createRequest, ResponseTooLargeError, readCappedText, resolveRequestUrl } from './request';

const decodeName = object({ name: string });

function jsonResponse(body: unknown, init: ResponseInit = {}) {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' }, ...init });
}

function requestWith(fetch: typeof globalThis.fetch, extra: Partial<Parameters<typeof createRequest>[0]> = {}) {
  return createRequest({ baseUrl: 'http://platform.test/', chainId: '1300', platform: 'chainsite', fetch, ...extra });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) {
      return error;
    }
    throw error;
  }
  throw new Error('expected the request to fail');
}

describe('resolveRequestUrl', () => {
  it.each([
    [{ path: 'api/extended-user/{chainid}/default' }, 'http://platform.test/api/extended-user/1300/default'],
    [{ path: '/api/stores/{chainid}/42' }, 'http://platform.test/api/stores/1300/42'],
    [{ url: 'https://other.test/x/{chainid}' }, 'https://other.test/x/1300'],
    [
      { path: '/api/stores/{chainid}/42', query: { store_format: 'mapped', skip: undefined, none: null } },
      'http://platform.test/api/stores/1300/42?store_format=mapped',
    ],
    [{ path: '/a?b=1', query: { c: 2 } }, 'http://platform.test/a?b=1&c=2'],
  ])('resolves %j to %s', (options, expected) => {
    expect(resolveRequestUrl(options, { baseUrl: 'http://platform.test/', chainId: '1300' })).toBe(expected);
  });

  it.each([
    [{}, 'exactly one'],
    [{ path: '/a', url: 'https://b.test' }, 'exactly one'],
    [{ path: '  ' }, 'must not be empty'],
    [{ url: 'ftp://b.test' }, 'http:// or https://'],
    [{ url: '/relative' }, 'http:// or https://'],
  ])('rejects %j', (options, message) => {
    expect(() => resolveRequestUrl(options, { baseUrl: 'http://platform.test', chainId: '1300' })).toThrow(message);
  });
});

describe('createRequest', () => {
  it('sends the chain id and platform headers and decodes the answer', async () => {
    const fetch = vi.fn(async () => jsonResponse({ name: 'MENY Storo' }));
    const answer = await requestWith(fetch)({ path: '/api/stores/{chainid}/1', decode: decodeName });
    expect(answer).toEqual({ name: 'MENY Storo' });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).toMatchObject({ 'X-Chain-Id': '1300', 'X-Client-Platform': 'chainsite', Accept: 'application/json' });
  });

  it('sends JSON bodies with their content type', async () => {
    const fetch = vi.fn(async () => jsonResponse({ name: 'ok' }));
    await requestWith(fetch)({ path: '/x', method: 'POST', body: { a: 1 }, decode: decodeName });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('rejects a 500 with status, statusText, correlation id, server body and the default message', async () => {
    const fetch = vi.fn(async () =>
      jsonResponse(
        { code: 500, message: 'Internal' },
        { status: 500, statusText: 'Internal Server Error', headers: { 'x-correlation-id': 'abc-123' } },
      ),
    );
    const error = await failure(requestWith(fetch)({ path: '/x', decode: decodeName }));
    expect(error).toMatchObject({ kind: 'http', status: 500, statusText: 'Internal Server Error' });
    expect(error.body).toEqual({ correlationId: 'abc-123', tokenInfo: 'none', serverError: { code: 500, message: 'Internal' } });
    expect(error.message).toBe('Det har skjedd en feil. Vennligst prøv igjen senere.');
  });

  it('shows the server message for other codes, but not for 404', async () => {
    const conflict = vi.fn(async () => jsonResponse({ message: 'Vinduet er fullt' }, { status: 409 }));
    expect((await failure(requestWith(conflict)({ path: '/x', decode: decodeName }))).message).toBe('Vinduet er fullt');
    const missing = vi.fn(async () => jsonResponse({ message: 'No such thing' }, { status: 404 }));
    expect((await failure(requestWith(missing)({ path: '/x', decode: decodeName }))).message).toBe(
      'Det har skjedd en feil. Vennligst prøv igjen senere.',
    );
  });

  it('rejects a network failure with status 0 and statusText TypeError, never «Failed to fetch»', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await failure(requestWith(fetch)({ path: '/x', decode: decodeName }));
    expect(error).toMatchObject({
      kind: 'network',
      status: 0,
      statusText: 'TypeError',
      message: 'Det har skjedd en feil. Vennligst prøv igjen senere.',
    });
  });

  it('rejects answers that are not JSON as malformed', async () => {
    const fetch = vi.fn(async () => new Response('{"name": "MEN', { status: 200 }));
    expect(await failure(requestWith(fetch)({ path: '/x', decode: decodeName }))).toMatchObject({ kind: 'malformed', status: 200 });
  });

  it('reads at most RESPONSE_BODY_MAX_BYTES of an answer: a larger one fails as malformed, saying why (issue 35)', async () => {
    const huge = JSON.stringify({ name: 'x'.repeat(RESPONSE_BODY_MAX_BYTES) });
    const fetch = vi.fn(async () => new Response(huge, { status: 200 }));
    const error = await failure(requestWith(fetch)({ path: '/x', decode: decodeName }));
    expect(error).toMatchObject({ kind: 'malformed', status: 200, message: 'Det har skjedd en feil. Vennligst prøv igjen senere.' });
    expect(error.detail).toContain('RESPONSE_BODY_MAX_BYTES');
  });

  it.each([
    ['a body within the cap, in chunks', ['{"name":', '"Tine"}'], null, 16, '{"name":"Tine"}'],
    ['a body of exactly the cap', ['12345678'], null, 8, '12345678'],
    ['a body over the cap, in chunks', ['12345', '6789'], null, 8, 'too large'],
    ['a declared Content-Length over the cap', ['1'], '9', 8, 'too large'],
    ['Norwegian letters split between chunks', [new Uint8Array([0xc3]), new Uint8Array([0xa6])], null, 8, 'æ'],
  ])('readCappedText: %s', async (_name, chunks, contentLength, cap, expected) => {
    const encoder = new TextEncoder();
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) {
          controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
        }
        controller.close();
      },
    });
    const response = new Response(stream, { headers: contentLength === null ? {} : { 'Content-Length': contentLength } });
    const read = readCappedText(response, cap);
    if (expected === 'too large') {
      await expect(read).rejects.toBeInstanceOf(ResponseTooLargeError);
    } else {
      expect(await read).toBe(expected);
    }
  });

  it('rejects JSON of the wrong shape as malformed, naming the field', async () => {
    const fetch = vi.fn(async () => jsonResponse({ name: 42 }));
    const error = await failure(requestWith(fetch)({ path: '/x', decode: decodeName }));
    expect(error.kind).toBe('malformed');
    expect(error.detail).toContain('$.name');
  });

  it.each([204, 304])('gives %i an empty result, which a decoder expecting a body rejects', async (status) => {
    const empty = vi.fn(async () => new Response(null, { status }));
    expect(await requestWith(empty)({ path: '/x', method: 'PUT', decode: nullable(idString) })).toBeNull();
    expect((await failure(requestWith(vi.fn(async () => new Response(null, { status })))({ path: '/x', decode: decodeName }))).kind).toBe(
      'malformed',
    );
  });

  it('times out a call that does not answer', async () => {
    vi.useFakeTimers();
    try {
      const fetch = vi.fn(
        (_url: string, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ) as unknown as typeof globalThis.fetch;
      const pending = failure(requestWith(fetch, { timeoutMs: 5000 })({ path: '/x', decode: decodeName }));
      await vi.advanceTimersByTimeAsync(5000);
      expect(await pending).toMatchObject({ kind: 'timeout', status: 0 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('shares identical GETs in flight and sends each POST', async () => {
    const fetch = vi.fn(async () => jsonResponse({ name: 'x' }));
    const request = requestWith(fetch);
    const answers = await Promise.all([
      request({ path: '/x', decode: decodeName }),
      request({ path: '/x', decode: decodeName }),
      request({ path: '/y', decode: decodeName }),
    ]);
    expect(answers).toHaveLength(3);
    expect(fetch).toHaveBeenCalledTimes(2);
    await Promise.all([
      request({ path: '/x', method: 'POST', decode: decodeName }),
      request({ path: '/x', method: 'POST', decode: decodeName }),
    ]);
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('sends the token and reports its kind, never the token itself', async () => {
    const fetch = vi.fn(async () => jsonResponse({}, { status: 403 }));
    const error = await failure(requestWith(fetch, { getToken: () => 'Bearer secret' })({ path: '/x', decode: decodeName }));
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).toMatchObject({ Authorization: 'Bearer secret' });
    expect(error.body.tokenInfo).toBe('Bearer');
  });
});

describe('resolveRequestUrl placeholders and versions', () => {
  it('drops the «sylinder/» prefix in API version 2 only', () => {
    expect(
      resolveRequestUrl(
        { path: '/sylinder/hentevinduer/reservasjoner/v1/api' },
        { baseUrl: 'http://p.test', chainId: '1300', apiVersion: 2 },
      ),
    ).toBe('http://p.test/hentevinduer/reservasjoner/v1/api');
    expect(
      resolveRequestUrl(
        { path: '/sylinder/hentevinduer/reservasjoner/v1/api' },
        { baseUrl: 'http://p.test', chainId: '1300', apiVersion: 1 },
      ),
    ).toBe('http://p.test/sylinder/hentevinduer/reservasjoner/v1/api');
  });

  it('fills {product} with the loyalty programme’s path', () => {
    expect(resolveRequestUrl({ path: '/{product}/husstand' }, { baseUrl: 'http://p.test', chainId: '1300', productPath: 'trumf' })).toBe(
      'http://p.test/trumf/husstand',
    );
  });

  it('fills {trumfid} with the validated member, and throws without one', () => {
    const context = { baseUrl: 'http://p.test', chainId: '1300' };
    expect(resolveRequestUrl({ path: '/x/{trumfid}' }, { ...context, getMemberId: () => 'M-1' })).toBe('http://p.test/x/M-1');
    expect(() => resolveRequestUrl({ path: '/x/{trumfid}' }, { ...context, getMemberId: () => null })).toThrow('Missing memberId');
    expect(() => resolveRequestUrl({ path: '/x/{trumfid}' }, context)).toThrow('validated user');
  });
});

describe('createRequest credentials and 401s', () => {
  it('leaves out the token or the API key when a call says so', async () => {
    const fetch = vi.fn(async () => jsonResponse({ name: 'x' }));
    const request = requestWith(fetch, { getToken: () => 'Bearer t', apiKey: 'key-1' });
    await request({ path: '/a', decode: decodeName });
    await request({ path: '/b', decode: decodeName, auth: { token: false, apiKey: false } });
    const headers = fetch.mock.calls.map((call) => (call as unknown as [string, RequestInit])[1].headers as Record<string, string>);
    expect(headers[0]).toMatchObject({ Authorization: 'Bearer t', 'X-Api-Key': 'key-1' });
    expect(headers[1]).not.toHaveProperty('Authorization');
    expect(headers[1]).not.toHaveProperty('X-Api-Key');
  });

  it('sends the token only to the platform’s origin: never with a call to another origin (issue 35)', async () => {
    const fetch = vi.fn(async () => jsonResponse({ name: 'x' }));
    const getToken = vi.fn(() => 'Bearer t');
    const request = requestWith(fetch, { getToken });
    await request({ url: 'http://platform.test/api/a', decode: decodeName });
    await request({ url: 'https://evil.example/api/a', decode: decodeName });
    await request({ url: 'http://platform.test:8080/api/a', decode: decodeName });
    const headers = fetch.mock.calls.map((call) => (call as unknown as [string, RequestInit])[1].headers as Record<string, string>);
    expect(headers[0]).toMatchObject({ Authorization: 'Bearer t' });
    expect(headers[1]).not.toHaveProperty('Authorization');
    expect(headers[2]).not.toHaveProperty('Authorization');
    expect(getToken).toHaveBeenCalledTimes(1);
  });

  it('sends the site’s client id as X-Client-Id on every call, and no such header without one', async () => {
    const fetch = vi.fn(async () => jsonResponse({ name: 'x' }));
    await requestWith(fetch, { clientId: 'meny-web' })({ path: '/a', decode: decodeName, auth: { token: false, apiKey: false } });
    await requestWith(fetch, { clientId: null })({ path: '/b', decode: decodeName });
    const headers = fetch.mock.calls.map((call) => (call as unknown as [string, RequestInit])[1].headers as Record<string, string>);
    expect(headers[0]).toMatchObject({ 'X-Client-Id': 'meny-web' });
    expect(headers[1]).not.toHaveProperty('X-Client-Id');
  });

  it('asks for the token per call, waiting for a fresh one', async () => {
    const fetch = vi.fn(async () => jsonResponse({ name: 'x' }));
    const request = requestWith(fetch, { getToken: async () => 'Bearer fresh' });
    await request({ path: '/a', decode: decodeName });
    expect((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].headers).toMatchObject({ Authorization: 'Bearer fresh' });
  });

  it('tells the session about a 401, unless the call is noncritical', async () => {
    const onUnauthorized = vi.fn();
    const fetch = vi.fn(async () => jsonResponse({ message: 'no' }, { status: 401 }));
    const request = requestWith(fetch, { onUnauthorized });
    await failure(request({ path: '/a', decode: decodeName, noncritical: true }));
    expect(onUnauthorized).not.toHaveBeenCalled();
    await failure(request({ path: '/a', decode: decodeName }));
    expect(onUnauthorized).toHaveBeenCalledWith(401);
  });

  it('hands back the raw response when asked', async () => {
    const fetch = vi.fn(async () => new Response('plain text', { status: 202 }));
    const response = await requestWith(fetch).raw({ path: '/a' });
    expect(response.status).toBe(202);
    expect(await response.text()).toBe('plain text');
  });

  it('sends the no-cache header on request', async () => {
    const fetch = vi.fn(async () => jsonResponse({ name: 'x' }));
    await requestWith(fetch)({ path: '/a', decode: decodeName, noCache: true });
    expect((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].headers).toMatchObject({ 'Cache-Control': 'no-cache' });
  });
});
