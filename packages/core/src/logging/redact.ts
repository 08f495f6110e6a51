/**
 * Masks what a log entry must never carry in clear (issue 19): tokens (JWT-shaped strings, and whatever follows
 * `Bearer` or `Simplified`), e-mail addresses, Norwegian phone numbers (8 digits, with or without +47/0047 and
 * spaces) and national ids (11 digits). Applied to every text of an entry before it is kept.
 */

const MASKS: readonly (readonly [RegExp, string])[] = [
  // Whatever follows an Authorization scheme is a credential, JWT-shaped or not.
  [/\b(Bearer|Simplified)\s+[^\s"',;]+/gi, '$1 [token]'],
  // Three base64url parts, the first one a JSON object ("eyJ" is `{"` encoded).
  [/\beyJ[\w-]*\.[\w-]+\.[\w-]*/g, '[token]'],
  [/[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(?:\.[\w-]+)+/g, '[e-post]'],
  // Before the phone numbers: 11 digits are a national id (fødselsnummer or D-number), not a phone number.
  [/(?<![\w+-])\d{6} ?\d{5}(?![\w-])/g, '[personnummer]'],
  // 8 digits, grouped by spaces as people write them (2+2+2+2, 3+2+3, 4+4 or none), after +47 / 0047 or alone. A
  // bare 8-digit id is masked too: a lost id costs less than a phone number in clear. Hyphens are not separators, so
  // dates (2026-11-24) and UUIDs stay readable.
  [/(?<![\w+-])(?:(?:\+|00)47 ?)?(?:\d{2} ?\d{2} ?\d{2} ?\d{2}|\d{3} ?\d{2} ?\d{3}|\d{4} ?\d{4})(?![\w-])/g, '[telefon]'],
];

/** Keys whose value is a credential or contact detail whatever it looks like: the whole value is masked. */
const SECRET_KEY =
  /token(?!info)|authorization|password|passord|secret|apikey|api_key|cookie|e-?mail|epost|phone|mobil|telefon|fodselsnummer|ssn/i;

/** A text with every token, e-mail address, phone number and national id in it masked. */
export function redactText(text: string): string {
  return MASKS.reduce((result, [pattern, mask]) => result.replace(pattern, mask), text);
}

const MAX_DEPTH = 4;

/**
 * A value made safe to log: texts masked (redactText), values under a secret key (token, e-mail, phone...) replaced
 * whole, nesting cut at 4 levels; what JSON cannot carry (functions, symbols) left out.
 */
export function redactValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') {
    return redactText(value);
  }
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) {
    return value;
  }
  if (typeof value !== 'object') {
    return undefined;
  }
  if (depth >= MAX_DEPTH) {
    return '[…]';
  }
  if (Array.isArray(value)) {
    return value.map((item) => redactValue(item, depth + 1));
  }
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (SECRET_KEY.test(key) && item !== null && item !== undefined && item !== '') {
      result[key] = '[skjult]';
    } else {
      const safe = redactValue(item, depth + 1);
      if (safe !== undefined) {
        result[key] = safe;
      }
    }
  }
  return result;
}
