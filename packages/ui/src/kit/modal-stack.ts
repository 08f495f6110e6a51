import { afterNextPaint } from '@kurv/core/paint';
import { useEffect, useState, useSyncExternalStore } from 'react';

/** What the stack knows of an open modal besides its id. */
export interface ModalEntry {
  /** The element made inert while a newer modal is on top (the overlay). */
  element?: HTMLElement | null;
  /** Escape while this modal is on top, wherever the focus is (also when it fell to the page's body). */
  onEscape?: () => void;
}

/**
 * The open modals, oldest first, shared by every Kurv element on the page (they share one
 * runtime): only the top one is active; the ones below are inert.
 */
const openModals: string[] = [];
const entries = new Map<string, ModalEntry>();
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) {
    listener();
  }
}

/**
 * One listener on the document while a modal is open: Escape closes the top modal even when the focus is not inside it
 * (a removed control let it fall to the body). A key handled inside a dialog stops there, so this sees only the rest.
 */
function onDocumentKeyDown(event: KeyboardEvent) {
  if (event.key !== 'Escape' || event.defaultPrevented) {
    return;
  }
  const top = openModals[openModals.length - 1];
  const onEscape = top === undefined ? undefined : entries.get(top)?.onEscape;
  if (onEscape) {
    event.preventDefault();
    onEscape();
  }
}

function listenForEscape(on: boolean) {
  if (typeof document === 'undefined') {
    return;
  }
  // Through EventTarget's own methods: a named element in the page (`<form name="addEventListener">`) shadows the
  // document's (DOM clobbering, issue 35; core/src/page/dom.ts does the same at boot).
  if (on) {
    EventTarget.prototype.addEventListener.call(document, 'keydown', onDocumentKeyDown as EventListener);
  } else {
    EventTarget.prototype.removeEventListener.call(document, 'keydown', onDocumentKeyDown as EventListener);
  }
}

/** The host page's inline styles before the lock, put back when the last modal closes. */
let unlockScroll: (() => void) | null = null;
/** Cancels the lock's wait for the paint of the dialog that asked for it, while it waits. */
let pendingLock: (() => void) | null = null;

/** Takes the host page's scroll bar away, its width given back as padding; reads the page's layout. */
function applyScrollLock() {
  const root = document.documentElement;
  const scrollBarWidth = window.innerWidth - root.clientWidth;
  const before = { overflow: root.style.overflow, paddingRight: root.style.paddingRight };
  root.style.overflow = 'hidden';
  if (scrollBarWidth > 0) {
    const padding = Number.parseFloat(getComputedStyle(root).paddingRight) || 0;
    root.style.paddingRight = `${padding + scrollBarWidth}px`;
  }
  const { scrollX, scrollY } = window;
  unlockScroll = () => {
    root.style.overflow = before.overflow;
    root.style.paddingRight = before.paddingRight;
    // The page is put back where it was: giving the scroll bar back made the browser move it (12 px on the MENY example
    // page, the browser's scroll anchoring as the layout came back; open-paint.spec). Read on close, not on the press.
    if (window.scrollX !== scrollX || window.scrollY !== scrollY) {
      window.scrollTo(scrollX, scrollY);
    }
  };
}

/**
 * While a modal is open the host page does not scroll behind it (a swipe on a phone's sheet moved the shop page under
 * it). The page's scroll bar goes, and its width is given back as padding so the page does not shift sideways. The
 * host's own inline values are restored as they were.
 *
 * The lock comes after the dialog's first paint (afterNextPaint), not in the press that opened it: the scroll bar's width
 * is read from the page's layout, which the new dialog has just made stale, so reading it there laid out the whole host
 * page in the press (8–13 ms at 4× CPU, issue 38). Right after that paint the layout is the painted one and the read is
 * free; the bar and its padding change in the next frame together, so the page still does not move. A page scrolled
 * within that one frame is harmless.
 */
function lockPageScroll(on: boolean) {
  if (typeof document === 'undefined') {
    return;
  }
  if (!on) {
    pendingLock?.();
    pendingLock = null;
    unlockScroll?.();
    unlockScroll = null;
    return;
  }
  pendingLock = afterNextPaint(() => {
    pendingLock = null;
    applyScrollLock();
  });
}

export function openModal(id: string, entry: ModalEntry = {}): void {
  entries.set(id, entry);
  if (!openModals.includes(id)) {
    openModals.push(id);
    if (openModals.length === 1) {
      listenForEscape(true);
      lockPageScroll(true);
    }
    notify();
  }
}

export function closeModal(id: string): void {
  const index = openModals.indexOf(id);
  entries.delete(id);
  if (index !== -1) {
    openModals.splice(index, 1);
    // The new top one is active at once, not after its re-render: the focus the closing modal gives back to a control
    // inside it would be refused while it is inert.
    const top = openModals[openModals.length - 1];
    if (top !== undefined) {
      entries.get(top)?.element?.removeAttribute('inert');
    } else {
      listenForEscape(false);
      lockPageScroll(false);
    }
    notify();
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Whether the modal is the top one of the stack (the only one a user can act in). A modal not yet
 * in the stack is opening and about to be the top one: it must not render inert, or the focus it
 * moves in on open would be refused.
 */
export function useIsTopModal(id: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !openModals.includes(id) || openModals[openModals.length - 1] === id,
    () => true,
  );
}

/**
 * Whether an open dialog's content is to render: false on the render that opens it, true from the task after the
 * browser painted it. The press that opens a sheet then paints its frame, heading and close button at once (the dialog
 * is named and holds the focus from that first frame), and the slower content follows a frame later, outside the
 * press's own task (issue 38: the preact cart rendered all of it in the click, 100 ms and more at 4× CPU). Closed, it
 * is false again, so each opening paints first. Here with the modals, so that it comes in their module.
 */
export function useFilledAfterPaint(open: boolean): boolean {
  const [filled, setFilled] = useState(false);
  useEffect(() => {
    if (!open) {
      setFilled(false);
      return undefined;
    }
    // Not a frame callback or a timer: a page whose timers are held (a test's paused clock) never filled the cart.
    return afterNextPaint(() => setFilled(true));
  }, [open]);
  return open && filled;
}
