import { ApiError, messageOf } from '../../api/api-error';
import { type CartCalculation, calculateCart } from '../../api/cart/calculate-cart';
import { getStoreStatus } from '../../api/stores/store-status';
import { createCalculationQueue } from '../../engine/calculation-queue';
import { calculatedItemSums } from '../../rules/calculated-item-sums';
import { calculatorFailureHandling } from '../../rules/cart-checkout-options';
import { countCartUnits } from '../../rules/cart-count';
import { currentCalculationKey } from '../selectors';
import type { CartCalculationRun } from './calculation-run';
import type { CartContents } from './cart-state';
import { contentsOf } from './contents';
import type { CartContext } from './context';
import { catchUpMemberCartLater, uploadMemberCart } from './member-cart-upload';
import { storeCart, storeChange, storeUndo } from './store-cart';

/**
 * The contents to store while a change waits for the calculator, so a reload at once keeps it. A line whose quantity
 * differs from the last priced contents (or that is new) is stored without its prices: the page that reads it back
 * sees an unpriced line and sends the cart to the calculator again (as after a calculator failure). Everything else
 * is stored as it is.
 */
export function unpricedContents(current: CartContents, confirmed: CartContents): CartContents {
  const pricedQuantity = new Map(confirmed.items.map((item) => [item.ean, item.quantity]));
  return {
    ...contentsOf(current),
    items: current.items.map((item) =>
      pricedQuantity.get(item.ean) === item.quantity ? item : { ...item, lineTotal: null, lineTotalOriginal: null },
    ),
  };
}

/** The cart with the calculator's prices; a line the calculator left out makes the answer malformed. */
function pricedContents({ get }: CartContext, calculation: CartCalculation): CartContents {
  const cart = get().cart;
  const items = cart.items.map((item) => {
    const line = calculation.items.find((candidate) => candidate.ean === item.ean);
    if (!line) {
      throw new ApiError(
        'malformed',
        200,
        'OK',
        { correlationId: null, tokenInfo: 'none', serverError: null },
        get().settings.texts.defaultError,
        `The calculator left out «${item.ean}»`,
      );
    }
    return {
      ...item,
      lineTotal: line.lineTotal,
      lineTotalOriginal: line.lineTotalOriginal,
      calculatedQuantity: item.quantity,
      unitPrice: line.unitPrice,
    };
  });
  return {
    ...contentsOf(cart),
    items,
    totals: calculation.totals,
    fees: calculation.fees,
    minimumPurchase: calculation.minimumPurchase,
    // The queue applies only an answer no change made stale: the cart now is the cart that was priced.
    breakdown: {
      ...calculatedItemSums(calculation.items),
      optionPrices: calculation.optionPrices,
      pricedFor: currentCalculationKey(get()),
    },
  };
}

export function createCartCalculation(context: CartContext): CartCalculationRun {
  const { dependencies, get, set, memory } = context;

  /** `change`: contents priced without the calculator, a change of their own; otherwise the priced change the cart is. */
  const commit = (next: CartContents, change: boolean) => {
    memory.confirmed = next;
    memory.lastChangedOption = null;
    set((state) => {
      Object.assign(state.cart, next);
      state.cart.status = 'idle';
      state.cart.error = null;
      state.cart.storeActive = null;
    });
    if ((change ? storeChange : storeCart)(context, next) === 'overtaken') {
      // Another tab changed the cart while this change was priced: its cart is this tab's too once the calculation has
      // ended (other-tabs.ts), so this one is neither kept on the platform nor reported.
      return;
    }
    uploadMemberCart(context, next);
    dependencies.events.emit('kurv:cart-updated', {
      items: next.items.map((item) => ({ ean: item.ean, title: item.product.title, quantity: item.quantity, lineTotal: item.lineTotal })),
      itemCount: countCartUnits(next.items),
      totals: next.totals,
    });
  };

  const checkStoreStatus = async () => {
    const gln = get().user.extendedUser?.store.gln;
    if (!gln) {
      return;
    }
    try {
      const isActive = await getStoreStatus(dependencies.api.request, gln);
      set((state) => {
        state.cart.storeActive = isActive;
      });
      if (!isActive && get().user.extendedUser?.handoverInfo.handoverType === 'Store') {
        // Spec section 4: an inactive store recomputes the pickup option.
        await get().loadHandoverOptions();
      }
    } catch (error) {
      dependencies.logger.warn('The store status could not be read after a calculator failure', error);
    }
  };

  const fail = (error: unknown) => {
    const message = messageOf(error, get().settings.texts.defaultError);
    // Spec section 8: calculator, bag type and service fee type failures are logged; the latter two are the
    // calculator's answer to a change of the option, so the option the last change set names the entry.
    dependencies.logService.log(memory.lastChangedOption ?? 'calculator', error);
    memory.lastChangedOption = null;
    const handling = calculatorFailureHandling(context.chainId);
    switch (handling) {
      case 'rollBack':
        dependencies.logger.error('Cart calculation failed; the cart goes back to its last calculation', error);
        set((state) => {
          Object.assign(state.cart, memory.confirmed);
          state.cart.status = 'error';
          state.cart.error = { message, ean: memory.lastChangedEan };
        });
        // The change was stored as it was made: the storage (and the other tabs) go back too.
        storeUndo(context, memory.confirmed);
        return;
      case 'keepChangeAndCheckStore':
        dependencies.logger.error('Cart calculation failed; the change is kept unpriced and the store status read', error);
        set((state) => {
          state.cart.status = 'error';
          state.cart.error = { message, ean: memory.lastChangedEan };
        });
        // So a reload keeps the change too.
        storeCart(context, contentsOf(get().cart));
        void checkStoreStatus();
        // A member's change reaches the platform's cart unpriced if the calculator still refuses it then.
        catchUpMemberCartLater(context);
        return;
      default:
        handling satisfies never;
    }
  };

  const queue = createCalculationQueue<CartCalculation>({
    prepare: () => get().ensureUser(),
    request: () => {
      const { cart, user } = get();
      return calculateCart(dependencies.api.request, {
        persistedId: cart.persistedId,
        gln: user.extendedUser?.store.gln ?? null,
        handoverType: user.extendedUser?.handoverInfo.handoverType ?? 'Store',
        bagType: cart.bagType,
        serviceFeeType: cart.serviceFeeType,
        substitutePreference: cart.substitutePreference,
        windowId: user.extendedUser?.handoverInfo.windowId ?? null,
        items: cart.items,
      });
    },
    apply: (calculation) => commit(pricedContents(context, calculation), false),
    fail,
  });

  return {
    commit: (next) => {
      // Contents priced without the calculator (an emptied cart: clearCart, the client order's reset) replace whatever
      // the calculation in flight priced; its late answer would put the old total back on them.
      queue.discard();
      commit(next, true);
    },
    isCalculating: queue.isRunning,
    calculated: queue.settled,
    recalculate: () => {
      if (!queue.isRunning()) {
        set((state) => {
          state.cart.status = 'updating';
        });
      }
      // Stored at once, not only when priced: a reload before the calculator answers keeps the change (its lines
      // unpriced, so the page priced them again). The commit (or a failure) stores the outcome after.
      storeChange(context, unpricedContents(get().cart, memory.confirmed));
      return queue.run();
    },
  };
}
