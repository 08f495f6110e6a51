import { describe, expect, it } from 'vitest';
import { LOG_TEXT_MAX_CHARS } from '../constants/logging';
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
    ['exact coordinates', 'lat 59.9111, lon 10.7503', 'lat [posisjon], lon [posisjon]'],
    ['a negative coordinate', 'at -33.86882,151.20929', 'at [posisjon],[posisjon]'],
    [
      'the values of a URL query',
      'GET /api/postalcode/address/search?search=Karl%20Johans%20gate%201&postalCode=0154 took longer',
      'GET /api/postalcode/address/search?search=[…]&postalCode=[…] took longer',
    ],
    ['a street and its number', 'Ukjent adresse Karl Johans gate 1, 0154 OSLO', 'Ukjent adresse [adresse], 0154 OSLO'],
    ['a street in one word', 'levering til Bogstadveien 27B i dag', 'levering til [adresse] i dag'],
    ['a street on a quay', 'Bryggen 1 er stengt', '[adresse] er stengt'],
  ])('masks %s', (_name, input, expected) => {
    expect(redactText(input)).toBe(expected);
  });

  it.each([
    ['a name', 'Ukjent kunde Kari Nordmann', ['Kari', 'Nordmann', 'Kari Nordmann'], 'Ukjent kunde [person]'],
    ['a name in another case', 'KARI NORDMANN har ingen ordre', ['Kari Nordmann'], '[person] har ingen ordre'],
    ['a first name alone', 'Hei Kari!', ['Kari', 'Nordmann'], 'Hei [person]!'],
    ['an address as a URL writes it', 'q=Storgata+1&x=1', ['Storgata 1'], 'q=[person]&x=[…]'],
    ['an address without a street word', 'Levering til Solbakken terrasse', ['Solbakken terrasse'], 'Levering til [person]'],
    ['a name inside another word: kept', 'Karianne handlet', ['Kari'], 'Karianne handlet'],
    ['a text too short to look for: kept', 'Ola og Al', ['Al'], 'Ola og Al'],
    ['a text with regular-expression characters', 'Firma (AS) solgt', ['Firma (AS)'], '[person] solgt'],
  ])("masks the shopper's own texts: %s", (_name, input, personal, expected) => {
    expect(redactText(input, personal)).toBe(expected);
  });

  it.each([
    ['an EAN of 13 digits', 'EAN 7038010055720'],
    ['a GLN of 13 digits', '/api/stores/1300/7080001150488/status'],
    ['a date', 'at 2026-11-24T12:00:00.000Z'],
    ['a correlation id', 'sim-12 and 1234abcd-12345678-ab'],
    ['a postal code and a status', 'HTTP 500 for 0150 Oslo'],
    ['a price', '1 234,50 kr'],
    ['a Norwegian message', 'Det har skjedd en feil. Vennligst prøv igjen senere.'],
    ['a member id and an order id', 'M-100001 order NG-12345'],
    ['a weight and a price with decimals', '1.234 kg for 26.90'],
    ['a path without a query', '/api/delivery/coverage/1300/0154'],
    ['a quantity after a word', 'antall 3 av Tine Lettmelk 1 %'],
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

  it("masks names, addresses and positions under their keys, and the shopper's own texts anywhere", () => {
    expect(
      redactValue(
        {
          firstName: 'Kari',
          address: 'Bryggen 1',
          coordinates: { lat: 59.9111, lon: 10.7503 },
          lat: 59.9,
          note: 'ring Kari',
          memberId: 'M-100001',
        },
        ['Kari'],
      ),
    ).toEqual({
      firstName: '[skjult]',
      address: '[skjult]',
      coordinates: '[skjult]',
      lat: '[skjult]',
      note: 'ring [person]',
      memberId: 'M-100001',
    });
  });

  it("carries an error's name, message and stack, masked", () => {
    const error = new Error('Ukjent kunde Kari, mobil 41234567');
    const safe = redactValue({ error }, ['Kari']) as { error: { name: string; message: string; stack: string } };
    expect(safe.error.name).toBe('Error');
    expect(safe.error.message).toBe('Ukjent kunde [person], mobil [telefon]');
    expect(safe.error.stack).not.toContain('Kari');
    expect(safe.error.stack).not.toContain('41234567');
  });

  it('cuts deep nesting', () => {
    expect(redactValue({ a: { b: { c: { d: { e: 1 } } } } })).toEqual({ a: { b: { c: { d: '[…]' } } } });
  });
});

describe('redact: what the review of issue 35 found', () => {
  it.each([
    ['a position that ends a sentence', 'Posisjon 59.9139, 10.7522.', 'Posisjon [posisjon], [posisjon].'],
    ['float noise of a price stays', 'total 29.900000000000002 kr', 'total 29.900000000000002 kr'],
    ['an EAN-8 quoted as Kurv quotes a product stays', '«12345670» cannot be added', '«12345670» cannot be added'],
  ])('%s', (_situation, text, masked) => {
    expect(redactText(text)).toBe(masked);
  });

  it('cuts a huge text before it looks at it, in a moment', () => {
    const huge = 'a.b-c'.repeat(400_000);
    const started = performance.now();
    const masked = redactText(huge);
    expect(masked.length).toBeLessThanOrEqual(LOG_TEXT_MAX_CHARS + 1);
    // Not a timing test of the machine: the uncut text took minutes (a pattern's scan grows with the square of its length).
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('masks phone numbers, ids and positions kept as numbers, and names, places and comments under their keys', () => {
    expect(
      redactValue({
        tlf: 41234567,
        fnr: 1019912345,
        pos: [59.9139, 10.7522],
        quantity: 3,
        ean: 7038010009457,
        city: 'Oslo',
        postalCode: '0154',
        deliveryComment: 'Ring på hos Hansen',
        fullName: 'Kari Nordmann',
        tokenKind: 'Bearer',
      }),
    ).toEqual({
      tlf: '[telefon]',
      fnr: '[skjult]',
      pos: ['[posisjon]', '[posisjon]'],
      quantity: 3,
      ean: 7038010009457,
      city: '[skjult]',
      postalCode: '[skjult]',
      deliveryComment: '[skjult]',
      fullName: '[skjult]',
      tokenKind: 'Bearer',
    });
  });
});
