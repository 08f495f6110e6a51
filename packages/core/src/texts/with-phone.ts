import { formatText } from './texts';

// Apart from texts.ts, which every page's first load needs: only the edit-order error dialog names the phone.

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
