import { useSyncExternalStore } from 'react';

/**
 * The open modals, oldest first, shared by every Kurv element on the page (they share one
 * runtime): only the top one is active; the ones below are inert.
 */
const openModals: string[] = [];
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) {
    listener();
  }
}

export function openModal(id: string): void {
  if (!openModals.includes(id)) {
    openModals.push(id);
    notify();
  }
}

export function closeModal(id: string): void {
  const index = openModals.indexOf(id);
  if (index !== -1) {
    openModals.splice(index, 1);
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
