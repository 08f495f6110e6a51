/**
 * The bench's baseline page script: the four Kurv containers rendered by one plain React root, without custom elements
 * or shadow roots. It reads the page's `window.kurvSettings` through the same shop store the elements use, takes the
 * products' EANs from the root element's `data-eans` attribute (comma separated), and marks each container's wrapper
 * with `data-bench-tag` (BARE_TAG_ATTRIBUTE) so the bench can tell when each one has rendered. Bundled by tests/bench/bench.ts with esbuild.
 */
import { AddToCartButton, CartPopup, EditOrderDialog, HandoverPicker, useShop } from '@kurv/elements';
import { addToCartStyles, cartStyles, handoverStyles, themeCss, themeForChain, widgetStyles } from '@kurv/ui';
import { createRoot } from 'react-dom/client';
import { BARE_ROOT_ID } from './bench-contract';

const BARE_THEME_SELECTOR = `#${BARE_ROOT_ID}`;

/** The styles the elements put in their shadow roots, once for the whole root, with the chain's theme on the root. */
function BareStyles() {
  const chainId = useShop((state) => state.settings.chainId);
  const css = [widgetStyles, addToCartStyles, cartStyles, handoverStyles, themeCss(themeForChain(chainId), BARE_THEME_SELECTOR)].join('\n');
  return <style>{css}</style>;
}

/** The four containers in one tree, each in a wrapper named after the tag it stands in for. */
function BareShop({ eans }: { eans: readonly string[] }) {
  return (
    <>
      <BareStyles />
      <div data-bench-tag="handover-picker">
        <HandoverPicker />
      </div>
      <div data-bench-tag="cart-popup">
        <CartPopup />
      </div>
      {eans.map((ean) => (
        <div key={ean} data-bench-tag="add-to-cart-button" data-ean={ean}>
          <AddToCartButton ean={ean} />
        </div>
      ))}
      <div data-bench-tag="edit-order-dialog">
        <EditOrderDialog />
      </div>
    </>
  );
}

/** Mounts the bare root into `#bench-bare-root`; throws when the page has no such element. */
export function mountBareRoot(): void {
  const container = document.getElementById(BARE_ROOT_ID);
  if (container === null) {
    throw new Error(`The bare page has no #${BARE_ROOT_ID}`);
  }
  const eans = (container.dataset.eans ?? '').split(',').filter((ean) => ean !== '');
  createRoot(container).render(<BareShop eans={eans} />);
}

if (typeof document !== 'undefined') {
  mountBareRoot();
}
