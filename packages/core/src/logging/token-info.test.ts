import { describe, expect, it } from 'vitest';
import { tokenInfoOf } from './token-info';

const base64Url = (value: object) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const jwt = (claims: object) => `${base64Url({ alg: 'none' })}.${base64Url(claims)}.sig`;
const NOW = Date.parse('2026-11-24T10:00:00Z');

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
