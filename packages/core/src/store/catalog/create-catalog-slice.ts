import { type ProductLookupCall, sendProductLookups } from '../../api/products/product-lookups';
import { createBatcher } from '../../engine/batcher';
import { errorTextOf } from '../../rules/error-text';
import { partSetter } from '../middleware/set-part';
import type { ShopDependencies, ShopSliceCreator } from '../shop-state';
import type { CatalogSlice } from './catalog-state';

/**
 * How long product lookups wait for another one to be sent together: the elements of a product list mount in
 * separate React roots, over several tasks, and should still cost one request. Each lookup restarts the wait, so a
 * page whose other elements take longer to render still sends one request (the bench's one-versus-four-elements
 * figure caught a fixed window splitting it in two or three).
 */
export const PRODUCT_BATCH_WINDOW_MS = 16;
/** The longest a lookup waits for others, however many follow. */
export const PRODUCT_BATCH_MAX_WAIT_MS = 200;

/** The products read, by EAN, in batches; plain values (first-load code), the coupon's activation fetched with its code. */
export function createCatalogSlice(dependencies: ShopDependencies): ShopSliceCreator<CatalogSlice> {
  const onTheirWay = new Map<string, Promise<void>>();

  return (set, get, store) => {
    const setPart = partSetter(set, get);

    async function receive([eans, answer]: ProductLookupCall): Promise<void> {
      try {
        const products = await answer;
        const { catalog } = get();
        const found = { ...catalog.products };
        const status = { ...catalog.status };
        const errors = { ...catalog.errors };
        for (const product of products) {
          found[product.ean] = product;
          status[product.ean] = 'loaded';
          delete errors[product.ean];
        }
        for (const ean of eans) {
          if (status[ean] === 'loading') {
            status[ean] = 'missing';
          }
        }
        setPart('catalog', { products: found, status, errors });
        for (const ean of eans) {
          if (get().catalog.status[ean] === 'missing') {
            dependencies.logger.warn(`No product with EAN «${ean}» in the assortment`);
          }
        }
      } catch (error) {
        dependencies.logger.error('Could not load products', error);
        // Spec section 8: the server's own message unless its code is 404 or 500.
        const message = errorTextOf(error, get().settings.texts.defaultError);
        const { catalog } = get();
        const status = { ...catalog.status };
        const errors = { ...catalog.errors };
        for (const ean of eans) {
          status[ean] = 'error';
          errors[ean] = message;
        }
        setPart('catalog', { status, errors });
      } finally {
        for (const ean of eans) {
          onTheirWay.delete(ean);
        }
      }
    }
    /**
     * Sends PRODUCT_BATCH_WINDOW_MS after the latest lookup (PRODUCT_BATCH_MAX_WAIT_MS after the first at most), in as few
     * calls as the platform allows (MAX_EANS_PER_PRODUCT_LOOKUP each), at once; each call's products are shown when its
     * answer comes, and a failed call fails only its own EANs. A batch keeps the tags' order, so the first call has the
     * products at the top of the page.
     */
    const addToBatch = createBatcher(dependencies.timers, PRODUCT_BATCH_WINDOW_MS, PRODUCT_BATCH_MAX_WAIT_MS, (eans: string[]) =>
      Promise.all(sendProductLookups(dependencies.api.getProducts, eans, get().user.extendedUser?.store.gln).map(receive)).then(
        () => undefined,
      ),
    );
    const lookUp = (eans: string[]): Promise<void> => {
      const sent = addToBatch(eans);
      for (const ean of eans) {
        onTheirWay.set(ean, sent);
      }
      return sent;
    };

    return {
      catalog: { products: {}, status: {}, errors: {} },
      // Coupons are activated from the site's coupon page: the code comes with the first activation.
      activateCoupon: (couponId) => import('./coupons').then((module) => module.activateMemberCoupon(dependencies, store, couponId)),
      loadCoupons: () => import('./coupons').then((module) => module.loadMemberCoupons(dependencies, store)),
      loadProducts: async (eans, forButtons) => {
        if (forButtons && !get().settings.features.addToCart) {
          return;
        }
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
          const status = { ...get().catalog.status };
          for (const ean of fresh) {
            status[ean] = 'loading';
          }
          setPart('catalog', { status });
          waits.push(lookUp(fresh));
        }
        await Promise.all(waits);
      },
      reloadProducts: async () => {
        const { status } = get().catalog;
        const known = Object.keys(status).filter((ean) => (status[ean] === 'loaded' || status[ean] === 'missing') && !onTheirWay.has(ean));
        if (known.length === 0) {
          return;
        }
        await lookUp(known);
      },
    };
  };
}
