import { CART_MAX_LINES } from '../../constants';
import { cartItemOf } from '../../domain/cart-item';
import { addBlockReason } from '../../rules/add-block-reason';
import { addBlockText } from '../../rules/add-block-text';
import type { CartCalculationRun } from './calculation-run';
import type { CartSlice } from './cart-state';
import type { CartContext } from './context';
import { createLineLimits } from './lines';

/**
 * Spec section 4: "After failed submit, unavailable items can be put back in cart" (the host page's
 * `window.kurv.putBackCartItems`). Issue 35: the lines go in as one batch, each through an add's rules (the product's
 * limits, its block), their products looked up together and the cart then calculated once: 150 lines make two
 * platform calls, not 300.
 */
export function createPutBackItems(context: CartContext, { recalculate, isCalculating }: CartCalculationRun): CartSlice['putBackItems'] {
  const { dependencies, get, set, memory, track } = context;
  const { allowedQuantity, failWithoutChange } = createLineLimits(context, isCalculating);

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
    const blocked = line ? null : addBlockReason(product, settings.features);
    if (blocked) {
      failWithoutChange(addBlockText(blocked, product, settings.texts), ean);
      return false;
    }
    if (!line && get().cart.items.length >= CART_MAX_LINES) {
      // Not in spec: the cart holds at most CART_MAX_LINES lines (what a stored cart is read within).
      dependencies.logger.warn(`«${ean}» cannot be put back: the cart holds ${CART_MAX_LINES} lines`);
      return false;
    }
    const held = line?.quantity ?? 0;
    const max = allowedQuantity(product);
    const next = Math.max(Math.min(held + quantity, max), held);
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

  return async (lines) => {
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
    context.considerLoginPrompt(memory.lastChangedEan ?? first.ean);
    await recalculate();
  };
}
