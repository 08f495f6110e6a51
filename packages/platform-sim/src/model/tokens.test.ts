import { describe, expect, it } from 'vitest';
import { createSimToken, readSimToken, type SimTokenClaims } from './tokens';

const claims: SimTokenClaims = {
  sub: 'trumfid-3f6c1a52-kari',
  sid: '0b6f3c1e-6d0a-4a1b-9c55-1f0c2a9e7d11',
  iat: 1_796_100_000,
  exp: 1_796_101_800,
  acr: 'substantial',
  member_id: 'M-100001',
};

function decodeSegment(segment: string): unknown {
  return JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
}

describe('simulator tokens', () => {
  it('are JWT-shaped: an unsigned header, the claims and the simulator signature', () => {
    const [header = '', payload = '', signature] = createSimToken(claims).split('.');
    expect(decodeSegment(header)).toEqual({ alg: 'none', typ: 'JWT' });
    expect(decodeSegment(payload)).toEqual(claims);
    expect(signature).toBe('sim-signature');
    expect(header + payload).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('read back from "Bearer", "Simplified" and bare tokens', () => {
    const token = createSimToken(claims);
    expect(readSimToken(`Bearer ${token}`)).toEqual(claims);
    expect(readSimToken(`Simplified ${token}`)).toEqual(claims);
    expect(readSimToken(token)).toEqual(claims);
  });

  it('keep non-ASCII claims intact', () => {
    const withNorwegianLetters = { ...claims, sub: 'trumfid-ærlig-øl-på-å', acr: 'low' as const };
    expect(readSimToken(createSimToken(withNorwegianLetters))).toEqual(withNorwegianLetters);
  });

  it('reject garbage with null', () => {
    const token = createSimToken(claims);
    const [header, payload] = token.split('.');
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    expect(readSimToken(null)).toBeNull();
    expect(readSimToken(undefined)).toBeNull();
    expect(readSimToken('')).toBeNull();
    expect(readSimToken('Bearer')).toBeNull();
    expect(readSimToken('Bearer not-a-token')).toBeNull();
    expect(readSimToken('a.b.c')).toBeNull();
    expect(readSimToken(`Basic ${token}`)).toBeNull();
    expect(readSimToken(`${header}.${payload}.real-signature`)).toBeNull();
    expect(readSimToken(`${header}.${payload}`)).toBeNull();
    expect(readSimToken(`${header}.!!!.sim-signature`)).toBeNull();
    expect(readSimToken(`${header}.${encode('just a string')}.sim-signature`)).toBeNull();
    expect(readSimToken(`${header}.${encode({ ...claims, exp: 'later' })}.sim-signature`)).toBeNull();
    expect(readSimToken(`${header}.${encode({ ...claims, acr: 'high' })}.sim-signature`)).toBeNull();
    expect(readSimToken(`${header}.${encode({ ...claims, member_id: undefined })}.sim-signature`)).toBeNull();
    expect(readSimToken(`${encode({ alg: 'HS256', typ: 'JWT' })}.${payload}.sim-signature`)).toBeNull();
  });
});
