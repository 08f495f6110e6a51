import { afterEach, describe, expect, it, vi } from 'vitest';
import { armPressGuard, disarmPressGuard, PRESS_GUARD_MAX_MS, type PressGuardAction, pressGuardAction } from './press-guard';

describe('pressGuardAction', () => {
  it.each<[string, number, PressGuardAction]>([
    // The second (or later) click of the gesture that changed what is under the pointer.
    ['mousedown', 2, 'swallow'],
    ['mouseup', 2, 'swallow'],
    ['click', 2, 'swallow'],
    ['dblclick', 2, 'swallow'],
    ['mousedown', 3, 'swallow'],
    ['click', 3, 'swallow'],
    ['auxclick', 2, 'swallow'],
    // A new press, counted by the browser as a first click: the guard ends and the press goes on.
    ['mousedown', 1, 'end'],
    // A key ends it; a click from the keyboard or a screen reader (detail 0) passes.
    ['keydown', 0, 'end'],
    ['click', 0, 'pass'],
    ['mouseup', 1, 'pass'],
    ['click', 1, 'pass'],
    ['pointermove', 0, 'pass'],
  ])('%s with detail %i: %s', (type, detail, action) => {
    expect(pressGuardAction({ type, detail })).toBe(action);
  });
});

describe('armPressGuard', () => {
  afterEach(() => disarmPressGuard());

  const press = (target: HTMLElement, type: string, detail: number) =>
    target.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, detail }));

  it('swallows the rest of a double click, then lets a new press through', () => {
    const below = document.createElement('button');
    document.body.append(below);
    const seen: string[] = [];
    for (const type of ['mousedown', 'mouseup', 'click', 'dblclick']) {
      below.addEventListener(type, (event) => seen.push(`${type} ${(event as MouseEvent).detail}`));
    }
    armPressGuard();
    expect(press(below, 'mousedown', 2)).toBe(false);
    press(below, 'mouseup', 2);
    press(below, 'click', 2);
    press(below, 'dblclick', 2);
    expect(seen).toEqual([]);
    press(below, 'mousedown', 1);
    press(below, 'mouseup', 1);
    press(below, 'click', 1);
    // Disarmed by the new press: its own second click is the shopper's.
    press(below, 'mousedown', 2);
    expect(seen).toEqual(['mousedown 1', 'mouseup 1', 'click 1', 'mousedown 2']);
  });

  it('lets a click from the keyboard through', () => {
    const below = document.createElement('button');
    document.body.append(below);
    let clicks = 0;
    below.addEventListener('click', () => {
      clicks += 1;
    });
    armPressGuard();
    below.click();
    expect(clicks).toBe(1);
  });

  it('ends by itself after a second when nothing ends it (a host page that cancels pointerdown hides the mousedown)', () => {
    vi.useFakeTimers();
    try {
      const below = document.createElement('button');
      document.body.append(below);
      let clicks = 0;
      below.addEventListener('click', () => {
        clicks += 1;
      });
      armPressGuard();
      press(below, 'click', 2);
      expect(clicks).toBe(0);
      vi.advanceTimersByTime(PRESS_GUARD_MAX_MS);
      press(below, 'click', 2);
      expect(clicks).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
