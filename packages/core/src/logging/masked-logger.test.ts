import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import type { Logger } from '../logger';
import { createMaskedLogger } from './masked-logger';
import { createPersonalTexts } from './personal-texts';

function recording(): Logger & { lines: unknown[][] } {
  const lines: unknown[][] = [];
  return { lines, warn: (...line) => lines.push(['warn', ...line]), error: (...line) => lines.push(['error', ...line]) };
}

describe('createMaskedLogger', () => {
  it("prints the message and the detail masked, of the shopper's own texts once they are bound", () => {
    const printed = recording();
    const personal = createPersonalTexts();
    const logger = createMaskedLogger(printed, personal.read);
    const failure = new ApiError(
      'http',
      400,
      'Bad Request',
      { correlationId: 'c-9', tokenInfo: 'Bearer', serverError: { message: 'Kari Nordmann (41234567) er ukjent på Bryggen 1' } },
      'Kari Nordmann (41234567) er ukjent på Bryggen 1',
      'POST /api/cart?address=Bryggen%201',
    );
    logger.warn('Before the store: mobil 41234567');
    personal.bind(() => ['Kari Nordmann', 'Bryggen 1']);
    logger.error('Cart calculation failed for Kari Nordmann', failure);
    logger.warn('plain', { lat: 59.9111, note: 'ved 59.91112, 10.75031' });

    const text = JSON.stringify(printed.lines);
    for (const personalText of ['Kari', 'Nordmann', '41234567', 'Bryggen', '59.911', '10.750']) {
      expect(text).not.toContain(personalText);
    }
    expect(printed.lines[0]).toEqual(['warn', 'Before the store: mobil [telefon]']);
    expect(printed.lines[1]?.[1]).toBe('Cart calculation failed for [person]');
    expect(printed.lines[1]?.[2]).toMatchObject({ name: 'ApiError', status: 400, body: { correlationId: 'c-9' } });
    expect(printed.lines[2]).toEqual(['warn', 'plain', { lat: '[skjult]', note: 'ved [posisjon], [posisjon]' }]);
  });

  it('prints with the patterns alone when the source fails', () => {
    const printed = recording();
    const personal = createPersonalTexts();
    personal.bind(() => {
      throw new Error('no store');
    });
    createMaskedLogger(printed, personal.read).warn('mobil 41234567');
    expect(printed.lines).toEqual([['warn', 'mobil [telefon]']]);
  });
});
