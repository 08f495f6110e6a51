/**
 * The bench's baseline page script: the four Kurv containers rendered by one plain React root, without custom elements
 * or shadow roots. It reads the page's `window.kurvSettings` through the same shop store the elements use. The page is
 * the example page with each Kurv tag swapped for a placeholder `div` (`data-bench-tag`, BARE_TAG_ATTRIBUTE, naming the
 * tag; `data-ean` for a button), into which the root renders that tag's container, so the bench can tell when each has
 * rendered. Bundled by tests/bench/bench.ts with esbuild.
 */
import { AddToCartButton, CartPopup, EditOrderDialog, HandoverPicker, useShop } from '@kurv/elements';
import { addToCartStyles, cartStyles, handoverStyles, themeCss, themeForChain, widgetStyles } from '@kurv/ui';
import { createPortal } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { BARE_ROOT_ID, BARE_TAG_ATTRIBUTE, type KurvTag } from './bench-contract';

/** The chain's theme on every placeholder, as each element has it on its shadow root's host. */
const BARE_THEME_SELECTOR = `[${BARE_TAG_ATTRIBUTE}]`;

/** The styles the elements put in their shadow roots, once for the whole page, with the chain's theme on the placeholders. */
function BareStyles() {
  const chainId = useShop((state) => state.settings.chainId);
  const css = [widgetStyles, addToCartStyles, cartStyles, handoverStyles, themeCss(themeForChain(chainId), BARE_THEME_SELECTOR)].join('\n');
  return <style>{css}</style>;
}

/** The container that stands in for each tag, with the tag's attributes as props. */
function containerFor(placeholder: HTMLElement) {
  switch (placeholder.getAttribute(BARE_TAG_ATTRIBUTE) as KurvTag) {
    case 'add-to-cart-button':
      return <AddToCartButton ean={placeholder.dataset.ean ?? ''} />;
    case 'cart-popup':
      return <CartPopup />;
    case 'handover-picker':
      return <HandoverPicker />;
    case 'edit-order-dialog':
      return <EditOrderDialog />;
    default:
      throw new Error(`The bare page has a placeholder for no Kurv tag: ${placeholder.outerHTML}`);
  }
}

/**
 * The four containers in one tree: each rendered through a portal into the placeholder that took its tag's place in the
 * example page's own markup, so the bare page lays out the same page around the same views.
 */
function BareShop({ placeholders }: { placeholders: readonly HTMLElement[] }) {
  return (
    <>
      <BareStyles />
      {placeholders.map((placeholder, index) => createPortal(containerFor(placeholder), placeholder, String(index)))}
    </>
  );
}

/** Mounts the bare root into `#bench-bare-root`; throws when the page has no such element. */
export function mountBareRoot(): void {
  const container = document.getElementById(BARE_ROOT_ID);
  if (container === null) {
    throw new Error(`The bare page has no #${BARE_ROOT_ID}`);
  }
  const placeholders = Array.from(document.querySelectorAll<HTMLElement>(`[${BARE_TAG_ATTRIBUTE}]`));
  createRoot(container).render(<BareShop placeholders={placeholders} />);
}

if (typeof document !== 'undefined') {
  mountBareRoot();
}
