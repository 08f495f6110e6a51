import { isEan } from '@kurv/core/rules';
import { formatText } from '@kurv/core/texts';
import { addToCartInput, addToCartView } from '@kurv/core/view';
import { AddToCartView } from '@kurv/ui';
import { Suspense, useEffect, useMemo, useRef } from 'react';
import { isOn, useShop, useShopShallow, useShopStore } from '../shared/index';
import { Dropdown, dropdown, loginPrompt, PromptOverlay, storageNotice, warnOfEanAttribute } from './add-to-cart-parts';
import { usePendingAdd } from './use-pending-add';
import { useSteppedQuantity } from './use-stepped-quantity';

export interface AddToCartButtonProps {
  /** The product's EAN (attribute `ean`). */
  ean?: string;
  /**
   * Attribute `ignore-out-of-stock="true"` (spec section 4's ignoreOutOfStock): this button may add its product while it
   * is out of stock; not for sale, not in the store and the other limits still stop it. Default false; `"false"` is off,
   * as a string property too.
   */
  ignoreOutOfStock?: boolean | 'true' | 'false';
}

/**
 * Container of `<add-to-cart-button>`: the product's line in the cart, and the add and stepper (or, for corporate users,
 * dropdown) actions. It selects only what its own product needs (core's addToCartInput: its quantity, its error, its
 * drug group's quantity), so a change to another line does not re-render it.
 */
export function AddToCartButton({ ean = '', ignoreOutOfStock: ignoreOutOfStockProperty = false }: AddToCartButtonProps) {
  const ignoreOutOfStock = isOn(ignoreOutOfStockProperty);
  const store = useShopStore();
  const input = useShopShallow((state) => addToCartInput(state, ean, ignoreOutOfStock));
  const loyaltyProgramName = useShop((state) => state.settings.loyaltyProgramName);
  const loginPromptHere = useShop((state) => state.ui.loginPromptEan === ean && ean !== '');
  const storageNoticeHere = useShop((state) => state.ui.storageNoticeEan === ean && ean !== '');
  // Feature flag addToCart (default on): off, the site sells nothing online here; the element shows nothing.
  const canAdd = useShop((state) => state.settings.features.addToCart);
  const stepped = useSteppedQuantity(input.quantity);
  const view = useMemo(() => addToCartView({ ...input, quantity: stepped.shown }, new Date()), [input, stepped.shown]);
  // Whether the shopper changed this product here: a login prompt their own add brings up takes the focus.
  const ownChange = useRef(false);
  const { adding, addOnce } = usePendingAdd(input.quantity);

  // The lazy loader looks the product up when the tag mounts (mount-add-to-cart-button.ts), before this renders; this
  // lookup is the eager forms' (`defineAddToCartButton`, this component in a host's React) and follows a later `ean`.
  // The store asks for it once, and for nothing while the site sells nothing online.
  useEffect(() => {
    if (ean !== '') {
      void store.getState().loadProducts([ean], /* forButtons */ true);
    }
  }, [ean, store]);
  // Issue 37: a tag written wrong in the CMS says so on the console, with the tag and the value (words fetched then).
  useEffect(() => {
    if (!isEan(ean)) {
      warnOfEanAttribute(ean);
    }
  }, [ean]);

  useEffect(() => {
    if (input.picker === 'dropdown') {
      dropdown.preload();
    }
  }, [input.picker]);

  if (!canAdd) {
    return null;
  }

  const actions = store.getState();
  // A failed fetch is left for the change itself, which fetches again and shows its error.
  const preloadCartCode = () => void actions.preloadCartCode().catch(() => undefined);
  const setQuantity = (next: number) => actions.setItemQuantity(ean, next, ignoreOutOfStock);
  const lowerQuantity = (next: number) => actions.setItemQuantity(ean, next);
  return (
    // The page's store fetches the cart's code with its first change; the shopper's intent (pointer or focus on the
    // button) fetches it ahead, so the first add does not wait for it.
    // biome-ignore lint/a11y/noStaticElementInteractions: no interaction here; the intent fetches the cart's code before the click.
    <span style={{ display: 'contents' }} onPointerEnter={preloadCartCode} onFocus={preloadCartCode}>
      <AddToCartView
        {...view}
        adding={adding}
        texts={input.texts}
        loyaltyProgramName={loyaltyProgramName}
        dropdown={Dropdown}
        loginPromptOverlay={PromptOverlay}
        loginPromptLabel={formatText(input.texts.loginPromptTitle, { product: loyaltyProgramName })}
        focusLoginPrompt={ownChange.current}
        onDismissLoginPrompt={actions.dismissLoginPrompt}
        storageNotice={
          storageNoticeHere ? (
            <Suspense fallback={null}>
              <storageNotice.Part />
            </Suspense>
          ) : null
        }
        loginPrompt={
          loginPromptHere ? (
            // No fallback: the card appears over the page below the button a moment after the add, as after a slow add.
            <Suspense fallback={null}>
              <loginPrompt.Part />
            </Suspense>
          ) : null
        }
        onAdd={() => {
          ownChange.current = true;
          loginPrompt.preload();
          addOnce(() => actions.addItem(ean, view.step, ignoreOutOfStock));
        }}
        onIncrease={() => {
          ownChange.current = true;
          loginPrompt.preload();
          stepped.step((from) => from + view.step, setQuantity);
        }}
        onDecrease={() => stepped.step((from) => Math.max(from - view.step, 0), lowerQuantity)}
        onSetQuantity={(next) => {
          ownChange.current = true;
          stepped.step(() => next, setQuantity);
        }}
      />
    </span>
  );
}
