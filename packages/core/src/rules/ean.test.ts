import { describe, expect, it } from 'vitest';
import { isEan } from './ean';

describe('isEan', () => {
  it.each([
    ['7054609056183', true],
    ['70546090', true],
    ['', false],
    ['705460905618', false],
    ['70546090561830', false],
    ['7054 6090 5618 3', false],
    [' 7054609056183', false],
    ['7054609056183\n', false],
    ['١٢٣٤٥٦٧٨', false],
    ['melk', false],
  ])('%j: %s', (value, expected) => {
    expect(isEan(value)).toBe(expected);
  });
});
