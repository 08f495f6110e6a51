import { describe, expect, it } from 'vitest';
import { nb } from '../texts/nb';
import { type RemovedAmount, removedAmount, removedLineText } from './removed-item';

const T = '\u2009';

describe('removedAmount', () => {
  it.each<[string, number, boolean, number, RemovedAmount]>([
    ['one piece', 1, false, 0.575, { quantity: 1, unit: 'stk' }],
    ['three pieces', 3, false, 2.6, { quantity: 3, unit: 'stk' }],
    ['one banana of 180 g', 1, true, 0.18, { quantity: 180, unit: 'g' }],
    ['five bananas: 900 g', 5, true, 0.18, { quantity: 900, unit: 'g' }],
    ['six bananas: 1,08 kg', 6, true, 0.18, { quantity: 1.08, unit: 'kg' }],
    ['exactly 1 kg', 4, true, 0.25, { quantity: 1, unit: 'kg' }],
    ['999,6 g rounds to 1 kg', 1, true, 0.9996, { quantity: 1, unit: 'kg' }],
    ['a weight product without a weight counts pieces', 2, true, 0, { quantity: 2, unit: 'stk' }],
  ])('%s', (_case, quantity, productSoldByWeight, weight, expected) => {
    expect(removedAmount({ quantity, product: { productSoldByWeight, weight } })).toEqual(expected);
  });
});

describe('removedLineText', () => {
  it.each<[string, number, boolean, number, string, string]>([
    ['a line of pieces', 1, false, 0.575, 'Grandiosa Original', 'Fjernet 1 stk Grandiosa Original'],
    ['a weight line in grams', 2, true, 0.18, 'Bananer', 'Fjernet 360 g Bananer'],
    ['a weight line in kilograms, decimal comma', 6, true, 0.18, 'Bananer', 'Fjernet 1,08 kg Bananer'],
    ['a heavy weight line, thin-space thousands', 1500, true, 1.2, 'Poteter', `Fjernet 1${T}800 kg Poteter`],
    ['a line without a title', 1, false, 1, ' ', 'Fjernet 1 stk Ukjent vare'],
  ])('%s', (_case, quantity, productSoldByWeight, weight, title, expected) => {
    expect(removedLineText({ quantity, product: { productSoldByWeight, weight, title } }, nb)).toEqual(expected);
  });
});
