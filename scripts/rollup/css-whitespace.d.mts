import type { Plugin } from 'rollup';

/** The CSS without its comments, line breaks and the spaces a browser does not read; quoted strings as written. */
export function compactCss(css: string, options?: { first?: boolean; last?: boolean }): string;
/** The build's plugin that compacts the ui package's `…Styles` template literals. */
export const cssWhitespace: Plugin;
