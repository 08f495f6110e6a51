// @vitest-environment jsdom

import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-next-paint';

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

afterEach(() => {
  vi.unstubAllGlobals();
  PaintedObserver.instances = [];
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
