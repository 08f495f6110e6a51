import { countCartUnits } from '@kurv/core';
import { CartBadgeButton, CartPopupView } from '@kurv/ui';
import { useEffect } from 'react';
import { useShop, useShopStore } from '../shared/index';

/** Container of `<cart-popup>`: the header badge (count and total) and the popup with the lines. */
export function CartPopup() {
  const store = useShopStore();
  const texts = useShop((state) => state.settings.texts);
  const checkoutHref = useShop((state) => state.settings.paths.checkout);
  const open = useShop((state) => state.ui.openDialog === 'cart');
  const itemCount = useShop((state) => countCartUnits(state.cart.items));
  const items = useShop((state) => state.cart.items);
  const totals = useShop((state) => state.cart.totals);
  const status = useShop((state) => state.cart.status);
  const errorText = useShop((state) => state.cart.error?.message ?? null);
  const storeName = useShop((state) => state.user.extendedUser?.store.name ?? null);

  useEffect(() => {
    void store.getState().ensureUser();
  }, [store]);

  const { openCartPopup, closeCartPopup, setItemQuantity, dismissCartError } = store.getState();

  return (
    <>
      <CartBadgeButton itemCount={itemCount} total={totals.totalToPay} expanded={open} texts={texts} onOpen={openCartPopup} />
      <CartPopupView
        open={open}
        items={items}
        totals={totals}
        itemCount={itemCount}
        status={status}
        errorText={errorText}
        storeName={storeName}
        checkoutHref={checkoutHref}
        texts={texts}
        onClose={closeCartPopup}
        onChangeQuantity={(ean, quantity) => void setItemQuantity(ean, quantity)}
        onDismissError={dismissCartError}
      />
    </>
  );
}
