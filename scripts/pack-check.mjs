// `npm run pack:check`, after `npm run build`: packs the package as `npm publish` would, installs the tarball into a
// small TypeScript host of its own (tests/pack/: React 19's types, the typed tags, window.kurv and window.kurvSettings,
// imported by the package's name) in a temporary folder, and type-checks the host there. Checks first that every target
// of package.json's `exports` is a file of the build. Prints the tarball's size and file count, and how long it took.
//
// The install is `npm install --offline` of the tarball (no registry is asked: the package's dependencies come from
// npm's cache); when that fails (a cold cache), the tarball is unpacked into the host's node_modules/@kurv/widgets, as
// npm would put it, and the check goes on: what is checked is the tarball's contents and its package.json.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { LEGACY_SERVE_BUILD_STAMP } from './serve-build.mjs';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Every file target of a package.json's `exports` map (conditions included), in the map's order, without repeats. */
export function exportTargets(packageJson) {
  const targets = [];
  const walk = (value) => {
    if (typeof value === 'string') {
      targets.push(value);
    } else if (value && typeof value === 'object') {
      for (const inner of Object.values(value)) {
        walk(inner);
      }
    }
  };
  walk(packageJson.exports);
  return [...new Set(targets)];
}

/** The targets of `exports` (a pattern's folder) that are not in the repository: empty after a full build. */
export function missingExportTargets(packageJson, root = REPO_ROOT) {
  return exportTargets(packageJson).filter((target) => {
    const path = join(root, target.replace(/\*$/, ''));
    return !(existsSync(path) && (target.endsWith('*') ? statSync(path).isDirectory() : statSync(path).isFile()));
  });
}

/**
 * Why the repository's build cannot be packed (`npm start`'s unminified build in dist/, or targets of `exports` missing),
 * or null when it can.
 */
export function packProblem(packageJson, root = REPO_ROOT) {
  if (existsSync(join(root, LEGACY_SERVE_BUILD_STAMP))) {
    return 'dist/ holds the unminified build of `npm start`; run `npm run build` first.';
  }
  const missing = missingExportTargets(packageJson, root);
  if (missing.length > 0) {
    return `these targets of package.json's exports are not built: ${missing.join(', ')} (run \`npm run build\`)`;
  }
  return null;
}

/** Packs the package as `npm publish` would into the folder `destination`: npm's account of it, with the tarball's path. */
export function packPackage(destination) {
  const answer = execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', destination], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  const [packed] = JSON.parse(answer);
  return { ...packed, tarball: join(destination, packed.filename) };
}

/** Unpacks a tarball of the package where npm would install it: `<host>/node_modules/@kurv/widgets` (anything there goes). */
export function unpackInto(tarball, host) {
  const target = join(host, 'node_modules/@kurv/widgets');
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '-C', target, '--strip-components=1']);
}

function fail(message) {
  console.error(`pack:check: ${message}`);
  process.exit(1);
}

function main() {
  const started = performance.now();
  const packageJson = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8'));
  const problem = packProblem(packageJson);
  if (problem !== null) {
    fail(problem);
  }

  const work = mkdtempSync(join(tmpdir(), 'kurv-pack-check-'));
  try {
    const packed = packPackage(work);
    const { tarball } = packed;
    console.log(
      `packed ${packed.name}@${packed.version}: ${packed.entryCount} files, ${(packed.size / 1024).toFixed(1)} KB (unpacked ${(packed.unpackedSize / 1024).toFixed(1)} KB)`,
    );

    const host = join(work, 'host');
    cpSync(join(REPO_ROOT, 'tests/pack'), host, { recursive: true });
    const install = spawnSync('npm', ['install', '--no-save', '--offline', '--ignore-scripts', '--no-audit', '--no-fund', tarball], {
      cwd: host,
      encoding: 'utf8',
    });
    let how = 'npm install --offline';
    if (install.status !== 0) {
      // A cold npm cache: unpack the tarball where npm puts it.
      const reason = install.stderr.split('\n').find((line) => line.startsWith('npm error') && !line.includes('code ')) ?? install.stderr;
      how = `unpacked (npm install --offline failed: ${reason.replace(/^npm error /, '').trim()})`;
      unpackInto(tarball, host);
    }
    // React 19's types as the host's `react` (the repository keeps them as @types/react-19 beside React 18's).
    mkdirSync(join(host, 'node_modules/@types'), { recursive: true });
    rmSync(join(host, 'node_modules/@types/react'), { recursive: true, force: true });
    symlinkSync(join(REPO_ROOT, 'node_modules/@types/react-19'), join(host, 'node_modules/@types/react'), 'dir');
    console.log(`installed into the host: ${how}`);

    const tsc = spawnSync(process.execPath, [join(REPO_ROOT, 'node_modules/typescript/bin/tsc'), '-p', host], { encoding: 'utf8' });
    if (tsc.status !== 0) {
      fail(`the host does not type-check against the packed package:\n${tsc.stdout}${tsc.stderr}`);
    }
    console.log(`the host type-checks against ${packed.filename} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main();
}
