import { describe, expect, it } from 'vitest';
import { applySubstitutePreference } from './cart-options';

describe('applySubstitutePreference', () => {
  const lines = [
    { ean: 'a', substitute: false },
    { ean: 'b', substitute: true },
  ];

  it.each([
    ['SIMILAR', 'SIMILAR', [false, true]],
    ['HISTORY', 'SIMILAR', [true, true]],
    ['NONE', 'SIMILAR', [true, true]],
  ] as const)('choosing %s keeps preference %s and substitutes %j', (chosen, preference, substitutes) => {
    const result = applySubstitutePreference(chosen, lines);
    expect(result.substitutePreference).toBe(preference);
    expect(result.items.map((item) => item.substitute)).toEqual(substitutes);
  });

  it('leaves the given lines untouched', () => {
    applySubstitutePreference('HISTORY', lines);
    expect(lines[0]?.substitute).toBe(false);
  });
});
