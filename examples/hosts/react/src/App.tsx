import type { KurvHostApi } from '@kurv/widgets';
import { useEffect, useState } from 'react';

type HostCart = Awaited<ReturnType<KurvHostApi['getCart']>>;

/** What the app shows of a cart line: from `getCart()` at load, then from each `kurv:cart-updated`. */
interface ShownLine {
  ean: string;
  title: string;
  quantity: number;
}

/** The products of this page (the simulator's EANs and titles). */
const PRODUCTS = [
  { ean: '7054609056183', title: 'Tine Lettmelk 1 %' },
  { ean: '7016599686689', title: 'Bananer' },
] as const;

/**
 * The host's own page: its header shows the cart's count (from `kurv:cart-updated`) and the chosen store, which it
 * re-renders itself when the shopper picks another one (it cancels `kurv:store-changed`, whose default is a reload).
 */
export function App() {
  const [itemCount, setItemCount] = useState<number | null>(null);
  const [lines, setLines] = useState<readonly ShownLine[]>([]);
  const [storeName, setStoreName] = useState<string | null>(null);

  useEffect(() => {
    let mounted = true;
    const showCart = (cart: HostCart) => {
      if (mounted) {
        setItemCount(cart.itemCount);
        setLines(cart.lines);
        setStoreName(cart.handover?.storeName ?? null);
      }
    };
    const onCartUpdated = (event: DocumentEventMap['kurv:cart-updated']) => {
      setItemCount(event.detail.itemCount);
      setLines(event.detail.items);
    };
    const onStoreChanged = (event: DocumentEventMap['kurv:store-changed']) => {
      // This app shows the new store itself: no reload (the event's default).
      event.preventDefault();
      setStoreName(event.detail.storeName);
    };
    document.addEventListener('kurv:cart-updated', onCartUpdated);
    document.addEventListener('kurv:store-changed', onStoreChanged);
    window.kurv.getCart().then(showCart, (error: unknown) => console.error('window.kurv.getCart() failed', error));
    return () => {
      mounted = false;
      document.removeEventListener('kurv:cart-updated', onCartUpdated);
      document.removeEventListener('kurv:store-changed', onStoreChanged);
    };
  }, []);

  return (
    <>
      <header className="site-header">
        <a className="site-header__logo" href="/hosts/react/">
          MENY
        </a>
        <p aria-live="polite">Varer i handlevognen: {itemCount ?? '–'}</p>
        <p aria-live="polite">Butikk: {storeName ?? 'ikke valgt'}</p>
        <handover-picker open={false} />
        <cart-popup />
      </header>
      <edit-order-dialog />
      <main className="page">
        <h1>Ukens varer</h1>
        <ul className="tiles" aria-label="Varer">
          {PRODUCTS.map((product) => (
            <li className="tile" key={product.ean}>
              <h2 className="tile__title">{product.title}</h2>
              <add-to-cart-button ean={product.ean} ignoreOutOfStock="false" />
            </li>
          ))}
        </ul>
        <h2>I handlevognen</h2>
        <ul aria-label="Handlevognens linjer">
          {lines.map((line) => (
            <li key={line.ean}>
              {line.quantity} × {line.title}
            </li>
          ))}
        </ul>
      </main>
    </>
  );
}
