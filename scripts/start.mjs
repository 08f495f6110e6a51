// `npm start`: builds what the example pages load, then serves them with the platform simulator on
// http://localhost:4173 (PORT overrides). `--build-only` builds and stops (`npm run test:quick`'s smoke journeys).
//
// The build for serving is rollup.config.mjs with KURV_BUILD=serve: not minified and without the React floor, so a fresh
// clone serves sooner. It writes into a folder of its own, build/serve/, which this simulator serves as /dist/
// (KURV_DIST_ROOT): dist/ keeps the shipped build of `npm run build`, which the size budgets, the bench, the package
// and the release use (issue 37). It runs group by group (the config's `buildGroups`) and prints each as it goes; a
// group is rebuilt only when a file it was built from changed since the last start (build/serve/.serve-build.json keeps
// their hashes), or when the config (or a plugin of it in scripts/rollup/), the lock file or the TypeScript settings did.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { SERVE_BUILD_DIR, SERVE_BUILD_STAMP } from './serve-build.mjs';

process.env.KURV_BUILD = 'serve';
const { rollup } = await import('rollup');
const { buildGroups } = await import('../rollup.config.mjs');

/** Files that change every group's output: the config and its plugins (scripts/rollup/) among them. */
const SHARED_INPUTS = [
  'rollup.config.mjs',
  ...readdirSync('scripts/rollup')
    .sort()
    .map((file) => `scripts/rollup/${file}`),
  'package-lock.json',
  'tsconfig.json',
  'scripts/runtime-bootstrap.mjs',
  'scripts/integrity.mjs',
];

const hashOf = (path) => (existsSync(path) ? createHash('sha1').update(readFileSync(path)).digest('hex') : 'missing');
const sharedHash = createHash('sha1').update(SHARED_INPUTS.map(hashOf).join(',')).digest('hex');

function readStamp() {
  try {
    const stamp = JSON.parse(readFileSync(SERVE_BUILD_STAMP, 'utf8'));
    return stamp.sharedHash === sharedHash ? stamp : null;
  } catch {
    return null;
  }
}

/** Why a group must be built, or null when its outputs are there and none of its sources changed. */
function staleReason(group, stamp) {
  const built = stamp?.groups?.[group.name];
  if (!built) {
    return stamp ? 'not built yet' : 'no serving build yet';
  }
  if (group.outputs.some((output) => !existsSync(output))) {
    return 'output missing';
  }
  const changed = Object.entries(built.files).filter(([file, hash]) => hashOf(file) !== hash);
  if (changed.length > 0) {
    return `changed: ${changed
      .slice(0, 3)
      .map(([file]) => file)
      .join(', ')}${changed.length > 3 ? ` and ${changed.length - 3} more` : ''}`;
  }
  return null;
}

const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function buildGroup(group) {
  for (const output of group.outputs) {
    rmSync(output, { recursive: true, force: true });
  }
  const files = new Set();
  for (const { output, ...input } of group.builds) {
    const started = performance.now();
    const target = output.file ?? output.dir;
    process.stdout.write(`  ${target} ...`);
    const bundle = await rollup(input);
    await bundle.write(output);
    for (const file of bundle.watchFiles) {
      // node_modules is covered by the lock file; rollup's virtual modules are not files.
      if (!file.includes('node_modules') && !file.startsWith('\0') && existsSync(file)) {
        files.add(relative('.', resolve(file)));
      }
    }
    await bundle.close();
    process.stdout.write(` ${seconds(started)}\n`);
  }
  return { files: Object.fromEntries([...files].sort().map((file) => [file, hashOf(file)])) };
}

const started = performance.now();
const stamp = readStamp();
if (!stamp) {
  // An older serving build may be in build/serve/: start from an empty folder, as the shipped build does.
  rmSync(SERVE_BUILD_DIR, { recursive: true, force: true });
  mkdirSync(SERVE_BUILD_DIR, { recursive: true });
}
const groups = { ...(stamp?.groups ?? {}) };
// A group's later builds read what its earlier ones collected, and the loader embeds the lazy files' names: a group is
// built whole, in the config's order.
for (const group of buildGroups) {
  const reason = staleReason(group, stamp);
  if (reason === null) {
    console.log(`Up to date: ${group.name}`);
    continue;
  }
  console.log(`Building ${group.name} (${reason}):`);
  groups[group.name] = await buildGroup(group);
  writeFileSync(SERVE_BUILD_STAMP, `${JSON.stringify({ sharedHash, groups }, null, 1)}\n`);
}
if (process.argv.includes('--build-only')) {
  // `npm run test:quick` builds what the example pages load and drives them itself.
  console.log(`Build ready in ${seconds(started)}.`);
  process.exit(0);
}
console.log(`Build ready in ${seconds(started)}; starting the simulator ...`);

const server = spawn(process.execPath, ['--import', 'tsx', 'packages/platform-sim/src/serve.ts'], {
  stdio: 'inherit',
  env: { ...process.env, KURV_DIST_ROOT: SERVE_BUILD_DIR },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code) => process.exit(code ?? 0));
