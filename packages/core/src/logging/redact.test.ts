import { describe, expect, it } from 'vitest';
import { redactText, redactValue } from './redact';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjMiLCJhY3IiOiJzdWJzdGFudGlhbCJ9.c2lnbmF0dXJl';

describe('redactText', () => {
  it.each([
    ['a bare JWT', `token ${JWT} failed`, 'token [token] failed'],
    ['a Bearer token', `Authorization: Bearer ${JWT}`, 'Authorization: Bearer [token]'],
    ['a Simplified token of any shape', 'Simplified abc.def', 'Simplified [token]'],
    ['a lower-case bearer', 'bearer opaque-value-123', 'bearer [token]'],
    ['an e-mail address', 'user ola.nordmann+test@example.no not found', 'user [e-post] not found'],
    ['an e-mail address with a sub-domain', '<kari@mail.firma.no>', '<[e-post]>'],
    ['a phone number of 8 digits', 'mobil 41234567', 'mobil [telefon]'],
    ['a phone number with +47', 'ring +4741234567', 'ring [telefon]'],
    ['a phone number with +47 and spaces', 'ring +47 412 34 567.', 'ring [telefon].'],
    ['a phone number in pairs', 'tlf 22 33 44 55', 'tlf [telefon]'],
    ['a phone number with 0047', '0047 4123 4567', '[telefon]'],
    ['a national id', 'fnr 01019912345', 'fnr [personnummer]'],
    ['a national id with a space', '010199 12345', '[personnummer]'],
    ['a D-number', '41019912345', '[personnummer]'],
  ])('masks %s', (_name, input, expected) => {
    expect(redactText(input)).toBe(expected);
  });

  it.each([
    ['an EAN of 13 digits', 'EAN 7038010055720'],
    ['a GLN of 13 digits', '/api/stores/1300/7080001150488/status'],
    ['a date', 'at 2026-11-24T12:00:00.000Z'],
    ['a correlation id', 'sim-12 and 1234abcd-12345678-ab'],
    ['a postal code and a status', 'HTTP 500 for 0150 Oslo'],
    ['a price', '1 234,50 kr'],
    ['a Norwegian message', 'Det har skjedd en feil. Vennligst prøv igjen senere.'],
  ])('keeps %s', (_name, input) => {
    expect(redactText(input)).toBe(input);
  });
});

describe('redactValue', () => {
  it('masks texts at every level and whole values under secret keys', () => {
    expect(
      redactValue({
        message: `failed for kari@example.no with Bearer ${JWT}`,
        status: 500,
        ok: false,
        tokenInfo: { kind: 'Bearer', assurance: 'substantial' },
        nested: { list: ['ring 41234567', 3], email: 'a@b.no', mobile: '41234567', userToken: 'x', password: '' },
        skip: () => 1,
      }),
    ).toEqual({
      message: 'failed for [e-post] with Bearer [token]',
      status: 500,
      ok: false,
      tokenInfo: { kind: 'Bearer', assurance: 'substantial' },
      nested: { list: ['ring [telefon]', 3], email: '[skjult]', mobile: '[skjult]', userToken: '[skjult]', password: '' },
    });
  });

  it('cuts deep nesting', () => {
    expect(redactValue({ a: { b: { c: { d: { e: 1 } } } } })).toEqual({ a: { b: { c: { d: '[…]' } } } });
  });
});
