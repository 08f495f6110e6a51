import { describe, expect, it } from 'vitest';
import {
  isTokenExpired,
  loginLevelOf,
  needsFreshToken,
  normalizeTokenPrefix,
  readTokenClaims,
  refreshDelayMs,
  refreshedTokenToAdopt,
  refreshRetryDelayMs,
  TokenError,
  tokenKindForAssurance,
  toSessionToken,
} from './token';

const base64Url = (value: object) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const jwt = (claims: object) => `${base64Url({ alg: 'none', typ: 'JWT' })}.${base64Url(claims)}.signature`;

describe('normalizeTokenPrefix', () => {
  it.each([
    ['abc.def.ghi', 'Bearer abc.def.ghi'],
    ['Bearer abc.def.ghi', 'Bearer abc.def.ghi'],
    ['Simplified abc.def.ghi', 'Simplified abc.def.ghi'],
    ['  abc  ', 'Bearer abc'],
  ])('%s → %s', (raw, expected) => {
    expect(normalizeTokenPrefix(raw)).toBe(expected);
  });
});

describe('readTokenClaims', () => {
  it('reads sub, sid, exp, the assurance level, the member id and the issuer', () => {
    expect(readTokenClaims(jwt({ sub: 's-1', sid: 'sid-1', exp: 1_900_000_000, acr: 'low', member_id: 'M-1', iss: 'idp' }))).toEqual({
      sub: 's-1',
      sid: 'sid-1',
      exp: 1_900_000_000,
      acr: 'low',
      memberId: 'M-1',
      iss: 'idp',
    });
  });

  it('reads Norwegian letters in claims', () => {
    const token = `${base64Url({})}.${btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify({ sub: 'Ærlig Østby', acr: 'substantial' }))))}.x`;
    expect(readTokenClaims(token)?.sub).toBe('Ærlig Østby');
  });

  it.each(['', 'not-a-jwt', 'a.b', 'a.%%%.c', `x.${btoa('[1,2]')}.y`])('answers null or no claims for «%s»', (token) => {
    const claims = readTokenClaims(token);
    expect(claims === null || claims.acr === null).toBe(true);
  });
});

describe('tokenKindForAssurance', () => {
  it.each([
    ['substantial', 'Bearer'],
    ['low', 'Simplified'],
    ['none', null],
  ] as const)('%s → %s', (acr, kind) => {
    expect(tokenKindForAssurance(acr)).toBe(kind);
  });
});

describe('toSessionToken', () => {
  it('prefixes by the assurance claim, whatever prefix it came with', () => {
    expect(toSessionToken(jwt({ acr: 'substantial', exp: 2_000_000_000 })).value).toMatch(/^Bearer /);
    expect(toSessionToken(`Simplified ${jwt({ acr: 'substantial' })}`).kind).toBe('Bearer');
    expect(toSessionToken(`Bearer ${jwt({ acr: 'low' })}`).value).toMatch(/^Simplified /);
  });

  it('knows when it expires, and a token without exp never does', () => {
    expect(toSessionToken(jwt({ acr: 'low', exp: 2_000_000_000 })).expiresAt).toBe(2_000_000_000_000);
    expect(toSessionToken(jwt({ acr: 'low' })).expiresAt).toBeNull();
  });

  it.each([
    [jwt({ sub: 'x' }), 'The token has no assurance level'],
    ['garbage', 'The token has no assurance level'],
    [jwt({ acr: 'none' }), 'The token has assurance level none'],
    ['   ', 'Missing token'],
  ])('rejects %s: %s', (raw, message) => {
    expect(() => toSessionToken(raw)).toThrow(TokenError);
    expect(() => toSessionToken(raw)).toThrow(message);
  });
});

describe('refreshedTokenToAdopt', () => {
  const held = toSessionToken(jwt({ acr: 'substantial', sub: 'kari', exp: 2_000_000_000 }));
  const later = jwt({ acr: 'substantial', sub: 'kari', exp: 2_000_003_600 });
  it.each([
    ['the same member’s later token', held, later, true],
    ['the same member’s later token, with its prefix', held, `Bearer ${later}`, true],
    ['the same member’s token without expiry', held, jwt({ acr: 'substantial', sub: 'kari' }), true],
    ['the token held', held, held.value, false],
    ['an older token', held, jwt({ acr: 'substantial', sub: 'kari', exp: 1_999_999_000 }), false],
    ['another member’s token', held, jwt({ acr: 'substantial', sub: 'ola', exp: 2_000_003_600 }), false],
    ['a token without a subject', held, jwt({ acr: 'substantial', exp: 2_000_003_600 }), false],
    ['a token that cannot be used', held, jwt({ acr: 'none', sub: 'kari', exp: 2_000_003_600 }), false],
    ['no token told (over storage)', held, null, false],
    ['nobody logged in here', null, later, false],
  ] as const)('%s: taken up %s', (_situation, current, raw, adopted) => {
    const token = refreshedTokenToAdopt(current, raw);
    expect(token !== null).toBe(adopted);
    if (adopted) {
      expect(token?.claims.sub).toBe('kari');
    }
  });
});

describe('refreshDelayMs', () => {
  const now = 1_000_000;
  it.each([
    ['30 minutes left: 60 s before expiry', now + 30 * 60_000, 29 * 60_000],
    ['exactly 120 s left: 60 s before', now + 120_000, 60_000],
    ['119 s left: after a quarter', now + 119_000, 29_750],
    ['60 s left: after 15 s', now + 60_000, 15_000],
    ['1 s left: after 250 ms', now + 1_000, 250],
    ['expired: at once', now - 5_000, 0],
    ['no expiry: never', null, null],
  ])('%s', (_situation, expiresAt, expected) => {
    expect(refreshDelayMs(expiresAt, now)).toBe(expected);
  });
});

describe('refreshRetryDelayMs', () => {
  it.each([
    ['after the first failed try: 1 s', 1, 1_000],
    ['after the second: 2 s', 2, 2_000],
    ['after the third: 4 s', 3, 4_000],
    ['after the fourth: 8 s', 4, 8_000],
    ['after the fifth: the cap, 10 s', 5, 10_000],
    ['after the sixth: gives up', 6, null],
    ['long after: gives up', 40, null],
    ['before any try: nothing to wait for', 0, null],
    ['not a count: gives up', Number.NaN, null],
  ])('%s', (_situation, failedTries, expected) => {
    expect(refreshRetryDelayMs(failedTries)).toBe(expected);
  });

  it('waits 25 s in all over its 6 tries', () => {
    const waits = [1, 2, 3, 4, 5].map((tries) => refreshRetryDelayMs(tries) ?? 0);
    expect(waits.reduce((sum, wait) => sum + wait, 0)).toBe(25_000);
  });
});

describe('needsFreshToken', () => {
  it.each([
    [10_001, false],
    [10_000, false],
    [9_999, true],
    [0, true],
    [-1, true],
  ])('with %s ms left: %s', (left, expected) => {
    expect(needsFreshToken(1_000_000 + left, 1_000_000)).toBe(expected);
  });

  it('never for a token without expiry', () => {
    expect(needsFreshToken(null, 1)).toBe(false);
  });
});

describe('loginLevelOf and isTokenExpired', () => {
  it('maps no token to 0, Simplified to 1, Bearer to 2', () => {
    expect(loginLevelOf(null)).toBe(0);
    expect(loginLevelOf({ kind: 'Simplified' })).toBe(1);
    expect(loginLevelOf({ kind: 'Bearer' })).toBe(2);
  });

  it('treats the expiry instant itself as expired', () => {
    expect(isTokenExpired({ expiresAt: 100 }, 99)).toBe(false);
    expect(isTokenExpired({ expiresAt: 100 }, 100)).toBe(true);
    expect(isTokenExpired({ expiresAt: null }, 1e15)).toBe(false);
  });
});
