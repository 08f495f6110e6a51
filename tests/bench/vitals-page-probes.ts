/**
 * The page side of the bench's Core Web Vitals section (vitals.ts), bundled by esbuild and added as an init script, so
 * its observers exist before the page's own scripts run. It records, from document start:
 *
 * - every layout shift, each marked Kurv's or the host page's (see `isKurvShift` for the rule);
 * - every Event Timing entry of an interaction (`durationThreshold` 16 ms, the least the API takes);
 * - every long task (over 50 ms) and the latest largest-contentful-paint candidate;
 * - every change of a Kurv tag's border box (a ResizeObserver on the tags), which the layout-shift rule reads.
 *
 * The runner reads `window.__benchVitals` after each step. Nothing here reads or moves the page's clock but
 * `installBrowserClock`, which starts `Date` at the tests' pinned instant and lets it run, leaving timers untouched.
 */
import { KURV_TAGS } from './bench-contract';

/** One layout shift as the bench keeps it. */
export interface VitalsShift {
  value: number;
  startTime: number;
  hadRecentInput: boolean;
  /** Whose shift it is: Kurv's (`source`: a moved node inside a Kurv tag; `resize`: a Kurv tag changed size in the same frame) or the host's. */
  owner: 'kurv-source' | 'kurv-resize' | 'host';
  /** What moved: tag names (with an id or class) of the entry's sources, for the report. */
  sources: string[];
}

/** One Event Timing entry of an interaction. */
export interface VitalsEvent {
  interactionId: number;
  name: string;
  startTime: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
}

/** What the probe has recorded so far. */
export interface VitalsProbe {
  shifts: VitalsShift[];
  events: VitalsEvent[];
  longTasks: { startTime: number; duration: number }[];
  /** The latest largest-contentful-paint candidate's time (ms from navigation start), or null before any. */
  lcp: number | null;
  /** When (performance.now()) a Kurv tag's box changed size, and which tag. */
  resizes: { time: number; tag: string }[];
  /**
   * The first animation frame (performance.now()) in which the page's first `<add-to-cart-button>` shows its button: when
   * the shopper first sees a widget work. Null before, and on a page without the tag.
   */
  firstButtonMs: number | null;
  /** Takes the observers' pending records, so a read right after a step sees them. */
  flush(): void;
}

/** The page's window as the vitals probe extends it. */
export type VitalsWindow = Window & { __benchVitals?: VitalsProbe };

/**
 * How close (ms) a Kurv tag's size change must be to a layout shift for the shift to count as Kurv's. The shift and the
 * ResizeObserver callback of the size change come from the same rendering update: in Chromium 156 the callback's
 * `performance.now()` and the shift's `startTime` agree to 0.1 ms. The margin is one frame at 60 Hz, times the CPU
 * slowdown, so a shift of the frame that follows the change counts too; a host shift that falls in that margin by
 * chance is counted as Kurv's: the rule errs against Kurv, never for it. (Checked against the pages without Kurv: the
 * shifts this rule leaves to the host, the header's logo at 375 px, happen there too.)
 */
const SAME_FRAME_MS = 1000 / 60;

/** The layout-shift attribution as the Layout Instability API types it (not in TypeScript's DOM library). */
interface LayoutShiftEntry extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
  sources: { node: Node | null }[];
}

interface EventTimingEntry extends PerformanceEntry {
  interactionId: number;
  processingStart: number;
  processingEnd: number;
}

const kurvTags: ReadonlySet<string> = new Set(KURV_TAGS);

/** The Kurv tag a node is inside of (across shadow roots: Kurv's dialogs render in their tag's shadow root), or null. */
function kurvTagOf(node: Node | null): string | null {
  let current: Node | null = node;
  while (current !== null) {
    if (current instanceof Element && kurvTags.has(current.localName)) {
      return current.localName;
    }
    current = current instanceof ShadowRoot ? current.host : current.parentNode;
  }
  return null;
}

function describeNode(node: Node | null): string {
  if (!(node instanceof Element)) {
    return node === null ? '(gone)' : node.nodeName.toLowerCase();
  }
  const id = node.id === '' ? '' : `#${node.id}`;
  const firstClass = node.classList.item(0);
  return `${node.localName}${id}${firstClass === null ? '' : `.${firstClass}`}`;
}

/**
 * The attribution rule: a layout shift is Kurv's when (1) one of its sources is a Kurv tag or inside one (Kurv's own
 * content moved), or (2) a Kurv tag's border box changed size within SAME_FRAME_MS × `cpuSlowdown` of the shift (the
 * host's content moved because a Kurv tag got or changed its size: the header's logo pushed by the picker's trigger,
 * the tiles pushed by their buttons). Every other shift is the host page's.
 */
function ownerOf(entry: LayoutShiftEntry, resizes: readonly { time: number }[], cpuSlowdown: number): VitalsShift['owner'] {
  if (entry.sources.some((source) => kurvTagOf(source.node) !== null)) {
    return 'kurv-source';
  }
  const margin = SAME_FRAME_MS * cpuSlowdown;
  return resizes.some((resize) => Math.abs(resize.time - entry.startTime) <= margin) ? 'kurv-resize' : 'host';
}

/** Watches every Kurv tag's border box, the ones already parsed and those added later. */
function watchKurvTagSizes(resizes: VitalsProbe['resizes']): void {
  const lastSize = new WeakMap<Element, string>();
  const sizes = new ResizeObserver((records) => {
    const time = performance.now();
    for (const record of records) {
      const box = record.borderBoxSize[0];
      const size = box === undefined ? '0x0' : `${box.inlineSize}x${box.blockSize}`;
      // A tag's first observation is its first layout, not a change of size: with the reserve stylesheet it has its room
      // from the page's first frame, as the host's own boxes do, and moved nothing. A tag first laid out empty (0x0)
      // that then gets its size is a change, and counted.
      const before = lastSize.get(record.target);
      lastSize.set(record.target, size);
      if (before !== undefined && size !== before) {
        resizes.push({ time, tag: record.target.localName });
      }
    }
  });
  const watched = new WeakSet<Element>();
  const watchAll = () => {
    for (const tag of document.querySelectorAll(KURV_TAGS.join(','))) {
      if (!watched.has(tag)) {
        watched.add(tag);
        sizes.observe(tag);
      }
    }
  };
  new MutationObserver(watchAll).observe(document, { childList: true, subtree: true });
  watchAll();
}

/**
 * Sets `probe.firstButtonMs` at the first animation frame in which the first add button shows its button. The check is
 * one query a frame. It stops at once on a page without the tag; on the page with the tags but no Kurv script it goes on
 * until the tab closes.
 */
function watchFirstButton(probe: VitalsProbe): void {
  const check = () => {
    const tag = document.querySelector('add-to-cart-button');
    if (tag === null && document.readyState !== 'loading') {
      return;
    }
    if (tag?.shadowRoot?.querySelector('button') != null) {
      probe.firstButtonMs = performance.now();
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/** Installs the probe (`window.__benchVitals`). `cpuSlowdown` widens the same-frame margin of the shift rule. */
export function installVitalsProbe(cpuSlowdown: number): void {
  const probe: VitalsProbe = {
    shifts: [],
    events: [],
    longTasks: [],
    lcp: null,
    resizes: [],
    firstButtonMs: null,
    flush: () => undefined,
  };
  (window as VitalsWindow).__benchVitals = probe;
  watchKurvTagSizes(probe.resizes);
  watchFirstButton(probe);

  const onShifts = (list: PerformanceObserverEntryList | PerformanceEntryList) => {
    const entries = 'getEntries' in list ? list.getEntries() : list;
    for (const entry of entries as LayoutShiftEntry[]) {
      probe.shifts.push({
        value: entry.value,
        startTime: entry.startTime,
        hadRecentInput: entry.hadRecentInput,
        owner: ownerOf(entry, probe.resizes, cpuSlowdown),
        sources: entry.sources.map((source) => describeNode(source.node)),
      });
    }
  };
  const onEvents = (list: PerformanceObserverEntryList | PerformanceEntryList) => {
    const entries = 'getEntries' in list ? list.getEntries() : list;
    for (const entry of entries as EventTimingEntry[]) {
      if (entry.interactionId > 0) {
        probe.events.push({
          interactionId: entry.interactionId,
          name: entry.name,
          startTime: entry.startTime,
          duration: entry.duration,
          processingStart: entry.processingStart,
          processingEnd: entry.processingEnd,
        });
      }
    }
  };
  const onLongTasks = (list: PerformanceObserverEntryList | PerformanceEntryList) => {
    const entries = 'getEntries' in list ? list.getEntries() : list;
    for (const entry of entries) {
      probe.longTasks.push({ startTime: entry.startTime, duration: entry.duration });
    }
  };
  const onLcp = (list: PerformanceObserverEntryList | PerformanceEntryList) => {
    const entries = 'getEntries' in list ? list.getEntries() : list;
    const last = entries[entries.length - 1];
    if (last !== undefined) {
      probe.lcp = last.startTime;
    }
  };
  const shifts = new PerformanceObserver(onShifts);
  shifts.observe({ type: 'layout-shift', buffered: true });
  const events = new PerformanceObserver(onEvents);
  events.observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  const longTasks = new PerformanceObserver(onLongTasks);
  longTasks.observe({ type: 'longtask', buffered: true });
  const lcp = new PerformanceObserver(onLcp);
  lcp.observe({ type: 'largest-contentful-paint', buffered: true });
  probe.flush = () => {
    onShifts(shifts.takeRecords());
    onEvents(events.takeRecords());
    onLongTasks(longTasks.takeRecords());
    onLcp(lcp.takeRecords());
  };
}

/**
 * Starts the page's `Date` at `nowIso` and lets it run (the tests' pinned instant, as the simulator's clock): the
 * picker's calendar and the cart's deadlines read the same day on every day the bench runs. Timers, animation frames
 * and `performance.now()` stay the browser's own, so the timings measured are not a fake clock's.
 */
export function installBrowserClock(nowIso: string): void {
  const RealDate = Date;
  const offset = RealDate.parse(nowIso) - RealDate.now();
  class PinnedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) {
        super(RealDate.now() + offset);
      } else {
        super(...(args as [string | number | Date]));
      }
    }
    static override now(): number {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = PinnedDate as DateConstructor;
}
