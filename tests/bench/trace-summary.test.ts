import { describe, expect, it } from 'vitest';
import { summarizeLongTasks, summarizeTrace, type TraceEvent } from './trace-summary';

const MAIN = { pid: 1, tid: 7 };
const complete = (name: string, ts: number, dur: number, args?: TraceEvent['args'], thread = MAIN): TraceEvent => ({
  name,
  ph: 'X',
  ts,
  dur,
  ...thread,
  ...(args ? { args } : {}),
});

describe('summarizeTrace', () => {
  it('counts a layout forced inside a script as layout, and the script only for its own time', () => {
    const rows = summarizeTrace(
      [
        complete('RunTask', 1_000, 31_000),
        complete('EventDispatch', 1_000, 20_000, { data: { type: 'pointerdown' } }),
        complete('FunctionCall', 2_000, 15_000, { data: { functionName: 'render', url: 'https://x/kurv-picker.js' } }),
        complete('Layout', 5_000, 6_000),
        complete('UpdateLayoutTree', 22_000, 4_000),
        complete('Paint', 40_000, 9_000),
      ],
      38,
    );
    expect(rows).toEqual([
      { what: 'FunctionCall render kurv-picker.js', selfMs: 9 },
      { what: 'RunTask', selfMs: 7 },
      { what: 'Layout', selfMs: 6 },
      { what: 'EventDispatch pointerdown', selfMs: 5 },
      { what: 'UpdateLayoutTree', selfMs: 4 },
    ]);
  });

  it('leaves out what ran before the press, after its time, and on other threads', () => {
    const rows = summarizeTrace(
      [
        complete('Layout', 0, 50_000),
        complete('EventDispatch', 60_000, 1_000, { data: { type: 'pointerdown' } }),
        complete('Paint', 70_000, 3_000, undefined, { pid: 1, tid: 8 }),
        complete('Paint', 80_000, 2_000),
        complete('Layout', 200_000, 5_000),
      ],
      100,
    );
    expect(rows).toEqual([
      { what: 'Paint', selfMs: 2 },
      { what: 'EventDispatch pointerdown', selfMs: 1 },
    ]);
  });

  it('answers nothing for a trace without the press', () => {
    expect(summarizeTrace([complete('Layout', 0, 1_000)], 100)).toEqual([]);
  });
});

describe('summarizeLongTasks', () => {
  const named = (thread: { pid: number; tid: number }): TraceEvent => ({
    name: 'thread_name',
    ph: 'M',
    ts: 0,
    ...thread,
    args: { name: 'CrRendererMain' },
  });
  const OTHER_RENDERER = { pid: 2, tid: 9 };

  it("lists the page's tasks over 50 ms, each with its scripts read apart by file", () => {
    const summaries = summarizeLongTasks([
      named(MAIN),
      named(OTHER_RENDERER),
      complete('RunTask', 0, 10_000),
      complete('ParseHTML', 0, 9_000),
      complete('RunTask', 20_000, 80_000),
      complete('v8.compile', 21_000, 30_000, { data: { url: 'https://x/lazy/kurv-runtime-1.js' } }),
      complete('EvaluateScript', 52_000, 40_000, { data: { url: 'https://x/lazy/kurv-elements-2.js' } }),
      complete('RunTask', 120_000, 49_000),
      complete('RunTask', 0, 500_000, undefined, OTHER_RENDERER),
    ]);
    expect(summaries).toEqual([
      {
        startMs: 20,
        durationMs: 80,
        rows: [
          { what: 'EvaluateScript kurv-elements-2.js', selfMs: 40 },
          { what: 'v8.compile kurv-runtime-1.js', selfMs: 30 },
          { what: 'RunTask', selfMs: 10 },
        ],
      },
    ]);
  });

  it('answers nothing for a trace without a page thread', () => {
    expect(summarizeLongTasks([complete('RunTask', 0, 90_000)])).toEqual([]);
  });
});
