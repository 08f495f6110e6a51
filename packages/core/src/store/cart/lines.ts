import { type CartItem, cartItemOf } from '../../domain/cart';
import type { Product } from '../../domain/product';
import { addBlockReason, addBlockText } from '../../rules/add-block-reason';
import { drugGroupQuantity, maxQuantityAllowed } from '../../rules/availability';
import { originalOrderItems } from '../selectors';
import type { CartCalculationRun } from './calculation';
import type { CartSlice } from './cart-state';
import type { CartContext } from './context';

type QuantityActions = Pick<CartSlice, 'addItem' | 'setItemQuantity' | 'removeItem' | 'putBackItems'>;
type LineActions = Pick<CartSlice, 'undoRemoveItem' | 'dismissRemovedItem' | 'setItemSubstitute' | 'setItemSlicing'>;

/** Adding lines and setting their quantities, within the product's limits (spec section 4). */
export function createQuantityActions(context: CartContext, { recalculate, isCalculating }: CartCalculationRun): QuantityActions {
  const { dependencies, get, set, memory, track, trackRemoved } = context;

  /**
   * Spec section 4: the greatest quantity the product's line may hold (inventory, the per-order maximum in force,
   * the drug group's limit); null when nothing limits it.
   */
  const allowedQuantity = (product: Product): number | null =>
    maxQuantityAllowed({
      product,
      otherGroupQuantity: product.drug === null ? 0 : drugGroupQuantity(product.drug, product.ean, get().cart.items),
      doesNotExistInCurrentStore: false,
      originalOrderItems: originalOrderItems(get()),
      now: dependencies.now(),
    });

  const failWithoutChange = (message: string, ean: string) => {
    set((state) => {
      state.cart.error = { message, ean };
      state.cart.status = isCalculating() ? 'updating' : 'error';
    });
  };

  const setItemQuantity = async (ean: string, wanted: number): Promise<void> => {
    if (!Number.isFinite(wanted) || wanted < 0) {
      dependencies.logger.warn(`Ignoring the quantity «${wanted}» for «${ean}»`);
      return;
    }
    let quantity = wanted;
    const line = get().cart.items.find((item) => item.ean === ean);
    if (line && quantity > line.quantity) {
      const max = allowedQuantity(get().catalog.products[ean] ?? line.product);
      if (max !== null && quantity > max) {
        dependencies.logger.warn(`«${ean}»: ${wanted} is over the product's limit ${max}`);
        quantity = Math.max(max, line.quantity);
        if (quantity === line.quantity) {
          return;
        }
      }
    }
    if (!line) {
      if (quantity > 0) {
        await addItem(ean, quantity);
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
      get().considerLoginPrompt(ean);
    }
    await recalculate();
  };

  const addItem = async (ean: string, quantity = 1): Promise<void> => {
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
      await setItemQuantity(ean, existing.quantity + quantity);
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
    const blocked = addBlockReason(product);
    if (blocked) {
      failWithoutChange(addBlockText(blocked, product, settings.texts), ean);
      return;
    }
    // A concurrent add of the same product may have created the line meanwhile.
    if (get().cart.items.some((item) => item.ean === ean)) {
      await addItem(ean, quantity);
      return;
    }
    const max = allowedQuantity(product);
    const allowed = max === null ? quantity : Math.min(quantity, max);
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
    get().considerLoginPrompt(ean);
    await recalculate();
  };

  /**
   * One line of a batch, without its calculation: the product's quantity raised by `quantity` within its limits, as an
   * add does (its product already looked up). False when the cart did not change (a product missing or blocked says so
   * as an add's error does).
   */
  const putLine = (ean: string, quantity: number): boolean => {
    const { catalog, settings } = get();
    const line = get().cart.items.find((item) => item.ean === ean);
    const product = catalog.products[ean] ?? line?.product;
    if (!product) {
      failWithoutChange(
        catalog.status[ean] === 'missing' ? settings.texts.notForSale : (catalog.errors[ean] ?? settings.texts.defaultError),
        ean,
      );
      return false;
    }
    const blocked = line ? null : addBlockReason(product);
    if (blocked) {
      failWithoutChange(addBlockText(blocked, product, settings.texts), ean);
      return false;
    }
    const held = line?.quantity ?? 0;
    const max = allowedQuantity(product);
    const next = max === null ? held + quantity : Math.max(Math.min(held + quantity, max), held);
    if (next <= held) {
      dependencies.logger.warn(`«${ean}» cannot be put back: a limit of the product is reached`);
      return false;
    }
    memory.lastChangedEan = ean;
    set((state) => {
      state.cart.error = null;
      const item = state.cart.items.find((candidate) => candidate.ean === ean);
      if (item) {
        item.quantity = next;
      } else {
        state.cart.items.push(cartItemOf(product, { quantity: next }));
      }
    });
    return true;
  };

  return {
    addItem,
    setItemQuantity,
    removeItem: (ean) => setItemQuantity(ean, 0),
    // Issue 35: the lines go in as one batch (their products looked up together, then one calculation), not an add
    // each: 150 lines make two platform calls, not 300.
    putBackItems: async (lines) => {
      if (!Array.isArray(lines)) {
        dependencies.logger.warn('putBackCartItems expects a list of { ean, quantity }');
        return;
      }
      const wanted: { ean: string; quantity: number }[] = [];
      for (const line of lines) {
        const { ean, quantity } = (line ?? {}) as { ean?: unknown; quantity?: unknown };
        if (
          typeof ean !== 'string' ||
          !/^\d{8,14}$/.test(ean) ||
          typeof quantity !== 'number' ||
          !Number.isFinite(quantity) ||
          quantity <= 0
        ) {
          dependencies.logger.warn('Skipping a line to put back that is not { ean, quantity }', line);
          continue;
        }
        wanted.push({ ean, quantity });
      }
      const [first] = wanted;
      // Spec section 2: a member with an editable order is asked first, as for an add; the batch waits for the answer
      // with its first line, as the adds one by one did (the others were not added while the question was open).
      if (first === undefined || (await get().interceptAddForOrderEdit(first.ean, first.quantity))) {
        return;
      }
      await get().loadProducts(wanted.map((line) => line.ean));
      const before = get().cart.items;
      let changed = false;
      for (const { ean, quantity } of wanted) {
        changed = putLine(ean, quantity) || changed;
      }
      if (!changed) {
        return;
      }
      track(before);
      get().considerLoginPrompt(memory.lastChangedEan ?? first.ean);
      await recalculate();
    },
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
