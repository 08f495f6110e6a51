import {
  addBlockReason,
  addBlockText,
  availabilityTexts,
  drugGroupQuantity,
  isCorporateUser,
  originalOrderItems,
  productAvailability,
  quantityPickerKind,
  quantityStep,
  showsLoyaltyBonuses,
} from '@kurv/core';
import { AddToCartView, LoginPromptCard } from '@kurv/ui';
import { useEffect } from 'react';
import { useShop, useShopStore } from '../shared/index';

export interface AddToCartButtonProps {
  /** The product's EAN (attribute `ean`). */
  ean?: string;
}

/**
 * Container of `<add-to-cart-button>`: the product's line in the cart, and the add and stepper (or, for corporate users,
 * dropdown) actions. It selects only what its own product needs (its quantity, its error, its drug group's quantity), so
 * a change to another line does not re-render it.
 */
export function AddToCartButton({ ean = '' }: AddToCartButtonProps) {
  const store = useShopStore();
  const texts = useShop((state) => state.settings.texts);
  const product = useShop((state) => state.catalog.products[ean] ?? null);
  const productMissing = useShop((state) => state.catalog.status[ean] === 'missing');
  const quantity = useShop((state) => state.cart.items.find((item) => item.ean === ean)?.quantity ?? 0);
  const notInStore = useShop((state) => state.cart.items.find((item) => item.ean === ean)?.doesNotExistInCurrentStore ?? false);
  const errorText = useShop((state) => (state.cart.error !== null && state.cart.error.ean === ean ? state.cart.error.message : null));
  // The drug group's other lines count towards its limit (spec section 4); a number keeps the selection narrow.
  const groupQuantity = useShop((state) => (product?.drug ? drugGroupQuantity(product.drug, ean, state.cart.items) : 0));
  const picker = useShop((state) => quantityPickerKind(isCorporateUser(state.user.extendedUser), state.settings.features));
  const bonuses = useShop((state) =>
    showsLoyaltyBonuses(state.user.extendedUser, state.session.loginLevel, state.settings.loyaltyAgreementId),
  );
  const loyaltyProgramName = useShop((state) => state.settings.loyaltyProgramName);
  const loginPromptHere = useShop((state) => state.ui.loginPromptEan === ean && ean !== '');
  const paths = useShop((state) => state.settings.paths);
  // In edit mode the order's original quantities count as inventory (availability code 1).
  const originalItems = useShop(originalOrderItems);

  useEffect(() => {
    if (ean !== '') {
      void store.getState().loadProducts([ean]);
    }
  }, [ean, store]);

  const blockReason = productMissing || ean === '' ? 'notForSale' : product ? addBlockReason(product) : null;
  // Once in the cart, the stepper stays so the shopper can take the product out again.
  const blockedText = blockReason !== null && quantity === 0 ? addBlockText(blockReason, product, texts) : null;
  const actions = store.getState();
  const now = new Date();
  const step = product === null ? 1 : quantityStep(product);
  // The next step's availability: may the line grow, and what the button says about stock and limits.
  const availability =
    product === null
      ? null
      : productAvailability({
          product,
          otherGroupQuantity: groupQuantity,
          doesNotExistInCurrentStore: notInStore || !product.existsInStore,
          originalOrderItems: originalItems,
          desiredQuantity: quantity + step,
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
      picker={picker}
      step={step}
      maxQuantity={availability?.maxQuantity ?? null}
      soldByWeight={product?.productSoldByWeight ?? false}
      unitWeight={product?.weight}
      bonusPercent={bonuses ? (product?.bonusPercent ?? null) : null}
      loyaltyProgramName={loyaltyProgramName}
      loginPrompt={
        loginPromptHere ? (
          <LoginPromptCard
            texts={texts}
            loyaltyProgramName={loyaltyProgramName}
            loginHref={paths.login}
            becomeMemberHref={paths.becomeMember}
            onDismiss={actions.dismissLoginPrompt}
          />
        ) : null
      }
      onAdd={() => void actions.addItem(ean, step)}
      onIncrease={() => void actions.setItemQuantity(ean, quantity + step)}
      onDecrease={() => void actions.setItemQuantity(ean, Math.max(quantity - step, 0))}
      onSetQuantity={(next) => void actions.setItemQuantity(ean, next)}
    />
  );
}
