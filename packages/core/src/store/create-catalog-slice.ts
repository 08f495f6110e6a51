import type { Product } from '../domain/product';
import type { ShopDependencies, ShopSliceCreator } from './shop-state';

/** Per EAN: being fetched, known, not in the assortment, or failed (may be retried). */
export type ProductStatus = 'loading' | 'loaded' | 'missing' | 'error';

export interface CatalogSlice {
  catalog: {
    products: Record<string, Product>;
    status: Record<string, ProductStatus>;
  };
  /**
   * Makes sure the products are known. Calls within PRODUCT_BATCH_WINDOW_MS are batched into one request;
   * a product already known, missing or on its way is not asked for again. Never rejects.
   */
  loadProducts: (eans: readonly string[]) => Promise<void>;
}

/**
 * How long product lookups wait to be sent together: the elements of a product list mount in
 * separate React roots, over several tasks, and should still cost one request.
 */
export const PRODUCT_BATCH_WINDOW_MS = 16;

export function createCatalogSlice(dependencies: ShopDependencies): ShopSliceCreator<CatalogSlice> {
  const onTheirWay = new Map<string, Promise<void>>();
  let queued: string[] = [];
  let scheduled: Promise<void> | null = null;

  return (set, get) => {
    async function flush(): Promise<void> {
      const eans = queued;
      queued = [];
      scheduled = null;
      try {
        const products = await dependencies.api.getProducts(eans, get().user.extendedUser?.store.gln);
        set((state) => {
          for (const product of products) {
            state.catalog.products[product.ean] = product;
            state.catalog.status[product.ean] = 'loaded';
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
          for (const ean of eans) {
            state.catalog.status[ean] = 'error';
          }
        });
      } finally {
        for (const ean of eans) {
          onTheirWay.delete(ean);
        }
      }
    }

    return {
      catalog: { products: {}, status: {} },
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
          scheduled ??= new Promise((resolve) => setTimeout(resolve, PRODUCT_BATCH_WINDOW_MS)).then(flush);
          for (const ean of fresh) {
            onTheirWay.set(ean, scheduled);
          }
          waits.push(scheduled);
        }
        await Promise.all(waits);
      },
    };
  };
}
