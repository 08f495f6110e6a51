import { nb, type TextKey, type Texts } from './nb';

/**
 * Builds the text dictionary from the Norwegian defaults and a chain's overrides. Overrides with
 * an unknown key or a non-string value are ignored (settings parsing warns about them).
 */
export function createTexts(overrides: Partial<Record<string, unknown>> = {}): Texts {
  const texts: Record<string, string> = { ...nb };
  for (const [key, value] of Object.entries(overrides)) {
    if (key in nb && typeof value === 'string') {
      texts[key] = value;
    }
  }
  return texts as Texts;
}

/** Fills `{name}` placeholders of a text; unknown placeholders stay as written. */
export function formatText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

/** Whether a key names a text of the dictionary. */
export function isTextKey(key: string): key is TextKey {
  return key in nb;
}

/**
 * A text that names the support phone (the spec's `{phone}`, settings `supportPhone`): filled with the number, or null
 * while the site sets none (settings JSDoc: "texts that need it are not shown"). A text without `{phone}` is as written.
 */
export function textWithPhone(template: string, supportPhone: string | null): string | null {
  if (!template.includes('{phone}')) {
    return template;
  }
  const phone = supportPhone?.trim() ?? '';
  return phone === '' ? null : formatText(template, { phone });
}
