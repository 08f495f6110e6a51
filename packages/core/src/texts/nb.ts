import { nbPage } from './nb-page';
import { nbParts } from './nb-parts';

/**
 * Every UI string of Kurv in Norwegian Bokmål: the texts of the first load (`nbPage`) and those of the parts fetched
 * later (`nbParts`). Shipped code imports the half it shows; tests, stories and the docs read the whole.
 */
export const nb = { ...nbPage, ...nbParts } as const;

/** The keys of the text dictionary. */
export type TextKey = keyof typeof nb;

/** A complete text dictionary: every key with a string. */
export type Texts = { readonly [Key in TextKey]: string };

/** The keys of the texts a page shows before any interaction. */
export type PageTextKey = keyof typeof nbPage;

/** The texts a page shows before any interaction (`settings.texts`); `allTexts` in part-texts.ts adds the rest. */
export type PageTexts = { readonly [Key in PageTextKey]: string };
