import { computeAccessibleName, getRole, isDisabled } from 'dom-accessibility-api';
import type { FoundState, RoleStep, SerializedName } from './locator';

/**
 * What the engine journeys run inside the page (bundled by esbuild into one script, `page-finder-bundle.ts`, and put on
 * the page as `window.kurvEngineFinder` by the driver): elements found by role and accessible name across open shadow
 * roots, as Playwright's getByRole finds them, with dom-accessibility-api computing roles and names; their text, name
 * and state; and the page's Content-Security-Policy violations.
 */

/** A violation the page reported, as text: the directive, what was blocked, and where. */
type Violation = string;

/** Every element under `root`, in tree order, descending into open shadow roots. */
function elementsUnder(root: Document | Element | ShadowRoot): Element[] {
  const found: Element[] = [];
  const visit = (parent: Element | Document | ShadowRoot) => {
    for (const child of parent.children) {
      found.push(child);
      if (child.shadowRoot) {
        visit(child.shadowRoot);
      }
      visit(child);
    }
  };
  if (root instanceof Element && root.shadowRoot) {
    visit(root.shadowRoot);
  }
  visit(root);
  return found;
}

/** The element's parent in the flat sense: its parent element, or its shadow root's host. */
function parentOf(element: Element): Element | null {
  if (element.parentElement) {
    return element.parentElement;
  }
  const root = element.getRootNode();
  return root instanceof ShadowRoot ? root.host : null;
}

/** Hidden as Playwright's getByRole counts it: no box, `visibility: hidden`, or inside `aria-hidden="true"`. */
function isHidden(element: Element): boolean {
  if (!element.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions)) {
    return true;
  }
  for (let each: Element | null = element; each !== null; each = parentOf(each)) {
    if (each.getAttribute('aria-hidden') === 'true') {
      return true;
    }
  }
  return false;
}

/** Runs of white space (a no-break space in an amount too) as one space, as Playwright matches names. */
function normalised(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function matchesName(name: string, expected: SerializedName | undefined): boolean {
  if (expected === undefined) {
    return true;
  }
  const normalisedName = normalised(name);
  if (expected.kind === 'text') {
    // Playwright's getByRole: a string matches as a case-insensitive substring.
    return normalisedName.toLowerCase().includes(expected.text.toLowerCase());
  }
  return new RegExp(expected.source, expected.flags).test(normalisedName);
}

function isChecked(element: Element): boolean {
  return element instanceof HTMLInputElement ? element.checked : element.getAttribute('aria-checked') === 'true';
}

function isEnabled(element: Element): boolean {
  for (let each: Element | null = element; each !== null; each = parentOf(each)) {
    if (each.getAttribute('aria-disabled') === 'true') {
      return false;
    }
  }
  return !isDisabled(element);
}

function matchesStep(element: Element, step: RoleStep): boolean {
  if (step.selector !== undefined) {
    return element.matches(step.selector);
  }
  if (getRole(element) !== step.role || isHidden(element)) {
    return false;
  }
  if (step.enabled !== undefined && isEnabled(element) !== step.enabled) {
    return false;
  }
  if (step.pressed !== undefined && (element.getAttribute('aria-pressed') === 'true') !== step.pressed) {
    return false;
  }
  return matchesName(computeAccessibleName(element), step.name);
}

/** The elements a locator's steps find, each step within the matches of the one before. */
function find(steps: RoleStep[]): Element[] {
  let scopes: (Document | Element)[] = [document];
  for (const step of steps) {
    const matches = new Set<Element>();
    for (const scope of scopes) {
      for (const element of elementsUnder(scope)) {
        if (matchesStep(element, step)) {
          matches.add(element);
        }
      }
    }
    const all = [...matches];
    scopes = step.nth === undefined ? all : all.slice(step.nth, step.nth + 1);
  }
  return scopes as Element[];
}

/** The text a shopper reads in the element: its text nodes, through shadow roots and slots. */
function flatText(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) {
    return node.textContent ?? '';
  }
  if (!(node instanceof Element)) {
    return '';
  }
  if (node instanceof HTMLStyleElement || node instanceof HTMLScriptElement) {
    return '';
  }
  const children = node.shadowRoot
    ? [...node.shadowRoot.childNodes]
    : node instanceof HTMLSlotElement
      ? node.assignedNodes({ flatten: true })
      : [...node.childNodes];
  return children.map(flatText).join(' ');
}

/** The state of the first element the steps find, or null when none is there. */
function state(steps: RoleStep[]): FoundState | null {
  const found = find(steps);
  const element = found[0];
  if (element === undefined) {
    return null;
  }
  const active = (element.getRootNode() as Document | ShadowRoot).activeElement;
  return {
    count: found.length,
    name: normalised(computeAccessibleName(element)),
    text: normalised(flatText(element)),
    enabled: isEnabled(element),
    checked: isChecked(element),
    focused: active === element,
    busy: element.getAttribute('aria-busy') === 'true',
    waitMarkShown: (() => {
      const mark = getComputedStyle(element, '::after');
      return mark.content !== 'none' && mark.opacity === '1';
    })(),
  };
}

/** How many elements the steps find. */
function count(steps: RoleStep[]): number {
  return find(steps).length;
}

const violations: Violation[] = [];
const seen = new WeakSet<Event>();
const watchedRoots = new WeakSet<Document | ShadowRoot>();
let watching = false;

function collect(event: Event): void {
  if (seen.has(event)) {
    return;
  }
  seen.add(event);
  const violation = event as SecurityPolicyViolationEvent;
  violations.push(
    `${violation.effectiveDirective}: ${violation.blockedURI} at ${violation.sourceFile}:${violation.lineNumber} «${violation.sample}»`,
  );
}

function watchRoot(root: Document | ShadowRoot): void {
  if (!watchedRoots.has(root)) {
    watchedRoots.add(root);
    root.addEventListener('securitypolicyviolation', collect, true);
  }
}

/**
 * Collects every `securitypolicyviolation` from now on, on the document and on every shadow root (the event is
 * composed, but a root's own listener also catches one whose element is gone), each counted once: before the page's
 * scripts where the engine can run a script that early (Firefox), else from when it is called (WebKit; the CSP example
 * pages record their own from the start, see reportedViolations).
 */
function watchViolations(): void {
  if (watching) {
    return;
  }
  watching = true;
  watchRoot(document);
  for (const element of elementsUnder(document)) {
    if (element.shadowRoot) {
      watchRoot(element.shadowRoot);
    }
  }
  const attachShadow = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function attachWatchedShadow(this: Element, init: ShadowRootInit) {
    const root = attachShadow.call(this, init);
    watchRoot(root);
    return root;
  };
}

/**
 * The violations collected so far, with those the page recorded itself from its start (the CSP example pages' first
 * script, examples/csp/violations.js): in WebKit, whose driver runs no script before the page's own, those are the only
 * record of what the page's first scripts met. One violation seen by both is listed once.
 */
function reportedViolations(): Violation[] {
  const recordedByPage = (window as { cspViolations?: unknown }).cspViolations;
  return [...new Set([...(Array.isArray(recordedByPage) ? recordedByPage.map(String) : []), ...violations])];
}

/** Gives the element the focus, as a keyboard user's Tab would. */
function focus(steps: RoleStep[]): boolean {
  const element = find(steps)[0];
  if (!(element instanceof HTMLElement)) {
    return false;
  }
  element.focus();
  return (element.getRootNode() as Document | ShadowRoot).activeElement === element;
}

/** Scrolls the element to the middle of the viewport before a pointer press on it. */
function scrollIntoView(steps: RoleStep[]): boolean {
  const element = find(steps)[0];
  element?.scrollIntoView({ block: 'center', inline: 'center' });
  return element !== undefined;
}

/** The finder the drivers call, by method name. */
/**
 * Writes a paragraph with a style attribute as markup, which a policy without `'unsafe-inline'` styles blocks: the check
 * of the journeys must report it (the violation check can fail).
 */
function writeBlockedStyle(): void {
  document.body.insertAdjacentHTML('beforeend', '<p style="color: rgb(200, 0, 0)">blocked style</p>');
}

export const pageFinder = { find, state, count, focus, scrollIntoView, watchViolations, reportedViolations, writeBlockedStyle };

export type PageFinder = typeof pageFinder;
