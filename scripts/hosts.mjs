// `npm run hosts`, after `npm run build`: the example single-page hosts of examples/hosts/ (React 19 and Vue 3, each a
// Vite and TypeScript app of its own) built against the packed package, as a chain site installs it. Packs the package
// (as `npm run pack:check` does), and for each host: `npm ci` of its own dependencies (its package-lock.json), the
// tarball unpacked into its node_modules/@kurv/widgets (the host's package.json does not name the package, which is on
// no registry here: a chain site's names it, see each host's README.md), its type check (tsc, vue-tsc), and `vite build`
// into its dist/, which the simulator serves at /hosts/<name>/ (packages/platform-sim/src/http/static-roots.ts) for the
// browser test tests/e2e/host-page/typed-hosts.spec.ts. Prints each step's time; stops at the first that fails.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { packPackage, packProblem, unpackInto } from './pack-check.mjs';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Each host's folder under examples/hosts/ and its type check. */
const HOSTS = [
  { name: 'react', typeCheck: ['npx', 'tsc', '-p', 'tsconfig.json', '--noEmit'] },
  { name: 'vue', typeCheck: ['npx', 'vue-tsc', '-p', 'tsconfig.json', '--noEmit'] },
];

const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

function fail(message) {
  console.error(`hosts: ${message}`);
  process.exit(1);
}

/** Runs a command in a host's folder; its output is printed only when it fails. Answers how long it took. */
function run(host, what, [command, ...args]) {
  const started = performance.now();
  const done = spawnSync(command, args, { cwd: host, encoding: 'utf8' });
  if (done.status !== 0) {
    fail(`${what} failed in ${host}:\n${done.stdout}${done.stderr}`);
  }
  return seconds(started);
}

function main() {
  const started = performance.now();
  const problem = packProblem(JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')));
  if (problem !== null) {
    fail(problem);
  }
  const work = mkdtempSync(join(tmpdir(), 'kurv-hosts-'));
  try {
    const packed = packPackage(work);
    console.log(`packed ${packed.filename} (${seconds(started)})`);
    for (const { name, typeCheck } of HOSTS) {
      const host = join(REPO_ROOT, 'examples/hosts', name);
      const install = run(host, 'npm ci', ['npm', 'ci', '--prefer-offline', '--ignore-scripts', '--no-audit', '--no-fund']);
      unpackInto(packed.tarball, host);
      const checked = run(host, 'the type check', typeCheck);
      const built = run(host, 'vite build', ['npx', 'vite', 'build', '--logLevel', 'warn']);
      console.log(`${name}: npm ci ${install}, type check ${checked} (no error), vite build ${built} into examples/hosts/${name}/dist/`);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  console.log(`the example hosts are built against the packed package (${seconds(started)})`);
}

main();
