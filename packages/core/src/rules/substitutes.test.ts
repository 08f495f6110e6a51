import { describe, expect, it } from 'vitest';
import type { SubstitutePreference } from '../domain/cart';
import { normalizeSubstitutes } from './substitutes';

describe('normalizeSubstitutes', () => {
  const lines = [
    { ean: 'a', substitute: false },
    { ean: 'b', substitute: true },
  ];

  it.each<[string, SubstitutePreference, boolean[], boolean[]]>([
    ['a SIMILAR cart keeps its line choices', 'SIMILAR', [false, true], [false, true]],
    ['a stored HISTORY becomes SIMILAR with every substitute on', 'HISTORY', [false, true], [true, true]],
    ['a stored NONE becomes SIMILAR with every substitute on', 'NONE', [false, true], [true, true]],
    ['a stored NONE with every line refused still turns them on', 'NONE', [false, false], [true, true]],
    ['an empty NONE cart becomes SIMILAR', 'NONE', [], []],
  ])('%s', (_case, preference, before, after) => {
    const items = before.map((substitute, index) => ({ ...lines[index % 2], ean: String(index), substitute }));
    const result = normalizeSubstitutes({ substitutePreference: preference, items, substituteComment: 'Ring meg' });
    expect(result.substitutePreference).toBe('SIMILAR');
    expect(result.items.map((item) => item.substitute)).toEqual(after);
    // The rest of the cart goes through unchanged.
    expect(result.substituteComment).toBe('Ring meg');
  });

  it('answers a SIMILAR cart as the same object, and never changes its input', () => {
    const similar = { substitutePreference: 'SIMILAR' as const, items: lines };
    expect(normalizeSubstitutes(similar)).toBe(similar);
    const none = { substitutePreference: 'NONE' as const, items: lines };
    normalizeSubstitutes(none);
    expect(none.substitutePreference).toBe('NONE');
    expect(lines[0]?.substitute).toBe(false);
  });
});
