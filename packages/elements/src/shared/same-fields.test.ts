import { describe, expect, it } from 'vitest';
import { sameFields } from './same-fields';

const texts = { add: 'Legg i handlevogn' };
const lines = [{ ean: '7038010000737' }];

describe('sameFields', () => {
  it.each<[string, unknown, unknown, boolean]>([
    ['the same object', texts, texts, true],
    ['two selections with the same values', { quantity: 1, texts }, { quantity: 1, texts }, true],
    ['a field that changed', { quantity: 1, texts }, { quantity: 2, texts }, false],
    ['a field’s object replaced by an equal copy', { texts }, { texts: { ...texts } }, false],
    ['a field added', { quantity: 1 }, { quantity: 1, error: null }, false],
    ['a field missing and another undefined', { quantity: 1, error: undefined }, { quantity: 1, notice: undefined }, false],
    ['NaN in both', { total: Number.NaN }, { total: Number.NaN }, true],
    ['arrays with the same items', [1, lines], [1, lines], true],
    ['arrays of different length', [1, 2], [1, 2, 3], false],
    ['a value and null', null, { quantity: 1 }, false],
    ['two equal numbers', 3, 3, true],
    ['two different strings', 'a', 'b', false],
  ])('%s', (_situation, previous, next, expected) => {
    expect(sameFields(previous, next)).toBe(expected);
  });
});
