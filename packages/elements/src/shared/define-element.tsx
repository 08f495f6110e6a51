import { themeCss, themeForChain, widgetStyles } from '@kurv/ui';
import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
import { ElementErrorBoundary } from './ElementErrorBoundary';
import { useShop } from './ShopStoreProvider';

/** The chain's theme preset, from the site settings. */
function ChainTheme() {
  const chainId = useShop((state) => state.settings.chainId);
  return <style>{themeCss(themeForChain(chainId))}</style>;
}

/** How r2wc reads an attribute into a prop. */
export type AttributeType = 'string' | 'number' | 'boolean' | 'json';

/**
 * Registers a custom element around a container: open shadow root with the widget styles and the
 * chain's theme, an
 * error boundary, and the attributes mapped to props. Does nothing when the tag is already
 * defined (a second bundle on the page) or the page has no custom elements.
 */
export function defineElement<Props extends object>(
  tagName: string,
  Container: ComponentType<Props>,
  attributes: { [Key in keyof Props]-?: AttributeType },
  /** CSS of this element beyond the shared widget styles. */
  extraStyles = '',
): void {
  if (typeof customElements === 'undefined' || customElements.get(tagName)) {
    return;
  }
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
  customElements.define(tagName, r2wc(ElementRoot, { shadow: 'open', props: attributes as Record<string, AttributeType> }));
}
