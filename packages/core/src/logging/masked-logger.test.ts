import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import type { Logger } from '../logger';
import type { PersonalState } from '../store/user/personal-texts';
import { createMaskedLogger } from './masked-logger';
import { createPersonalSource } from './personal-source';

function recording(): Logger & { lines: unknown[][] } {
  const lines: unknown[][] = [];
  return { lines, warn: (...line) => lines.push(['warn', ...line]), error: (...line) => lines.push(['error', ...line]) };
}

const kari = {
  user: {
    extendedUser: {
      currentMember: { firstName: 'Kari', lastName: 'Nordmann', displayName: 'Kari Nordmann', mobile: '41234567' },
      household: { address: 'Bryggen 1', coordinates: null, addresses: [] },
      handoverInfo: { deliveryInfo: null },
    },
  },
} as unknown as PersonalState;

describe('createMaskedLogger', () => {
  it("prints the lines in order, masked, of the shopper's own texts as the store has them when printed", async () => {
    const printed = recording();
    const source = createPersonalSource();
    const logger = createMaskedLogger(printed, source);
    const failure = new ApiError(
      'http',
      400,
      'Bad Request',
      { correlationId: 'c-9', tokenInfo: 'Bearer', serverError: { message: 'Kari Nordmann (41234567) er ukjent på Bryggen 1' } },
      'Kari Nordmann (41234567) er ukjent på Bryggen 1',
      'POST /api/cart?address=Bryggen%201',
    );
    logger.warn('Before the store: mobil 41234567');
    source.bind(() => kari);
    logger.error('Cart calculation failed for Kari Nordmann', failure);
    logger.warn('plain', { lat: 59.9111, note: 'ved 59.91112, 10.75031' });
    await vi.waitFor(() => expect(printed.lines).toHaveLength(3));
    logger.warn('Later: Kari');
    expect(printed.lines).toHaveLength(4);

    const text = JSON.stringify(printed.lines);
    for (const personalText of ['Kari', 'Nordmann', '41234567', 'Bryggen', '59.911', '10.750']) {
      expect(text).not.toContain(personalText);
    }
    // The first line waited for the masking's code, and was masked of the store's texts when it was printed.
    expect(printed.lines[0]).toEqual(['warn', 'Before the store: mobil [person]']);
    expect(printed.lines[1]?.[1]).toBe('Cart calculation failed for [person]');
    expect(printed.lines[1]?.[2]).toMatchObject({ name: 'ApiError', status: 400, body: { correlationId: 'c-9' } });
    expect(printed.lines[2]).toEqual(['warn', 'plain', { lat: '[skjult]', note: 'ved [posisjon], [posisjon]' }]);
    expect(printed.lines[3]).toEqual(['warn', 'Later: [person]']);
  });

  it('prints with the patterns alone when the store cannot be read', async () => {
    const printed = recording();
    const source = createPersonalSource();
    source.bind(() => {
      throw new Error('no store');
    });
    createMaskedLogger(printed, source).warn('mobil 41234567');
    await vi.waitFor(() => expect(printed.lines).toEqual([['warn', 'mobil [telefon]']]));
  });
});
