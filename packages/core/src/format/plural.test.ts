import { describe, expect, it } from 'vitest';
import { nb } from '../texts/nb';
import { formatItemCount, type PluralSuffix, pluralize } from './plural';

describe('formatItemCount', () => {
  it.each([
    [0, '0 varer'],
    [1, '1 vare'],
    [2, '2 varer'],
    [13, '13 varer'],
  ])('counts %s as «%s»', (count, expected) => {
    expect(formatItemCount(count, nb)).toBe(expected);
  });
});

describe('pluralize', () => {
  it.each<[string, number, string, PluralSuffix, string]>([
    ['one item', 1, 'vare', 'r', 'vare'],
    ['two items', 2, 'vare', 'r', 'varer'],
    ['no items', 0, 'vare', 'r', 'varer'],
    ['one day', 1, 'dag', 'er', 'dag'],
    ['three days', 3, 'dag', 'er', 'dager'],
    ['minus one day', -1, 'dag', 'er', 'dag'],
    ['a fractional count', 1.5, 'pose', 'r', 'poser'],
  ])('words %s', (_situation, count, singular, suffix, expected) => {
    expect(pluralize(count, singular, suffix)).toBe(expected);
  });
});
