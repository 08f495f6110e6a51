import { describe, expect, it } from 'vitest';
import { eanAttributeProblem } from './ean-attribute';

describe('eanAttributeProblem', () => {
  it.each([
    ['7054609056183', null],
    ['70546090', null],
    ['', '<add-to-cart-button> has no ean attribute: it shows nothing until it has one'],
    ['   ', '<add-to-cart-button> has no ean attribute: it shows nothing until it has one'],
    ['705460905618', '<add-to-cart-button ean="705460905618">: an EAN has 8 or 13 digits'],
    ['70546090561830', '<add-to-cart-button ean="70546090561830">: an EAN has 8 or 13 digits'],
    ['7054 6090 5618 3', '<add-to-cart-button ean="7054 6090 5618 3">: an EAN has 8 or 13 digits'],
    ['melk', '<add-to-cart-button ean="melk">: an EAN has 8 or 13 digits'],
    [' 7054609056183', '<add-to-cart-button ean=" 7054609056183">: an EAN has 8 or 13 digits'],
    ['١٢٣٤٥٦٧٨', '<add-to-cart-button ean="١٢٣٤٥٦٧٨">: an EAN has 8 or 13 digits'],
    [
      `<img src=x onerror=alert(1)>${'x'.repeat(60)}`,
      `<add-to-cart-button ean="<img src=x onerror=alert(1)>${'x'.repeat(12)}…">: an EAN has 8 or 13 digits`,
    ],
  ])('%j: %s', (ean, expected) => {
    expect(eanAttributeProblem(ean)).toBe(expected);
  });
});
