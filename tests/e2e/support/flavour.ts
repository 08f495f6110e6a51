import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext } from '@playwright/test';

/** The build flavours the browser tests can run against: `dist/` (React) and `dist/preact/`. */
export type Flavour = 'react' | 'preact';

/**
 * The flavour of this run: `KURV_FLAVOUR=preact`, or React when unset. scripts/e2e.mjs runs the main journeys
 * (`PREACT_JOURNEYS`) a second time with it.
 */
export function flavourOfRun(value = process.env.KURV_FLAVOUR): Flavour {
  if (value === undefined || value === '' || value === 'react') {
    return 'react';
  }
  if (value === 'preact') {
    return 'preact';
  }
  throw new Error(`KURV_FLAVOUR: expected "react" or "preact", got ${JSON.stringify(value)}`);
}

/**
 * Serves the flavour of this run to the example pages without changing them: on preact, the pages' `/dist/kurv.js` and
 * `/dist/lazy/…` come from `dist/preact/`. The preact loader names and pins its own lazy files, which exist in
 * `dist/preact/lazy/` only, so a page that got React's files by mistake would fetch nothing and the tests would fail.
 * The script-tag and ES-module pages (`iife/`, `esm/`) have no preact flavour and stay on React.
 */
export async function serveFlavour(context: BrowserContext, flavour = flavourOfRun()) {
  if (flavour === 'react') {
    return;
  }
  await context.route(/\/dist\/(kurv\.js|lazy\/[^?#]+)([?#].*)?$/, async (route) => {
    const path = new URL(route.request().url()).pathname.replace(/^.*?\/dist\//, '');
    const file = join('dist', flavour, path);
    if (!existsSync(file)) {
      await route.fulfill({ status: 404, body: `${file} is not built: run \`npm run build\`` });
      return;
    }
    await route.fulfill({ path: file, contentType: 'text/javascript' });
  });
}
