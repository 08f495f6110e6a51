/**
 * Scripts the bench installs in its pages before any of their own scripts run (Playwright's `addInitScript`). The
 * runner bundles them with esbuild: a function handed to Playwright as source would carry the `__name` helper that
 * tsx adds to named functions, which the page does not have.
 */
import { BARE_TAG_ATTRIBUTE, KURV_TAGS } from './bench-contract';

/** Which page the render probe watches: the custom elements (shadow roots) or the bare React root (wrappers). */
export type RenderProbeMode = 'elements' | 'bare';

/** What the render probe leaves on `window.__benchRenderProbe`. */
export interface RenderProbe {
  /** `performance.now()` (ms since navigation start) when every element had rendered; null until then. */
  renderedAt: number | null;
  /** How many elements (hosts or wrappers) counted at that moment. */
  elementCount: number;
  /** Resolves with `renderedAt`. */
  done: Promise<number>;
}

/** What the commit counter leaves on `window.__benchCommits`. */
export interface CommitCounter {
  /** Commits per React root, named by the element that holds the root (its tag, and `[ean=…]` for buttons). */
  counts: Record<string, number>;
  /** How many times a React renderer registered itself with the hook. */
  injections: number;
  /** Clears the counts (not the injections). */
  reset: () => void;
}

/** The bench's additions to `window`. */
export interface BenchWindow {
  __benchRenderProbe?: RenderProbe;
  __benchCommits?: CommitCounter;
  __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown;
}

/** The part of a React fiber root the counter reads. */
/** The parts of a React fiber the commit counter reads (React's internals, as React DevTools reads them). */
interface Fiber {
  tag: number;
  flags: number;
  child: Fiber | null;
  sibling: Fiber | null;
  alternate: Fiber | null;
  stateNode: unknown;
}

interface CommittedRoot {
  containerInfo?: unknown;
  current?: Fiber;
}

/** Fiber tags: a portal, and the components whose render counts (function, class, forwardRef, memo, simple memo). */
const HOST_PORTAL = 4;
const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
/** React's flag for a fiber whose component ran in this render. */
const PERFORMED_WORK = 1;

/**
 * Records when every Kurv element of the page has rendered its first interactive content: a `button` for the
 * add-to-cart buttons (or the text saying why its product cannot be bought), the cart popup (its badge) and the
 * handover picker (its trigger); for the edit-order dialog, which shows nothing while closed, the first content or
 * styles React commits into its shadow root (on the bare page its wrapper, which React commits with the others). Each
 * element counts from the first time it rendered, so a button later replaced by a 'not for sale' text still counts.
 * Checks after every DOM change (the document's and each shadow root's) and on every animation frame, from navigation
 * start on. The probe runs in the page as its own source text (it imports nothing there): the blocked text's class is
 * the add button's (`AddToCartView.tsx`), named here as a string.
 */
export function installRenderProbe(mode: RenderProbeMode): void {
  let resolveDone: (renderedAt: number) => void = () => undefined;
  const probe: RenderProbe = {
    renderedAt: null,
    elementCount: 0,
    done: new Promise<number>((resolve) => {
      resolveDone = resolve;
    }),
  };
  (window as BenchWindow).__benchRenderProbe = probe;

  const rendered = new WeakSet<Element>();
  const selector = mode === 'elements' ? KURV_TAGS.join(',') : `[${BARE_TAG_ATTRIBUTE}]`;
  const tagOf = (host: Element): string => (mode === 'elements' ? host.localName : (host.getAttribute(BARE_TAG_ATTRIBUTE) ?? ''));
  const hasRendered = (host: Element): boolean => {
    const isDialog = tagOf(host) === 'edit-order-dialog';
    if (mode === 'bare') {
      return isDialog || host.querySelector('button') !== null;
    }
    const root = host.shadowRoot;
    if (root === null) {
      return false;
    }
    // The dialog with nothing to ask renders its styles alone: adopted stylesheets (issue 37's strict CSP), or <style>
    // elements where a browser cannot adopt them. An add button whose product cannot be bought shows why instead of a
    // button («Midlertidig utsolgt», «Selges ikke på nett»): its product has arrived all the same.
    return isDialog
      ? root.childNodes.length > 0 || root.adoptedStyleSheets.length > 0
      : root.querySelector('button, .kurv-add-to-cart__blocked') !== null;
  };
  const check = (): void => {
    if (probe.renderedAt !== null || document.readyState === 'loading') {
      return;
    }
    const hosts = Array.from(document.querySelectorAll(selector));
    const presentTags = new Set(hosts.map(tagOf));
    if (!KURV_TAGS.every((tag) => presentTags.has(tag))) {
      return;
    }
    let allRendered = true;
    for (const host of hosts) {
      if (rendered.has(host)) {
        continue;
      }
      if (hasRendered(host)) {
        rendered.add(host);
      } else {
        allRendered = false;
      }
    }
    if (allRendered) {
      probe.renderedAt = performance.now();
      probe.elementCount = hosts.length;
      observer.disconnect();
      resolveDone(probe.renderedAt);
    }
  };

  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true });
  // Shadow roots are outside the document's subtree: observe each as the elements attach it.
  const attachShadow = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function attachObservedShadow(this: Element, init: ShadowRootInit): ShadowRoot {
    const root = attachShadow.call(this, init);
    if (probe.renderedAt === null) {
      observer.observe(root, { childList: true, subtree: true });
    }
    return root;
  };
  document.addEventListener('readystatechange', check);
  const onFrame = (): void => {
    check();
    if (probe.renderedAt === null) {
      requestAnimationFrame(onFrame);
    }
  };
  requestAnimationFrame(onFrame);
}

/**
 * Counts React commits per element through the hook React DevTools use: react-dom registers with
 * `window.__REACT_DEVTOOLS_GLOBAL_HOOK__` when its module is evaluated (production builds too) and then reports every
 * commit of every root to `onCommitFiberRoot`. A root's container is the element's shadow root (custom elements) or the
 * element it was created on; the commit is counted under that element's tag, and an add-to-cart button's EAN.
 *
 * The loader's elements share one root (their roots are portals into their shadow roots: element-root.tsx): a commit of
 * that root counts for each element whose portal holds a component that ran in it. As React DevTools does, the walk
 * goes only into children React made again in this render (a subtree React skipped keeps its fibers, and their flags
 * from an earlier render).
 */
export function installCommitCounter(): void {
  const counter: CommitCounter = {
    counts: {},
    injections: 0,
    reset: () => {
      counter.counts = {};
    },
  };
  const labelOf = (container: unknown): string => {
    if (container instanceof ShadowRoot) {
      const host = container.host;
      const ean = host.getAttribute('ean');
      return ean === null ? host.localName : `${host.localName}[ean=${ean}]`;
    }
    if (container instanceof Element) {
      return container.id === '' ? container.localName : `${container.localName}#${container.id}`;
    }
    return 'unknown container';
  };
  const hook = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map<number, unknown>(),
    inject(renderer: unknown): number {
      counter.injections += 1;
      hook.renderers.set(counter.injections, renderer);
      return counter.injections;
    },
    onCommitFiberRoot(_rendererId: number, root: CommittedRoot): void {
      const count = (label: string) => {
        counter.counts[label] = (counter.counts[label] ?? 0) + 1;
      };
      const container = root.containerInfo;
      if (container instanceof ShadowRoot || container instanceof Element || root.current === undefined) {
        count(labelOf(container));
        return;
      }
      const rendered = new Set<string>();
      const visit = (fiber: Fiber, label: string) => {
        const ownLabel = fiber.tag === HOST_PORTAL ? labelOf((fiber.stateNode as { containerInfo?: unknown }).containerInfo) : label;
        if (COMPONENT_TAGS.has(fiber.tag) && (fiber.flags & PERFORMED_WORK) !== 0) {
          rendered.add(ownLabel);
        }
        if (fiber.alternate === null || fiber.child !== fiber.alternate.child) {
          for (let child = fiber.child; child !== null; child = child.sibling) {
            visit(child, ownLabel);
          }
        }
      };
      visit(root.current, 'the shared root');
      rendered.forEach(count);
    },
    onCommitFiberUnmount(): void {},
    onPostCommitFiberRoot(): void {},
    checkDCE(): void {},
  };
  const host = window as BenchWindow;
  host.__REACT_DEVTOOLS_GLOBAL_HOOK__ = hook;
  host.__benchCommits = counter;
}
