/**
 * Whether two selections hold the same values under the same keys, one level deep (objects and arrays), each compared
 * with `Object.is`. zustand's `shallow` answers the same for the plain objects and arrays a view's inputs are, and also
 * walks Maps, Sets and iterables, which no view input holds; that support costs bytes on every page's first load.
 */
export function sameFields(previous: unknown, next: unknown): boolean {
  if (Object.is(previous, next)) {
    return true;
  }
  if (typeof previous !== 'object' || typeof next !== 'object' || previous === null || next === null) {
    return false;
  }
  const before = previous as Record<string, unknown>;
  const after = next as Record<string, unknown>;
  const keys = Object.keys(before);
  return keys.length === Object.keys(after).length && keys.every((key) => key in after && Object.is(before[key], after[key]));
}
