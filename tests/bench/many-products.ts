/**
 * The bench's section for the page of 200 products (issue 38, point 4), run by bench.ts after its other sections (or
 * alone with BENCH_ONLY=many), for the React build and the preact build (`dist/preact/`), at 1× CPU, 1280 × 800 px:
 *
 * 7a. Time to the first buttons: from navigation start to the first animation frame in which FIRST_BUTTONS tags show
 *     their add button with its product's name (`button[aria-label]` in the tag's shadow root: the product has
 *     arrived), on the 200-product page (`/mange-varer/`) against the 12-product page (`/`); the ratio of the medians
 *     (issue 38: at most 1.2).
 * 7b. Product calls: the page's `GET /api/products/{chainid}` requests, as the browser sent them, and the most EANs in
 *     one (MAX_EANS_PER_PRODUCT_LOOKUP: 200 products in 2 calls).
 * 7c. Scrolling: the page scrolled from top to bottom by SCROLL_STEP_PX each animation frame (as a fast flick), the
 *     frames' times from requestAnimationFrame: median frame time, and frames dropped against 60 frames a second (each
 *     frame interval over 1.5 × 16.7 ms counts its missed frames).
 * 7d. Memory: the JS heap used after a garbage collection (Chromium DevTools protocol `HeapProfiler.collectGarbage`,
 *     then `Performance.getMetrics` JSHeapUsedSize; `performance.measureUserAgentSpecificMemory` needs cross-origin
 *     isolation) and the DOM nodes (the same metrics' Nodes, shadow roots' too), once the page has loaded and settled,
 *     and again after the scroll (every button rendered); the 200 page against the 12 page on load (at most 1.5 ×).
 *
 * Median of BENCH_MANY_RUNS runs (default 15: with 7, React's first-buttons ratio read 1.28 and 1.10 on two runs of one
 * build, a single load spreading from 143 to 216 ms), a fresh context (settled, TAB_SETTLE_MS) and a reset simulator
 * per run. A quick run (BENCH_MANY_RUNS or BENCH_MANY_FLAVOURS set) prints its tables and leaves results.json as it was.
 */

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, CDPSession, Page } from '@playwright/test';
import { MAX_EANS_PER_PRODUCT_LOOKUP } from '../../packages/core/src/api/products/product-lookup-calls';
import { TAB_SETTLE_MS, trackNetwork, waitForQuiet } from './bench-network';
import { median, printTable } from './bench-table';

const RUNS = Number(process.env.BENCH_MANY_RUNS ?? 15);
const PARTIAL = ['BENCH_MANY_RUNS', 'BENCH_MANY_FLAVOURS'].some((name) => process.env[name]);
type Flavour = 'react' | 'preact';
const FLAVOURS: readonly Flavour[] = (['react', 'preact'] as const).filter(
  (flavour) => process.env.BENCH_MANY_FLAVOURS === undefined || process.env.BENCH_MANY_FLAVOURS.split(',').includes(flavour),
);
const VIEWPORT = { width: 1280, height: 800 } as const;
/** The buttons that make 'the first buttons rendered': a first screen's worth, on both pages. */
const FIRST_BUTTONS = 8;
const SCROLL_STEP_PX = 100;
const FRAME_MS = 1000 / 60;
const QUIET_MS = 500;
const BUDGETS = { firstButtonsRatio: 1.2, heapRatio: 1.5 } as const;
const REACT_LOADER = '<script src="/dist/kurv.js" defer></script>';

/** The two pages compared: the example product page (12 products) and the page of 200. */
const PAGES = [
  { id: 'page12', name: '12 products', path: '/', file: 'examples/index.html' },
  { id: 'page200', name: '200 products', path: '/mange-varer/', file: 'examples/mange-varer/index.html' },
] as const;
type ManyPage = (typeof PAGES)[number];
const preactPath = (page: ManyPage): string => `/bench/many-${page.id}-preact.html`;
const pathOf = (page: ManyPage, flavour: Flavour): string => (flavour === 'react' ? page.path : preactPath(page));

/** The section's own pages, for bench.ts to write where the simulator serves them: each page with the preact loader. */
export function manyProductsPages(repoRoot: string): Record<string, string> {
  return Object.fromEntries(
    PAGES.map((page) => {
      const html = readFileSync(join(repoRoot, page.file), 'utf8');
      if (!html.includes(REACT_LOADER)) {
        throw new Error(`${page.file} has no ${REACT_LOADER}: the many-products section swaps it for the preact flavour's`);
      }
      return [preactPath(page), html.replace(REACT_LOADER, '<script src="/dist/preact/kurv.js" defer></script>')];
    }),
  );
}

/** In the page from its start: the time of the first frame with FIRST_BUTTONS buttons of products. */
const FIRST_BUTTONS_PROBE = `(() => {
  const check = () => {
    let shown = 0;
    for (const tag of document.querySelectorAll('add-to-cart-button')) {
      if (tag.shadowRoot && tag.shadowRoot.querySelector('button[aria-label]')) {
        shown += 1;
        if (shown >= ${FIRST_BUTTONS}) {
          window.__benchFirstButtonsMs = performance.now();
          return;
        }
      }
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

interface MemoryRead {
  heapBytes: number;
  nodes: number;
}

interface RunResult {
  firstButtonsMs: number;
  productCalls: number;
  mostEansInACall: number;
  productCallStatuses: number[];
  frameMedianMs: number;
  droppedFrames: number;
  frames: number;
  loaded: MemoryRead;
  scrolled: MemoryRead;
  buttonsOnLoad: number;
  buttonsAfterScroll: number;
}

async function readMemory(session: CDPSession): Promise<MemoryRead> {
  await session.send('HeapProfiler.collectGarbage');
  const { metrics } = await session.send('Performance.getMetrics');
  const metric = (name: string) => metrics.find((entry) => entry.name === name)?.value ?? Number.NaN;
  return { heapBytes: metric('JSHeapUsedSize'), nodes: metric('Nodes') };
}

const renderedButtons = (page: Page): Promise<number> =>
  page.evaluate(() => [...document.querySelectorAll('add-to-cart-button')].filter((tag) => tag.shadowRoot?.querySelector('button')).length);

/**
 * Scrolls from top to bottom, SCROLL_STEP_PX a frame; answers the frames' intervals. A string, as the probe: the test
 * runner's transform names inner functions with a helper the page does not have.
 */
function scrollToBottom(page: Page): Promise<number[]> {
  return page.evaluate(`new Promise((resolve) => {
    const intervals = [];
    let last = null;
    window.scrollTo(0, 0);
    const frame = (time) => {
      if (last !== null) {
        intervals.push(time - last);
      }
      last = time;
      if (window.scrollY >= document.documentElement.scrollHeight - window.innerHeight) {
        resolve(intervals);
        return;
      }
      window.scrollBy(0, ${SCROLL_STEP_PX});
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  })`);
}

async function resetSimulator(origin: string): Promise<void> {
  const answer = await fetch(`${origin}/__sim/reset`, { method: 'POST' });
  if (!answer.ok) {
    throw new Error(`POST /__sim/reset answered ${answer.status}`);
  }
}

async function measureOnce(browser: Browser, origin: string, path: string): Promise<RunResult> {
  await resetSimulator(origin);
  const context = await browser.newContext({ baseURL: origin, viewport: VIEWPORT });
  try {
    await context.addInitScript({ content: FIRST_BUTTONS_PROBE });
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    await session.send('Performance.enable');
    const network = trackNetwork(page);
    const productCalls: { url: string; status: number }[] = [];
    page.on('response', (response) => {
      if (/^\/api\/products\/[^/]+$/.test(new URL(response.url()).pathname)) {
        productCalls.push({ url: response.url(), status: response.status() });
      }
    });
    await page.waitForTimeout(TAB_SETTLE_MS);
    await page.goto(path, { waitUntil: 'load' });
    await page.waitForFunction(() => (window as { __benchFirstButtonsMs?: number }).__benchFirstButtonsMs !== undefined, null, {
      timeout: 30_000,
    });
    await waitForQuiet(network, QUIET_MS).catch(() => undefined);
    const firstButtonsMs = await page.evaluate(() => (window as { __benchFirstButtonsMs?: number }).__benchFirstButtonsMs ?? Number.NaN);
    const buttonsOnLoad = await renderedButtons(page);
    const loaded = await readMemory(session);
    const intervals = await scrollToBottom(page);
    await waitForQuiet(network, QUIET_MS).catch(() => undefined);
    const buttonsAfterScroll = await renderedButtons(page);
    const scrolled = await readMemory(session);
    const eansOf = (url: string) => (new URL(url).searchParams.get('eans') ?? '').split(',').filter(Boolean).length;
    return {
      firstButtonsMs,
      productCalls: productCalls.length,
      mostEansInACall: Math.max(0, ...productCalls.map((call) => eansOf(call.url))),
      productCallStatuses: productCalls.map((call) => call.status),
      frameMedianMs: median(intervals),
      droppedFrames: intervals.reduce(
        (dropped, interval) => dropped + (interval > FRAME_MS * 1.5 ? Math.round(interval / FRAME_MS) - 1 : 0),
        0,
      ),
      frames: intervals.length,
      loaded,
      scrolled,
      buttonsOnLoad,
      buttonsAfterScroll,
    };
  } finally {
    await context.close();
  }
}

/** The medians of one page and flavour's runs. */
interface PageFigures {
  path: string;
  runs: number;
  firstButtonsMs: number;
  firstButtonsRunsMs: number[];
  productCalls: number;
  mostEansInACall: number;
  productCallStatuses: number[];
  frameMedianMs: number;
  droppedFrames: number;
  frames: number;
  heapOnLoadBytes: number;
  nodesOnLoad: number;
  heapAfterScrollBytes: number;
  nodesAfterScroll: number;
  buttonsOnLoad: number;
  buttonsAfterScroll: number;
}

function figuresOf(path: string, runs: RunResult[]): PageFigures {
  const med = (pick: (run: RunResult) => number) => median(runs.map(pick));
  return {
    path,
    runs: runs.length,
    firstButtonsMs: Math.round(med((run) => run.firstButtonsMs)),
    firstButtonsRunsMs: runs.map((run) => Math.round(run.firstButtonsMs)),
    productCalls: Math.max(...runs.map((run) => run.productCalls)),
    mostEansInACall: Math.max(...runs.map((run) => run.mostEansInACall)),
    productCallStatuses: [...new Set(runs.flatMap((run) => run.productCallStatuses))],
    frameMedianMs: Math.round(med((run) => run.frameMedianMs) * 10) / 10,
    droppedFrames: med((run) => run.droppedFrames),
    frames: med((run) => run.frames),
    heapOnLoadBytes: Math.round(med((run) => run.loaded.heapBytes)),
    nodesOnLoad: med((run) => run.loaded.nodes),
    heapAfterScrollBytes: Math.round(med((run) => run.scrolled.heapBytes)),
    nodesAfterScroll: med((run) => run.scrolled.nodes),
    buttonsOnLoad: med((run) => run.buttonsOnLoad),
    buttonsAfterScroll: med((run) => run.buttonsAfterScroll),
  };
}

export interface ManyProductsResult {
  method: string;
  partial: boolean;
  maxEansPerCall: number;
  budgets: typeof BUDGETS;
  flavours: Record<string, { page12: PageFigures; page200: PageFigures; firstButtonsRatio: number; heapOnLoadRatio: number }>;
}

const megabytes = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
const mark = (ratio: number, budget: number): string => `${ratio.toFixed(2)} ${ratio <= budget ? '(ok)' : '(OVER)'}`;

/** Runs the section: both pages on each flavour, RUNS times each, alternating the pages so both see the same machine. */
export async function runManyProducts(setup: { browser: Browser; origin: string }): Promise<ManyProductsResult> {
  const flavours: ManyProductsResult['flavours'] = {};
  for (const flavour of FLAVOURS) {
    const runs: Record<ManyPage['id'], RunResult[]> = { page12: [], page200: [] };
    for (let run = 0; run < RUNS; run += 1) {
      for (const page of PAGES) {
        runs[page.id].push(await measureOnce(setup.browser, setup.origin, pathOf(page, flavour)));
      }
    }
    const page12 = figuresOf(pathOf(PAGES[0], flavour), runs.page12);
    const page200 = figuresOf(pathOf(PAGES[1], flavour), runs.page200);
    flavours[flavour] = {
      page12,
      page200,
      firstButtonsRatio: Math.round((page200.firstButtonsMs / page12.firstButtonsMs) * 100) / 100,
      heapOnLoadRatio: Math.round((page200.heapOnLoadBytes / page12.heapOnLoadBytes) * 100) / 100,
    };
  }
  const rows = Object.entries(flavours).flatMap(([flavour, figures]) =>
    [figures.page12, figures.page200].map((page, index) => [
      flavour,
      PAGES[index]?.name ?? '',
      `${page.firstButtonsMs} ms`,
      index === 0 ? '' : mark(figures.firstButtonsRatio, BUDGETS.firstButtonsRatio),
      `${page.productCalls} (≤ ${page.mostEansInACall} EANs; ${page.productCallStatuses.join(', ')})`,
      `${page.frameMedianMs} ms`,
      `${page.droppedFrames} of ${page.frames}`,
      megabytes(page.heapOnLoadBytes),
      index === 0 ? '' : mark(figures.heapOnLoadRatio, BUDGETS.heapRatio),
      String(page.nodesOnLoad),
      `${megabytes(page.heapAfterScrollBytes)}, ${page.nodesAfterScroll} nodes`,
      `${page.buttonsOnLoad} → ${page.buttonsAfterScroll}`,
    ]),
  );
  printTable(
    `7. The page of 200 products against the 12-product page (1× CPU, ${VIEWPORT.width} × ${VIEWPORT.height}, median of ${RUNS} runs)`,
    [
      'build',
      'page',
      `first ${FIRST_BUTTONS} buttons`,
      'ratio (≤ 1.2)',
      'product calls',
      'scroll: median frame',
      'dropped frames (60 fps)',
      'JS heap on load',
      'ratio (≤ 1.5)',
      'DOM nodes on load',
      'after the scroll',
      'buttons rendered: load → scrolled',
    ],
    rows,
  );
  return {
    method:
      'fresh context per run, 1× CPU; first buttons: performance.now() at the first requestAnimationFrame with the buttons of 8 products; product calls: the browser’s responses to GET /api/products/{chainid}; scroll: 100 px per requestAnimationFrame top to bottom, dropped = missed 60 fps frames of intervals over 25 ms; memory: CDP HeapProfiler.collectGarbage then Performance.getMetrics JSHeapUsedSize and Nodes',
    partial: PARTIAL,
    maxEansPerCall: MAX_EANS_PER_PRODUCT_LOOKUP,
    budgets: BUDGETS,
    flavours,
  };
}
