import { describe, expect, it } from 'vitest';
import { storeDeviationText } from './store-deviation';

const now = new Date('2026-11-24T08:00:00.000Z');
const TEXT = '<p>Butikken bygges om. <strong>Stengt søndag.</strong></p>';

describe('storeDeviationText', () => {
  it.each([
    ['no store', null, null],
    ['a store without a deviation', {}, null],
    ['display-to in the future', { deviationInfo: TEXT, deviationInfoDisplayTo: '2026-11-24T08:00:01.000Z' }, TEXT],
    ['display-to now', { deviationInfo: TEXT, deviationInfoDisplayTo: '2026-11-24T08:00:00.000Z' }, null],
    ['display-to passed', { deviationInfo: TEXT, deviationInfoDisplayTo: '2026-11-23T23:59:00+01:00' }, null],
    ['no display-to', { deviationInfo: TEXT }, null],
    ['an unreadable display-to', { deviationInfo: TEXT, deviationInfoDisplayTo: 'i morgen' }, null],
    [
      'display-from passed, display-to ahead',
      { deviationInfo: TEXT, deviationInfoDisplayFrom: '2025-01-01T00:00:00+01:00', deviationInfoDisplayTo: '2030-12-31T23:59:00+01:00' },
      TEXT,
    ],
    [
      'display-from still ahead',
      { deviationInfo: TEXT, deviationInfoDisplayFrom: '2026-11-25T00:00:00+01:00', deviationInfoDisplayTo: '2026-12-31T23:59:00+01:00' },
      null,
    ],
    ['an empty text', { deviationInfo: '  ', deviationInfoDisplayTo: '2030-01-01T00:00:00Z' }, null],
  ])('%s', (_name, store, expected) => {
    expect(storeDeviationText(store, now)).toBe(expected);
  });
});
