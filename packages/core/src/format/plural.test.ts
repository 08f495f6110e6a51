import { describe, expect, it } from 'vitest';
import { nb } from '../texts/nb';
import { formatItemCount } from './plural';

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
