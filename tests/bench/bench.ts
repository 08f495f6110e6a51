/**
 * `npm run bench`: Kurv against a bare React root and two peer libraries, in one headless Chromium launch.
 *
 * 1. Bytes shipped (gzip -9): Kurv's entries and budgets from build/size-report.json, the React floor, the bare React
 *    root's bundle, the peers' shipped files, and the scripts each peer's page really fetched in the browser.
 * 2. Time from navigation to all four elements rendered on the example page, with the React build and with the preact
 *    build (`dist/preact/`), against a bare React root rendering the same containers (median of BENCH_RUNS runs, fresh
 *    context each), at full speed and with 4× CPU slowdown.
 * 3. Platform requests of the example page with one element and with all four: they must be equal (exit code 1 if not).
 * 4. React commits per element for one add to cart, counted through the React DevTools hook.
 * 5. The waterfall of one cold load of the example page: each request (module files, platform calls) with when it was
 *    asked for, sent and done, in ms from navigation start, and the HTTP connection it went over.
 * 6. Core Web Vitals (vitals.ts): CLS per example chain page and width with Kurv's share, INP per interaction, LCP and
 *    TBT with and without Kurv, for both builds (BENCH_VITALS_RUNS; BENCH_ONLY=vitals runs this section alone).
 * 7. The page of 200 products against the 12-product page (many-products.ts): first buttons, product calls, scrolling
 *    and memory, for both builds (BENCH_MANY_RUNS; BENCH_ONLY=many runs this section alone).
 *
 * Starts the platform simulator on BENCH_PORT (default 4290, or the next free port), its clock at the tests' pinned
 * instant, and stops it at the end. Prints a table per section and writes tests/bench/results.json. Each measurement
 * opens a fresh context with no route: the browser reaches nothing but this machine (BENCH_CHROMIUM_ARGS), and its
 * requests go as a page's do, not through the test process.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium, type Page, type Route } from '@playwright/test';
import { build, type Plugin } from 'esbuild';
import { CHROMIUM_ARGS } from '../chromium-args';
import { testNow } from '../test-clock';
import { BARE_ROOT_ID, BARE_TAG_ATTRIBUTE, KURV_TAGS } from './bench-contract';
import { trackNetwork, waitForQuiet } from './bench-network';
import type { BenchWindow, RenderProbeMode } from './bench-page-probes';
import { median, printTable } from './bench-table';
import { manyProductsPages, runManyProducts } from './many-products';
import { runVitals, vitalsPages } from './vitals';

const benchDir = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(benchDir, '..', '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const FIRST_PORT = Number(process.env.BENCH_PORT ?? 4290);
const CPU_SLOWDOWN = 4;
/** How long the network must stay quiet before a page counts as settled. */
const QUIET_MS = 1000;
const PEER_ORIGIN = 'http://bench.local';
/**
 * The bench's own pages, written to BENCH_PAGES_DIR and served by the simulator under this prefix (EXTRA_STATIC_ROOT),
 * from the same origin and server as the example pages and dist/. Not answered by a Playwright route: with one, Chromium
 * passes every request of the context through the test process (about 20 ms of the Kurv page's 300 at 1× CPU).
 */
const BENCH_PAGES_PREFIX = '/bench/';
const BENCH_PAGES_DIR = join(repoRoot, 'build', 'bench-pages');
const BARE_PAGE_PATH = '/bench/bare-root.html';
const BARE_SCRIPT_PATH = '/bench/bare-root.js';
const ONE_ELEMENT_PAGE_PATH = '/bench/one-element.html';
/** The example page with the preact flavour's loader (`/dist/preact/kurv.js`, which fetches `/dist/preact/lazy/`). */
const PREACT_PAGE_PATH = '/bench/preact.html';
/**
 * The element the one-element page keeps: one add-to-cart button (the example page's first). Its products request asks
 * for one EAN where the full page asks for twelve, which the store batches into one request: the same requests.
 */
const ONE_ELEMENT_TAG = 'add-to-cart-button';
/** Loads of each page for the request counts: the products batch depends on timing, so one load can hide a split. */
const REQUEST_RUNS = Number(process.env.BENCH_REQUEST_RUNS ?? 3);
/**
 * The browser tests' flags, and every host name but the simulator's left unresolved: the bench reaches nothing outside
 * this machine. The peers' pages, on their fake origin, are answered by routes before any name is looked up.
 */
const BENCH_CHROMIUM_ARGS = [...CHROMIUM_ARGS, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'];
/**
 * BENCH_ONLY=vitals runs only the Core Web Vitals section (vitals.ts), BENCH_ONLY=many only the 200-product page's
 * (many-products.ts); each updates its own key of results.json.
 */
const ONLY = process.env.BENCH_ONLY ?? '';
const MEDIAN_METHOD = 'middle value of the sorted runs (mean of the two middle values for an even count)';

/** One row of the bytes table. */
interface ByteRow {
  name: string;
  files: string[];
  bytes: number;
  gzip: number;
  limit?: number | null;
}

/** The parts of build/size-report.json (scripts/size.mjs) the bench reads. */
interface SizeReport {
  files: { file: string; bytes: number; gzip: number }[];
  scriptTagPage: { file: string; bytes: number; gzip: number };
  floor: { file: string; bytes: number; gzip: number };
  budgets: { name: string; files: string[]; bytes: number; gzip: number; limit: number }[];
}

/** One script a peer's page fetched, as the page received it. */
interface FetchedFile {
  path: string;
  bytes: number;
  gzip: number;
}

/** What a peer's page fetched and showed in the browser. */
interface PeerBrowserResult {
  name: string;
  scripts: FetchedFile[];
  otherFiles: FetchedFile[];
  jsBytes: number;
  jsGzip: number;
  blockedRequests: string[];
  pageErrors: string[];
  rendered: string;
}

/** Render times of one page at one CPU rate. */
/**
 * The pages the render times compare: the example page on the React build (`/`, as the simulator serves it), the same
 * page on the preact build (its loader from `dist/preact/`), and the bare React root.
 */
type RenderPage = 'kurv' | 'kurv-preact' | 'bare';
const RENDER_PAGES: readonly RenderPage[] = ['kurv', 'kurv-preact', 'bare'];

interface RenderTimes {
  page: RenderPage;
  cpuSlowdown: number;
  runsMs: number[];
  medianMs: number;
  minMs: number;
  maxMs: number;
  elementCount: number;
  /** Uncaught errors in any run of the page (first line each). */
  pageErrors: string[];
}

/** Counts of platform requests per `METHOD /api/path`. */
type RequestCounts = Record<string, number>;

const kilobytes = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
const gzipSize = (content: Buffer | string): number => gzipSync(content, { level: 9 }).length;
const sleep = (ms: number): Promise<void> => new Promise((resolveSleep) => setTimeout(resolveSleep, ms));
const round = (value: number): number => Math.round(value * 10) / 10;

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolveFree) => {
    const server = createServer();
    server.once('error', () => resolveFree(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolveFree(true)));
  });
}

async function findFreePort(first: number): Promise<number> {
  for (let port = first; port < first + 20; port++) {
    if (await isPortFree(port)) {
      return port;
    }
  }
  throw new Error(`No free port from ${first} to ${first + 19}; set BENCH_PORT`);
}

/** Starts the platform simulator (examples, dist, the fake API) on the port and waits until its control API answers. */
async function startSimulator(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/platform-sim/src/serve.ts'], {
    cwd: repoRoot,
    // The tests' pinned instant (tests/test-clock.json): the same stores, windows and prices on every day the bench runs.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SIM_NOW: testNow(),
      EXTRA_STATIC_ROOT: `${BENCH_PAGES_PREFIX}=${BENCH_PAGES_DIR}`,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errorOutput = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errorOutput += chunk.toString();
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The simulator stopped at start (exit ${child.exitCode}):\n${errorOutput}`);
    }
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/__sim/state`);
      if (answer.ok) {
        return child;
      }
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  child.kill('SIGTERM');
  throw new Error(`The simulator did not answer on port ${port} within 30 s:\n${errorOutput}`);
}

function stopSimulator(child: ChildProcess | null): void {
  if (child !== null && child.exitCode === null && child.signalCode === null) {
    child.kill('SIGTERM');
  }
}

async function resetSimulator(origin: string): Promise<void> {
  const answer = await fetch(`${origin}/__sim/reset`, { method: 'POST' });
  if (!answer.ok) {
    throw new Error(`POST /__sim/reset answered ${answer.status}`);
  }
}

/** The Chromium to drive: CHROME_PATH, else what scripts/ensure-chromium.mjs finds (or installs). */
async function chromiumPath(): Promise<string> {
  if (process.env.CHROME_PATH) {
    return process.env.CHROME_PATH;
  }
  const finder = (await import(new URL('../../scripts/ensure-chromium.mjs', import.meta.url).href)) as { ensureChromium: () => string };
  return finder.ensureChromium();
}

/** Builds dist/ and the size report when either is missing (a fresh clone); otherwise measures what is there. */
/** Whether some script in dist/ is newer than build/size-report.json (a build since the last `npm run size`). */
function sizeReportIsStale(): boolean {
  const reportTime = statSync(join(repoRoot, 'build', 'size-report.json')).mtimeMs;
  const scripts = readdirSync(join(repoRoot, 'dist'), { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.js'));
  return scripts.some((file) => statSync(join(repoRoot, 'dist', file)).mtimeMs > reportTime);
}

function ensureBuild(): void {
  const reportPath = join(repoRoot, 'build', 'size-report.json');
  // `npm start` leaves an unminified build, marked by its stamp (scripts/serve-build.mjs): the bench measures the shipped one.
  const serveBuild = existsSync(join(repoRoot, 'dist', '.serve-build.json'));
  const built = existsSync(join(repoRoot, 'dist', 'kurv.js')) && existsSync(join(repoRoot, 'dist', 'preact', 'kurv.js'));
  if (!serveBuild && built && existsSync(reportPath)) {
    return;
  }
  console.log(
    serveBuild
      ? 'dist/ holds the serving build of npm start: building the shipped one first ...'
      : 'dist/ (with its preact flavour) or build/size-report.json is missing: building first ...',
  );
  execFileSync('node', ['scripts/build.mjs'], { cwd: repoRoot, stdio: 'inherit' });
  execFileSync(process.execPath, ['scripts/size.mjs'], { cwd: repoRoot, stdio: 'ignore' });
}

/**
 * Marks Kurv's own packages free of import side effects, as rollup.config.mjs does for the shipped build: without it
 * esbuild keeps every module the package indexes reach, and the baseline would carry code Kurv does not ship.
 */
const workspaceSideEffectFree: Plugin = {
  name: 'bench-workspace-side-effect-free',
  setup(bundler) {
    bundler.onResolve({ filter: /.*/ }, async (args) => {
      if (args.pluginData === 'bench-inner-resolve' || args.kind === 'entry-point') {
        return undefined;
      }
      const resolved = await bundler.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: 'bench-inner-resolve',
      });
      if (resolved.errors.length === 0 && /[/\\]packages[/\\](core|ui|elements)[/\\]src[/\\]/.test(resolved.path)) {
        return { path: resolved.path, sideEffects: false };
      }
      return undefined;
    });
  },
};

/** Bundles a script for the browser with esbuild: minified, production React, automatic JSX. */
async function bundleForBrowser(entry: { file: string } | { source: string }, minify: boolean): Promise<string> {
  const result = await build({
    ...('file' in entry ? { entryPoints: [entry.file] } : { stdin: { contents: entry.source, resolveDir: benchDir, loader: 'ts' } }),
    absWorkingDir: repoRoot,
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify,
    jsx: 'automatic',
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [workspaceSideEffectFree],
    logLevel: 'silent',
  });
  const output = result.outputFiles[0];
  if (output === undefined) {
    throw new Error('esbuild wrote no output');
  }
  return output.text;
}

/** The in-page probe scripts, bundled so no helper of the TypeScript runner leaks into the page. */
async function buildProbeScripts(): Promise<{ renderProbe: Record<RenderProbeMode, string>; commitCounter: string }> {
  const probe = (call: string) => bundleForBrowser({ source: `import * as probes from './bench-page-probes';\nprobes.${call};` }, false);
  return {
    renderProbe: { elements: await probe("installRenderProbe('elements')"), bare: await probe("installRenderProbe('bare')") },
    commitCounter: await probe('installCommitCounter()'),
  };
}

/** The example page's pieces the bench's own pages are made of. */
interface ExamplePage {
  html: string;
  head: string;
  eans: string[];
}

function readExamplePage(): ExamplePage {
  const html = readFileSync(join(repoRoot, 'examples', 'index.html'), 'utf8');
  const head = /<head>[\s\S]*<\/head>/.exec(html)?.[0];
  if (head === undefined || !head.includes('window.kurvSettings')) {
    throw new Error('examples/index.html has no <head> with window.kurvSettings');
  }
  const eans = Array.from(html.matchAll(/<add-to-cart-button[^>]*\sean="(\d+)"/g), (match) => match[1] ?? '');
  for (const tag of KURV_TAGS) {
    if (!html.includes(`<${tag}`)) {
      throw new Error(`examples/index.html has no <${tag}>: the bench needs all four tags on it`);
    }
  }
  return { html, head, eans };
}

/**
 * The bare page: the example page itself (its settings, styles, scripts and its own markup around the elements) without
 * Kurv's scripts, each Kurv tag swapped for a placeholder `div` naming it (BARE_TAG_ATTRIBUTE, and `data-ean` for a
 * button), and the bare root's element before `</body>`. Both pages then lay out the same page around the same views.
 * (Until 2026-11-25 the bare page was the head and one root div only, without the page's own markup, whose layout the
 * Kurv page paid alone: about 60 ms at 1× CPU of a 250 ms load.)
 */
function barePageHtml(example: ExamplePage): string {
  let html = example.html
    .replace(/[ \t]*<script\b[^>]*\ssrc="\/dist\/[^"]*"[^>]*><\/script>\n?/g, '')
    .replace('</head>', `  <script src="${BARE_SCRIPT_PATH}" defer></script>\n  </head>`)
    .replace('</body>', `  <div id="${BARE_ROOT_ID}"></div>\n  </body>`);
  for (const tag of KURV_TAGS) {
    html = html.replace(new RegExp(`<${tag}((?:\\s[^>]*)?)></${tag}>`, 'g'), (_element, attributes: string) => {
      const ean = /\sean="(\d+)"/.exec(attributes)?.[1];
      return `<div ${BARE_TAG_ATTRIBUTE}="${tag}"${ean === undefined ? '' : ` data-ean="${ean}"`}></div>`;
    });
  }
  const left = KURV_TAGS.filter((tag) => html.includes(`<${tag}`));
  if (left.length > 0) {
    throw new Error(`examples/index.html: the bare page could not swap every <${left.join('>, <')}> for a placeholder`);
  }
  return html;
}

/** The preact page: the example page itself, its loader the preact flavour's (served from `dist/preact/` by the simulator). */
function preactPageHtml(example: ExamplePage): string {
  const loader = '<script src="/dist/kurv.js" defer></script>';
  if (!example.html.includes(loader)) {
    throw new Error(`examples/index.html has no ${loader}: the preact page swaps it for the preact flavour's`);
  }
  return example.html.replace(loader, '<script src="/dist/preact/kurv.js" defer></script>');
}

/** The one-element page: the example page's head unchanged, and a body with only the one element. */
function oneElementPageHtml(example: ExamplePage): string {
  const element = `<${ONE_ELEMENT_TAG} ean="${example.eans[0] ?? ''}"></${ONE_ELEMENT_TAG}>`;
  return `<!doctype html>\n<html lang="nb">\n  ${example.head}\n  <body>\n    ${element}\n  </body>\n</html>\n`;
}

/** Writes the bench's own pages where the simulator serves them (BENCH_PAGES_PREFIX). */
function writeBenchPages(benchFiles: Record<string, string>): void {
  rmSync(BENCH_PAGES_DIR, { recursive: true, force: true });
  mkdirSync(BENCH_PAGES_DIR, { recursive: true });
  for (const [path, body] of Object.entries(benchFiles)) {
    writeFileSync(join(BENCH_PAGES_DIR, path.slice(BENCH_PAGES_PREFIX.length)), body);
  }
}

// ---- 1. Bytes -------------------------------------------------------------------------------------------------------

function fileRow(name: string, files: string[]): ByteRow {
  const contents = files.map((file) => readFileSync(join(repoRoot, file)));
  return {
    name,
    files,
    bytes: contents.reduce((total, content) => total + content.length, 0),
    gzip: contents.reduce((total, content) => total + gzipSize(content), 0),
  };
}

/** Kurv's rows: the loader and per-tag entries, the budgets, the script-tag page, the floor. */
function kurvByteRows(report: SizeReport): ByteRow[] {
  const entries = report.files
    .filter((row) => row.file === 'dist/kurv.js' || row.file.startsWith('dist/iife/'))
    .map((row) => ({ name: row.file, files: [row.file], bytes: row.bytes, gzip: row.gzip }));
  const budgets = report.budgets.map((budget) => ({
    name: `budget: ${budget.name}`,
    files: budget.files,
    bytes: budget.bytes,
    gzip: budget.gzip,
    limit: budget.limit,
  }));
  const page = [{ name: report.scriptTagPage.file, files: [], bytes: report.scriptTagPage.bytes, gzip: report.scriptTagPage.gzip }];
  const floor = { name: report.floor.file, files: ['build/floor/react-floor.js'], bytes: report.floor.bytes, gzip: report.floor.gzip };
  return [...entries, ...budgets, ...page, floor];
}

/** The peers' own folder (tests/bench/peers), installed on the bench's first run (`ensurePeers`). */
const PEERS_DIR = 'tests/bench/peers';
const DROP_IN_DIR = `${PEERS_DIR}/node_modules/@commercelayer/drop-in.js/dist/drop-in`;
const DROP_IN_ENTRY = `${DROP_IN_DIR}/drop-in.esm.js`;
const DROP_IN_TAGS = ['cl-add-to-cart', 'cl-cart', 'cl-cart-link', 'cl-cart-count'];
const BUY_BUTTON_MIN = `${PEERS_DIR}/node_modules/@shopify/buy-button-js/dist/buybutton.min.js`;
const BUY_BUTTON_UMD = `${PEERS_DIR}/node_modules/@shopify/buy-button-js/lib/buybutton.umd.js`;

/**
 * Installs the two peers in their folder when they are missing. They are not the project's dev dependencies: drop-in.js
 * asks for Node 22, and `npm install` of the project stays free of engine warnings on Node 20.
 */
function ensurePeers(): void {
  if (existsSync(join(repoRoot, PEERS_DIR, 'node_modules', '@shopify', 'buy-button-js', 'package.json'))) {
    return;
  }
  console.log(`Installing the two peers the bench compares with (${PEERS_DIR}) ...`);
  execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--ignore-scripts'], { cwd: join(repoRoot, PEERS_DIR), stdio: 'inherit' });
}

/** The files a module imports statically (`import … from "./x.js"`, `export … from "./x.js"`), transitively. */
function staticImportClosure(folder: string, file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) {
    return seen;
  }
  seen.add(file);
  const source = readFileSync(join(repoRoot, folder, file), 'utf8');
  for (const match of source.matchAll(/(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([^"']+)["']/g)) {
    if (match[1] !== undefined) {
      staticImportClosure(folder, match[1], seen);
    }
  }
  return seen;
}

/**
 * The chunks drop-in.js's Stencil loader loads for the given tags: its lazy table lists `["p-<id>", [[flags, "tag", …`
 * per bundle; a bundle whose part of the table names one of the tags is loaded (`p-<id>.entry.js`), with its imports.
 */
function dropInChunksFor(tags: readonly string[]): string[] {
  const loader = readFileSync(join(repoRoot, DROP_IN_ENTRY), 'utf8');
  const bundles = Array.from(loader.matchAll(/\["(p-[\w-]+)",\[\[/g));
  const needed = new Set<string>(staticImportClosure(DROP_IN_DIR, 'drop-in.esm.js'));
  bundles.forEach((bundle, index) => {
    const end = bundles[index + 1]?.index ?? loader.length;
    const part = loader.slice(bundle.index, end);
    if (tags.some((tag) => part.includes(`"${tag}"`))) {
      staticImportClosure(DROP_IN_DIR, `${bundle[1]}.entry.js`, needed);
    }
  });
  return [...needed].map((file) => `${DROP_IN_DIR}/${file}`);
}

function peerByteRows(): ByteRow[] {
  const dropInFiles = dropInChunksFor(DROP_IN_TAGS);
  const allDropInJs = readdirSync(join(repoRoot, DROP_IN_DIR)).filter((file) => file.endsWith('.js'));
  return [
    fileRow('@shopify/buy-button-js 3.0.6: dist/buybutton.min.js (minified script tag)', [BUY_BUTTON_MIN]),
    fileRow('@shopify/buy-button-js 3.0.6: lib/buybutton.umd.js (npm main, unminified UMD)', [BUY_BUTTON_UMD]),
    fileRow('@commercelayer/drop-in.js 2.27.0: drop-in.esm.js (lazy Stencil loader entry only)', [DROP_IN_ENTRY]),
    fileRow(
      `@commercelayer/drop-in.js 2.27.0: entry + the lazy chunks for ${DROP_IN_TAGS.join(', ')} (${dropInFiles.length} files)`,
      dropInFiles,
    ),
    fileRow(
      `@commercelayer/drop-in.js 2.27.0: every .js of dist/drop-in (${allDropInJs.length} files)`,
      allDropInJs.map((file) => `${DROP_IN_DIR}/${file}`),
    ),
  ];
}

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
};

/** A peer's page on a fake origin: the page from memory, its files from the peers' node_modules, every other request aborted. */
interface PeerPage {
  name: string;
  html: string;
  /** Describes in words what the page showed once it settled. */
  describeRendered: (page: Page) => Promise<string>;
}

async function measurePeerInBrowser(browser: Browser, peer: PeerPage): Promise<PeerBrowserResult> {
  const context = await browser.newContext();
  const fetched: FetchedFile[] = [];
  const blocked: string[] = [];
  const pageErrors: string[] = [];
  const modulesRoot = join(repoRoot, PEERS_DIR, 'node_modules') + sep;
  await context.route('**/*', (route: Route) => {
    const url = new URL(route.request().url());
    if (url.origin !== PEER_ORIGIN) {
      blocked.push(`${route.request().method()} ${url.origin}${url.pathname}`);
      return route.abort('blockedbyclient');
    }
    if (url.pathname === '/') {
      return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: peer.html });
    }
    const file = resolve(repoRoot, `.${decodeURIComponent(url.pathname)}`);
    if (!file.startsWith(modulesRoot) || !existsSync(file)) {
      blocked.push(`${route.request().method()} ${url.pathname} (not in node_modules)`);
      return route.fulfill({ status: 404, body: 'not found' });
    }
    const body = readFileSync(file);
    fetched.push({ path: relative(repoRoot, file), bytes: body.length, gzip: gzipSize(body) });
    const extension = file.slice(file.lastIndexOf('.'));
    return route.fulfill({ status: 200, contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream', body });
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message.split('\n')[0] ?? ''));
  const network = trackNetwork(page);
  try {
    await page.goto(`${PEER_ORIGIN}/`, { waitUntil: 'load' });
    await waitForQuiet(network, QUIET_MS);
    const rendered = await peer.describeRendered(page);
    const scripts = fetched.filter((file) => /\.m?js$/.test(file.path));
    return {
      name: peer.name,
      scripts,
      otherFiles: fetched.filter((file) => !/\.m?js$/.test(file.path)),
      jsBytes: scripts.reduce((total, file) => total + file.bytes, 0),
      jsGzip: scripts.reduce((total, file) => total + file.gzip, 0),
      blockedRequests: [...new Set(blocked)],
      pageErrors: [...new Set(pageErrors)],
      rendered,
    };
  } finally {
    await context.close();
  }
}

/** buy-button-js as its docs embed it: the script, a client, the UI, one product component (which brings the cart). */
const buyButtonPage: PeerPage = {
  name: '@shopify/buy-button-js (product + cart)',
  html: `<!doctype html>
<html lang="nb">
  <head><meta charset="utf-8" /><title>buy-button-js</title></head>
  <body>
    <div id="product-component"></div>
    <script src="/${BUY_BUTTON_MIN}"></script>
    <script>
      var client = ShopifyBuy.buildClient({ domain: 'bench-shop.myshopify.com', storefrontAccessToken: 'bench-token' });
      var ui = ShopifyBuy.UI.init(client);
      ui.createComponent('product', { id: '1', node: document.getElementById('product-component') });
    </script>
  </body>
</html>
`,
  describeRendered: async (page) => {
    const frames = page.frames().length - 1;
    const buttons = await page.getByRole('button').count();
    const productChildren = await page.locator('#product-component > *').count();
    return buttons > 0
      ? `rendered: ${buttons} button(s), ${frames} iframe(s)`
      : `not rendered offline: ${productChildren} node(s) in the product mount, ${frames} iframe(s), no button (needs the Storefront API)`;
  },
};

/** drop-in.js as its docs embed it: the config, the loader (an ES module), its CSS, the cart link, cart and a button. */
const dropInPage: PeerPage = {
  name: '@commercelayer/drop-in.js (add to cart + cart)',
  html: `<!doctype html>
<html lang="nb">
  <head>
    <meta charset="utf-8" /><title>drop-in.js</title>
    <script>
      window.commercelayerConfig = { clientId: 'bench-client-id', scope: 'market:id:bench', domain: 'commercelayer.io' };
    </script>
    <script type="module" src="/${DROP_IN_ENTRY}"></script>
    <link rel="stylesheet" href="/${DROP_IN_DIR}/drop-in.css" />
  </head>
  <body>
    <cl-cart-link><cl-cart-count></cl-cart-count></cl-cart-link>
    <cl-cart></cl-cart>
    <cl-add-to-cart code="BENCHSKU1" quantity="1">Legg i handlevognen</cl-add-to-cart>
  </body>
</html>
`,
  describeRendered: async (page) => {
    const hydrated = await page.evaluate(() =>
      Array.from(document.querySelectorAll('cl-cart-link, cl-cart-count, cl-cart, cl-add-to-cart'))
        .filter((element) => element.classList.contains('hydrated'))
        .map((element) => element.localName),
    );
    const buttons = await page.getByRole('button').count();
    return hydrated.length === 4
      ? `rendered: 4 elements hydrated, ${buttons} button(s)`
      : `not rendered offline: ${hydrated.length} of 4 elements hydrated (${hydrated.join(', ') || 'none'}), ${buttons} button(s) (waits for its auth API)`;
  },
};

// ---- 2. Time to rendered --------------------------------------------------------------------------------------------

interface RenderRunSetup {
  browser: Browser;
  origin: string;
  probeScripts: Record<RenderProbeMode, string>;
}

/** The promise's value, or an error with the message once `ms` have passed. */
async function withTimeout<Value>(promise: Promise<Value>, ms: number, message: string): Promise<Value> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Waits for the render probe of the page: ms from navigation start to all rendered, and how many elements. */
function renderProbeResult(tab: Page, label: string): Promise<{ ms: number; count: number }> {
  const result = tab.evaluate(async () => {
    const probe = (window as BenchWindow).__benchRenderProbe;
    if (probe === undefined) {
      throw new Error('the render probe is missing');
    }
    return { ms: await probe.done, count: probe.elementCount };
  });
  return withTimeout(result, 60_000, `${label}: the elements did not all render within 60 s`);
}

const pagePath = (page: RenderPage): string => {
  switch (page) {
    case 'kurv':
      return '/';
    case 'kurv-preact':
      return PREACT_PAGE_PATH;
    case 'bare':
      return BARE_PAGE_PATH;
    default:
      return page satisfies never;
  }
};
const probeModeOf = (page: RenderPage): RenderProbeMode => (page === 'bare' ? 'bare' : 'elements');

async function measureRenderOnce(
  setup: RenderRunSetup,
  page: RenderPage,
  cpuSlowdown: number,
): Promise<{ ms: number; count: number; errors: string[] }> {
  await resetSimulator(setup.origin);
  const context = await setup.browser.newContext();
  try {
    await context.addInitScript({ content: setup.probeScripts[probeModeOf(page)] });
    const tab = await context.newPage();
    const errors: string[] = [];
    tab.on('pageerror', (error) => errors.push(error.message.split('\n')[0] ?? ''));
    if (cpuSlowdown > 1) {
      const session = await context.newCDPSession(tab);
      await session.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    }
    await tab.goto(`${setup.origin}${pagePath(page)}`, { waitUntil: 'commit' });
    return { ...(await renderProbeResult(tab, page)), errors };
  } finally {
    await context.close();
  }
}

/**
 * The scripts Kurv's example page (or the bare page) really fetches, gzip -9 of each body, loaded once at full speed
 * until every element rendered and the network settled.
 */
async function measureOwnPageScripts(setup: RenderRunSetup, page: RenderPage): Promise<PeerBrowserResult> {
  await resetSimulator(setup.origin);
  const context = await setup.browser.newContext();
  try {
    await context.addInitScript({ content: setup.probeScripts[probeModeOf(page)] });
    const tab = await context.newPage();
    const network = trackNetwork(tab);
    const pageErrors: string[] = [];
    const bodies: Promise<FetchedFile | null>[] = [];
    tab.on('pageerror', (error) => pageErrors.push(error.message.split('\n')[0] ?? ''));
    tab.on('response', (response) => {
      const url = new URL(response.url());
      const isOwnScript = url.pathname.startsWith('/dist/') || url.pathname === BARE_SCRIPT_PATH;
      if (url.origin === setup.origin && isOwnScript && url.pathname.endsWith('.js')) {
        bodies.push(
          response.body().then(
            (body) => ({ path: url.pathname, bytes: body.length, gzip: gzipSize(body) }),
            () => null,
          ),
        );
      }
    });
    await tab.goto(`${setup.origin}${pagePath(page)}`, { waitUntil: 'commit' });
    const { count } = await renderProbeResult(tab, page);
    await waitForQuiet(network, QUIET_MS);
    const scripts = (await Promise.all(bodies)).filter((file): file is FetchedFile => file !== null);
    return {
      name: {
        kurv: 'Kurv with React: examples/index.html (scripts under /dist/)',
        'kurv-preact': 'Kurv with preact: examples/index.html, loader /dist/preact/kurv.js',
        bare: 'bare React root page',
      }[page],
      scripts,
      otherFiles: [],
      jsBytes: scripts.reduce((total, file) => total + file.bytes, 0),
      jsGzip: scripts.reduce((total, file) => total + file.gzip, 0),
      blockedRequests: [],
      pageErrors: [...new Set(pageErrors)],
      rendered: `rendered: ${count} elements`,
    };
  } finally {
    await context.close();
  }
}

async function measureRenderTimes(setup: RenderRunSetup, cpuSlowdown: number): Promise<RenderTimes[]> {
  const runs: Record<RenderPage, number[]> = { kurv: [], 'kurv-preact': [], bare: [] };
  const counts: Record<RenderPage, number> = { kurv: 0, 'kurv-preact': 0, bare: 0 };
  const pageErrorsOf: Record<RenderPage, Set<string>> = { kurv: new Set(), 'kurv-preact': new Set(), bare: new Set() };
  // Alternating the two pages spreads any drift of the machine over both.
  for (let run = 0; run < RUNS; run++) {
    for (const page of RENDER_PAGES) {
      const { ms, count, errors } = await measureRenderOnce(setup, page, cpuSlowdown);
      runs[page].push(round(ms));
      counts[page] = count;
      for (const error of errors) {
        pageErrorsOf[page].add(error);
      }
    }
  }
  return RENDER_PAGES.map((page) => ({
    page,
    cpuSlowdown,
    runsMs: runs[page],
    medianMs: round(median(runs[page])),
    minMs: Math.min(...runs[page]),
    maxMs: Math.max(...runs[page]),
    elementCount: counts[page],
    pageErrors: [...pageErrorsOf[page]],
  }));
}

// ---- 3. Platform requests -------------------------------------------------------------------------------------------

async function countPlatformRequests(setup: RenderRunSetup, path: string): Promise<RequestCounts> {
  await resetSimulator(setup.origin);
  const context = await setup.browser.newContext();
  try {
    const page = await context.newPage();
    const counts: RequestCounts = {};
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === setup.origin && url.pathname.startsWith('/api/')) {
        const key = `${request.method()} ${url.pathname}`;
        counts[key] = (counts[key] ?? 0) + 1;
      }
    });
    const network = trackNetwork(page);
    await page.goto(`${setup.origin}${path}`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await waitForQuiet(network, QUIET_MS);
    return counts;
  } finally {
    await context.close();
  }
}

// ---- 5. Waterfall --------------------------------------------------------------------------------------------------

/** One request of the example page: when the page asked for it, when it went out, when its last byte came. */
interface WaterfallRow {
  /** `script` for a module file or script, `platform` for a call of the fake REST API or the access-token URL, else `other`. */
  kind: 'script' | 'platform' | 'other';
  request: string;
  /** ms from navigation start (the document request) to the request being made by the page. */
  startMs: number;
  /** ms from navigation start to the request going out on a connection (after any wait for a free connection). */
  sentMs: number | null;
  /** ms from navigation start to its last byte. */
  endMs: number | null;
  /** Chromium's id of the HTTP connection it used (HTTP/1.1: at most six per origin). */
  connection: number | null;
}

/** The waterfall of one cold load of the example page, read from Chromium's network events, until the network settles. */
interface Waterfall {
  renderedMs: number;
  rows: WaterfallRow[];
  /** Module files (under /dist/) fetched before every element had rendered. */
  criticalScripts: number;
  connections: number;
}

async function recordWaterfall(setup: RenderRunSetup): Promise<Waterfall> {
  await resetSimulator(setup.origin);
  const context = await setup.browser.newContext();
  try {
    await context.addInitScript({ content: setup.probeScripts.elements });
    const tab = await context.newPage();
    const network = trackNetwork(tab);
    const session = await context.newCDPSession(tab);
    await session.send('Network.enable');
    interface Pending {
      url: string;
      method: string;
      type: string;
      start: number;
      sent: number | null;
      end: number | null;
      connection: number | null;
    }
    const requests = new Map<string, Pending>();
    let navigationStart: number | null = null;
    session.on('Network.requestWillBeSent', (event) => {
      if (event.type === 'Document' && navigationStart === null) {
        navigationStart = event.timestamp;
      }
      requests.set(event.requestId, {
        url: event.request.url,
        method: event.request.method,
        type: event.type ?? 'Other',
        start: event.timestamp,
        sent: null,
        end: null,
        connection: null,
      });
    });
    session.on('Network.responseReceived', (event) => {
      const request = requests.get(event.requestId);
      if (request === undefined) {
        return;
      }
      const timing = event.response.timing;
      request.sent = timing ? timing.requestTime + timing.sendStart / 1000 : null;
      request.connection = event.response.connectionId ?? null;
      // A body read later (a prefetched answer the runtime adopts) may finish after the page settled: its headers' time.
      request.end = event.timestamp;
    });
    session.on('Network.loadingFinished', (event) => {
      const request = requests.get(event.requestId);
      if (request !== undefined) {
        request.end = event.timestamp;
      }
    });
    await tab.goto(`${setup.origin}/`, { waitUntil: 'commit' });
    const { ms } = await renderProbeResult(tab, 'waterfall');
    await waitForQuiet(network, QUIET_MS);
    const start = navigationStart ?? 0;
    const since = (timestamp: number | null): number | null => (timestamp === null ? null : round((timestamp - start) * 1000));
    const rows: WaterfallRow[] = [...requests.values()]
      .filter((request) => request.url.startsWith(setup.origin))
      .map((request) => {
        const url = new URL(request.url);
        const isScript = request.type === 'Script' || url.pathname.endsWith('.js');
        const isPlatform = url.pathname.startsWith('/api/') || url.pathname.startsWith('/oauth/') || request.type === 'Fetch';
        return {
          kind: isScript ? 'script' : isPlatform ? 'platform' : 'other',
          request: `${request.method} ${url.pathname}${url.search.length > 60 ? `${url.search.slice(0, 60)}…` : url.search}`,
          startMs: since(request.start) ?? 0,
          sentMs: since(request.sent),
          endMs: since(request.end),
          connection: request.connection,
        } satisfies WaterfallRow;
      })
      .sort((a, b) => a.startMs - b.startMs);
    return {
      renderedMs: round(ms),
      rows,
      criticalScripts: rows.filter((row) => row.kind === 'script' && row.request.includes('/dist/') && row.startMs <= ms).length,
      connections: new Set(rows.map((row) => row.connection).filter((id) => id !== null)).size,
    };
  } finally {
    await context.close();
  }
}

// ---- 4. React commits -----------------------------------------------------------------------------------------------

interface CommitResult {
  addedEan: string;
  injections: number;
  commitsBeforeAdd: number;
  counts: Record<string, number>;
}

async function countCommitsForOneAdd(setup: RenderRunSetup, commitCounter: string): Promise<CommitResult> {
  await resetSimulator(setup.origin);
  const context = await setup.browser.newContext();
  try {
    await context.addInitScript({ content: commitCounter });
    const page = await context.newPage();
    const network = trackNetwork(page);
    await page.goto(`${setup.origin}/`, { waitUntil: 'load' });
    const firstButton = page.locator('add-to-cart-button').first();
    const addButton = firstButton.getByRole('button', { name: /^Legg i handlevogn/ });
    await addButton.waitFor({ state: 'visible', timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    await waitForQuiet(network, QUIET_MS);
    const addedEan = (await firstButton.getAttribute('ean')) ?? '';
    const before = await page.evaluate(() => {
      const counter = (window as BenchWindow).__benchCommits;
      if (counter === undefined) {
        throw new Error('the commit counter is missing');
      }
      const total = Object.values(counter.counts).reduce((sum, count) => sum + count, 0);
      counter.reset();
      return { injections: counter.injections, total };
    });
    if (before.injections === 0 || before.total === 0) {
      throw new Error(
        `React never reported to the DevTools hook (${before.injections} renderer registrations, ${before.total} commits): ` +
          'the hook must exist before react-dom is evaluated',
      );
    }
    await addButton.click();
    await page
      .locator('cart-popup')
      .getByRole('button', { name: /^Handlevogn, 1 vare\b/ })
      .waitFor({ state: 'visible', timeout: 20_000 });
    await waitForQuiet(network, QUIET_MS);
    const counts = await page.evaluate(() => ({ ...((window as BenchWindow).__benchCommits?.counts ?? {}) }));
    return { addedEan, injections: before.injections, commitsBeforeAdd: before.total, counts };
  } finally {
    await context.close();
  }
}

// ---- The run --------------------------------------------------------------------------------------------------------

async function main(): Promise<number> {
  ensureBuild();
  if (ONLY !== 'vitals' && ONLY !== 'many') {
    ensurePeers();
  }
  const report = JSON.parse(readFileSync(join(repoRoot, 'build', 'size-report.json'), 'utf8')) as SizeReport;
  const reportStale = sizeReportIsStale();
  if (reportStale) {
    console.warn('Warning: dist/ is newer than build/size-report.json; the Kurv byte rows are of an older build (run `npm run size`).');
  }
  const example = readExamplePage();
  const bareScript = await bundleForBrowser({ file: join(benchDir, 'bare-react-root.tsx') }, true);
  const probeScripts = await buildProbeScripts();
  writeBenchPages({
    [BARE_PAGE_PATH]: barePageHtml(example),
    [BARE_SCRIPT_PATH]: bareScript,
    [ONE_ELEMENT_PAGE_PATH]: oneElementPageHtml(example),
    [PREACT_PAGE_PATH]: preactPageHtml(example),
    ...vitalsPages(repoRoot),
    ...manyProductsPages(repoRoot),
  });

  const port = await findFreePort(FIRST_PORT);
  const origin = `http://127.0.0.1:${port}`;
  let simulator: ChildProcess | null = null;
  let browser: Browser | null = null;
  const stopOnSignal = () => {
    stopSimulator(simulator);
    process.exit(130);
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    simulator = await startSimulator(port);
    browser = await chromium.launch({ executablePath: await chromiumPath(), args: BENCH_CHROMIUM_ARGS, headless: true });
    const chromiumVersion = browser.version();
    const setup: RenderRunSetup = { browser, origin, probeScripts: probeScripts.renderProbe };
    console.log(`Kurv bench: Chromium ${chromiumVersion}, simulator on ${origin}, ${RUNS} runs per page and CPU rate`);
    const outFile = join(benchDir, 'results.json');
    if (ONLY === 'vitals') {
      const previous = existsSync(outFile) ? (JSON.parse(readFileSync(outFile, 'utf8')) as Record<string, unknown>) : {};
      const vitals = await runVitals({ browser, origin });
      if (vitals.partial) {
        console.log('\na part of the vitals section (BENCH_VITALS_*): results.json is left as it was');
        return 0;
      }
      writeFileSync(outFile, `${JSON.stringify({ ...previous, vitals }, null, 2)}\n`);
      console.log(`\nwritten: the vitals key of ${relative(repoRoot, outFile)}`);
      return 0;
    }
    if (ONLY === 'many') {
      const previous = existsSync(outFile) ? (JSON.parse(readFileSync(outFile, 'utf8')) as Record<string, unknown>) : {};
      const manyProducts = await runManyProducts({ browser, origin });
      if (manyProducts.partial) {
        console.log('\na quick run of the many-products section (BENCH_MANY_*): results.json is left as it was');
        return 0;
      }
      writeFileSync(outFile, `${JSON.stringify({ ...previous, manyProducts }, null, 2)}\n`);
      console.log(`\nwritten: the manyProducts key of ${relative(repoRoot, outFile)}`);
      return 0;
    }

    // 1. Bytes.
    const kurvRows = kurvByteRows(report);
    const bareRow: ByteRow = {
      name: 'bare React root: the four containers in one esbuild bundle (not shipped)',
      files: [BARE_SCRIPT_PATH],
      bytes: Buffer.byteLength(bareScript),
      gzip: gzipSize(bareScript),
    };
    const peerRows = peerByteRows();
    const peersInBrowser = [await measurePeerInBrowser(browser, buyButtonPage), await measurePeerInBrowser(browser, dropInPage)];
    const ownPagesInBrowser: PeerBrowserResult[] = [];
    for (const page of RENDER_PAGES) {
      ownPagesInBrowser.push(await measureOwnPageScripts(setup, page));
    }
    const byteTableRow = (row: ByteRow): string[] => [
      row.name,
      kilobytes(row.bytes),
      kilobytes(row.gzip),
      row.limit === undefined || row.limit === null ? '' : kilobytes(row.limit),
    ];
    printTable('1. Bytes shipped (gzip -9)', ['what', 'min', 'gzip -9', 'limit'], [...kurvRows, bareRow, ...peerRows].map(byteTableRow));
    printTable(
      '1b. In the browser: the scripts each page fetched (gzip -9 of each body); peers on a fake origin, everything else blocked',
      ['page', 'scripts', 'min', 'gzip -9', 'rendered', 'blocked requests'],
      [...ownPagesInBrowser, ...peersInBrowser].map((fetched) => [
        fetched.name,
        fetched.scripts.length > 4
          ? `${fetched.scripts.length} files`
          : fetched.scripts.map((file) => file.path.split('/').pop() ?? file.path).join(' + '),
        kilobytes(fetched.jsBytes),
        kilobytes(fetched.jsGzip),
        fetched.rendered,
        String(fetched.blockedRequests.length),
      ]),
    );

    // 2. Time to rendered.
    const renderTimes = [...(await measureRenderTimes(setup, 1)), ...(await measureRenderTimes(setup, CPU_SLOWDOWN))];
    const ratioAt = (cpuSlowdown: number, page: RenderPage = 'kurv'): number => {
      const kurv = renderTimes.find((row) => row.page === page && row.cpuSlowdown === cpuSlowdown);
      const bare = renderTimes.find((row) => row.page === 'bare' && row.cpuSlowdown === cpuSlowdown);
      return kurv && bare ? Math.round((kurv.medianMs / bare.medianMs) * 100) / 100 : Number.NaN;
    };
    const renderPageName: Record<RenderPage, string> = {
      kurv: 'examples/index.html, React build (custom elements)',
      'kurv-preact': 'examples/index.html, preact build (custom elements)',
      bare: 'bare React root (same containers)',
    };
    printTable(
      `2. Navigation to all four elements rendered (median of ${RUNS}, fresh context per run: cold cache)`,
      ['page', 'CPU', 'elements', 'median ms', 'min ms', 'max ms', 'kurv / bare'],
      renderTimes.map((row) => [
        renderPageName[row.page],
        row.cpuSlowdown === 1 ? '1×' : `${row.cpuSlowdown}× slower`,
        String(row.elementCount),
        row.medianMs.toFixed(1),
        row.minMs.toFixed(1),
        row.maxMs.toFixed(1),
        row.page === 'bare' ? '' : ratioAt(row.cpuSlowdown, row.page).toFixed(2),
      ]),
    );

    for (const row of renderTimes.filter((times) => times.pageErrors.length > 0)) {
      console.warn(`Page errors on the ${row.page} page at ${row.cpuSlowdown}× CPU: ${row.pageErrors.join(' | ')}`);
    }

    // 3. Platform requests.
    const oneElementLoads: RequestCounts[] = [];
    const allElementsLoads: RequestCounts[] = [];
    for (let load = 0; load < REQUEST_RUNS; load++) {
      oneElementLoads.push(await countPlatformRequests(setup, ONE_ELEMENT_PAGE_PATH));
      allElementsLoads.push(await countPlatformRequests(setup, '/'));
    }
    const apiPaths = [...new Set([...oneElementLoads, ...allElementsLoads].flatMap((counts) => Object.keys(counts)))].sort();
    const countsOf = (loads: RequestCounts[], path: string): number[] => loads.map((counts) => counts[path] ?? 0);
    const totalsOf = (loads: RequestCounts[]): number[] =>
      loads.map((counts) => Object.values(counts).reduce((sum, count) => sum + count, 0));
    const allSame = (values: number[]): boolean => values.every((value) => value === values[0]);
    const pathEqual = (path: string): boolean => allSame([...countsOf(oneElementLoads, path), ...countsOf(allElementsLoads, path)]);
    const requestsEqual = apiPaths.every(pathEqual);
    printTable(
      `3. Platform requests until the network is idle, per load (${REQUEST_RUNS} loads each): only <${ONE_ELEMENT_TAG}> vs all four tags (${example.eans.length} buttons)`,
      ['request', `only <${ONE_ELEMENT_TAG}>`, 'all four', 'equal'],
      [
        ...apiPaths.map((path) => [
          path,
          countsOf(oneElementLoads, path).join(', '),
          countsOf(allElementsLoads, path).join(', '),
          pathEqual(path) ? 'yes' : 'NO',
        ]),
        ['total', totalsOf(oneElementLoads).join(', '), totalsOf(allElementsLoads).join(', '), requestsEqual ? 'yes' : 'NO'],
      ],
    );
    console.log(requestsEqual ? '\nPlatform requests: equal.' : '\nPlatform requests: NOT equal (see the rows marked NO).');

    // 4. React commits.
    const commits = await countCommitsForOneAdd(setup, probeScripts.commitCounter);
    const addedLabel = `add-to-cart-button[ean=${commits.addedEan}]`;
    const otherButtons = example.eans.filter((ean) => ean !== commits.addedEan).map((ean) => `add-to-cart-button[ean=${ean}]`);
    const otherButtonCommits = otherButtons.map((label) => commits.counts[label] ?? 0);
    const listed = new Set([addedLabel, ...otherButtons, 'cart-popup', 'handover-picker', 'edit-order-dialog']);
    const unlisted = Object.entries(commits.counts).filter(([label]) => !listed.has(label));
    const commitRows: string[][] = [
      ['cart-popup', String(commits.counts['cart-popup'] ?? 0)],
      ['handover-picker', String(commits.counts['handover-picker'] ?? 0)],
      ['edit-order-dialog', String(commits.counts['edit-order-dialog'] ?? 0)],
      [`the added button (ean ${commits.addedEan})`, String(commits.counts[addedLabel] ?? 0)],
      [
        `the ${otherButtons.length} other buttons (total; buttons with any commit)`,
        `${otherButtonCommits.reduce((sum, count) => sum + count, 0)}; ${otherButtonCommits.filter((count) => count > 0).length}`,
      ],
      ...unlisted.map(([label, count]) => [label, String(count)]),
    ];
    printTable(
      `4. React commits per element for one add to cart (DevTools hook, ${commits.injections} renderer, ${commits.commitsBeforeAdd} commits before the add)`,
      ['element', 'commits'],
      commitRows,
    );

    // 5. Waterfall.
    const waterfall = await recordWaterfall(setup);
    printTable(
      `5. Waterfall of one cold load of examples/index.html at 1× CPU (ms from navigation start; all four rendered at ${waterfall.renderedMs} ms; ${waterfall.criticalScripts} module files under /dist/ before that; ${waterfall.connections} connections)`,
      ['request', 'kind', 'asked', 'sent', 'done', 'connection'],
      waterfall.rows.map((row) => [
        row.request,
        row.kind,
        row.startMs.toFixed(1),
        row.sentMs === null ? '' : row.sentMs.toFixed(1),
        row.endMs === null ? '' : row.endMs.toFixed(1),
        row.connection === null ? '' : String(row.connection),
      ]),
    );

    // 6. Core Web Vitals (vitals.ts).
    const vitals = await runVitals({ browser, origin });
    // 7. The page of 200 products (many-products.ts).
    const manyProducts = await runManyProducts({ browser, origin });

    const results = {
      date: new Date().toISOString(),
      chromium: chromiumVersion,
      node: process.version,
      runs: RUNS,
      medianMethod: MEDIAN_METHOD,
      sizeReportStale: reportStale,
      cache: 'cold: a fresh browser context per run (empty HTTP cache); the simulator reset before each run',
      simulator: origin,
      bytes: {
        method: 'gzip -9 (node:zlib gzipSync level 9) of each file, summed over files',
        kurv: kurvRows,
        bareReactRoot: bareRow,
        peers: peerRows,
        pagesInBrowser: ownPagesInBrowser,
        peersInBrowser,
      },
      renderTime: {
        rendered:
          'add-to-cart buttons, cart popup and handover picker show a button; the edit-order dialog has committed into its shadow root (bare root: with the others)',
        rows: renderTimes,
        ratioKurvOverBare: { cpu1x: ratioAt(1), [`cpu${CPU_SLOWDOWN}x`]: ratioAt(CPU_SLOWDOWN) },
        ratioKurvPreactOverBare: {
          cpu1x: ratioAt(1, 'kurv-preact'),
          [`cpu${CPU_SLOWDOWN}x`]: ratioAt(CPU_SLOWDOWN, 'kurv-preact'),
        },
      },
      platformRequests: {
        oneElementPage: `examples/index.html head, body with only <${ONE_ELEMENT_TAG}>`,
        loadsPerPage: REQUEST_RUNS,
        oneElement: oneElementLoads,
        allElements: allElementsLoads,
        equal: requestsEqual,
      },
      waterfall: {
        method:
          'Chromium DevTools protocol network events of one cold load at 1× CPU: asked = requestWillBeSent, sent = timing.requestTime + sendStart, done = loadingFinished; ms from the document request',
        ...waterfall,
      },
      reactCommits: {
        method: 'window.__REACT_DEVTOOLS_GLOBAL_HOOK__.onCommitFiberRoot, attributed by root.containerInfo (shadow root host)',
        addedEan: commits.addedEan,
        rendererRegistrations: commits.injections,
        commitsBeforeAdd: commits.commitsBeforeAdd,
        perRoot: commits.counts,
      },
      vitals,
      ...(manyProducts.partial ? {} : { manyProducts }),
    };
    writeFileSync(outFile, `${JSON.stringify(results, null, 2)}\n`);
    console.log(`\nwritten: ${relative(repoRoot, outFile)}`);
    if (!requestsEqual) {
      console.error(
        `\nFAIL: the page with only <${ONE_ELEMENT_TAG}> and the page with all four tags made different platform requests (rows marked NO).`,
      );
      return 1;
    }
    return 0;
  } finally {
    await browser?.close();
    stopSimulator(simulator);
    process.off('SIGINT', stopOnSignal);
    process.off('SIGTERM', stopOnSignal);
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
}
