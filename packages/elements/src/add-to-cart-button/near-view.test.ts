import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MountElement } from '../shared/element-root';

/** A stand-in IntersectionObserver: the test says which elements came near the view. */
class FakeObserver {
  static current: FakeObserver | null = null;
  readonly watched = new Set<Element>();
  readonly options: IntersectionObserverInit | undefined;

  constructor(
    readonly callback: IntersectionObserverCallback,
    options?: IntersectionObserverInit,
  ) {
    this.options = options;
    FakeObserver.current = this;
  }
  observe(element: Element) {
    this.watched.add(element);
  }
  unobserve(element: Element) {
    this.watched.delete(element);
  }
  disconnect() {
    this.watched.clear();
  }
  comeNear(element: Element, isIntersecting = true) {
    this.callback([{ target: element, isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

function tag(ean: string): ShadowRoot {
  const element = document.createElement('add-to-cart-button');
  element.setAttribute('ean', ean);
  document.body.append(element);
  return element.attachShadow({ mode: 'open' });
}

async function setUp() {
  // The module counts the page's buttons: each test starts a fresh page.
  vi.resetModules();
  const { mountWhenNearView, BUTTONS_RENDERED_AT_ONCE, NEAR_VIEW_MARGIN } = await import('./near-view');
  const rendered: string[] = [];
  const updates: string[] = [];
  const unmounts: string[] = [];
  const mount: MountElement = (_container, props) => {
    rendered.push(String(props.ean));
    return { update: (next) => updates.push(String(next.ean)), unmount: () => unmounts.push(String(props.ean)) };
  };
  const lookUp = vi.fn((props: Record<string, unknown>) => props.ean);
  const mountNearView = mountWhenNearView(mount, lookUp);
  const mountAll = (count: number) =>
    Array.from({ length: count }, (_, index) => mountNearView(tag(`ean-${index}`), { ean: `ean-${index}` }));
  return { BUTTONS_RENDERED_AT_ONCE, NEAR_VIEW_MARGIN, rendered, updates, unmounts, lookUp, mountNearView, mountAll };
}

describe('mountWhenNearView', () => {
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeObserver.current = null;
    document.body.replaceChildren();
  });

  it('renders the page’s first buttons at once and the others when they come near the view, looking all up at once', async () => {
    const { BUTTONS_RENDERED_AT_ONCE, NEAR_VIEW_MARGIN, rendered, lookUp, mountAll } = await setUp();
    mountAll(200);
    expect(rendered).toHaveLength(BUTTONS_RENDERED_AT_ONCE);
    expect(lookUp.mock.results.map((result) => result.value)).toEqual(Array.from({ length: 200 }, (_, index) => `ean-${index}`));
    const observer = FakeObserver.current;
    expect(observer?.options).toEqual({ rootMargin: NEAR_VIEW_MARGIN });
    expect(observer?.watched.size).toBe(200 - BUTTONS_RENDERED_AT_ONCE);

    const far = document.querySelectorAll('add-to-cart-button')[150] as Element;
    observer?.comeNear(far, false);
    expect(rendered).toHaveLength(BUTTONS_RENDERED_AT_ONCE);
    observer?.comeNear(far);
    expect(rendered.at(-1)).toBe('ean-150');
    // Rendered once, and no longer watched: leaving and coming back does not render it again.
    observer?.comeNear(far);
    expect(rendered.filter((ean) => ean === 'ean-150')).toHaveLength(1);
    expect(observer?.watched.has(far)).toBe(false);
  });

  it('renders the first buttons of each list at once: a list mounted in a later task (a single-page host’s next list) too', async () => {
    const { BUTTONS_RENDERED_AT_ONCE, rendered, mountNearView } = await setUp();
    const mountList = (list: string, count: number) =>
      Array.from({ length: count }, (_, index) => mountNearView(tag(`${list}-${index}`), { ean: `${list}-${index}` }));
    mountList('first', 20);
    // The first list's buttons may mount over several microtasks of one task (the loader's), and still count as one list.
    await Promise.resolve();
    mountList('first-late', 1);
    expect(rendered).toHaveLength(BUTTONS_RENDERED_AT_ONCE);

    // The host swaps its list: the new tags connect in a later task.
    await new Promise((resolve) => setTimeout(resolve, 0));
    mountList('second', 20);
    expect(rendered.filter((ean) => ean.startsWith('second-'))).toEqual(
      Array.from({ length: BUTTONS_RENDERED_AT_ONCE }, (_, index) => `second-${index}`),
    );
    expect(FakeObserver.current?.watched.size).toBe(2 * 20 + 1 - 2 * BUTTONS_RENDERED_AT_ONCE);
  });

  it('keeps a waiting button’s new EAN for its render, and looks it up', async () => {
    const { BUTTONS_RENDERED_AT_ONCE, rendered, updates, lookUp, mountNearView, mountAll } = await setUp();
    mountAll(BUTTONS_RENDERED_AT_ONCE);
    const container = tag('7054609056183');
    // The loader's one props object, changed in place.
    const props: Record<string, unknown> = { ean: '7054609056183' };
    const mounted = mountNearView(container, props);
    props.ean = '7085824642592';
    mounted.update(props);
    mounted.update(props);
    expect(lookUp.mock.results.slice(-2).map((result) => result.value)).toEqual(['7054609056183', '7085824642592']);
    expect(updates).toEqual([]);
    FakeObserver.current?.comeNear(container.host);
    expect(rendered.at(-1)).toBe('7085824642592');
    mounted.update(props);
    expect(updates).toEqual(['7085824642592']);
  });

  it('stops watching a button that leaves the page before it rendered, and unmounts a rendered one', async () => {
    const { BUTTONS_RENDERED_AT_ONCE, rendered, unmounts, mountNearView, mountAll } = await setUp();
    mountAll(BUTTONS_RENDERED_AT_ONCE);
    const waitingContainer = tag('ean-a');
    mountNearView(waitingContainer, { ean: 'ean-a' }).unmount();
    expect(FakeObserver.current?.watched.has(waitingContainer.host)).toBe(false);
    FakeObserver.current?.comeNear(waitingContainer.host);
    expect(rendered).not.toContain('ean-a');

    const renderedContainer = tag('ean-b');
    const mounted = mountNearView(renderedContainer, { ean: 'ean-b' });
    FakeObserver.current?.comeNear(renderedContainer.host);
    mounted.unmount();
    expect(unmounts).toEqual(['ean-b']);
  });

  it('renders every button at once in a browser without IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { rendered, mountAll } = await setUp();
    mountAll(40);
    expect(rendered).toHaveLength(40);
  });
});
