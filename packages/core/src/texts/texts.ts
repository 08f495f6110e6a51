import type { PageTexts } from './nb';
import { nbPage } from './nb-page';

/**
 * The texts a page shows before any interaction (`settings.texts`): the Norwegian defaults of `nbPage` with a chain's
 * overrides of them. Other keys and non-string values are left out here; the parts fetched later apply their own
 * overrides (`allTexts`), and settings parsing rejects a non-string.
 */
export function createPageTexts(overrides: Partial<Record<string, unknown>> = {}): PageTexts {
  const texts: Record<string, string> = { ...nbPage };
  for (const [key, value] of Object.entries(overrides)) {
    if (key in nbPage && typeof value === 'string') {
      texts[key] = value;
    }
  }
  return texts as PageTexts;
}

/** Fills `{name}` placeholders of a text; unknown placeholders stay as written. */
export function formatText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
