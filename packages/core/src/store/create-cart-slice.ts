import { ApiError, messageOf } from '../api/api-error';
import type { CartCalculation } from '../api/cart/calculate-cart';
import type { MemberCart } from '../api/cart/member-cart';
import { type CartItem, cartItemOf, EMPTY_CART_TOTALS, NO_CART_FEES, ORDER_DEFAULTS } from '../domain/cart';
import type { Product } from '../domain/product';
import { addBlockReason, addBlockText } from '../rules/add-block-reason';
import { drugGroupQuantity, maxQuantityAllowed } from '../rules/availability';
import { countCartUnits } from '../rules/cart-count';
import { applySubstitutePreference, calculatorFailureHandling } from '../rules/cart-options';
import { cartTrackingEvents, excessItemAdjustments, mergeMemberCart, type SyncedCartLine } from '../rules/cart-sync';
import { decodeStoredCartValue, readStoredCart, type StoredCart, writeStoredCart } from './cart-persistence';
import { fullyLoggedInMemberId, originalOrderItems } from './selectors';
import type { CartContents, CartSlice, CartState } from './state/cart-state';
import type { ShopDependencies, ShopSliceCreator } from './state/shop-state';

function contentsOf(cart: CartContents): CartContents {
  return {
    items: cart.items,
    totals: cart.totals,
    fees: cart.fees,
    minimumPurchase: cart.minimumPurchase,
    bagType: cart.bagType,
    serviceFeeType: cart.serviceFeeType,
    substitutePreference: cart.substitutePreference,
    substituteComment: cart.substituteComment,
  };
}

function emptyContents(): CartContents {
  return {
    items: [],
    totals: EMPTY_CART_TOTALS,
    fees: NO_CART_FEES,
    minimumPurchase: null,
    bagType: ORDER_DEFAULTS.bagType,
    serviceFeeType: ORDER_DEFAULTS.serviceFeeType,
    substitutePreference: ORDER_DEFAULTS.substitutePreference,
    substituteComment: '',
  };
}

function syncedLines(items: readonly CartItem[]): SyncedCartLine[] {
  return items.map((item) => ({ ean: item.ean, quantity: item.quantity, substitute: item.substitute, shouldSlice: item.shouldSlice }));
}

/**
 * The cart. Every change goes to the cart calculator; at most one calculation is in flight, and changes made meanwhile
 * are sent together when it returns. When a calculation fails (HTTP error, network, timeout, malformed answer) the
 * shopper's change stays, unpriced, the error is shown and the store's status is read (spec section 4); for Kiwi the cart
 * goes back to its last calculated state. Either way no line the shopper had is lost. The cart is kept in local storage,
 * followed across the site's tabs, and for members kept on the platform too.
 */
export function createCartSlice(dependencies: ShopDependencies, chainId: string): ShopSliceCreator<CartSlice> {
  const stored = readStoredCart(dependencies.storage, chainId, dependencies.logger);
  let confirmed: CartContents = stored ? contentsOf(stored) : emptyContents();
  let calculating: Promise<void> | null = null;
  let changedSinceSent = false;
  let lastChangedEan: string | null = null;
  let memberCartSyncedFor: string | null = null;

  return (set, get) => {
    const memberId = (): string | null => fullyLoggedInMemberId(get());

    const store = (contents: CartContents): boolean => {
      const record: StoredCart = { version: 1, persistedId: get().cart.persistedId, ...contents };
      if (!writeStoredCart(dependencies.storage, chainId, record)) {
        dependencies.logger.warn('The cart could not be stored; it lasts until the page is left');
        dependencies.tabs.post({ type: 'cart-changed', cart: record });
        return false;
      }
      dependencies.tabs.post({ type: 'cart-changed', cart: record });
      return true;
    };

    const uploadMemberCart = (contents: CartContents) => {
      const member = memberId();
      if (member === null || memberCartSyncedFor !== member) {
        return;
      }
      const { bagType, serviceFeeType, substitutePreference, substituteComment } = contents;
      dependencies.api
        .putMemberCart(member, {
          persistedId: get().cart.persistedId,
          items: syncedLines(contents.items),
          bagType,
          serviceFeeType,
          substitutePreference,
          substituteComment,
        })
        .catch((error: unknown) => dependencies.logger.warn('The cart could not be kept on the platform; it stays in this browser', error));
    };

    const applyCalculation = (calculation: CartCalculation): CartContents => {
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
        return { ...item, lineTotal: line.lineTotal, lineTotalOriginal: line.lineTotalOriginal };
      });
      return {
        ...contentsOf(cart),
        items,
        totals: calculation.totals,
        fees: calculation.fees,
        minimumPurchase: calculation.minimumPurchase,
      };
    };

    const commit = (next: CartContents) => {
      confirmed = next;
      set((state) => {
        Object.assign(state.cart, next);
        state.cart.status = 'idle';
        state.cart.error = null;
        state.cart.storeActive = null;
      });
      store(next);
      uploadMemberCart(next);
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
        const isActive = await dependencies.api.getStoreStatus(gln);
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
      const handling = calculatorFailureHandling(chainId);
      switch (handling) {
        case 'rollBack':
          dependencies.logger.error('Cart calculation failed; the cart goes back to its last calculation', error);
          set((state) => {
            Object.assign(state.cart, confirmed);
            state.cart.status = 'error';
            state.cart.error = { message, ean: lastChangedEan };
          });
          return;
        case 'keepChangeAndCheckStore':
          dependencies.logger.error('Cart calculation failed; the change is kept unpriced and the store status read', error);
          set((state) => {
            state.cart.status = 'error';
            state.cart.error = { message, ean: lastChangedEan };
          });
          // So a reload keeps the change too.
          store(contentsOf(get().cart));
          void checkStoreStatus();
          return;
        default:
          handling satisfies never;
      }
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
            bagType: cart.bagType,
            serviceFeeType: cart.serviceFeeType,
            substitutePreference: cart.substitutePreference,
            items: cart.items,
          });
          if (!changedSinceSent) {
            commit(applyCalculation(calculation));
          }
        } catch (error) {
          fail(error);
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

    const track = (before: readonly CartItem[]) => {
      for (const event of cartTrackingEvents(before, get().cart.items)) {
        dependencies.track(event);
      }
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
      maxQuantityAllowed({
        product,
        otherGroupQuantity: product.drug === null ? 0 : drugGroupQuantity(product.drug, product.ean, get().cart.items),
        doesNotExistInCurrentStore: false,
        originalOrderItems: originalOrderItems(get()),
        now: dependencies.now(),
      });

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
      lastChangedEan = ean;
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
      const before = get().cart.items;
      set((state) => {
        state.cart.error = null;
        state.cart.items.push(cartItemOf(product, { quantity: allowed }));
      });
      track(before);
      get().considerLoginPrompt(ean);
      await recalculate();
    };

    const changeLine = async (ean: string, change: (item: CartItem) => void): Promise<void> => {
      if (!get().cart.items.some((item) => item.ean === ean)) {
        return;
      }
      lastChangedEan = ean;
      set((state) => {
        const item = state.cart.items.find((candidate) => candidate.ean === ean);
        if (item) {
          change(item);
        }
      });
      await recalculate();
    };

    const changeOrder = async (change: (cart: CartState) => void): Promise<void> => {
      lastChangedEan = null;
      set((state) => {
        change(state.cart);
      });
      if (get().cart.items.length === 0) {
        // Nothing to price: keep the choice without asking the calculator.
        commit({ ...contentsOf(get().cart), totals: EMPTY_CART_TOTALS, fees: NO_CART_FEES });
        return;
      }
      await recalculate();
    };

    const adoptOtherTabsCart = (sent: unknown) => {
      if (calculating) {
        // This tab's own calculation ends with a write the other tabs follow; it is not overwritten meanwhile.
        return;
      }
      const latest = decodeStoredCartValue(sent, dependencies.logger);
      if (!latest) {
        return;
      }
      confirmed = contentsOf(latest);
      set((state) => {
        Object.assign(state.cart, confirmed);
        // One cart for the site: a tab that started before any cart existed takes the other tab's id too.
        state.cart.persistedId = latest.persistedId;
        state.cart.status = 'idle';
        state.cart.error = null;
      });
    };

    dependencies.tabs.subscribe((message) => {
      if (message.type === 'cart-changed') {
        adoptOtherTabsCart(message.cart);
      }
    });

    const takeLines = async (lines: readonly SyncedCartLine[], options: MemberCart | null) => {
      const known = get().cart.items;
      const unknown = lines.filter((line) => !known.some((item) => item.ean === line.ean)).map((line) => line.ean);
      if (unknown.length > 0) {
        await get().loadProducts(unknown);
      }
      const products = get().catalog.products;
      const items = lines.flatMap((line): CartItem[] => {
        const mine = get().cart.items.find((item) => item.ean === line.ean);
        const product = mine?.product ?? products[line.ean];
        if (!product) {
          dependencies.logger.warn(`The member's cart names «${line.ean}», which the platform does not know; it is left out`);
          return [];
        }
        // A line this cart has keeps its prices until the calculator answers.
        return [{ ...cartItemOf(product, line), lineTotal: mine?.lineTotal ?? null, lineTotalOriginal: mine?.lineTotalOriginal ?? null }];
      });
      set((state) => {
        state.cart.items = items;
        if (options) {
          state.cart.bagType = options.bagType ?? ORDER_DEFAULTS.bagType;
          state.cart.serviceFeeType = options.serviceFeeType;
          state.cart.substitutePreference = options.substitutePreference;
          state.cart.substituteComment = options.substituteComment;
        }
      });
    };

    return {
      cart: {
        ...(stored ? contentsOf(stored) : emptyContents()),
        status: 'idle',
        error: null,
        persistedId: stored?.persistedId ?? dependencies.createId(),
        removed: null,
        unavailableEans: [],
        storeActive: null,
      },
      addItem,
      setItemQuantity,
      removeItem: (ean) => setItemQuantity(ean, 0),
      undoRemoveItem: async () => {
        const removed = get().cart.removed;
        if (!removed || get().cart.items.some((item) => item.ean === removed.item.ean)) {
          set((state) => {
            state.cart.removed = null;
          });
          return;
        }
        lastChangedEan = removed.item.ean;
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
      setBagType: (bagType) =>
        changeOrder((cart) => {
          cart.bagType = bagType;
        }),
      setServiceFeeType: (serviceFeeType) =>
        changeOrder((cart) => {
          cart.serviceFeeType = serviceFeeType;
        }),
      setSubstitutePreference: (preference) =>
        changeOrder((cart) => {
          const applied = applySubstitutePreference(preference, cart.items);
          cart.substitutePreference = applied.substitutePreference;
          cart.items = applied.items;
        }),
      setSubstituteComment: (comment) => {
        set((state) => {
          state.cart.substituteComment = comment;
        });
        confirmed = { ...confirmed, substituteComment: comment };
        store(contentsOf(get().cart));
        uploadMemberCart(contentsOf(get().cart));
      },
      clearCart: () => {
        const before = get().cart.items;
        set((state) => {
          state.cart.items = [];
          state.cart.unavailableEans = [];
        });
        track(before);
        commit({ ...contentsOf(get().cart), items: [], totals: EMPTY_CART_TOTALS, fees: NO_CART_FEES });
      },
      retryCartCalculation: async () => {
        set((state) => {
          state.cart.error = null;
        });
        await recalculate();
      },
      checkCartInStore: async () => {
        const gln = get().user.extendedUser?.store.gln ?? null;
        const eans = get().cart.items.map((item) => item.ean);
        if (gln === null || eans.length === 0) {
          return;
        }
        let products: Product[];
        try {
          products = await dependencies.api.getProducts(eans, gln);
        } catch (error) {
          dependencies.logger.warn('The cart could not be checked against the new store', error);
          return;
        }
        const byEan = new Map(products.map((product) => [product.ean, product]));
        const refreshed = get().cart.items.map((item) => {
          const product = byEan.get(item.ean);
          return product ? { ...item, product, doesNotExistInCurrentStore: !product.existsInStore } : item;
        });
        const adjustments = excessItemAdjustments(refreshed, dependencies.now());
        const items = refreshed.flatMap((item) => {
          const adjustment = adjustments.find((candidate) => candidate.ean === item.ean);
          if (!adjustment) {
            return [item];
          }
          dependencies.logger.warn(`«${item.ean}» cut from ${adjustment.from} to ${adjustment.to}: a limit of the new store`);
          return adjustment.to > 0 ? [{ ...item, quantity: adjustment.to }] : [];
        });
        const before = get().cart.items;
        set((state) => {
          state.cart.items = items;
          state.cart.unavailableEans = items.filter((item) => item.doesNotExistInCurrentStore).map((item) => item.ean);
          for (const product of products) {
            state.catalog.products[product.ean] = product;
          }
        });
        track(before);
        await recalculate();
      },
      putBackItems: async (lines) => {
        if (!Array.isArray(lines)) {
          dependencies.logger.warn('putBackCartItems expects a list of { ean, quantity }');
          return;
        }
        for (const line of lines) {
          const { ean, quantity } = (line ?? {}) as { ean?: unknown; quantity?: unknown };
          if (typeof ean !== 'string' || !/^\d{8,14}$/.test(ean) || typeof quantity !== 'number') {
            dependencies.logger.warn('Skipping a line to put back that is not { ean, quantity }', line);
            continue;
          }
          await addItem(ean, quantity);
        }
      },
      keepUnavailableItems: () =>
        set((state) => {
          state.cart.unavailableEans = [];
        }),
      syncMemberCart: async (reason = 'login') => {
        const member = memberId();
        if (member === null || (reason === 'notification' && memberCartSyncedFor !== member)) {
          return;
        }
        let remote: MemberCart | null;
        try {
          remote = await dependencies.api.getMemberCart(member);
        } catch (error) {
          dependencies.logger.warn("The member's cart on the platform could not be read; this browser's cart is kept", error);
          return;
        }
        const firstSync = memberCartSyncedFor !== member;
        memberCartSyncedFor = member;
        const here = syncedLines(get().cart.items);
        // At login the two carts join (nothing lost); later the platform's cart is the newer one (another device changed
        // it), so it replaces this one.
        const lines = firstSync ? mergeMemberCart(here, remote?.items ?? []) : (remote?.items ?? here);
        const changed = JSON.stringify(lines) !== JSON.stringify(here);
        if (!changed && !firstSync) {
          return;
        }
        if (changed) {
          // An empty cart here takes the member's order options (bags, substitutes) too.
          await takeLines(lines, remote && (here.length === 0 || !firstSync) ? remote : null);
        }
        if (get().cart.items.length > 0) {
          await recalculate();
        } else if (remote !== null && remote.items.length > 0) {
          // The platform's lines were all unknown: keep the platform in step with what this cart holds.
          uploadMemberCart(contentsOf(get().cart));
        }
      },
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
