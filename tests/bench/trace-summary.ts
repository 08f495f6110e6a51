/**
 * Where an interaction's time goes (issue 38, point 2: "a profile of the click"): a Chromium trace of one press
 * (`BENCH_VITALS_TRACE`, vitals.ts) summed by what the page's main thread did, from the press's first input event to
 * the last frame drawn before the trace stopped. Self time per event name (script, style, layout, paint, and the
 * scripts' functions by name), so the table reads "what to make cheaper", not a timeline.
 */

/** One event of Chromium's trace format (the fields this reads). */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { type?: string; functionName?: string; url?: string } };
}

/** A row of the summary: what ran, and its self time in ms. */
export interface TraceRow {
  what: string;
  selfMs: number;
}

/** The main thread of the page's renderer: the thread named CrRendererMain that dispatched the press's input events. */
function mainThreadOf(events: readonly TraceEvent[], inputType: string): { pid: number; tid: number } | null {
  const dispatch = events.find((event) => event.name === 'EventDispatch' && event.args?.data?.type === inputType);
  return dispatch ? { pid: dispatch.pid, tid: dispatch.tid } : null;
}

/** An event's name, with the function and file of a script's call so that two scripts' calls read apart. */
function labelOf(event: TraceEvent): string {
  const data = event.args?.data;
  if (event.name === 'FunctionCall' && data?.functionName !== undefined) {
    return `FunctionCall ${data.functionName || '(anonymous)'} ${data.url?.split('/').pop() ?? ''}`.trim();
  }
  if (event.name === 'EventDispatch' && data?.type !== undefined) {
    return `EventDispatch ${data.type}`;
  }
  // A script's compile and evaluation read apart by file (the loader, the runtime, the elements).
  if (data?.url !== undefined && data.url !== '' && /^(EvaluateScript|v8\.|CompileScript|CompileModule)/.test(event.name)) {
    return `${event.name} ${data.url.split('/').pop()}`;
  }
  return event.name;
}

/**
 * Self time by label of the complete events ('X') on the press's main thread that start from its first `inputType`
 * dispatch until `withinMs` later (the interaction's duration: what its next paint waited for). Nested events are
 * subtracted from their parent (a layout forced inside a script counts as layout); the wrappers that only hold others
 * (RunTask) keep what nothing inside them claims.
 */
export function summarizeTrace(events: readonly TraceEvent[], withinMs: number, inputType = 'pointerdown', most = 16): TraceRow[] {
  const main = mainThreadOf(events, inputType);
  if (main === null) {
    return [];
  }
  const start = events.find((event) => event.name === 'EventDispatch' && event.args?.data?.type === inputType)?.ts ?? 0;
  return selfTimes(events, main, start, start + withinMs * 1000, most);
}

/** Self time by label of the complete events on `thread` from `start` until `end` (µs), the `most` largest first. */
function selfTimes(
  events: readonly TraceEvent[],
  thread: { pid: number; tid: number },
  start: number,
  end: number,
  most: number,
): TraceRow[] {
  const complete = events
    .filter(
      (event) =>
        event.ph === 'X' &&
        event.pid === thread.pid &&
        event.tid === thread.tid &&
        event.ts >= start &&
        event.ts < end &&
        event.dur !== undefined,
    )
    .sort((first, second) => first.ts - second.ts || (second.dur ?? 0) - (first.dur ?? 0));
  const self = new Map<string, number>();
  const stack: { end: number; label: string }[] = [];
  const add = (label: string, micros: number) => self.set(label, (self.get(label) ?? 0) + micros);
  for (const event of complete) {
    const eventEnd = event.ts + (event.dur ?? 0);
    while (stack.length > 0 && (stack.at(-1) as { end: number }).end <= event.ts) {
      stack.pop();
    }
    const parent = stack.at(-1);
    if (parent !== undefined) {
      add(parent.label, -(event.dur ?? 0));
    }
    const label = labelOf(event);
    add(label, event.dur ?? 0);
    stack.push({ end: eventEnd, label });
  }
  return [...self]
    .map(([what, micros]) => ({ what, selfMs: Math.round(micros / 100) / 10 }))
    .filter((row) => row.selfMs > 0)
    .sort((first, second) => second.selfMs - first.selfMs)
    .slice(0, most);
}

/** A long task of a traced load: when it started (ms after the trace's first task on the thread), its length, its top. */
export interface LongTaskSummary {
  startMs: number;
  durationMs: number;
  rows: TraceRow[];
}

/** The page's main thread in a load's trace: of the threads named CrRendererMain, the one that parsed the most HTML. */
function pageMainThread(events: readonly TraceEvent[]): { pid: number; tid: number } | null {
  const mains = events.filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  let best: { pid: number; tid: number; parsed: number } | null = null;
  for (const main of mains) {
    const parsed = events
      .filter((event) => event.name === 'ParseHTML' && event.pid === main.pid && event.tid === main.tid)
      .reduce((sum, event) => sum + (event.dur ?? 0), 0);
    if (best === null || parsed > best.parsed) {
      best = { pid: main.pid, tid: main.tid, parsed };
    }
  }
  return best === null ? null : { pid: best.pid, tid: best.tid };
}

/**
 * The long tasks (over `overMs`, 50 ms: what total blocking time counts) of a traced page load on its main thread, each
 * with its main thread's self time by what ran (the `most` largest), so "what makes the load block" reads per task.
 */
export function summarizeLongTasks(events: readonly TraceEvent[], overMs = 50, most = 6): LongTaskSummary[] {
  const main = pageMainThread(events);
  if (main === null) {
    return [];
  }
  const tasks = events
    .filter((event) => event.ph === 'X' && event.name === 'RunTask' && event.pid === main.pid && event.tid === main.tid)
    .sort((first, second) => first.ts - second.ts);
  const origin = tasks[0]?.ts ?? 0;
  return tasks
    .filter((task) => (task.dur ?? 0) > overMs * 1000)
    .map((task) => ({
      startMs: Math.round((task.ts - origin) / 1000),
      durationMs: Math.round((task.dur ?? 0) / 100) / 10,
      rows: selfTimes(events, main, task.ts, task.ts + (task.dur ?? 0), most),
    }));
}
