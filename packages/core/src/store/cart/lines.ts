import { CART_LINE_MAX_QUANTITY } from '../../constants';
import type { CartItem } from '../../domain/cart';
import { cartItemOf } from '../../domain/cart-item';
import type { Product } from '../../domain/product';
import { addBlockReason } from '../../rules/add-block-reason';
import { addBlockText } from '../../rules/add-block-text';
import { drugGroupQuantity, maxQuantityAllowed } from '../../rules/availability';
import { originalOrderItems } from '../selectors';
import type { CartCalculationRun } from './calculation-run';
import { cartWithError } from './cart-start';
import type { CartSlice } from './cart-state';
import type { CartContext } from './context';

type QuantityActions = Pick<CartSlice, 'addItem' | 'setItemQuantity' | 'removeItem'>;
type LineActions = Pick<CartSlice, 'undoRemoveItem' | 'dismissRemovedItem' | 'setItemSubstitute' | 'setItemSlicing'>;

/** The product's limits on its line, and an add's failure without a change: the adds' and the batch's (put-back.ts). */
export function createLineLimits({ dependencies, get, set }: CartContext, isCalculating: () => boolean) {
  /**
   * Spec section 4: the greatest quantity the product's line may hold (inventory, the per-order maximum in force,
   * the drug group's limit); at most CART_LINE_MAX_QUANTITY when nothing limits it (not in spec: the limit a stored
   * cart is read within, so what a change makes is what a reload keeps). The out-of-stock exceptions (spec section 4,
   * overridesOutOfStock): the site's `features.allowAddingOutOfStockToCart`, and `ignoreOutOfStock` of the button asking.
   */
  const allowedQuantity = (product: Product, ignoreOutOfStock?: boolean): number =>
    Math.min(
      maxQuantityAllowed({
        product,
        otherGroupQuantity: product.drug === null ? 0 : drugGroupQuantity(product.drug, product.ean, get().cart.items),
        doesNotExistInCurrentStore: false,
        originalOrderItems: originalOrderItems(get()),
        outOfStockOverrides: { ...get().settings.features, ignoreOutOfStock },
        now: dependencies.now(),
      }) ?? CART_LINE_MAX_QUANTITY,
      CART_LINE_MAX_QUANTITY,
    );

  const failWithoutChange = (message: string, ean: string) => {
    set({ cart: cartWithError(get().cart, { message, ean }, isCalculating()) });
  };
  return { allowedQuantity, failWithoutChange };
}

/** Adding lines and setting their quantities, within the product's limits (spec section 4). */
export function createQuantityActions(context: CartContext, { recalculate, isCalculating }: CartCalculationRun): QuantityActions {
  const { dependencies, get, set, memory, track, trackRemoved } = context;

  const { allowedQuantity, failWithoutChange } = createLineLimits(context, isCalculating);

  const setItemQuantity = async (ean: string, wanted: number, ignoreOutOfStock?: boolean): Promise<void> => {
    if (!Number.isFinite(wanted) || wanted < 0) {
      dependencies.logger.warn(`Ignoring the quantity «${wanted}» for «${ean}»`);
      return;
    }
    let quantity = wanted;
    const line = get().cart.items.find((item) => item.ean === ean);
    if (line && quantity > line.quantity) {
      const max = allowedQuantity(get().catalog.products[ean] ?? line.product, ignoreOutOfStock);
      if (quantity > max) {
        dependencies.logger.warn(`«${ean}»: ${wanted} is over the product's limit ${max}`);
        quantity = Math.max(max, line.quantity);
        if (quantity === line.quantity) {
          return;
        }
      }
    }
    if (!line) {
      if (quantity > 0) {
        await addItem(ean, quantity, ignoreOutOfStock);
      }
      return;
    }
    memory.lastChangedEan = ean;
    const before = get().cart.items;
    set((state) => {
      state.cart.error = null;
      if (quantity === 0) {
        const index = state.cart.items.findIndex((item) => item.ean === ean);
        state.cart.removed = { item: before[index] as CartItem, index };
        state.cart.items.splice(index, 1);
      } else {
        const item = state.cart.items.find((candidate) => candidate.ean === ean);
        if (item) {
          item.quantity = quantity;
        }
      }
    });
    track(before);
    const removed = get().cart.removed;
    if (quantity === 0 && removed !== null && removed.item.ean === ean) {
      trackRemoved(removed.item);
    }
    if (quantity > line.quantity) {
      // More items: a guest may have reached the login prompt's count (spec section 6), by a step as by an add.
      context.considerLoginPrompt(ean);
    }
    await recalculate();
  };

  const addItem = async (ean: string, quantity = 1, ignoreOutOfStock?: boolean): Promise<void> => {
    if (!Number.isFinite(quantity) || quantity <= 0) {
      dependencies.logger.warn(`Ignoring the quantity «${quantity}» for «${ean}»`);
      return;
    }
    // Spec section 2: a member with an editable order is asked first; the add follows the answer.
    if (await get().interceptAddForOrderEdit(ean, quantity)) {
      return;
    }
    const existing = get().cart.items.find((item) => item.ean === ean);
    if (existing) {
      await setItemQuantity(ean, existing.quantity + quantity, ignoreOutOfStock);
      return;
    }
    await get().loadProducts([ean]);
    const { catalog, settings } = get();
    const product = catalog.products[ean];
    if (!product) {
      failWithoutChange(
        catalog.status[ean] === 'missing' ? settings.texts.notForSale : (catalog.errors[ean] ?? settings.texts.defaultError),
        ean,
      );
      return;
    }
    // The button's view asks the same exceptions (view/add-to-cart-view.ts): what it offers, the cart accepts.
    const blocked = addBlockReason(product, { ...settings.features, ignoreOutOfStock });
    if (blocked) {
      failWithoutChange(addBlockText(blocked, product, settings.texts), ean);
      return;
    }
    // A concurrent add of the same product may have created the line meanwhile.
    if (get().cart.items.some((item) => item.ean === ean)) {
      await addItem(ean, quantity, ignoreOutOfStock);
      return;
    }
    const max = allowedQuantity(product, ignoreOutOfStock);
    const allowed = Math.min(quantity, max);
    if (allowed <= 0) {
      dependencies.logger.warn(`«${ean}» cannot be added: a limit of the product is reached`);
      return;
    }
    memory.lastChangedEan = ean;
    const before = get().cart.items;
    set((state) => {
      state.cart.error = null;
      state.cart.items.push(cartItemOf(product, { quantity: allowed }));
    });
    track(before);
    context.considerLoginPrompt(ean);
    await recalculate();
  };

  return {
    addItem,
    setItemQuantity,
    removeItem: (ean) => setItemQuantity(ean, 0),
  };
}

/** A line's substitute and slicing, and undoing a removal. */
export function createLineActions({ get, set, memory, track }: CartContext, { recalculate }: CartCalculationRun): LineActions {
  const changeLine = async (ean: string, change: (item: CartItem) => void): Promise<void> => {
    if (!get().cart.items.some((item) => item.ean === ean)) {
      return;
    }
    memory.lastChangedEan = ean;
    set((state) => {
      const item = state.cart.items.find((candidate) => candidate.ean === ean);
      if (item) {
        change(item);
      }
    });
    await recalculate();
  };

  return {
    undoRemoveItem: async () => {
      const removed = get().cart.removed;
      if (!removed || get().cart.items.some((item) => item.ean === removed.item.ean)) {
        set((state) => {
          state.cart.removed = null;
        });
        return;
      }
      memory.lastChangedEan = removed.item.ean;
      const before = get().cart.items;
      set((state) => {
        state.cart.removed = null;
        state.cart.items.splice(Math.min(removed.index, state.cart.items.length), 0, removed.item);
      });
      track(before);
      await recalculate();
    },
    dismissRemovedItem: () =>
      set((state) => {
        state.cart.removed = null;
      }),
    setItemSubstitute: (ean, substitute) =>
      changeLine(ean, (item) => {
        item.substitute = substitute;
      }),
    setItemSlicing: (ean, shouldSlice) =>
      changeLine(ean, (item) => {
        // Only bread that can be sliced is sliced.
        item.shouldSlice = shouldSlice && item.product.isBreadAndCanSlice;
      }),
  };
}
