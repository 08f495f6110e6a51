import type { ElementMount, MountElement } from '../shared/element-root';

/**
 * How many of a list's buttons render at once, wherever they are: every button of a product list of a dozen (the
 * example pages', at any width, as before), and a desktop's first screen. The buttons after them render when they come
 * near the view. A list is the buttons mounted in one task (`buttonsMountedInTask`).
 */
export const BUTTONS_RENDERED_AT_ONCE = 12;

/**
 * How near the view (above or below it) a button renders: half a screen. The products are all looked up when the page
 * loads, so a button needs only its render ahead, a frame or two: half a screen is over 20 frames of scrolling at
 * 1,000 px a second. (Browsers' lazy images start at 1,250 px because they wait for the network; rendering 1,250 px
 * ahead put 50 buttons in the first render of the page of 200 products, `npm run bench`, section 7.)
 */
export const NEAR_VIEW_MARGIN = '50% 0px';

type Props = Record<string, unknown>;

/**
 * The buttons mounted in this task: a page's first list mounts in one task (the loader's, once the code is here), and a
 * single-page host's next list in a later one, whose first buttons then render at once too. A task after the first
 * mount of a list (`setTimeout`'s 0 ms: after the loader's microtasks) the count starts again.
 */
let buttonsMountedInTask = 0;
let observer: IntersectionObserver | null = null;
/** The tags waiting to come near the view, each with what renders it. */
const renderWhenNear = new Map<Element, () => void>();

/**
 * `<add-to-cart-button>`'s mount for the lazy loader, rendering a button that is not among its list's first
 * BUTTONS_RENDERED_AT_ONCE only when its tag comes within NEAR_VIEW_MARGIN of the view (a page of 200 products renders
 * the buttons a shopper can reach, not 200). Until then the tag keeps the size the page's styles give it, and once
 * rendered a button stays rendered. Every button's product is looked up at once (`lookUp`, when it mounts, in the tags'
 * order): the page's products go in the same few calls, and a button scrolled to shows its product without a wait.
 * Without IntersectionObserver every button renders at once.
 */
export function mountWhenNearView(mount: MountElement, lookUp: (props: Props) => void): MountElement {
  return (container, props) => {
    lookUp(props);
    if (buttonsMountedInTask === 0) {
      setTimeout(() => {
        buttonsMountedInTask = 0;
      });
    }
    if (buttonsMountedInTask++ < BUTTONS_RENDERED_AT_ONCE || typeof IntersectionObserver !== 'function') {
      return mount(container, props);
    }
    const host = 'host' in container ? container.host : container;
    observer ??= new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) {
            renderWhenNear.get(entry.target)?.();
          }
        }
      },
      { rootMargin: NEAR_VIEW_MARGIN },
    );
    // The loader hands over one props object that it changes in place: the EAN looked up is kept apart.
    let eanLookedUp = props.ean;
    let latest = props;
    let mounted: ElementMount<Props> | null = null;
    const stopWatching = () => {
      renderWhenNear.delete(host);
      observer?.unobserve(host);
    };
    renderWhenNear.set(host, () => {
      stopWatching();
      mounted = mount(container, latest);
    });
    observer.observe(host);
    return {
      update: (next) => {
        if (mounted) {
          mounted.update(next);
        } else {
          if (next.ean !== eanLookedUp) {
            eanLookedUp = next.ean;
            lookUp(next);
          }
          latest = next;
        }
      },
      unmount: () => {
        stopWatching();
        mounted?.unmount();
        mounted = null;
      },
    };
  };
}
