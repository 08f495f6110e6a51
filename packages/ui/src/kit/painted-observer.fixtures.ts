import { vi } from 'vitest';

/**
 * The browser's intersection observers (core's `afterNextPaint` waits for one's first answer), stubbed for jsdom, which
 * has none: each observer answers when the test says a frame painted (`paint`); `waiting` counts those not answered.
 * Undo with `vi.unstubAllGlobals()`.
 */
export function stubIntersectionObserver(): { paint: () => void; waiting: () => number } {
  const waiting = new Set<() => void>();
  class PaintedObserver {
    constructor(private readonly answer: () => void) {}
    observe() {
      waiting.add(this.answer);
    }
    disconnect() {
      waiting.delete(this.answer);
    }
  }
  vi.stubGlobal('IntersectionObserver', PaintedObserver);
  return {
    paint: () => {
      for (const answer of [...waiting]) {
        answer();
      }
    },
    waiting: () => waiting.size,
  };
}
