import { LOG_TEXT_MAX_CHARS } from '../constants/logging';
import type { Logger } from '../logger';
import { personalTextsFrom } from '../store/user/personal-texts';
import type { PersonalSource } from './personal-source';

/**
 * Masks what a log entry or a console line must never carry in clear (issues 19 and 35): tokens (JWT-shaped strings,
 * and whatever follows `Bearer` or `Simplified`), e-mail addresses, Norwegian phone numbers (8 digits, with or without
 * +47/0047 and spaces), national ids (11 digits), exact coordinates, street addresses, the values of a URL's query (a
 * typed address, a position) and the shopper's own texts the page knows (names, addresses: `personal`). What stays:
 * ids and codes (member, order and correlation ids, EANs, GLNs, statuses). Applied to every text before it is kept or
 * printed.
 */

const MASKS: readonly (readonly [RegExp, string])[] = [
  // Whatever follows an Authorization scheme is a credential, JWT-shaped or not.
  [/\b(Bearer|Simplified)\s+[^\s"',;]+/gi, '$1 [token]'],
  // Three base64url parts, the first one a JSON object ("eyJ" is `{"` encoded).
  [/\beyJ[\w-]*\.[\w-]+\.[\w-]*/g, '[token]'],
  [/[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(?:\.[\w-]+)+/g, '[e-post]'],
  // A query's values: the address typed into a search, a position, a postal code. The names of the parameters stay.
  [/([?&][^=&\s#"'<>]+=)[^&\s#"'<>]+/g, '$1[…]'],
  // A decimal degree with 4 decimals or more (some 10 m): a position. Prices have 2 decimals, weights 3.
  // Float noise (29.900000000000002) has more decimals than a written position: 4 to 8 are masked. A full stop after
  // it ends a sentence, not the number.
  [/(?<![\w.])-?\d{1,3}\.\d{4,8}(?!\w|\.\d)/g, '[posisjon]'],
  // A street and its number, as Norwegian addresses are written ("Karl Johans gate 1", "Bogstadveien 27B", "Bryggen 1").
  [
    /(?<![\p{L}\p{N}])(?:\p{Lu}[\p{L}.'-]*\s){0,3}[\p{L}.'-]*(?:[Gg]ate|[Gg]ata|[Gg]aten|[Vv]eien|[Vv]ei|[Vv]egen|[Vv]eg|[Aa]llé|[Pp]lass|[Pp]lassen|[Ss]tien|[Ss]ti|[Tt]orget|[Tt]org|[Bb]akken|[Bb]rygge|[Bb]ryggen|[Kk]aia|[Kk]ai|[Rr]ingen|[Tt]unet|[Ll]økka|[Ll]ia|[Hh]augen|[Ss]vingen|[Tt]errasse)\s\d{1,4}\s?[A-Za-z]?(?![\p{L}\p{N}])/gu,
    '[adresse]',
  ],
  // Before the phone numbers: 11 digits are a national id (fødselsnummer or D-number), not a phone number.
  [/(?<![\w+-])\d{6} ?\d{5}(?![\w-])/g, '[personnummer]'],
  // 8 digits, grouped by spaces as people write them (2+2+2+2, 3+2+3, 4+4 or none), after +47 / 0047 or alone. A
  // bare 8-digit id is masked too: a lost id costs less than a phone number in clear. Hyphens are not separators, so
  // dates (2026-11-24) and UUIDs stay readable.
  // «12345670» is an EAN-8 as Kurv's own messages quote a product, not a phone number.
  [/(?<![\w+«-])(?:(?:\+|00)47 ?)?(?:\d{2} ?\d{2} ?\d{2} ?\d{2}|\d{3} ?\d{2} ?\d{3}|\d{4} ?\d{4})(?![\w»-])/g, '[telefon]'],
];

/** Keys whose value is a credential, contact detail or position whatever it looks like: the whole value is masked. */
const SECRET_KEY =
  /token(?!info|kind)|authorization|password|passord|secret|apikey|api_key|cookie|e-?mail|epost|phone|mobil|msisdn|telefon|fodselsnummer|personnummer|^fnr$|nationalid|ssn|address|adresse|street|city|postalcode|postnummer|poststed|comment|kommentar|firstname|lastname|fullname|displayname|fornavn|etternavn|birth|coordinates|coords|position|latitude|longitude|^(lat|lon|lng)$/i;

/** A personal text shorter than this is not looked for: it would mask parts of ordinary words. */
const SHORTEST_PERSONAL = 3;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The shopper's own texts as one pattern, whole words only, longest first; null when there are none. */
function personalPattern(personal: readonly string[]): RegExp | null {
  const texts = [...new Set(personal.map((text) => text.trim()).filter((text) => text.length >= SHORTEST_PERSONAL))].sort(
    (a, b) => b.length - a.length,
  );
  if (texts.length === 0) {
    return null;
  }
  // A text written with spaces is found also as a URL writes it (+ or %20).
  const alternatives = texts.map((text) => escapeRegExp(text).replace(/\s+/g, '(?:\\s+|\\+|%20)'));
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'giu');
}

/**
 * A text with every token, e-mail address, phone number, national id, position, street address and query value in it
 * masked, and every one of `personal` (the shopper's names and addresses as the page knows them, whole words, any case).
 */
export function redactText(text: string, personal: readonly string[] = []): string {
  return redactWith(text, personalPattern(personal));
}

/**
 * redactText for many texts with the same `personal`: the pattern of the shopper's texts is made once (the tracking
 * events' payloads, rules/tracking-payload.ts).
 */
export function createTextRedactor(personal: readonly string[]): (text: string) => string {
  const own = personalPattern(personal);
  return (text) => redactWith(text, own);
}

/**
 * redactText with the shopper's texts as one pattern, made once per value. A text is cut to LOG_TEXT_MAX_CHARS first:
 * a server's 2 MB message is neither kept nor scanned whole (some patterns take time that grows with the square of a
 * long run of the characters they allow).
 */
function redactWith(text: string, own: RegExp | null): string {
  const bounded = text.length > LOG_TEXT_MAX_CHARS ? `${text.slice(0, LOG_TEXT_MAX_CHARS)}…` : text;
  const masked = own === null ? bounded : bounded.replace(own, '[person]');
  return MASKS.reduce((result, [pattern, mask]) => result.replace(pattern, mask), masked);
}

const MAX_DEPTH = 4;

function redactNested(value: unknown, personal: RegExp | null, depth: number): unknown {
  if (typeof value === 'string') {
    return redactWith(value, personal);
  }
  if (typeof value === 'number') {
    // A phone number, a national id or a position kept as a number is masked as its text would be.
    const text = String(value);
    const masked = redactWith(text, personal);
    return masked === text ? value : masked;
  }
  if (typeof value === 'boolean' || value === null) {
    return value;
  }
  if (typeof value !== 'object') {
    return undefined;
  }
  if (depth >= MAX_DEPTH) {
    return '[…]';
  }
  if (Array.isArray(value)) {
    return value.map((item) => redactNested(item, personal, depth + 1));
  }
  const result: Record<string, unknown> = {};
  // An error's name, message and stack are not its own enumerable fields: they are carried, masked, all the same.
  const fields =
    value instanceof Error
      ? [['name', value.name], ['message', value.message], ['stack', value.stack], ...Object.entries(value)]
      : Object.entries(value);
  for (const [key, item] of fields as [string, unknown][]) {
    if (SECRET_KEY.test(key) && item !== null && item !== undefined && item !== '') {
      result[key] = '[skjult]';
    } else {
      const safe = redactNested(item, personal, depth + 1);
      if (safe !== undefined) {
        result[key] = safe;
      }
    }
  }
  return result;
}

/**
 * A value made safe to log: texts masked (redactText, with `personal`), values under a secret key (token, e-mail,
 * phone, address, name, position...) replaced whole, nesting cut at 4 levels; what JSON cannot carry (functions,
 * symbols) left out.
 */
export function redactValue(value: unknown, personal: readonly string[] = []): unknown {
  return redactNested(value, personalPattern(personal), 0);
}

/**
 * Prints one line masked (redactText, redactValue) of every pattern and of the shopper's own texts the source knows: the
 * masked logger's (masked-logger.ts), fetched with the first line. Here rather than in a module of its own: the loader
 * names each lazy file (issue 35's trim).
 */
export function printMasked(logger: Logger, level: keyof Logger, message: string, detail: unknown, source?: PersonalSource): void {
  const personal = personalTextsFrom(source);
  if (detail === undefined) {
    logger[level](redactText(message, personal));
  } else {
    logger[level](redactText(message, personal), redactValue(detail, personal));
  }
}
