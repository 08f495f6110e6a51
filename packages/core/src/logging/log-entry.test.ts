import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { TokenError } from '../auth/token';
import { logEntryOf, loggedErrorOf, tokenInfoOf } from './log-entry';

const base64Url = (value: object) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const jwt = (claims: object) => `${base64Url({ alg: 'none' })}.${base64Url(claims)}.sig`;
const NOW = Date.parse('2026-11-24T10:00:00Z');

describe('loggedErrorOf', () => {
  it.each([
    [
      'a platform call that failed',
      new ApiError('http', 500, 'Internal Server Error', { correlationId: 'c-1', tokenInfo: 'Bearer', serverError: { m: 'x' } }, 'Feil'),
      {
        name: 'ApiError',
        message: 'Feil',
        status: 500,
        statusText: 'Internal Server Error',
        correlationId: 'c-1',
        tokenKind: 'Bearer',
        detail: 'http',
      },
    ],
    [
      'a network failure',
      new ApiError('network', 0, 'TypeError', { correlationId: null, tokenInfo: 'none', serverError: null }, 'Feil', 'Failed to fetch'),
      {
        name: 'ApiError',
        message: 'Feil',
        status: 0,
        statusText: 'TypeError',
        correlationId: null,
        tokenKind: 'none',
        detail: 'Failed to fetch',
      },
    ],
    [
      'an error naming a member’s e-mail',
      new Error('No member kari@example.no'),
      { name: 'Error', message: 'No member [e-post]', status: null, statusText: null, correlationId: null, tokenKind: null, detail: null },
    ],
    [
      'a token error',
      new TokenError('noAssurance'),
      {
        name: 'TokenError',
        message: 'The token has no assurance level',
        status: null,
        statusText: null,
        correlationId: null,
        tokenKind: null,
        detail: null,
      },
    ],
    [
      'a thrown object',
      { mobile: '41234567', note: 'Bearer abc' },
      {
        name: 'unknown',
        message: '{"mobile":"[skjult]","note":"Bearer [token]"}',
        status: null,
        statusText: null,
        correlationId: null,
        tokenKind: null,
        detail: null,
      },
    ],
    [
      'a thrown text',
      'ring 412 34 567',
      { name: 'unknown', message: 'ring [telefon]', status: null, statusText: null, correlationId: null, tokenKind: null, detail: null },
    ],
  ])('describes %s', (_name, error, expected) => {
    expect(loggedErrorOf(error)).toEqual(expected);
  });
});

describe('tokenInfoOf', () => {
  it.each([
    ['no token', null, null],
    ['an empty token', ' ', null],
    [
      'a substantial token',
      jwt({ acr: 'substantial', exp: NOW / 1000 + 60, iss: 'https://id.example' }),
      { kind: 'Bearer', assurance: 'substantial', expiresAt: '2026-11-24T10:01:00.000Z', expired: false, issuer: 'https://id.example' },
    ],
    [
      'an expired simplified token',
      `Simplified ${jwt({ acr: 'low', exp: NOW / 1000 - 1 })}`,
      { kind: 'Simplified', assurance: 'low', expiresAt: '2026-11-24T09:59:59.000Z', expired: true, issuer: null },
    ],
    ['a token without claims', 'opaque', { kind: null, assurance: null, expiresAt: null, expired: false, issuer: null }],
  ])('reads %s', (_name, raw, expected) => {
    expect(tokenInfoOf(raw, NOW)).toEqual(expected);
  });

  it('never carries the token', () => {
    const token = jwt({ acr: 'substantial', sub: 'secret-sub' });
    expect(JSON.stringify(tokenInfoOf(token, NOW))).not.toContain(token.split('.')[1]);
  });
});

describe('logEntryOf', () => {
  it('stamps the failure with its kind, time, chain and page path without the query', () => {
    expect(
      logEntryOf('coverage', new Error('x'), { now: new Date(NOW), chainId: '1300', page: '/kassen?epost=kari@example.no#top' }),
    ).toEqual({
      kind: 'coverage',
      at: '2026-11-24T10:00:00.000Z',
      chainId: '1300',
      page: '/kassen',
      error: { name: 'Error', message: 'x', status: null, statusText: null, correlationId: null, tokenKind: null, detail: null },
      tokenInfo: null,
    });
  });
});
