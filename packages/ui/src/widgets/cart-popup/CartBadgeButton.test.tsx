import { describe, expect, it } from 'vitest';
import { cartBadgeNameParts } from './CartBadgeButton';

describe('cartBadgeNameParts', () => {
  it.each([
    [
      'the default text',
      'Handlevogn, {items}, {total}',
      { beforeCount: 'Handlevogn, ', afterCount: ' varer,', beforeTotal: '', afterTotal: '' },
    ],
    [
      'the count last',
      '{items} ({total}) i handlevognen',
      { beforeCount: '', afterCount: ' varer (', beforeTotal: '', afterTotal: ') i handlevognen' },
    ],
    ['a text without the count', 'Handlevogn', { beforeCount: 'Handlevogn ', afterCount: '', beforeTotal: '', afterTotal: '' }],
  ])('%s: the shown count and total in order, the rest read', (_situation, template, expected) => {
    expect(cartBadgeNameParts(template, '3 varer', '3', '111,70 kr')).toEqual(expected);
  });
});
