import { type CartItem, cartItemOf } from '../../domain/cart';
import type { Product } from '../../domain/product';
import { addBlockReason, addBlockText } from '../../rules/add-block-reason';
import { drugGroupQuantity, maxQuantityAllowed } from '../../rules/availability';
import { originalOrderItems } from '../selectors';
import type { CartSlice } from '../state/cart-state';
import type { CartCalculationRun } from './calculation';
import type { CartContext } from './context';

type LineActions = Pick<
  CartSlice,
  | 'addItem'
  | 'setItemQuantity'
  | 'removeItem'
  | 'undoRemoveItem'
  | 'dismissRemovedItem'
  | 'setItemSubstitute'
  | 'setItemSlicing'
  | 'putBackItems'
>;

/**
 * Spec section 4: the greatest quantity the product's line may hold (inventory, the per-order maximum in force,
 * the drug group's limit); null when nothing limits it.
 */
function allowedQuantity({ dependencies, get }: CartContext, product: Product): number | null {
  return maxQuantityAllowed({
    product,
    otherGroupQuantity: product.drug === null ? 0 : drugGroupQuantity(product.drug, product.ean, get().cart.items),
    doesNotExistInCurrentStore: false,
    originalOrderItems: originalOrderItems(get()),
    now: dependencies.now(),
  });
}

function failWithoutChange({ set }: CartContext, calculation: CartCalculationRun, message: string, ean: string): void {
  set((state) => {
    state.cart.error = { message, ean };
    state.cart.status = calculation.isCalculating() ? 'updating' : 'error';
  });
}

async function setItemQuantity(context: CartContext, calculation: CartCalculationRun, ean: string, wanted: number): Promise<void> {
  const { dependencies, get, set } = context;
  if (!Number.isFinite(wanted) || wanted < 0) {
    dependencies.logger.warn(`Ignoring the quantity «${wanted}» for «${ean}»`);
    return;
  }
  let quantity = wanted;
  const line = get().cart.items.find((item) => item.ean === ean);
  if (line && quantity > line.quantity) {
    const max = allowedQuantity(context, get().catalog.products[ean] ?? line.product);
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
      await addItem(context, calculation, ean, quantity);
    }
    return;
  }
  context.memory.lastChangedEan = ean;
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
  context.track(before);
  await calculation.recalculate();
}

async function addItem(context: CartContext, calculation: CartCalculationRun, ean: string, quantity = 1): Promise<void> {
  const { dependencies, get, set } = context;
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
    await setItemQuantity(context, calculation, ean, existing.quantity + quantity);
    return;
  }
  await get().loadProducts([ean]);
  const { catalog, settings } = get();
  const product = catalog.products[ean];
  if (!product) {
    failWithoutChange(
      context,
      calculation,
      catalog.status[ean] === 'missing' ? settings.texts.notForSale : settings.texts.defaultError,
      ean,
    );
    return;
  }
  const blocked = addBlockReason(product);
  if (blocked) {
    failWithoutChange(context, calculation, addBlockText(blocked, product, settings.texts), ean);
    return;
  }
  // A concurrent add of the same product may have created the line meanwhile.
  if (get().cart.items.some((item) => item.ean === ean)) {
    await addItem(context, calculation, ean, quantity);
    return;
  }
  const max = allowedQuantity(context, product);
  const allowed = max === null ? quantity : Math.min(quantity, max);
  if (allowed <= 0) {
    dependencies.logger.warn(`«${ean}» cannot be added: a limit of the product is reached`);
    return;
  }
  context.memory.lastChangedEan = ean;
  const before = get().cart.items;
  set((state) => {
    state.cart.error = null;
    state.cart.items.push(cartItemOf(product, { quantity: allowed }));
  });
  context.track(before);
  get().considerLoginPrompt(ean);
  await calculation.recalculate();
}

async function changeLine(
  context: CartContext,
  calculation: CartCalculationRun,
  ean: string,
  change: (item: CartItem) => void,
): Promise<void> {
  if (!context.get().cart.items.some((item) => item.ean === ean)) {
    return;
  }
  context.memory.lastChangedEan = ean;
  context.set((state) => {
    const item = state.cart.items.find((candidate) => candidate.ean === ean);
    if (item) {
      change(item);
    }
  });
  await calculation.recalculate();
}

async function undoRemoveItem(context: CartContext, calculation: CartCalculationRun): Promise<void> {
  const { get, set } = context;
  const removed = get().cart.removed;
  if (!removed || get().cart.items.some((item) => item.ean === removed.item.ean)) {
    set((state) => {
      state.cart.removed = null;
    });
    return;
  }
  context.memory.lastChangedEan = removed.item.ean;
  const before = get().cart.items;
  set((state) => {
    state.cart.removed = null;
    state.cart.items.splice(Math.min(removed.index, state.cart.items.length), 0, removed.item);
  });
  context.track(before);
  await calculation.recalculate();
}

async function putBackItems(context: CartContext, calculation: CartCalculationRun, lines: unknown): Promise<void> {
  const { logger } = context.dependencies;
  if (!Array.isArray(lines)) {
    logger.warn('putBackCartItems expects a list of { ean, quantity }');
    return;
  }
  for (const line of lines) {
    const { ean, quantity } = (line ?? {}) as { ean?: unknown; quantity?: unknown };
    if (typeof ean !== 'string' || !/^\d{8,14}$/.test(ean) || typeof quantity !== 'number') {
      logger.warn('Skipping a line to put back that is not { ean, quantity }', line);
      continue;
    }
    await addItem(context, calculation, ean, quantity);
  }
}

/** The cart's lines: adding, quantities, removing and undoing it, a line's substitute and slicing, putting lines back. */
export function createLineActions(context: CartContext, calculation: CartCalculationRun): LineActions {
  return {
    addItem: (ean, quantity) => addItem(context, calculation, ean, quantity),
    setItemQuantity: (ean, quantity) => setItemQuantity(context, calculation, ean, quantity),
    removeItem: (ean) => setItemQuantity(context, calculation, ean, 0),
    undoRemoveItem: () => undoRemoveItem(context, calculation),
    dismissRemovedItem: () =>
      context.set((state) => {
        state.cart.removed = null;
      }),
    setItemSubstitute: (ean, substitute) =>
      changeLine(context, calculation, ean, (item) => {
        item.substitute = substitute;
      }),
    setItemSlicing: (ean, shouldSlice) =>
      changeLine(context, calculation, ean, (item) => {
        // Only bread that can be sliced is sliced.
        item.shouldSlice = shouldSlice && item.product.isBreadAndCanSlice;
      }),
    putBackItems: (lines) => putBackItems(context, calculation, lines),
  };
}
