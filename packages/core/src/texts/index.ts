export { nb } from './nb';
export { createTexts, formatText, isTextKey } from './texts';
export type { TextKey, Texts } from './nb';
