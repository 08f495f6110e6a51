/**
 * One press, one action (issue 35). A dialog that opens, closes or shows another page on a press puts something else
 * under the pointer: the rest of the same gesture (the second click of a double click, a fast second tap) would press
 * that instead (the product under the edit-order question, the store under the picker's 'Fortsett'). Once armed, the
 * guard swallows the following presses of that gesture and ends at the next new press or key.
 *
 * Not in spec: the conventional ghost-click guard. The browser tells which presses belong to one gesture: a mouse event's
 * `detail` is its click count (2 for the second click of a double click, also for a double tap in Chromium, whose taps
 * carry their tap count), counted with the system's own double-click interval and distance. So a press the browser
 * counts as new (`detail` 1) is never swallowed, however soon it follows. A click from the keyboard or a screen reader
 * has `detail` 0 and passes. The guard also ends `PRESS_GUARD_MAX_MS` after it was armed: a host page that cancels
 * `pointerdown` or `touchstart` (a slider, a carousel) suppresses the mousedown that would end it, and the second tap of
 * every later double tap would be swallowed.
 */

/** The longest the guard stays armed: longer than any system's double-click interval (at most 900 ms on Windows). */
export const PRESS_GUARD_MAX_MS = 1_000;

/** What the guard does with an event while armed: swallow it, let it pass, or let it pass and stop guarding. */
export type PressGuardAction = 'swallow' | 'pass' | 'end';

/** The mouse events of a press; `detail` is their click count (UI Events). */
const PRESS_EVENTS = ['mousedown', 'mouseup', 'click', 'dblclick', 'auxclick'] as const;
/** Events that begin something new: a key, or a press the browser counts as a first click. */
const END_EVENTS = ['keydown'] as const;

/**
 * The guard's rule for one event while armed: a press event counted as the second (or later) click of a gesture is
 * swallowed; a new press (a mousedown whose click count is 1 or less) or a key ends the guard; anything else passes.
 */
export function pressGuardAction(event: { type: string; detail: number }): PressGuardAction {
  if ((END_EVENTS as readonly string[]).includes(event.type)) {
    return 'end';
  }
  if (!(PRESS_EVENTS as readonly string[]).includes(event.type)) {
    return 'pass';
  }
  if (event.detail >= 2) {
    return 'swallow';
  }
  return event.type === 'mousedown' ? 'end' : 'pass';
}

/** The window the guard listens on while armed; null while disarmed. */
let guarded: Window | null = null;
/** Ends the guard at its longest; null while disarmed. */
let expiry: ReturnType<typeof setTimeout> | null = null;

function onEvent(event: Event) {
  const action = pressGuardAction({ type: event.type, detail: (event as UIEvent).detail ?? 0 });
  switch (action) {
    case 'swallow':
      // In the capture phase on the window, before any element's listener (Kurv's or the host page's) sees it.
      event.preventDefault();
      event.stopImmediatePropagation();
      return;
    case 'end':
      disarmPressGuard();
      return;
    case 'pass':
      return;
    default:
      action satisfies never;
  }
}

/**
 * Arms the guard: what is under the pointer has just changed (a dialog opened, closed or changed its page), so the
 * rest of the gesture that did it is swallowed. Shared by every Kurv element on the page (they share one runtime).
 */
export function armPressGuard(): void {
  if (typeof window === 'undefined' || guarded !== null) {
    return;
  }
  guarded = window;
  for (const type of [...PRESS_EVENTS, ...END_EVENTS]) {
    window.addEventListener(type, onEvent, true);
  }
  expiry = setTimeout(disarmPressGuard, PRESS_GUARD_MAX_MS);
}

/** Stops guarding: the listeners leave the window. */
export function disarmPressGuard(): void {
  if (guarded === null) {
    return;
  }
  for (const type of [...PRESS_EVENTS, ...END_EVENTS]) {
    guarded.removeEventListener(type, onEvent, true);
  }
  guarded = null;
  if (expiry !== null) {
    clearTimeout(expiry);
    expiry = null;
  }
}
