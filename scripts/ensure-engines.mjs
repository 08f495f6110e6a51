// Finds the other engines the engine journeys drive (scripts/engines.mjs): Debian's Firefox ESR (driven over WebDriver
// BiDi) and WebKitGTK's WebDriver with its MiniBrowser, under a virtual X display (xvfb-run). When one is missing and we
// run as root on Debian, installs `firefox-esr webkit2gtk-driver xvfb` with apt-get (about a minute, once); otherwise
// stops with a message saying how to get them. Prints what it found.
import { existsSync } from 'node:fs';
import { aptInstall } from './ensure-chromium.mjs';

const FIREFOX = ['/usr/bin/firefox-esr', '/usr/bin/firefox'];
const WEBKIT_DRIVER = ['/usr/bin/WebKitWebDriver'];
const MINI_BROWSER = ['/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser', '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser'];
const XVFB_RUN = ['/usr/bin/xvfb-run'];

/** The Debian packages that hold the engines. */
const PACKAGES = ['firefox-esr', 'webkit2gtk-driver', 'xvfb'];

/**
 * @typedef {object} Engines
 * @property {string} firefox Firefox's binary (FIREFOX_PATH when set).
 * @property {string} webkitDriver WebKitGTK's WebDriver (WEBKIT_DRIVER_PATH when set).
 * @property {string} miniBrowser The MiniBrowser the WebDriver starts (MINIBROWSER_PATH when set).
 * @property {string} xvfbRun xvfb-run, which gives the MiniBrowser a display.
 */

function first(variable, candidates) {
  const path = process.env[variable];
  if (path) {
    return existsSync(path) ? path : null;
  }
  return candidates.find((candidate) => existsSync(candidate)) ?? null;
}

/** What is found of each engine's parts, null where a part is missing. */
export function findEngines() {
  return {
    firefox: first('FIREFOX_PATH', FIREFOX),
    webkitDriver: first('WEBKIT_DRIVER_PATH', WEBKIT_DRIVER),
    miniBrowser: first('MINIBROWSER_PATH', MINI_BROWSER),
    xvfbRun: first('XVFB_RUN_PATH', XVFB_RUN),
  };
}

/** @returns {Engines} every part, installed when missing (as root on Debian); exits with a message when it cannot. */
export function ensureEngines() {
  let found = findEngines();
  if (Object.values(found).includes(null) && aptInstall(PACKAGES, { duration: 'about a minute' })) {
    found = findEngines();
  }
  const missing = Object.entries(found).filter(([, path]) => path === null);
  if (missing.length > 0) {
    console.error(
      [
        `The engine journeys need Firefox and WebKit; missing: ${missing.map(([part]) => part).join(', ')}.`,
        `  Debian/Ubuntu: sudo apt-get install ${PACKAGES.join(' ')}`,
        '  or point FIREFOX_PATH, WEBKIT_DRIVER_PATH, MINIBROWSER_PATH and XVFB_RUN_PATH at them.',
      ].join('\n'),
    );
    process.exit(1);
  }
  return /** @type {Engines} */ (found);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [part, path] of Object.entries(ensureEngines())) {
    console.log(`${part}: ${path}`);
  }
}
