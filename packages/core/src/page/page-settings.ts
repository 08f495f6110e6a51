import type { Logger } from '../logger';
import { unreadableSettingsError } from '../settings/settings-record';
import { SettingsError } from '../settings/site-settings';
import { isPlainObject, queryAll } from './dom';

/** The one element the settings may come from besides `window.kurvSettings` (docs/embedding.md). */
export const SETTINGS_SCRIPT_SELECTOR = 'script#kurv-settings[type="application/json" i]';

/**
 * Reads the page's site settings: `window.kurvSettings` when the site's script set it to an object, else the JSON of
 * the page's one `<script type="application/json" id="kurv-settings">`.
 *
 * Issue 35: the settings name the origin the member's token goes to (`apiBaseUrl`), so they come only from what the
 * page's content cannot forge. A sanitised review or rich-text field keeps `id` and `name` attributes but no `<script>`
 * and no script of its own: any other element with the id (a hidden `<div id="kurv-settings">`) is never read, and a
 * `window.kurvSettings` that is an element (`<div id="kurvSettings">` when the site sets none) is not settings. Two
 * settings scripts are refused with an error on the console: which one is the site's cannot be told, so neither is
 * read, and the widgets start from `window.kurvSettings` when the site's script set it (else without settings).
 *
 * Issue 36: a `window.kurvSettings` that throws when read, and a settings script that is not JSON, throw a
 * `SettingsError` naming `kurvSettings`.
 */
export function readPageSettings(
  logger?: Logger,
  host: { kurvSettings?: unknown } = globalThis as { kurvSettings?: unknown },
  doc: Document | undefined = globalThis.document,
): unknown {
  let fromWindow: unknown;
  try {
    fromWindow = isPlainObject(host.kurvSettings) ? host.kurvSettings : undefined;
  } catch (cause) {
    // Issue 36: a host whose `kurvSettings` getter (or Proxy) throws; reported once by the page (get-shop-store.ts).
    throw unreadableSettingsError('', cause);
  }
  const scripts = doc === undefined ? [] : queryAll(doc, SETTINGS_SCRIPT_SELECTOR);
  if (scripts.length > 1) {
    logger?.error(
      `The page has ${scripts.length} <script type="application/json" id="kurv-settings"> elements: none is read, since only one can be the site's${fromWindow === undefined ? '' : '; window.kurvSettings is used'}`,
    );
    return fromWindow;
  }
  const text = scripts[0]?.textContent;
  if (fromWindow !== undefined || !text) {
    return fromWindow;
  }
  try {
    return JSON.parse(text);
  } catch (cause) {
    throw new SettingsError('', `the <script type="application/json" id="kurv-settings"> is not JSON (${cause})`);
  }
}
