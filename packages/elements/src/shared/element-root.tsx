import { themeCss, themeForChain, widgetStyles } from '@kurv/ui';
import { type ComponentType, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { ElementErrorBoundary } from './ElementErrorBoundary';
import { useShop } from './ShopStoreProvider';

/** The chain's theme preset, from the site settings. */
function ChainTheme() {
  const chainId = useShop((state) => state.settings.chainId);
  return <style>{themeCss(themeForChain(chainId))}</style>;
}

/**
 * What every Kurv element renders in its shadow root: the widget styles and the element's own, the chain's theme, and
 * its container inside an error boundary. The eager definitions (`defineElement`) and the lazy loader's mounts
 * (`mountElement`) render the same root, so an element looks and behaves the same however it was loaded.
 */
export function elementRoot<Props extends object>(
  tagName: string,
  Container: ComponentType<Props>,
  /** CSS of this element beyond the shared widget styles. */
  extraStyles = '',
): ComponentType<Props> {
  function ElementRoot(props: Props) {
    return (
      <>
        <style>{extraStyles === '' ? widgetStyles : `${widgetStyles}\n${extraStyles}`}</style>
        <ElementErrorBoundary tagName={tagName}>
          <ChainTheme />
          <Container {...props} />
        </ElementErrorBoundary>
      </>
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

/** The mount function a lazy tag module exports (`mount-<tag>.ts`), read by `kurv-loader.ts`. */
export function mountElement<Props extends object>(
  tagName: string,
  Container: ComponentType<Props>,
  extraStyles = '',
): MountElement<Props> {
  const Root = elementRoot(tagName, Container, extraStyles);
  return (container, props) => {
    const root = createRoot(container);
    // r2wc hands over one props object that it changes in place: React gets a copy each time.
    root.render(createElement(Root, { ...props }));
    return {
      update: (next) => root.render(createElement(Root, { ...next })),
      unmount: () => root.unmount(),
    };
  };
}
