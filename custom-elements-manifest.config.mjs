/**
 * The configuration of `@custom-elements-manifest/analyzer` (`npx cem analyze`), which writes custom-elements.json;
 * `npm run manifest` runs it and formats the file, then writes the tags' and events' declarations from it
 * (scripts/custom-elements-manifest.ts). The plugins in scripts/cem/ teach the analyzer Kurv's pattern: elements are
 * `defineElement(tag, Container, attributes, styles)` calls around r2wc, not classes.
 */
import { defineElementPlugin } from './scripts/cem/define-element.mjs';
import { kurvCssPlugin } from './scripts/cem/kurv-css.mjs';
import { kurvEventsPlugin } from './scripts/cem/kurv-events.mjs';
import { publicModulesPlugin } from './scripts/cem/public-modules.mjs';

const EVENTS_MODULE = 'packages/core/src/events/events.ts';

export default {
  globs: [
    // The define files (one module per tag), the tag and attribute constants, the containers and their props.
    'packages/elements/src/*/define-*.ts',
    'packages/elements/src/tags.ts',
    'packages/elements/src/*/*.tsx',
    // The events; the theme and the styles the elements render.
    EVENTS_MODULE,
    'packages/ui/src/styles/*.ts',
    'packages/ui/src/widgets/**/*.{ts,tsx}',
  ],
  exclude: ['**/*.test.*', '**/*.stories.*', '**/*.fixtures.*'],
  outdir: '.',
  packagejson: false,
  quiet: true,
  plugins: [
    defineElementPlugin(),
    kurvEventsPlugin({ eventMap: 'KurvEventMap' }),
    kurvCssPlugin({ themeFunction: 'themeCss', themes: 'THEMES', neutralTheme: 'default', sharedStyles: ['widgetStyles'] }),
    publicModulesPlugin({ keep: { [EVENTS_MODULE]: ['OPEN_HANDOVER_PICKER_EVENT'] }, readme: 'README.md', schemaVersion: '2.0.0' }),
  ],
};
