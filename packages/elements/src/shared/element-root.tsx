import { documentProperty } from '@kurv/core/dom';
import { themeCss, themeForChain, widgetStyles } from '@kurv/ui';
import { type ComponentType, createElement, type ReactPortal, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { startPastClobberedDocument } from './clobbered-document';
import { ElementBody } from './ElementErrorBoundary';
import { ShadowStyle, StyleRootContext } from './ShadowStyle';
import { useShop } from './ShopStoreProvider';

/** The chain's theme preset, from the site settings. */
function ChainTheme() {
  return <ShadowStyle css={themeCss(themeForChain(useShop((state) => state.settings.chainId)))} />;
}

/**
 * What every Kurv element renders in its shadow root (the `container` prop): the widget styles and the element's own,
 * the chain's theme, and its container in an error boundary. The eager definitions (`defineElement`) and the loader's
 * mounts (`mountElement`) render the same root, so an element looks and behaves the same however it was loaded.
 */
export function elementRoot<Props extends object>(
  tagName: string,
  Container: ComponentType<Props>,
  /** CSS of this element beyond the shared widget styles. */
  extraStyles = '',
): ComponentType<Props> {
  function ElementRoot(props: Props) {
    return (
      <StyleRootContext.Provider value={(props as { container?: ShadowRoot }).container ?? null}>
        <ShadowStyle css={widgetStyles} />
        {extraStyles === '' ? null : <ShadowStyle css={extraStyles} />}
        <ElementBody tagName={tagName}>
          <ChainTheme />
          <Container {...props} />
        </ElementBody>
      </StyleRootContext.Provider>
    );
  }
  ElementRoot.displayName = `Element(${tagName})`;
  return ElementRoot;
}

/** A mounted element, as the lazy loader drives it: new attribute values, and the end when the tag leaves the page. */
export interface ElementMount<Props> {
  update: (props: Props) => void;
  unmount: () => void;
}

/** Mounts an element's root into its shadow root (what r2wc's React renderer does, for the lazy loader's tags). */
export type MountElement<Props = Record<string, unknown>> = (container: ShadowRoot | HTMLElement, props: Props) => ElementMount<Props>;

/**
 * The page's one React root for the loader's elements: each element's root is a portal of it into the element's shadow
 * root, so fifteen elements on a product list page are one React tree with one render, where they were fifteen roots
 * with fifteen (at 4× CPU slowdown, fifteen roots made the example page render 1.65 × slower than one bare root in
 * `npm run bench`, one tree 1.20 ×). Each element's root keeps its own error boundary (`elementRoot`), so a failing
 * element still leaves the others.
 *
 * The tree lives in a detached document fragment: it adds nothing to the host page's DOM, and React listens for events
 * on each portal's shadow root, as it did on each element's own root. The portals are kept outside React
 * (`portals`, read through `useSyncExternalStore`): mounts in one task render together, and a portal whose element did
 * not change keeps its React element, so React skips it.
 *
 * The eager forms (`defineElement`: `esm/`, the script tags) keep r2wc's own React renderer, a root per element: they
 * are for sites that bundle or pin the elements themselves, and the bench measures the loader's page.
 */
const portals = new Map<number, ReactPortal>();
let portalList: ReactPortal[] = [];
const portalListeners = new Set<() => void>();
let portalRootStarted = false;
let nextPortalKey = 0;

function subscribeToPortals(listener: () => void): () => void {
  portalListeners.add(listener);
  return () => {
    portalListeners.delete(listener);
  };
}

const currentPortals = (): ReactPortal[] => portalList;

function ElementPortals() {
  return <>{useSyncExternalStore(subscribeToPortals, currentPortals, currentPortals)}</>;
}

function setPortal(key: number, portal: ReactPortal | null): void {
  if (portal === null) {
    portals.delete(key);
  } else {
    portals.set(key, portal);
  }
  portalList = [...portals.values()];
  for (const listener of portalListeners) {
    listener();
  }
  if (!portalRootStarted) {
    startPastClobberedDocument();
    createRoot(documentProperty(document, 'createDocumentFragment').call(document)).render(<ElementPortals />);
    // Marked once it started: a root that threw (content clobbering more than we pass) is tried again by the next element.
    portalRootStarted = true;
  }
}

/** The mount function of a tag (`mount-<tag>.ts`), in a first-render chunk of the lazy build, called by `kurv-loader.ts`. */
export function mountElement<Props extends object>(
  tagName: string,
  Container: ComponentType<Props>,
  extraStyles = '',
): MountElement<Props> {
  const Root = elementRoot(tagName, Container, extraStyles);
  return (container, props) => {
    const key = nextPortalKey++;
    // r2wc hands over one props object that it changes in place: React gets a copy each time.
    const render = (next: Props) => setPortal(key, createPortal(createElement(Root, { ...next }), container, String(key)));
    render(props);
    return { update: render, unmount: () => setPortal(key, null) };
  };
}
