import { sendProductLookups } from '../../api/products/product-lookups';
import type { Product } from '../../domain/product';
import { excessItemAdjustments } from '../../rules/cart-sync';
import type { CartCalculationRun } from './calculation-run';
import type { CartContext } from './context';

/** Reads the cart's products for the current store: flags the ones it lacks, cuts excess lines, recalculates. */
export async function checkCartInStore(context: CartContext, calculation: CartCalculationRun): Promise<void> {
  const { dependencies, get, set } = context;
  const gln = get().user.extendedUser?.store.gln ?? null;
  const eans = get().cart.items.map((item) => item.ean);
  if (gln === null || eans.length === 0) {
    return;
  }
  let products: Product[];
  try {
    // Every call's answer at once (a cart may hold more lines than one call asks for).
    const answers = await Promise.all(sendProductLookups(dependencies.api.getProducts, eans, gln).map(([, answer]) => answer));
    products = answers.flat();
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
  context.track(before);
  await calculation.recalculate();
}
