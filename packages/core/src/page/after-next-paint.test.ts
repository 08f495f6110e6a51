// @vitest-environment jsdom

import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, firstContentfulPaintShown } from './after-next-paint';

/** A stand-in for the browser's IntersectionObserver: its first answer comes when the test says the frame painted. */
class PaintedObserver {
  static instances: PaintedObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(private readonly callback: () => void) {
    PaintedObserver.instances.push(this);
  }
  observe(target: Element) {
    this.observed.push(target);
  }
  disconnect() {
    this.disconnected = true;
  }
  paint() {
    if (!this.disconnected) {
      this.callback();
    }
  }
}

/** A stand-in for the browser's PerformanceObserver: the test reports paint timing entries by name. */
class PaintTimingObserver {
  static instances: PaintTimingObserver[] = [];
  options: PerformanceObserverInit | undefined;
  disconnected = false;
  constructor(private readonly callback: PerformanceObserverCallback) {
    PaintTimingObserver.instances.push(this);
  }
  observe(options: PerformanceObserverInit) {
    this.options = options;
  }
  disconnect() {
    this.disconnected = true;
  }
  report(...names: string[]) {
    const list = { getEntriesByName: (name: string) => names.filter((entry) => entry === name).map((entry) => ({ name: entry })) };
    this.callback(list as unknown as PerformanceObserverEntryList, this as unknown as PerformanceObserver);
  }
}

/** Lets the promise's handlers run. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.unstubAllGlobals();
  PaintedObserver.instances = [];
  PaintTimingObserver.instances = [];
});

describe('afterNextPaint', () => {
  it('waits for the observer’s first answer on the page, which follows the frame’s paint', () => {
    vi.stubGlobal('IntersectionObserver', PaintedObserver);
    const then = vi.fn();
    afterNextPaint(then);
    expect(then).not.toHaveBeenCalled();
    const [observer] = PaintedObserver.instances;
    expect(observer?.observed).toEqual([document.documentElement]);
    observer?.paint();
    expect(then).toHaveBeenCalledTimes(1);
    expect(observer?.disconnected).toBe(true);
  });

  it('calls nothing once cancelled', () => {
    vi.stubGlobal('IntersectionObserver', PaintedObserver);
    const then = vi.fn();
    afterNextPaint(then)();
    PaintedObserver.instances[0]?.paint();
    expect(then).not.toHaveBeenCalled();
  });

  it('observes the document element even where a named element shadows document.documentElement', () => {
    vi.stubGlobal('IntersectionObserver', PaintedObserver);
    const named = document.createElement('img');
    named.setAttribute('name', 'documentElement');
    document.body.append(named);
    afterNextPaint(() => undefined);
    expect(PaintedObserver.instances[0]?.observed.map((element) => element.tagName)).toEqual(['HTML']);
    named.remove();
  });

  it('calls at once where there is no observer (a server, jsdom)', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const then = vi.fn();
    afterNextPaint(then);
    expect(then).toHaveBeenCalledTimes(1);
  });
});

describe('firstContentfulPaintShown', () => {
  const shownAfter = async (step: () => void) => {
    const shown = vi.fn();
    void firstContentfulPaintShown().then(shown);
    await settled();
    expect(shown).not.toHaveBeenCalled();
    step();
    await settled();
    return shown;
  };

  it('answers when the browser reports the first contentful paint, not at the paint before it is shown', async () => {
    vi.stubGlobal('IntersectionObserver', PaintedObserver);
    vi.stubGlobal('PerformanceObserver', PaintTimingObserver);
    const shown = await shownAfter(() => {
      PaintedObserver.instances[0]?.paint();
      PaintTimingObserver.instances[0]?.report('first-paint');
    });
    expect(shown).not.toHaveBeenCalled();
    expect(PaintTimingObserver.instances[0]?.options).toEqual({ type: 'paint', buffered: true });
    PaintTimingObserver.instances[0]?.report('first-paint', 'first-contentful-paint');
    await settled();
    expect(shown).toHaveBeenCalledTimes(1);
    expect(PaintTimingObserver.instances[0]?.disconnected).toBe(true);
  });

  it.each([
    ['where the page has nothing contentful yet', PaintTimingObserver],
    ['in a browser without paint timing', undefined],
  ])('answers at the second paint %s', async (_situation, observer) => {
    vi.stubGlobal('IntersectionObserver', PaintedObserver);
    vi.stubGlobal('PerformanceObserver', observer);
    const shown = await shownAfter(() => PaintedObserver.instances[0]?.paint());
    expect(shown).not.toHaveBeenCalled();
    PaintedObserver.instances[1]?.paint();
    await settled();
    expect(shown).toHaveBeenCalledTimes(1);
  });
});
