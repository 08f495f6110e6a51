import { defineAllElements } from './define';

defineAllElements();

export { defineAllElements } from './define';
