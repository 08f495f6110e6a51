// `npm run release [-- --base <url>]`, after `npm run build`: the CDN folder of this version.
//
//   release/kurv/<version>/   the shipped files (the loader, lazy/, esm/, iife/, preact/, types/), integrity.json (the
//                             sha384 of every script in it) and snippet.html (the exact tags, with their hashes). Never
//                             rewritten: a second release of the same version is refused, so a page that pins a version
//                             and its hashes keeps working for as long as the folder is served.
//   release/kurv/<major>/     the same files, replaced by every release of that major: for pages that follow it
//                             unpinned (no integrity attribute can pin files that change).
//
// Refuses an unminified build (`npm start`'s, as `npm run size` does) and a dist/ whose integrity.json is not its files'
// (a build that did not end). `--base` is the CDN address the release folder is served under (default below); the
// snippets' `src` are <base><version>/… . docs/releasing.md says how a chain pins, upgrades and rolls back.
import { cpSync, existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { integrityManifest } from './integrity.mjs';
import { LEGACY_SERVE_BUILD_STAMP } from './serve-build.mjs';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Our default CDN base; a chain's CDN is given with `--base`. */
export const DEFAULT_BASE = 'https://cdn.example.no/kurv/';

/** What of dist/ a release holds: the package's shipped folders and the loader (integrity.json is written anew). */
export const RELEASED = ['kurv.js', 'kurv-reserve.css', 'lazy', 'esm', 'iife', 'preact', 'types'];

/** One stylesheet link with its pin: the reserve stylesheet (issue 38), in the page's <head> before the scripts. */
export function stylesheetTag(href, integrity) {
  return `<link rel="stylesheet" href="${href}" integrity="${integrity}" crossorigin="anonymous" />`;
}

/** The scripts a page includes itself, in the snippet: the loader first (the way docs/embedding.md recommends). */
const SNIPPET_SCRIPTS = [
  { file: 'kurv.js', note: 'The loader (React): every tag, each fetched when the page has it.' },
  { file: 'preact/kurv.js', note: 'Or the preact flavour of the loader (smaller; the same tags).' },
];

/** One classic script tag with its pin. */
export function scriptTag(src, integrity) {
  return `<script src="${src}" integrity="${integrity}" crossorigin="anonymous" defer></script>`;
}

function snippetOf(base, version, manifest) {
  const folder = `${base}${version}/`;
  const lines = [
    `<!-- Kurv ${version} (@kurv/widgets). Pinned: these files never change; docs/releasing.md says how to upgrade and roll back. -->`,
    "<!-- The tags' room before their code arrives, so the page does not move when they render (in the <head>). -->",
    stylesheetTag(`${folder}kurv-reserve.css`, manifest['kurv-reserve.css']),
  ];
  for (const { file, note } of SNIPPET_SCRIPTS) {
    lines.push(`<!-- ${note} -->`, scriptTag(`${folder}${file}`, manifest[file]));
  }
  lines.push(
    '<!-- Or one script per tag: the runtime first, pinned too (the tags fetch it unpinned otherwise), then the tags the page has. -->',
    ...Object.keys(manifest)
      .filter((file) => file.startsWith('iife/'))
      .sort((first, second) => Number(second.endsWith('kurv-runtime.js')) - Number(first.endsWith('kurv-runtime.js')))
      .map((file) => scriptTag(`${folder}${file}`, manifest[file])),
  );
  return `${lines.join('\n')}\n`;
}

function sameJson(first, second) {
  return JSON.stringify(first) === JSON.stringify(second);
}

/**
 * Writes `<out>/kurv/<version>/` and `<out>/kurv/<major>/` from `dist`; answers the versioned folder, its files' count
 * and its scripts' hashes. Throws, writing nothing, when the build is unminified or unfinished or the version exists.
 */
export function release({ dist = join(REPO_ROOT, 'dist'), out = join(REPO_ROOT, 'release'), base = DEFAULT_BASE, version }) {
  if (!/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/.test(version ?? '')) {
    throw new Error(`the version "${version}" is not semver (major.minor.patch)`);
  }
  if (!/^https?:\/\/.+\/$/.test(base) && !/^\/.*\/$/.test(base)) {
    throw new Error(`--base "${base}" must be an http(s) address or a root-relative path ending in /`);
  }
  if (existsSync(join(dist, basename(LEGACY_SERVE_BUILD_STAMP)))) {
    throw new Error('dist/ holds the unminified build of `npm start`; run `npm run build` first');
  }
  const missing = RELEASED.filter((name) => !existsSync(join(dist, name)));
  if (missing.length > 0) {
    throw new Error(`dist/ has no ${missing.join(', ')}: run \`npm run build\` first`);
  }
  const built = existsSync(join(dist, 'integrity.json')) ? JSON.parse(readFileSync(join(dist, 'integrity.json'), 'utf8')) : null;
  if (!built || !sameJson(built, integrityManifest(dist))) {
    throw new Error('dist/integrity.json is missing or not the hashes of dist/: the build did not end; run `npm run build`');
  }
  const versioned = join(out, 'kurv', version);
  if (existsSync(versioned)) {
    throw new Error(`${versioned} exists: a released version is never rewritten; raise the version (npx changeset version)`);
  }

  // Written beside, then renamed: a release that fails halfway leaves no folder of that version behind.
  const partial = `${versioned}.partial`;
  rmSync(partial, { recursive: true, force: true });
  for (const name of RELEASED) {
    cpSync(join(dist, name), join(partial, name), { recursive: true });
  }
  const manifest = integrityManifest(partial);
  writeFileSync(join(partial, 'integrity.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  writeFileSync(join(partial, 'snippet.html'), snippetOf(base, version, manifest));
  renameSync(partial, versioned);

  const majorName = version.split('.')[0];
  const major = join(out, 'kurv', majorName);
  const majorPartial = `${major}.partial`;
  rmSync(majorPartial, { recursive: true, force: true });
  cpSync(versioned, majorPartial, { recursive: true });
  writeFileSync(
    join(majorPartial, 'snippet.html'),
    `<!-- Kurv ${majorName}.x, now ${version}: this folder moves with every ${majorName}.x release, so it cannot be pinned. Pin ${base}${version}/ instead (its snippet.html). -->\n<script src="${base}${majorName}/kurv.js" crossorigin="anonymous" defer></script>\n`,
  );
  rmSync(major, { recursive: true, force: true });
  renameSync(majorPartial, major);
  return { versioned, major, manifest };
}

function argument(name) {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { version } = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8'));
  try {
    const { versioned, major, manifest } = release({ version, base: argument('--base') ?? DEFAULT_BASE });
    console.log(`release: ${versioned} (${Object.keys(manifest).length} scripts, integrity.json, snippet.html); ${major} replaced`);
  } catch (error) {
    console.error(`release: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
