const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements inside a container that Tab can reach, in order. */
export function focusableElements(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.hasAttribute('inert'));
}

/** The focused element, looking through shadow roots (document.activeElement stops at the host). */
export function deepActiveElement(root: Document | ShadowRoot = document): HTMLElement | null {
  let active = root.activeElement as HTMLElement | null;
  while (active?.shadowRoot?.activeElement) {
    active = active.shadowRoot.activeElement as HTMLElement;
  }
  return active;
}

/**
 * Whether the focus is nowhere: on the page's body (or no element) rather than on a control, as when the focused
 * control was removed. `node` says which shadow root to look into: one holding the focus means it is not lost.
 */
export function focusIsLost(node: Node | null): boolean {
  const root = node?.getRootNode();
  if (root instanceof ShadowRoot && root.activeElement !== null) {
    return false;
  }
  const active = document.activeElement;
  return active === null || active === document.body || active === document.documentElement;
}
