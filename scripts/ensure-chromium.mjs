// Finds a Chromium for the browser tests: CHROME_PATH, else the usual system paths. When none is
// found and we run as root on Debian, installs Debian's `chromium` with apt-get; otherwise stops
// with a message saying how to get one. Prints the path it found.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

export function findChromium() {
  if (process.env.CHROME_PATH) {
    if (!existsSync(process.env.CHROME_PATH)) {
      throw new Error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, which does not exist.`);
    }
    return process.env.CHROME_PATH;
  }
  return candidates.find((candidate) => existsSync(candidate)) ?? null;
}

export function ensureChromium() {
  const found = findChromium();
  if (found) {
    return found;
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('No Chromium found: installing Debian’s chromium with apt-get (about 30 s) ...');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    const installed = findChromium();
    if (installed) {
      return installed;
    }
  }
  console.error(
    [
      'The browser tests need Chromium and none was found.',
      '  Debian/Ubuntu: sudo apt-get install chromium',
      '  or point CHROME_PATH at a Chromium or Chrome binary: CHROME_PATH=/path/to/chrome npm test',
    ].join('\n'),
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(ensureChromium());
}
