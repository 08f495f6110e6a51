import { errorTextOf } from '../rules/error-text';
import type { CatalogSlice } from './state/catalog-state';
import type { ShopDependencies, ShopSliceCreator } from './state/shop-state';

/**
 * How long product lookups wait for another one to be sent together: the elements of a product list mount in
 * separate React roots, over several tasks, and should still cost one request. Each lookup restarts the wait, so a
 * page whose other elements take longer to render still sends one request (the bench's one-versus-four-elements
 * figure caught a fixed window splitting it in two or three).
 */
export const PRODUCT_BATCH_WINDOW_MS = 16;
/** The longest a lookup waits for others, however many follow. */
export const PRODUCT_BATCH_MAX_WAIT_MS = 200;

export function createCatalogSlice(dependencies: ShopDependencies): ShopSliceCreator<CatalogSlice> {
  const onTheirWay = new Map<string, Promise<void>>();
  let queued: string[] = [];
  let scheduled: Promise<void> | null = null;
  let send: (() => void) | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let firstQueuedAt = 0;

  return (set, get) => {
    /** Waits PRODUCT_BATCH_WINDOW_MS after the latest lookup (PRODUCT_BATCH_MAX_WAIT_MS after the first at most). */
    function scheduleSend(): Promise<void> {
      const now = Date.now();
      if (scheduled === null) {
        firstQueuedAt = now;
        scheduled = new Promise<void>((resolve) => {
          send = resolve;
        }).then(flush);
      }
      if (timer !== null) {
        clearTimeout(timer);
      }
      const wait = Math.min(PRODUCT_BATCH_WINDOW_MS, Math.max(firstQueuedAt + PRODUCT_BATCH_MAX_WAIT_MS - now, 0));
      timer = setTimeout(() => {
        timer = null;
        send?.();
      }, wait);
      return scheduled;
    }

    async function flush(): Promise<void> {
      const eans = queued;
      queued = [];
      scheduled = null;
      send = null;
      try {
        const products = await dependencies.api.getProducts(eans, get().user.extendedUser?.store.gln);
        set((state) => {
          for (const product of products) {
            state.catalog.products[product.ean] = product;
            state.catalog.status[product.ean] = 'loaded';
            delete state.catalog.errors[product.ean];
          }
          for (const ean of eans) {
            if (state.catalog.status[ean] === 'loading') {
              state.catalog.status[ean] = 'missing';
            }
          }
        });
        for (const ean of eans) {
          if (get().catalog.status[ean] === 'missing') {
            dependencies.logger.warn(`No product with EAN «${ean}» in the assortment`);
          }
        }
      } catch (error) {
        dependencies.logger.error('Could not load products', error);
        set((state) => {
          // Spec section 8: the server's own message unless its code is 404 or 500.
          const message = errorTextOf(error, state.settings.texts.defaultError);
          for (const ean of eans) {
            state.catalog.status[ean] = 'error';
            state.catalog.errors[ean] = message;
          }
        });
      } finally {
        for (const ean of eans) {
          onTheirWay.delete(ean);
        }
      }
    }

    return {
      catalog: { products: {}, status: {}, errors: {} },
      // Coupons are activated from the site's coupon page: the code comes with the first activation.
      activateCoupon: (couponId) =>
        import('./catalog/coupons').then((module) => module.activateMemberCoupon(dependencies, set, get, couponId)),
      loadProducts: async (eans) => {
        const waits: Promise<void>[] = [];
        const fresh: string[] = [];
        for (const ean of new Set(eans)) {
          const status = get().catalog.status[ean];
          const pending = onTheirWay.get(ean);
          if (pending) {
            waits.push(pending);
          } else if (status === undefined || status === 'error') {
            fresh.push(ean);
          }
        }
        if (fresh.length > 0) {
          set((state) => {
            for (const ean of fresh) {
              state.catalog.status[ean] = 'loading';
            }
          });
          queued.push(...fresh);
          const sent = scheduleSend();
          for (const ean of fresh) {
            onTheirWay.set(ean, sent);
          }
          waits.push(sent);
        }
        await Promise.all(waits);
      },
      reloadProducts: async () => {
        const { status } = get().catalog;
        const known = Object.keys(status).filter((ean) => (status[ean] === 'loaded' || status[ean] === 'missing') && !onTheirWay.has(ean));
        if (known.length === 0) {
          return;
        }
        queued.push(...known);
        const sent = scheduleSend();
        for (const ean of known) {
          onTheirWay.set(ean, sent);
        }
        await sent;
      },
    };
  };
}
