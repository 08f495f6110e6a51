import { describe, expect, it } from 'vitest';
import { decodeStoreLocation } from './decode-store';

const row = { gln: '7080001150101', name: 'MENY Ullevål', address: 'Sognsveien 75', postalCode: '0855', city: 'OSLO', county: 'Oslo' };

describe('decodeStoreLocation', () => {
  it.each([
    ['a store without deviation fields', {}, {}],
    ['null and empty texts are left out', { deviationInfo: null, pickupPointDescription: '' }, {}],
    [
      'a current deviation with its dates, and a pickup description',
      {
        deviationInfo: '<p>Ombygging</p>',
        deviationInfoDisplayFrom: '2025-01-01T00:00:00+01:00',
        deviationInfoDisplayTo: '2030-12-31T23:59:00+01:00',
        pickupPointDescription: 'Ved <b>inngang B</b>',
      },
      {
        deviationInfo: '<p>Ombygging</p>',
        deviationInfoDisplayFrom: '2025-01-01T00:00:00+01:00',
        deviationInfoDisplayTo: '2030-12-31T23:59:00+01:00',
        pickupPointDescription: 'Ved <b>inngang B</b>',
      },
    ],
  ])('%s', (_name, fields, expected) => {
    expect(decodeStoreLocation({ ...row, ...fields }, 'store')).toEqual({ ...row, pickupGln: row.gln, ...expected });
  });

  it.each([
    ['left out', undefined],
    ['null', null],
    ['empty', ''],
    ['blank', '   '],
  ])('a store name %s is the fallback «Ukjent»', (_name, name) => {
    expect(decodeStoreLocation({ ...row, name }, 'store').name).toBe('Ukjent');
  });

  it('rejects a deviation that is not text', () => {
    expect(() => decodeStoreLocation({ ...row, deviationInfo: 42 }, 'store')).toThrow('store.deviationInfo');
  });
});
