export type { TextKey, Texts } from './nb';
export { nb } from './nb';
export { createTexts, formatText, isTextKey, textWithPhone } from './texts';
