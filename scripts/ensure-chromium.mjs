// Finds a Chromium: CHROME_PATH, else the usual system paths. When none is found and we run as root on Debian,
// installs one with apt-get; otherwise stops with a message saying how to get one. Prints the path it found.
//
// The browser tests (`ensureChromium({ headlessShell: true })`, scripts/e2e.mjs) prefer Chromium's headless shell,
// Debian's `chromium-headless-shell`: the same Blink and V8 without the full browser's UI layer. Measured on two cores
// (docs/testing.md, "`npm test`"), the picker's 47 journeys take 81 s instead of 93 s and 117 instead of 144 s of
// CPU; a test that only opens the picker, 1.2 instead of 1.7 s of CPU. On a machine with Chromium and no shell, as root
// on Debian, it installs the shell (about 20 s, once) and, should that fail, drives Chromium. The bench drives the full
// browser (`ensureChromium()`), the one a shopper has.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const BROWSERS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

/** CHROME_PATH when set (it must exist), else the first Chromium found: the headless shell first when asked for. */
export function findChromium({ headlessShell = false } = {}) {
  if (process.env.CHROME_PATH) {
    if (!existsSync(process.env.CHROME_PATH)) {
      throw new Error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, which does not exist.`);
    }
    return process.env.CHROME_PATH;
  }
  const candidates = headlessShell ? [HEADLESS_SHELL, ...BROWSERS] : BROWSERS;
  return candidates.find((candidate) => existsSync(candidate)) ?? null;
}

/** Installs Debian packages with apt-get, as root; false when it cannot or fails (no network, say). */
export function aptInstall(packages, { duration = 'about 20 s' } = {}) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    return false;
  }
  console.log(`Installing Debian’s ${packages.join(' ')} with apt-get (${duration}, once) ...`);
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', ...packages], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    return true;
  } catch (error) {
    console.error(`apt-get install ${packages.join(' ')} failed: ${error.message}`);
    return false;
  }
}

/**
 * The path of a Chromium to drive, installed when missing (as root on Debian). With `headlessShell`, the headless
 * shell when there is one or it can be installed, else the full browser.
 */
export function ensureChromium({ headlessShell = false } = {}) {
  const found = findChromium({ headlessShell });
  if (found && (!headlessShell || found === HEADLESS_SHELL || process.env.CHROME_PATH)) {
    return found;
  }
  if (aptInstall([headlessShell ? 'chromium-headless-shell' : 'chromium'])) {
    const installed = findChromium({ headlessShell });
    if (installed) {
      return installed;
    }
  }
  if (found) {
    console.log(`Driving ${found} instead (the browser tests take longer with it).`);
    return found;
  }
  console.error(
    [
      'The browser tests need Chromium and none was found.',
      '  Debian/Ubuntu: sudo apt-get install chromium-headless-shell (or chromium)',
      '  or point CHROME_PATH at a Chromium or Chrome binary: CHROME_PATH=/path/to/chrome npm test',
    ].join('\n'),
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(ensureChromium({ headlessShell: process.argv.includes('--headless-shell') }));
}
