import { addBlockReason, addBlockText, availabilityTexts, productAvailability, quantityStep } from '@kurv/core';
import { AddToCartView } from '@kurv/ui';
import { useEffect } from 'react';
import { useShop, useShopStore } from '../shared/index';

export interface AddToCartButtonProps {
  /** The product's EAN (attribute `ean`). */
  ean?: string;
}

/** Container of `<add-to-cart-button>`: the product's line in the cart, and the add and stepper actions. */
export function AddToCartButton({ ean = '' }: AddToCartButtonProps) {
  const store = useShopStore();
  const texts = useShop((state) => state.settings.texts);
  const product = useShop((state) => state.catalog.products[ean] ?? null);
  const productMissing = useShop((state) => state.catalog.status[ean] === 'missing');
  const quantity = useShop((state) => state.cart.items.find((item) => item.ean === ean)?.quantity ?? 0);
  const errorText = useShop((state) => (state.cart.error !== null && state.cart.error.ean === ean ? state.cart.error.message : null));

  useEffect(() => {
    if (ean !== '') {
      void store.getState().loadProducts([ean]);
    }
  }, [ean, store]);

  const blockReason = productMissing || ean === '' ? 'notForSale' : product ? addBlockReason(product) : null;
  // Once in the cart, the stepper stays so the shopper can take the product out again.
  const blockedText = blockReason !== null && quantity === 0 ? addBlockText(blockReason, product, texts) : null;
  const { addItem, setItemQuantity } = store.getState();
  const cartItems = useShop((state) => state.cart.items);
  const now = new Date();
  // The next step's availability: may the line grow, and what the button says about stock and limits.
  const availability =
    product === null
      ? null
      : productAvailability({
          product,
          cartItems,
          doesNotExistInCurrentStore: false,
          desiredQuantity: quantity + quantityStep(product),
          now,
        });
  const said =
    availability === null || product === null ? null : availabilityTexts(availability, product, { showsName: false, now }, texts);

  return (
    <AddToCartView
      title={product?.title ?? null}
      quantity={quantity}
      blockedText={blockedText}
      errorText={errorText}
      noticeText={said?.notice ?? null}
      labels={said?.labels ?? []}
      increaseDisabled={availability !== null && !availability.canAdd}
      texts={texts}
      onAdd={() => void addItem(ean)}
      onIncrease={() => void setItemQuantity(ean, quantity + 1)}
      onDecrease={() => void setItemQuantity(ean, quantity - 1)}
    />
  );
}
