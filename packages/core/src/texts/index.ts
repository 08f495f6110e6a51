export type { TextKey, Texts } from './nb';
export { nb } from './nb';
export type { ProfileTextKey } from './nb-profile';
export { nbProfile } from './nb-profile';
export { createTexts, formatText, isTextKey, textWithPhone } from './texts';
