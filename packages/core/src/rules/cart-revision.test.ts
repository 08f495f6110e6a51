import { describe, expect, it } from 'vitest';
import { FIRST_CART_REVISION, isLaterRevision, nextRevision } from './cart-revision';

describe('isLaterRevision', () => {
  it.each([
    ['a greater count', { count: 3, tab: 'a' }, { count: 2, tab: 'b' }, true],
    ['a smaller count, whatever the tab', { count: 2, tab: 'z' }, { count: 3, tab: 'a' }, false],
    ['the same count from a greater tab id', { count: 2, tab: 'b' }, { count: 2, tab: 'a' }, true],
    ['the same count from a smaller tab id', { count: 2, tab: 'a' }, { count: 2, tab: 'b' }, false],
    ['the same change (a tab’s priced write after its unpriced one)', { count: 2, tab: 'a' }, { count: 2, tab: 'a' }, false],
    ['any change, against a tab that has made none', { count: 1, tab: 'a' }, FIRST_CART_REVISION, true],
  ])('%s: %j against %j is later: %s', (_situation, candidate, current, expected) => {
    expect(isLaterRevision(candidate, current)).toBe(expected);
  });
});

describe('nextRevision', () => {
  it.each([
    ['nothing known', [], { count: 1, tab: 't' }],
    ['its own revision only', [{ count: 4, tab: 't' }], { count: 5, tab: 't' }],
    [
      'a later stored one',
      [
        { count: 4, tab: 't' },
        { count: 7, tab: 'u' },
      ],
      { count: 8, tab: 't' },
    ],
    [
      'a held-back one and a cart stored without revision',
      [{ count: 2, tab: 't' }, undefined, { count: 3, tab: 'u' }, null],
      { count: 4, tab: 't' },
    ],
  ])('with %s: %j', (_situation, known, expected) => {
    expect(nextRevision('t', known)).toEqual(expected);
  });

  it('is later than every revision it was given', () => {
    const known = [
      { count: 6, tab: 'z' },
      { count: 6, tab: 'a' },
    ];
    const next = nextRevision('a', known);
    expect(known.every((revision) => isLaterRevision(next, revision))).toBe(true);
  });
});
