import { ApiError, messageOf } from '../api/api-error';
import type { CartCalculation } from '../api/cart/calculate-cart';
import { type AsyncStatus, type CartItem, type CartTotals, EMPTY_CART_TOTALS } from '../domain/cart';
import type { Product } from '../domain/product';
import { addBlockReason, addBlockText } from '../rules/add-block-reason';
import { maxQuantityAllowed } from '../rules/availability';
import { countCartUnits } from '../rules/cart-count';
import { readStoredCart, writeStoredCart } from './cart-persistence';
import type { ShopDependencies, ShopSliceCreator } from './shop-state';

/** A cart change that did not go through; `ean` names the product it was about, if any. */
export interface CartError {
  message: string;
  ean: string | null;
}

export interface CartState {
  /** The lines, with the quantities the shopper asked for (ahead of the calculator while updating). */
  items: CartItem[];
  /** Totals from the last successful calculation. */
  totals: CartTotals;
  status: AsyncStatus;
  error: CartError | null;
  /** Spec section 3: the cart's id; sent to the calculator. */
  persistedId: string;
}

export interface CartSlice {
  cart: CartState;
  /** Adds `quantity` (default 1) of a product; loads the product first when it is not known. */
  addItem: (ean: string, quantity?: number) => Promise<void>;
  /** Sets a line's quantity; 0 removes the line. */
  setItemQuantity: (ean: string, quantity: number) => Promise<void>;
  removeItem: (ean: string) => Promise<void>;
  dismissCartError: () => void;
}

interface ConfirmedCart {
  items: CartItem[];
  totals: CartTotals;
}

/**
 * The cart. Every change goes to the cart calculator; at most one calculation is in flight, and
 * changes made meanwhile are sent together when it returns. When a calculation fails (HTTP error,
 * network, timeout, malformed answer) the cart goes back to what it was at the last successful
 * calculation and the error is kept for the widgets to show: nothing the shopper had is lost.
 */
export function createCartSlice(dependencies: ShopDependencies, chainId: string): ShopSliceCreator<CartSlice> {
  const stored = readStoredCart(dependencies.storage, chainId, dependencies.logger);
  let confirmed: ConfirmedCart = { items: stored?.items ?? [], totals: stored?.totals ?? EMPTY_CART_TOTALS };
  let calculating: Promise<void> | null = null;
  let changedSinceSent = false;
  let lastChangedEan: string | null = null;

  return (set, get) => {
    const applyCalculation = (calculation: CartCalculation): ConfirmedCart => {
      const items = get().cart.items.map((item) => {
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
        return { ...item, lineTotal: line.lineTotal, lineTotalOriginal: line.lineTotalOriginal };
      });
      return { items, totals: calculation.totals };
    };

    const commit = (next: ConfirmedCart) => {
      confirmed = next;
      set((state) => {
        state.cart.items = next.items;
        state.cart.totals = next.totals;
        state.cart.status = 'idle';
        state.cart.error = null;
      });
      const { persistedId } = get().cart;
      if (!writeStoredCart(dependencies.storage, chainId, { version: 1, persistedId, ...next })) {
        dependencies.logger.warn('The cart could not be stored; it lasts until the page is left');
      }
      dependencies.events.emit('kurv:cart-updated', {
        items: next.items.map((item) => ({ ean: item.ean, title: item.product.title, quantity: item.quantity, lineTotal: item.lineTotal })),
        itemCount: countCartUnits(next.items),
        totals: next.totals,
      });
    };

    const rollBack = (error: unknown) => {
      dependencies.logger.error('Cart calculation failed; the cart is kept as it was', error);
      set((state) => {
        state.cart.items = confirmed.items;
        state.cart.totals = confirmed.totals;
        state.cart.status = 'error';
        state.cart.error = { message: messageOf(error, state.settings.texts.defaultError), ean: lastChangedEan };
      });
    };

    const calculate = async (): Promise<void> => {
      await get().ensureUser();
      do {
        changedSinceSent = false;
        const { cart, user } = get();
        try {
          const calculation = await dependencies.api.calculateCart({
            persistedId: cart.persistedId,
            gln: user.extendedUser?.store.gln ?? null,
            handoverType: user.extendedUser?.handoverInfo.handoverType ?? 'Store',
            items: cart.items,
          });
          if (!changedSinceSent) {
            commit(applyCalculation(calculation));
          }
        } catch (error) {
          rollBack(error);
          return;
        }
      } while (changedSinceSent);
    };

    const recalculate = (): Promise<void> => {
      if (calculating) {
        changedSinceSent = true;
        return calculating;
      }
      set((state) => {
        state.cart.status = 'updating';
      });
      calculating = calculate().finally(() => {
        calculating = null;
      });
      return calculating;
    };

    const failWithoutChange = (message: string, ean: string) => {
      set((state) => {
        state.cart.error = { message, ean };
        state.cart.status = calculating ? 'updating' : 'error';
      });
    };

    /**
     * Spec section 4: the greatest quantity the product's line may hold (inventory, the per-order maximum in force,
     * the drug group's limit); null when nothing limits it.
     */
    const allowedQuantity = (product: Product): number | null =>
      maxQuantityAllowed({ product, cartItems: get().cart.items, doesNotExistInCurrentStore: false, now: dependencies.now() });

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
      if (!get().cart.items.some((item) => item.ean === ean)) {
        if (quantity > 0) {
          await addItem(ean, quantity);
        }
        return;
      }
      lastChangedEan = ean;
      set((state) => {
        state.cart.error = null;
        if (quantity === 0) {
          state.cart.items = state.cart.items.filter((item) => item.ean !== ean);
        } else {
          const item = state.cart.items.find((candidate) => candidate.ean === ean);
          if (item) {
            item.quantity = quantity;
          }
        }
      });
      await recalculate();
    };

    const addItem = async (ean: string, quantity = 1): Promise<void> => {
      if (!Number.isFinite(quantity) || quantity <= 0) {
        dependencies.logger.warn(`Ignoring the quantity «${quantity}» for «${ean}»`);
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
        failWithoutChange(catalog.status[ean] === 'missing' ? settings.texts.notForSale : settings.texts.defaultError, ean);
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
      lastChangedEan = ean;
      set((state) => {
        state.cart.error = null;
        state.cart.items.push({ id: ean, ean, quantity: allowed, product, lineTotal: null, lineTotalOriginal: null });
      });
      await recalculate();
    };

    return {
      cart: {
        items: confirmed.items,
        totals: confirmed.totals,
        status: 'idle',
        error: null,
        persistedId: stored?.persistedId ?? dependencies.createId(),
      },
      addItem,
      setItemQuantity,
      removeItem: (ean) => setItemQuantity(ean, 0),
      dismissCartError: () =>
        set((state) => {
          state.cart.error = null;
          if (state.cart.status === 'error') {
            state.cart.status = 'idle';
          }
        }),
    };
  };
}
