import { describe, expect, it } from 'vitest';
import { eanAttributeProblem } from './ean-attribute';

describe('eanAttributeProblem', () => {
  it.each([
    ['7054609056183', null],
    ['70546090', null],
    ['', '<add-to-cart-button> without ean'],
    ['   ', '<add-to-cart-button> without ean'],
    ['705460905618', '<add-to-cart-button ean="705460905618">: not 8 or 13 digits'],
    ['70546090561830', '<add-to-cart-button ean="70546090561830">: not 8 or 13 digits'],
    ['7054 6090 5618 3', '<add-to-cart-button ean="7054 6090 5618 3">: not 8 or 13 digits'],
    ['melk', '<add-to-cart-button ean="melk">: not 8 or 13 digits'],
    [' 7054609056183', '<add-to-cart-button ean=" 7054609056183">: not 8 or 13 digits'],
    ['١٢٣٤٥٦٧٨', '<add-to-cart-button ean="١٢٣٤٥٦٧٨">: not 8 or 13 digits'],
    [
      `<img src=x onerror=alert(1)>${'x'.repeat(60)}`,
      `<add-to-cart-button ean="<img src=x onerror=alert(1)>${'x'.repeat(12)}…">: not 8 or 13 digits`,
    ],
  ])('%j: %s', (ean, expected) => {
    expect(eanAttributeProblem(ean)).toBe(expected);
  });
});
