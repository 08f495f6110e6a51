import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { TokenError } from '../auth/token';
import { LOG_TEXT_MAX_CHARS } from '../constants/logging';
import { logEntryOf, loggedErrorOf } from './log-entry';

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
      'a refusal whose internal English message the shopper is not shown: the server’s own message is logged',
      new ApiError(
        'http',
        422,
        'Unprocessable Entity',
        { correlationId: 'c-2', tokenInfo: 'Bearer', serverError: { message: 'Missing store-gln for kari@example.no' } },
        'Det har skjedd en feil. Vennligst prøv igjen senere.',
      ),
      {
        name: 'ApiError',
        message: 'Missing store-gln for [e-post]',
        status: 422,
        statusText: 'Unprocessable Entity',
        correlationId: 'c-2',
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

describe('loggedErrorOf: a huge server message', () => {
  it('is cut to LOG_TEXT_MAX_CHARS, so a batch can still be sent while the page is left (64 KiB)', () => {
    const huge = 'Kalkulatoren feilet '.repeat(100_000);
    const error = new ApiError(
      'http',
      500,
      'Internal Server Error',
      { correlationId: 'c-9', tokenInfo: 'Bearer', serverError: { message: huge } },
      'Feil',
    );

    const logged = loggedErrorOf(error);

    expect(logged.message.length).toBeLessThanOrEqual(LOG_TEXT_MAX_CHARS);
    expect(logged.message).toMatch(/^Kalkulatoren feilet Kalkulatoren/);
    expect(logged.message.endsWith('…')).toBe(true);
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
