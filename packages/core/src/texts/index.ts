export type { PageTextKey, PageTexts, TextKey, Texts } from './nb';
export { nb } from './nb';
export { nbPage } from './nb-page';
export { nbParts } from './nb-parts';
export type { ProfileTextKey } from './nb-profile';
export { nbProfile } from './nb-profile';
export type { TextSettings } from './part-texts';
export { allTexts } from './part-texts';
export { createPageTexts, formatText, textWithPhone } from './texts';
