/**
 * Spec section 2: links are accepted only when relative or http(s). Control characters and
 * whitespace are removed first, so "java\tscript:" and " javascript:" are caught too.
 */
export function isSafeHref(href: string | null | undefined): boolean {
  if (typeof href !== 'string') {
    return false;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is stripped.
  const cleaned = href.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (cleaned === '') {
    return false;
  }
  if (cleaned.startsWith('//')) {
    return false;
  }
  const scheme = cleaned.match(/^([a-zA-Z][a-zA-Z0-9+.-]*):/);
  if (!scheme) {
    return true;
  }
  return /^https?$/i.test(scheme[1] ?? '');
}
