import { consoleLogger, type Logger } from '../logger';
import type { PageTexts, Texts } from './nb';
import { nbPage } from './nb-page';
import { nbParts } from './nb-parts';

/** The settings' two text fields (`SiteSettings`): the page's texts and the site's overrides as given. */
export interface TextSettings {
  readonly texts: PageTexts;
  readonly textOverrides: Readonly<Record<string, string>>;
}

const built = new WeakMap<PageTexts, Texts>();

/**
 * The whole dictionary, for the parts an element fetches when they must show: the page's texts as the settings have
 * them (`settings.texts`, overrides applied) and `nbParts` with the site's overrides of those (`settings.textOverrides`).
 * Built once per settings, so a selector that returns it gives the same object while the settings stay. An override whose key is in neither half is warned about here, when the first part shows:
 * the first load does not carry the parts' keys to check it against.
 */
export function allTexts(settings: TextSettings, logger: Logger = consoleLogger): Texts {
  const { texts: pageTexts, textOverrides } = settings;
  const existing = built.get(pageTexts);
  if (existing !== undefined) {
    return existing;
  }
  const texts: Record<string, string> = { ...nbParts };
  for (const [key, value] of Object.entries(textOverrides)) {
    if (key in nbParts) {
      texts[key] = value;
    } else if (!(key in nbPage)) {
      logger.warn(`Unknown text «texts.${key}» is ignored`);
    }
  }
  const whole = { ...texts, ...pageTexts } as Texts;
  built.set(pageTexts, whole);
  return whole;
}
