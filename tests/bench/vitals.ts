/**
 * The bench's Core Web Vitals section (issue 38, point 3), run by bench.ts after its own sections (or alone with
 * BENCH_ONLY=vitals), for the React build and the preact build (`dist/preact/`):
 *
 * 6a. CLS per example chain page (MENY, Joker, SPAR) at 375 and 1280 px wide: on load, and through a short journey
 *     (add the first product, step up, open and close the cart), with Kurv's share apart from the host page's.
 *     Attribution (vitals-page-probes.ts, `ownerOf`): a layout shift is Kurv's when one of its moved nodes is a Kurv tag
 *     or inside one, or when a Kurv tag's box changed size in the same frame (a ResizeObserver on the tags: the host's
 *     header or tiles moved because a tag got its size); every other shift is the host's. CLS is the sum of the shifts
 *     without recent input (the Layout Instability API's `hadRecentInput`), and the largest session window as
 *     web-vitals reports it (shifts less than 1 s apart, at most 5 s).
 * 6b. INP per interaction on the MENY page at 1280 px, at 1× and 4× CPU: the longest Event Timing entry (durationThreshold
 *     16 ms, the least the API takes; an interaction answered faster has none and reads '<16') of each step of the
 *     journey, driven by role and the spec's texts through the browser tests' page objects. Median of
 *     BENCH_VITALS_RUNS runs (default 15; the loads of 6c BENCH_LCP_RUNS, default 25), a fresh context and a reset
 *     simulator per run.
 * 6c. LCP of the MENY page with Kurv against the same page with Kurv's tags and scripts removed (ratio), and total
 *     blocking time (the sum of each long task's time over 50 ms, from navigation until the page settled), at 1× and
 *     4× CPU: Kurv's added TBT is the difference of the medians. The pages take turns in each round, each load in a
 *     new tab settled for TAB_SETTLE_MS.
 *
 * The simulator's clock is pinned by bench.ts (SIM_NOW), the browser's `Date` at the same instant here.
 */

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { build } from 'esbuild';
import { AddToCartButton } from '../e2e/pages/AddToCartButton';
import { CartPopup } from '../e2e/pages/CartPopup';
import { EditOrderDialog } from '../e2e/pages/EditOrderDialog';
import { HandoverPicker } from '../e2e/pages/HandoverPicker';
import { ShopPage, TEST_USERS } from '../e2e/pages/ShopPage';
import { SimulatorClient } from '../e2e/support/simulator';
import { testNow } from '../test-clock';
import { KURV_TAGS } from './bench-contract';
import { TAB_SETTLE_MS, trackNetwork, waitForQuiet } from './bench-network';
import { median, printTable } from './bench-table';
import { summarizeLongTasks, summarizeTrace, type TraceEvent } from './trace-summary';
import type { VitalsEvent, VitalsShift, VitalsWindow } from './vitals-page-probes';

/** Runs of each INP journey (the issue asks for at least 15). */
const VITALS_RUNS = Number(process.env.BENCH_VITALS_RUNS ?? 15);
/**
 * Loads of each page of 6c at each CPU rate. More than the journeys': the page paints in Chromium's 4 ms steps, one step
 * is 1.03–1.07 of the ratio; even with 25 the control (the page without Kurv against its copy) read 0.91–1.07.
 */
const LCP_RUNS = Number(process.env.BENCH_LCP_RUNS ?? 25);
/** Loads of each page and width for CLS: the shifts of a load barely vary, so fewer runs than for timings. */
const CLS_RUNS = Math.min(VITALS_RUNS, Number(process.env.BENCH_CLS_RUNS ?? 3));
/**
 * A quick run of a part (not written to results.json): BENCH_VITALS_PARTS (cls, inp, loads), BENCH_VITALS_FLAVOURS
 * (react, preact), BENCH_VITALS_PAGES (meny, joker, spar), BENCH_VITALS_CPU (1, 4), each a comma list; unset is all.
 */
const chosen = <T extends string | number>(name: string, all: readonly T[]): readonly T[] => {
  const list = process.env[name]?.split(',').map((item) => item.trim());
  return list === undefined ? all : all.filter((item) => list.includes(String(item)));
};
const PARTIAL = ['BENCH_VITALS_PARTS', 'BENCH_VITALS_FLAVOURS', 'BENCH_VITALS_PAGES', 'BENCH_VITALS_CPU'].some((name) => process.env[name]);
const PARTS = chosen('BENCH_VITALS_PARTS', ['cls', 'inp', 'loads']);
const CPU_RATES = chosen('BENCH_VITALS_CPU', [1, 4] as const);
const WIDTHS = [375, 1280] as const;
const HEIGHT_OF_WIDTH: Record<(typeof WIDTHS)[number], number> = { 375: 812, 1280: 800 };
const INP_WIDTH = 1280;
/** How long the network must stay quiet before a page or a step counts as settled. */
const QUIET_MS = 500;
/**
 * BENCH_VITALS_TRACE: an interaction's name as the INP table prints it ('Bekreft (to the days)'): its press in the last
 * run of each build and CPU rate is traced (Chromium's timeline), the trace written to build/bench-traces/ (open it in
 * the browser's performance panel) and the main thread's time by what ran printed (trace-summary.ts). 'load' traces the
 * last load of each page of 6c instead, and prints its long tasks (what total blocking time counts) with what ran in each.
 */
const TRACED_INTERACTION = process.env.BENCH_VITALS_TRACE;
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'disabled-by-default-v8.cpu_profiler',
];
/** The budgets of issue 38 the tables mark. */
const BUDGETS = { kurvCls: 0, inpMsAt4x: 100, lcpRatio: 1.05, addedTbtMsAt4x: 50 } as const;

type Flavour = 'react' | 'preact';
const FLAVOURS: readonly Flavour[] = chosen<Flavour>('BENCH_VITALS_FLAVOURS', ['react', 'preact']);
/** The builds, and the page without Kurv (its tags and scripts removed). */
type LoadPage = Flavour | 'no-kurv';
const LOAD_PAGES: readonly LoadPage[] = [...FLAVOURS, 'no-kurv'];
/**
 * 6c's pages: the builds, the page without Kurv, and the control: a second copy of the page without Kurv at its own path,
 * loaded in the same rounds. Its ratio to the first copy is what the ratio reads when Kurv adds nothing: the noise floor.
 * With the React build, also the page whose loader is an `async` script at the end of the body instead of a deferred one
 * in the head (`react-async`): the embedding snippet of the product owner's question on the LCP line, measured. And the
 * page with Kurv's tags and the reserve stylesheet but no Kurv script (`tags-only`): what the tags in the host's markup
 * cost its first paint before any code of Kurv runs, apart from what Kurv's code adds.
 */
type LcpPage = LoadPage | 'no-kurv-copy' | 'tags-only' | 'react-async';
const LCP_PAGES: readonly LcpPage[] = [
  ...LOAD_PAGES,
  'no-kurv-copy',
  'tags-only',
  ...(FLAVOURS.includes('react') ? (['react-async'] as const) : []),
];
/** The pages of 6c that have Kurv. */
const hasKurv = (page: LcpPage): page is Flavour | 'react-async' => page === 'react' || page === 'preact' || page === 'react-async';

/** An example chain page: its name and its file (the section serves copies of it under /bench/). */
interface ChainPage {
  id: string;
  name: string;
  file: string;
}
const ALL_CHAIN_PAGES: readonly ChainPage[] = [
  { id: 'meny', name: 'MENY', file: 'examples/index.html' },
  { id: 'joker', name: 'Joker', file: 'examples/joker/index.html' },
  { id: 'spar', name: 'SPAR', file: 'examples/spar/index.html' },
];
const CHAIN_PAGES = chosen(
  'BENCH_VITALS_PAGES',
  ALL_CHAIN_PAGES.map((chain) => chain.id),
).map((id) => ALL_CHAIN_PAGES.find((chain) => chain.id === id) as ChainPage);
const REACT_LOADER = '<script src="/dist/kurv.js" defer></script>';

// Every page of the section is the bench's own copy under /bench/, which the simulator serves at once; the example
// page's own path ('/') is served after the platform's handlers are matched against it, some ms later at 1× CPU, which
// the LCP of the React page alone would carry.
const reactPath = (chain: ChainPage): string => `/bench/vitals-${chain.id}-react.html`;
const preactPath = (chain: ChainPage): string => `/bench/vitals-${chain.id}-preact.html`;
const noKurvPath = (chain: ChainPage): string => `/bench/vitals-${chain.id}-no-kurv.html`;
const noKurvCopyPath = (chain: ChainPage): string => `/bench/vitals-${chain.id}-no-kurv-copy.html`;
const reactAsyncPath = (chain: ChainPage): string => `/bench/vitals-${chain.id}-react-async.html`;
const tagsOnlyPath = (chain: ChainPage): string => `/bench/vitals-${chain.id}-tags-only.html`;
const pathOf = (chain: ChainPage, flavour: Flavour): string => (flavour === 'react' ? reactPath(chain) : preactPath(chain));

/**
 * The section's own pages, for bench.ts to write where the simulator serves them: each chain page as it is, the same
 * with the preact flavour's loader, and each chain page without Kurv (its `/dist/` scripts and the four tags removed,
 * the host's own markup, styles and scripts kept) for the LCP and TBT baseline, twice (the second is the control).
 */
export function vitalsPages(repoRoot: string): Record<string, string> {
  const pages: Record<string, string> = {};
  for (const chain of ALL_CHAIN_PAGES) {
    const html = readFileSync(join(repoRoot, chain.file), 'utf8');
    if (!html.includes(REACT_LOADER)) {
      throw new Error(`${chain.file} has no ${REACT_LOADER}: the vitals section swaps it for the preact flavour's`);
    }
    pages[reactPath(chain)] = html;
    if (!html.includes('</body>')) {
      throw new Error(`${chain.file} has no </body>: the vitals section puts the async loader before it`);
    }
    pages[tagsOnlyPath(chain)] = html.replace(REACT_LOADER, '');
    pages[reactAsyncPath(chain)] = html
      .replace(REACT_LOADER, '')
      .replace('</body>', '  <script src="/dist/kurv.js" async></script>\n  </body>');
    pages[preactPath(chain)] = html.replace(REACT_LOADER, '<script src="/dist/preact/kurv.js" defer></script>');
    let bare = html.replace(/[ \t]*<script\b[^>]*\ssrc="\/dist\/[^"]*"[^>]*><\/script>\n?/g, '');
    for (const tag of KURV_TAGS) {
      bare = bare.replace(new RegExp(`<${tag}(?:\\s[^>]*)?>[\\s\\S]*?</${tag}>`, 'g'), '');
    }
    if (KURV_TAGS.some((tag) => bare.includes(`<${tag}`)) || bare.includes('src="/dist/')) {
      throw new Error(`${chain.file}: the page without Kurv still has a Kurv tag or script`);
    }
    pages[noKurvPath(chain)] = bare;
    pages[noKurvCopyPath(chain)] = bare;
  }
  return pages;
}

/** The probe scripts, bundled for the page: the vitals probe at each CPU rate, and the pinned `Date`. */
async function probeScript(cpuSlowdown: number): Promise<string> {
  const result = await build({
    stdin: {
      contents: `import { installBrowserClock, installVitalsProbe } from './vitals-page-probes';\ninstallBrowserClock(${JSON.stringify(testNow())});\ninstallVitalsProbe(${cpuSlowdown});`,
      resolveDir: import.meta.dirname,
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}

/** What vitals.ts needs from the bench's run. */
export interface VitalsSetup {
  browser: Browser;
  origin: string;
}

async function resetSimulator(origin: string): Promise<void> {
  const answer = await fetch(`${origin}/__sim/reset`, { method: 'POST' });
  if (!answer.ok) {
    throw new Error(`POST /__sim/reset answered ${answer.status}`);
  }
}

/** A tab with the probe, the CPU rate and a network counter that tells when the page has settled. */
interface Tab {
  page: Page;
  context: BrowserContext;
  settle(): Promise<void>;
}

async function openTab(setup: VitalsSetup, scripts: Map<number, string>, cpuSlowdown: number, width: number, height: number): Promise<Tab> {
  const context = await setup.browser.newContext({ baseURL: setup.origin, viewport: { width, height } });
  await context.addInitScript({ content: scripts.get(cpuSlowdown) ?? '' });
  const page = await context.newPage();
  if (cpuSlowdown > 1) {
    const session = await context.newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  }
  const network = trackNetwork(page);
  // Settles at most 20 s, then measures all the same (the figures of a page that never goes quiet still tell).
  const settle = () => waitForQuiet(network, QUIET_MS).catch(() => undefined);
  return { page, context, settle };
}

/** Loads a chain page and waits until Kurv's tags show their buttons (on a page with Kurv) and the network is quiet. */
async function loadAndSettle(tab: Tab, path: string, withKurv: boolean): Promise<void> {
  await tab.page.goto(path, { waitUntil: 'load' });
  await settleRendered(tab, withKurv);
}

async function settleRendered(tab: Tab, withKurv: boolean): Promise<void> {
  if (withKurv) {
    await expect(new CartPopup(tab.page).button).toBeVisible({ timeout: 30_000 });
    await expect(new HandoverPicker(tab.page).trigger).toBeVisible({ timeout: 30_000 });
    await expect(new AddToCartButton(tab.page).tiles.first().getByRole('button').first()).toBeVisible({ timeout: 30_000 });
  }
  await tab.settle();
}

interface ProbeRead {
  shifts: VitalsShift[];
  events: VitalsEvent[];
  longTasks: { startTime: number; duration: number }[];
  lcp: number | null;
  firstButtonMs: number | null;
}

function readProbe(page: Page): Promise<ProbeRead> {
  return page.evaluate(() => {
    const probe = (window as VitalsWindow).__benchVitals;
    if (probe === undefined) {
      throw new Error('the vitals probe is missing');
    }
    probe.flush();
    return { shifts: probe.shifts, events: probe.events, longTasks: probe.longTasks, lcp: probe.lcp, firstButtonMs: probe.firstButtonMs };
  });
}

/** Two animation frames: what a step changed has been painted, and its Event Timing entries can be reported. */
function afterNextPaint(page: Page): Promise<void> {
  return page.evaluate(
    () => new Promise<void>((resolvePaint) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolvePaint, 0)))),
  );
}

// ---- 6a. CLS -------------------------------------------------------------------------------------------------------

/** CLS figures of a list of shifts: the sums (Kurv's, the host's) and the largest session window of all. */
interface ClsFigures {
  kurv: number;
  host: number;
  sessionWindow: number;
}

function clsOf(shifts: readonly VitalsShift[]): ClsFigures {
  const counted = shifts.filter((shift) => !shift.hadRecentInput);
  const kurv = counted.filter((shift) => shift.owner !== 'host').reduce((sum, shift) => sum + shift.value, 0);
  const host = counted.filter((shift) => shift.owner === 'host').reduce((sum, shift) => sum + shift.value, 0);
  // web-vitals' CLS: session windows of shifts under 1 s apart and at most 5 s long; the largest window's sum.
  let largest = 0;
  let windowSum = 0;
  let windowStart = -Infinity;
  let previous = -Infinity;
  for (const shift of counted) {
    if (shift.startTime - previous < 1000 && shift.startTime - windowStart < 5000) {
      windowSum += shift.value;
    } else {
      windowSum = shift.value;
      windowStart = shift.startTime;
    }
    previous = shift.startTime;
    largest = Math.max(largest, windowSum);
  }
  return { kurv, host, sessionWindow: largest };
}

interface ClsRun {
  load: ClsFigures;
  journey: ClsFigures;
  /** Kurv's shifts of the run (load and journey), for the report: when, how much, which rule, what moved. */
  kurvShifts: VitalsShift[];
  hostShifts: VitalsShift[];
}

/** The short journey of the CLS rows: add the first product, step it up, open the cart and close it. */
async function clsJourney(page: Page): Promise<void> {
  const products = new AddToCartButton(page);
  const cart = new CartPopup(page);
  const title = (await products.tiles.first().getByRole('heading').first().textContent())?.trim() ?? '';
  await products.add(title);
  await expect(products.quantity(title)).toContainText('1');
  await products.increaseButton(title).click();
  await expect(products.quantity(title)).toContainText('2');
  await cart.open();
  await cart.dialog.getByRole('button', { name: 'Lukk' }).last().click();
  await expect(cart.dialog).toBeHidden();
}

async function measureClsOnce(
  setup: VitalsSetup,
  scripts: Map<number, string>,
  path: string,
  width: (typeof WIDTHS)[number],
  withKurv: boolean,
): Promise<ClsRun> {
  await resetSimulator(setup.origin);
  const tab = await openTab(setup, scripts, 1, width, HEIGHT_OF_WIDTH[width]);
  try {
    await loadAndSettle(tab, path, withKurv);
    const atLoad = (await readProbe(tab.page)).shifts;
    if (withKurv) {
      await clsJourney(tab.page);
    }
    await tab.settle();
    await afterNextPaint(tab.page);
    const all = (await readProbe(tab.page)).shifts;
    const journey = all.slice(atLoad.length);
    return {
      load: clsOf(atLoad),
      journey: clsOf(journey),
      kurvShifts: all.filter((shift) => shift.owner !== 'host'),
      hostShifts: all.filter((shift) => shift.owner === 'host'),
    };
  } finally {
    await tab.context.close();
  }
}

interface ClsRow {
  /** The build, or the page without Kurv (its shifts are all the host's: the control of the attribution rule). */
  flavour: LoadPage;
  page: string;
  width: number;
  runs: ClsRun[];
  median: { load: ClsFigures; journey: ClsFigures };
}

/**
 * The figures of the median run, by its total (Kurv's and the host's shifts together): Kurv's and the host's shares of
 * one run, which add up, where medians taken apart would not (a host shift in the frame of a Kurv resize moves between
 * them from run to run).
 */
const medianFigures = (figures: readonly ClsFigures[]): ClsFigures => {
  const sorted = [...figures].sort((a, b) => a.kurv + a.host - (b.kurv + b.host));
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? { kurv: Number.NaN, host: Number.NaN, sessionWindow: Number.NaN };
};

async function measureCls(setup: VitalsSetup, scripts: Map<number, string>): Promise<ClsRow[]> {
  const rows: ClsRow[] = [];
  for (const flavour of LOAD_PAGES) {
    for (const chain of CHAIN_PAGES) {
      for (const width of WIDTHS) {
        const runs: ClsRun[] = [];
        const path = flavour === 'no-kurv' ? noKurvPath(chain) : pathOf(chain, flavour);
        for (let run = 0; run < CLS_RUNS; run++) {
          runs.push(await measureClsOnce(setup, scripts, path, width, flavour !== 'no-kurv'));
        }
        rows.push({
          flavour,
          page: chain.name,
          width,
          runs,
          median: { load: medianFigures(runs.map((run) => run.load)), journey: medianFigures(runs.map((run) => run.journey)) },
        });
      }
    }
  }
  return rows;
}

// ---- 6b. INP ---------------------------------------------------------------------------------------------------------

/** One interaction's figure: its longest Event Timing entry, split into input delay, processing and presentation. */
interface InteractionFigure {
  durationMs: number;
  inputDelayMs: number;
  processingMs: number;
  presentationMs: number;
  event: string;
}

/** The steps of the journey, in order; the table's rows. */
const INTERACTIONS = [
  'add',
  'step up',
  'step down',
  'open the cart',
  'remove a line',
  'Angre',
  'close the cart',
  'open the picker',
  'choose a type (Hente selv)',
  'Fortsett (to the stores)',
  'choose a store',
  'Bekreft (to the days)',
  'choose a day',
  'choose a window',
  'open the edit-order question (member’s add)',
] as const;
type Interaction = (typeof INTERACTIONS)[number];

/** The product the journey adds (on the MENY page), and the one the member adds for the edit-order question. */
const JOURNEY_PRODUCT = 'Bananer';
const MEMBER_PRODUCT = 'Kneippbrød';

/**
 * Presses the control as a shopper's pointer does: the control found by role and made ready first (scrolled into view,
 * enabled, not moving, not covered), then one mouse press and release at its centre (Input.dispatchMouseEvent). Not Playwright's `click()`,
 * whose hit-target check listens to the page's pointer events while they are dispatched and adds its own time to the
 * interaction measured (about 15 ms of input delay at 4× CPU).
 */
async function press(page: Page, control: Locator): Promise<() => Promise<void>> {
  // Playwright's checks without the press: visible, still (two frames in the same place), enabled, not covered.
  await control.click({ trial: true });
  const box = await control.boundingBox();
  if (box === null) {
    throw new Error(`${control.toString()} has no box to press`);
  }
  return () => page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/**
 * Presses `control` and answers the interaction's figure: the longest Event Timing entry recorded from the press until
 * `answered` (the step's visible answer), the next paint and a quiet network. None (answered within 16 ms): zeros.
 */
async function measureStep(tab: Tab, control: Locator, answered: () => Promise<void>): Promise<InteractionFigure> {
  const pressControl = await press(tab.page, control);
  const from = await tab.page.evaluate(() => {
    const probe = (window as VitalsWindow).__benchVitals;
    probe?.flush();
    return probe?.events.length ?? 0;
  });
  await pressControl();
  await answered();
  await afterNextPaint(tab.page);
  await tab.settle();
  const events = (await readProbe(tab.page)).events.slice(from);
  const longest = events.reduce<VitalsEvent | null>(
    (found, event) => (found === null || event.duration > found.duration ? event : found),
    null,
  );
  if (longest === null) {
    return { durationMs: 0, inputDelayMs: 0, processingMs: 0, presentationMs: 0, event: '' };
  }
  return {
    durationMs: longest.duration,
    inputDelayMs: longest.processingStart - longest.startTime,
    processingMs: longest.processingEnd - longest.processingStart,
    presentationMs: longest.startTime + longest.duration - longest.processingEnd,
    event: longest.name,
  };
}

/** Writes a traced press's trace to build/bench-traces/ and prints where its main thread's time went. */
function writeTrace(name: string, figure: InteractionFigure, trace: Buffer): void {
  const folder = join(process.cwd(), 'build', 'bench-traces');
  mkdirSync(folder, { recursive: true });
  const file = join(folder, `${name.replace(/[^a-z0-9]+/gi, '-').replace(/-+$/, '')}.json`);
  writeFileSync(file, trace);
  const events = (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  printTable(
    `Trace of ${name}: ${figure.durationMs} ms (${figure.event}), in ${file}; the main thread's self time from the press to its paint`,
    ['what ran', 'ms'],
    summarizeTrace(events, figure.durationMs).map((row) => [row.what, String(row.selfMs)]),
  );
}

async function inpJourneyOnce(
  setup: VitalsSetup,
  scripts: Map<number, string>,
  flavour: Flavour,
  cpuSlowdown: number,
  traced: boolean,
): Promise<Record<Interaction, InteractionFigure>> {
  await resetSimulator(setup.origin);
  const tab = await openTab(setup, scripts, cpuSlowdown, INP_WIDTH, HEIGHT_OF_WIDTH[INP_WIDTH]);
  const figures = {} as Record<Interaction, InteractionFigure>;
  const step = async (name: Interaction, control: Locator, answered: () => Promise<void>) => {
    try {
      if (traced && name === TRACED_INTERACTION) {
        await setup.browser.startTracing(tab.page, { categories: TRACE_CATEGORIES });
        figures[name] = await measureStep(tab, control, answered);
        writeTrace(`${flavour}-${cpuSlowdown}x-${name}`, figures[name], await setup.browser.stopTracing());
        return;
      }
      figures[name] = await measureStep(tab, control, answered);
    } catch (error) {
      throw new Error(`${name}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    }
  };
  const page = tab.page;
  const meny = ALL_CHAIN_PAGES[0] as ChainPage;
  try {
    const products = new AddToCartButton(page);
    const cart = new CartPopup(page);
    const picker = new HandoverPicker(page);
    const { typePage, locationPage, timePage } = picker;
    const title = JOURNEY_PRODUCT;
    await loadAndSettle(tab, pathOf(meny, flavour), true);
    await step('add', products.addButton(title), () => expect(products.quantity(title)).toContainText('1'));
    await step('step up', products.increaseButton(title), () => expect(products.quantity(title)).toContainText('2'));
    await step('step down', products.decreaseButton(title), () => expect(products.quantity(title)).toContainText('1'));
    await step('open the cart', cart.button, () => expect(cart.lines).toHaveCount(1));
    await step('remove a line', cart.line(title).getByRole('button', { name: `Fjern vare: ${title}` }), () =>
      expect(cart.dialog.getByRole('status').filter({ hasText: 'Fjernet' })).toBeVisible(),
    );
    await step('Angre', cart.dialog.getByRole('button', { name: 'Angre' }), () => expect(cart.lines).toHaveCount(1));
    await step('close the cart', cart.dialog.getByRole('button', { name: 'Lukk' }).last(), () => expect(cart.dialog).toBeHidden());
    await step('open the picker', picker.trigger, () => typePage.expectOpen());
    await step('choose a type (Hente selv)', typePage.pickup, () => expect(typePage.pickup).toBeChecked());
    await step('Fortsett (to the stores)', typePage.continueButton, () => expect(locationPage.dialog).toBeVisible());
    const store = await uncheckedRadio(locationPage.dialog);
    await step('choose a store', store, () => expect(store).toBeChecked());
    await step('Bekreft (to the days)', locationPage.confirmButton, () => expect(timePage.openDays.first()).toBeVisible());
    await step('choose a day', timePage.openDays.nth(1), () => expect(timePage.openWindows().first()).toBeVisible());
    const window = timePage.openWindows().first();
    const windowId = await timePage.windowIdOf(window);
    await step('choose a window', timePage.windowById(windowId), () => expect(timePage.windowById(windowId)).toBeChecked());
    await timePage.cancelButton().click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The edit-order question: a member with an order that can still be changed adds a product (spec section 4).
    await new SimulatorClient(tab.context.request).login('member');
    await loadAndSettle(tab, pathOf(meny, flavour), true);
    await expect(new ShopPage(page).loggedInAs).toHaveText(TEST_USERS.member);
    const editOrder = new EditOrderDialog(page);
    await step('open the edit-order question (member’s add)', products.addButton(MEMBER_PRODUCT), () =>
      expect(editOrder.question).toBeVisible(),
    );
    return figures;
  } finally {
    await tab.context.close();
  }
}

/** The first store or pickup point of the location page that is not the one chosen already (by its place in the list). */
async function uncheckedRadio(dialog: Locator): Promise<Locator> {
  const radios = dialog.getByRole('radio');
  const count = await radios.count();
  for (let index = 0; index < count; index++) {
    if (!(await radios.nth(index).isChecked())) {
      return radios.nth(index);
    }
  }
  throw new Error('the location page offers no other store to choose');
}

interface InpRow {
  flavour: Flavour;
  cpuSlowdown: number;
  interaction: Interaction;
  runsMs: number[];
  medianMs: number;
  maxMs: number;
  /** The median run's split of its longest entry. */
  medianSplit: InteractionFigure;
}

async function measureInp(setup: VitalsSetup, scripts: Map<number, string>): Promise<{ rows: InpRow[]; failures: string[] }> {
  if (
    TRACED_INTERACTION !== undefined &&
    TRACED_INTERACTION !== 'load' &&
    !(INTERACTIONS as readonly string[]).includes(TRACED_INTERACTION)
  ) {
    throw new Error(
      `BENCH_VITALS_TRACE names no interaction of the journey, nor 'load': ${TRACED_INTERACTION} (${INTERACTIONS.join(', ')})`,
    );
  }
  const rows: InpRow[] = [];
  const failures: string[] = [];
  for (const flavour of FLAVOURS) {
    for (const cpuSlowdown of CPU_RATES) {
      const runs: Record<Interaction, InteractionFigure>[] = [];
      for (let run = 0; run < VITALS_RUNS; run++) {
        try {
          runs.push(await inpJourneyOnce(setup, scripts, flavour, cpuSlowdown, run === VITALS_RUNS - 1));
        } catch (error) {
          failures.push(
            `${flavour} ${cpuSlowdown}× run ${run + 1}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
          );
        }
      }
      for (const interaction of INTERACTIONS) {
        const figures = runs.map((run) => run[interaction]).filter((figure) => figure !== undefined);
        const runsMs = figures.map((figure) => figure.durationMs);
        const medianMs = median(runsMs);
        const sorted = [...figures].sort((a, b) => a.durationMs - b.durationMs);
        rows.push({
          flavour,
          cpuSlowdown,
          interaction,
          runsMs,
          medianMs,
          maxMs: Math.max(...runsMs),
          medianSplit: sorted[Math.floor((sorted.length - 1) / 2)] ?? {
            durationMs: 0,
            inputDelayMs: 0,
            processingMs: 0,
            presentationMs: 0,
            event: '',
          },
        });
      }
    }
  }
  return { rows, failures };
}

// ---- 6c. LCP and TBT -------------------------------------------------------------------------------------------------

interface LoadRow {
  page: LcpPage;
  cpuSlowdown: number;
  lcpMs: number[];
  tbtMs: number[];
  medianLcpMs: number;
  /** The loads' LCP from the first quartile to the third: how far one page's loads spread. */
  lcpQuartilesMs: [number, number];
  medianTbtMs: number;
  /** The loads' `firstButtonMs` (the first add button's button on the screen), median; NaN without Kurv. */
  medianFirstButtonMs: number;
}

/** The value below which a share `fraction` of the values lie (the nearest rank). */
const quantile = (values: readonly number[], fraction: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] ?? Number.NaN;
};

const loadPathOf = (chain: ChainPage, page: LcpPage): string => {
  switch (page) {
    case 'no-kurv':
      return noKurvPath(chain);
    case 'no-kurv-copy':
      return noKurvCopyPath(chain);
    case 'react-async':
      return reactAsyncPath(chain);
    case 'tags-only':
      return tagsOnlyPath(chain);
    case 'react':
    case 'preact':
      return pathOf(chain, page);
    default:
      return page satisfies never;
  }
};

/** Writes a traced load to build/bench-traces/ and prints its long tasks with what ran in each. */
function writeLoadTrace(name: string, trace: Buffer): void {
  const folder = join(process.cwd(), 'build', 'bench-traces');
  mkdirSync(folder, { recursive: true });
  const file = join(folder, `${name}.json`);
  writeFileSync(file, trace);
  const events = (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  printTable(
    `Trace of the load ${name}, in ${file}: the main thread's tasks over 50 ms and what ran in each (self ms)`,
    ['task at ms', 'task ms', 'what ran (self ms)'],
    summarizeLongTasks(events).map((task) => [
      String(task.startMs),
      String(task.durationMs),
      task.rows.map((row) => `${row.what} ${row.selfMs}`).join('; '),
    ]),
  );
}

/** Total blocking time: each long task's time over 50 ms, summed. */
const tbtOf = (longTasks: readonly { duration: number }[]): number =>
  longTasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);

async function measureLoads(setup: VitalsSetup, scripts: Map<number, string>): Promise<LoadRow[]> {
  const meny = ALL_CHAIN_PAGES[0] as ChainPage;
  const rows: LoadRow[] = [];
  for (const cpuSlowdown of CPU_RATES) {
    const samples = new Map<LcpPage, { lcpMs: number[]; tbtMs: number[]; firstButtonMs: number[] }>(
      LCP_PAGES.map((page) => [page, { lcpMs: [], tbtMs: [], firstButtonMs: [] }]),
    );
    // One round first, not counted: the simulator's first answer of a page or file is slower than the next ones. The
    // pages take turns within each round, in an order rotated each round, so a slower stretch of a shared machine falls
    // on every page alike and the ratio compares like with like.
    for (let run = -1; run < LCP_RUNS; run++) {
      const start = ((run % LCP_PAGES.length) + LCP_PAGES.length) % LCP_PAGES.length;
      for (const page of [...LCP_PAGES.slice(start), ...LCP_PAGES.slice(0, start)]) {
        await resetSimulator(setup.origin);
        const tab = await openTab(setup, scripts, cpuSlowdown, INP_WIDTH, HEIGHT_OF_WIDTH[INP_WIDTH]);
        try {
          await tab.page.waitForTimeout(TAB_SETTLE_MS);
          const traced = TRACED_INTERACTION === 'load' && run === LCP_RUNS - 1 && page !== 'no-kurv-copy';
          if (traced) {
            await setup.browser.startTracing(tab.page, { categories: TRACE_CATEGORIES });
          }
          await loadAndSettle(tab, loadPathOf(meny, page), hasKurv(page));
          if (traced) {
            writeLoadTrace(`${page}-${cpuSlowdown}x-load`, await setup.browser.stopTracing());
          }
          const read = await readProbe(tab.page);
          if (run >= 0) {
            samples.get(page)?.lcpMs.push(read.lcp ?? Number.NaN);
            samples.get(page)?.tbtMs.push(tbtOf(read.longTasks));
            samples.get(page)?.firstButtonMs.push(read.firstButtonMs ?? Number.NaN);
          }
        } finally {
          await tab.context.close();
        }
      }
    }
    for (const page of LCP_PAGES) {
      const { lcpMs, tbtMs, firstButtonMs } = samples.get(page) ?? { lcpMs: [], tbtMs: [], firstButtonMs: [] };
      const lcpQuartilesMs: [number, number] = [quantile(lcpMs, 0.25), quantile(lcpMs, 0.75)];
      rows.push({
        page,
        cpuSlowdown,
        lcpMs,
        tbtMs,
        medianLcpMs: median(lcpMs),
        lcpQuartilesMs,
        medianTbtMs: median(tbtMs),
        medianFirstButtonMs: hasKurv(page) ? median(firstButtonMs) : Number.NaN,
      });
    }
  }
  return rows;
}

// ---- The section -----------------------------------------------------------------------------------------------------

const ms = (value: number): string => (Number.isNaN(value) ? '' : value < 16 ? '<16' : value.toFixed(0));
const cls = (value: number): string => value.toFixed(3);
const cpuName = (rate: number): string => (rate === 1 ? '1×' : `${rate}× slower`);

/** Measures and prints the section's tables; answers what bench.ts writes under `vitals` in results.json. */
export async function runVitals(setup: VitalsSetup): Promise<Record<string, unknown>> {
  const scripts = new Map<number, string>();
  for (const rate of CPU_RATES) {
    scripts.set(rate, await probeScript(rate));
  }
  console.log(`\nCore Web Vitals: ${VITALS_RUNS} runs per INP journey, ${LCP_RUNS} per load, ${CLS_RUNS} per CLS page and width`);

  const clsRows = PARTS.includes('cls') ? await measureCls(setup, scripts) : [];
  printTable(
    `6a. CLS per example page and width at 1× CPU (the median run of ${CLS_RUNS} by its total; sums of shifts without recent input; Kurv's share by the same-frame rule, budget ${BUDGETS.kurvCls.toFixed(2)})`,
    ['build', 'page', 'width', 'load: Kurv', 'load: host', 'load: CLS', 'journey: Kurv', 'journey: host', 'journey: CLS'],
    clsRows.map((row) => [
      row.flavour === 'no-kurv' ? 'without Kurv' : row.flavour,
      row.page,
      `${row.width} px`,
      cls(row.median.load.kurv),
      cls(row.median.load.host),
      cls(row.median.load.sessionWindow),
      ...(row.flavour === 'no-kurv'
        ? ['', '', '']
        : [cls(row.median.journey.kurv), cls(row.median.journey.host), cls(row.median.journey.sessionWindow)]),
    ]),
  );

  const inp = PARTS.includes('inp') ? await measureInp(setup, scripts) : { rows: [], failures: [] };
  const inpOf = (flavour: Flavour, rate: number, interaction: Interaction) =>
    inp.rows.find((row) => row.flavour === flavour && row.cpuSlowdown === rate && row.interaction === interaction);
  printTable(
    `6b. INP per interaction, MENY page at ${INP_WIDTH} px (median of ${VITALS_RUNS} journeys, ms; the longest Event Timing entry; budget ${BUDGETS.inpMsAt4x} ms at 4×; split at 4×: input delay / processing / presentation)`,
    [
      'interaction',
      ...FLAVOURS.flatMap((flavour) => CPU_RATES.map((rate) => `${flavour} ${rate}×`)),
      ...FLAVOURS.map((flavour) => `${flavour} 4× split`),
      'over budget',
    ],
    INTERACTIONS.map((interaction) => {
      const cells = FLAVOURS.flatMap((flavour) => CPU_RATES.map((rate) => ms(inpOf(flavour, rate, interaction)?.medianMs ?? Number.NaN)));
      const splits = FLAVOURS.map((flavour) => {
        const split = inpOf(flavour, 4, interaction)?.medianSplit;
        return split === undefined || split.durationMs === 0
          ? ''
          : `${split.inputDelayMs.toFixed(0)} / ${split.processingMs.toFixed(0)} / ${split.presentationMs.toFixed(0)}`;
      });
      const over = FLAVOURS.filter((flavour) => (inpOf(flavour, 4, interaction)?.medianMs ?? 0) > BUDGETS.inpMsAt4x);
      return [interaction, ...cells, ...splits, over.join(', ')];
    }),
  );
  for (const failure of inp.failures) {
    console.warn(`INP journey failed: ${failure}`);
  }

  const loads = PARTS.includes('loads') ? await measureLoads(setup, scripts) : [];
  const loadOf = (page: LcpPage, rate: number) => loads.find((row) => row.page === page && row.cpuSlowdown === rate);
  const lcpRatio = (page: LcpPage, rate: number) =>
    (loadOf(page, rate)?.medianLcpMs ?? Number.NaN) / (loadOf('no-kurv', rate)?.medianLcpMs ?? Number.NaN);
  const addedTbt = (page: Flavour | 'react-async', rate: number) =>
    (loadOf(page, rate)?.medianTbtMs ?? Number.NaN) - (loadOf('no-kurv', rate)?.medianTbtMs ?? Number.NaN);
  const pageName = (page: LcpPage): string => {
    switch (page) {
      case 'no-kurv':
        return 'without Kurv';
      case 'no-kurv-copy':
        return 'without Kurv, a copy (control)';
      case 'react-async':
        return 'with Kurv (react), the loader async at the body’s end';
      case 'tags-only':
        return 'Kurv’s tags, no Kurv script';
      case 'react':
      case 'preact':
        return `with Kurv (${page})`;
      default:
        return page satisfies never;
    }
  };
  printTable(
    `6c. LCP and TBT of the MENY page at ${INP_WIDTH} px, with Kurv and without (tags and scripts removed); median of ${LCP_RUNS} loads, the pages in turn (budgets: LCP ratio ≤ ${BUDGETS.lcpRatio}, added TBT ≤ ${BUDGETS.addedTbtMsAt4x} ms at 4×). The control is the page without Kurv again: its ratio is the noise floor`,
    ['page', 'CPU', 'LCP ms', 'LCP p25–p75', 'TBT ms', 'LCP ratio', 'added TBT ms', 'first add button ms'],
    loads.map((row) => [
      pageName(row.page),
      cpuName(row.cpuSlowdown),
      row.medianLcpMs.toFixed(0),
      `${row.lcpQuartilesMs[0].toFixed(0)}–${row.lcpQuartilesMs[1].toFixed(0)}`,
      row.medianTbtMs.toFixed(0),
      row.page === 'no-kurv' ? '' : lcpRatio(row.page, row.cpuSlowdown).toFixed(2),
      hasKurv(row.page) ? addedTbt(row.page, row.cpuSlowdown).toFixed(0) : '',
      hasKurv(row.page) ? row.medianFirstButtonMs.toFixed(0) : '',
    ]),
  );

  // Issue 38's budgets, checked here and printed (a benchmark's figures, not a failing test).
  const overBudget = [
    ...clsRows
      .filter((row) => row.flavour !== 'no-kurv' && (row.median.load.kurv > BUDGETS.kurvCls || row.median.journey.kurv > BUDGETS.kurvCls))
      .map(
        (row) =>
          `CLS: Kurv's share ${cls(Math.max(row.median.load.kurv, row.median.journey.kurv))} on ${row.page} at ${row.width} px (${row.flavour})`,
      ),
    ...inp.rows
      .filter((row) => row.cpuSlowdown === 4 && row.medianMs > BUDGETS.inpMsAt4x)
      .map((row) => `INP: ${row.interaction} ${row.medianMs.toFixed(0)} ms at 4× (${row.flavour})`),
    ...FLAVOURS.filter((flavour) => lcpRatio(flavour, 1) > BUDGETS.lcpRatio || lcpRatio(flavour, 4) > BUDGETS.lcpRatio).map(
      (flavour) => `LCP ratio: ${lcpRatio(flavour, 1).toFixed(2)} at 1×, ${lcpRatio(flavour, 4).toFixed(2)} at 4× (${flavour})`,
    ),
    ...FLAVOURS.filter((flavour) => addedTbt(flavour, 4) > BUDGETS.addedTbtMsAt4x).map(
      (flavour) => `TBT: Kurv adds ${addedTbt(flavour, 4).toFixed(0)} ms at 4× (${flavour})`,
    ),
  ];
  console.log(
    overBudget.length === 0
      ? '\nCore Web Vitals: every budget of issue 38 holds.'
      : `\nCore Web Vitals over issue 38's budgets:\n${overBudget.map((line) => `- ${line}`).join('\n')}`,
  );

  return {
    partial: PARTIAL,
    method: {
      cls: `layout-shift entries without recent input, from document start through load and a short journey (add, step up, open and close the cart), at 1× CPU; the run with the median total; Kurv's when a source node is a Kurv tag or inside one, or a Kurv tag's border box changed size (ResizeObserver) within one 60 Hz frame × the CPU rate of the shift; else the host's. sessionWindow: web-vitals' CLS (largest window of shifts < 1 s apart, ≤ 5 s); ${CLS_RUNS} loads`,
      inp: `the longest Event Timing entry (durationThreshold 16 ms; none reads 0) from each step's click until its answer showed and the page settled; median of ${VITALS_RUNS} journeys, a fresh context each; CPU slowed with Emulation.setCPUThrottlingRate`,
      lcp: `the last largest-contentful-paint candidate once the page settled (elements rendered, network quiet 500 ms); median of ${LCP_RUNS} loads of each page, the pages in turn; lcpRatioOfControl: a second copy of the page without Kurv against the first, the ratio's noise floor; lcpRatioOfAsyncLoader: the React page with its loader an async script at the body's end; lcpRatioOfTagsOnly: the page with Kurv's tags and no Kurv script; medianFirstButtonMs: the first animation frame with the first add button's button`,
      tbt: 'sum over long tasks (PerformanceObserver longtask) of the time over 50 ms, from navigation until the page settled',
      clock: `simulator and browser Date at ${testNow()}`,
    },
    budgets: BUDGETS,
    overBudget,
    runs: VITALS_RUNS,
    lcpRuns: LCP_RUNS,
    clsRuns: CLS_RUNS,
    cls: clsRows.map(({ runs, ...row }) => ({
      ...row,
      kurvShiftsFirstRun: runs[0]?.kurvShifts ?? [],
      hostShiftsFirstRun: runs[0]?.hostShifts ?? [],
    })),
    inp: inp.rows,
    inpFailures: inp.failures,
    loads,
    lcpRatio: Object.fromEntries(
      FLAVOURS.map((flavour) => [flavour, Object.fromEntries(CPU_RATES.map((rate) => [`cpu${rate}x`, lcpRatio(flavour, rate)]))]),
    ),
    lcpRatioOfControl: Object.fromEntries(CPU_RATES.map((rate) => [`cpu${rate}x`, lcpRatio('no-kurv-copy', rate)])),
    lcpRatioOfAsyncLoader: Object.fromEntries(CPU_RATES.map((rate) => [`cpu${rate}x`, lcpRatio('react-async', rate)])),
    lcpRatioOfTagsOnly: Object.fromEntries(CPU_RATES.map((rate) => [`cpu${rate}x`, lcpRatio('tags-only', rate)])),
    addedTbtMs: Object.fromEntries(
      FLAVOURS.map((flavour) => [flavour, Object.fromEntries(CPU_RATES.map((rate) => [`cpu${rate}x`, addedTbt(flavour, rate)]))]),
    ),
  };
}
